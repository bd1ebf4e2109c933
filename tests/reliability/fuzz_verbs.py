#!/usr/bin/env python3
"""Fuzzing of every verb from its declaration: requests built from the declared field table.

Each execution takes one verb the command line offers, starts from its cheap request
(faults.py: REQUESTS) and sets one to three of its declared fields to a valid value (the default,
a choice, a small number in range), an edge value (the range's ends and one past them, 0, empty,
a very long word) or garbage (text where a number belongs, NaN, control characters, an option's
spelling). The run must end by itself within BOUND seconds or, asked by Ctrl-C then, within
GRACE more; it must not crash (no signal, exit 0, 1, 2 or 130); a refusal is one line
`cubeworks: error: ...`; a success with --json prints one JSON document.

Usage: fuzz_verbs.py BINARY [--runs N] [--seed S] [--json SUMMARY]   (the test suite: 200 runs, seed 1)
"""
import concurrent.futures
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import faults  # noqa: E402  (REQUESTS, cli_verbs)

BOUND, GRACE = 5.0, 20.0
GARBAGE = ["abc", "nan", "-1e999", "1e999", "--", "-", "\x01\x7f", "0x10", " 1", "1,2,,", "é", "../..", "%s%n"]


def values(field, rng):
    """One value for the field, as a command-line word (None: a flag given alone)."""
    kind = field["kind"]
    if kind == "flag":
        return None
    pick = rng.random()
    if pick < 0.3:
        return rng.choice(GARBAGE)
    if kind in ("integer", "number"):
        low, high = field.get("min"), field.get("max")
        edges = [0, 1, -1]
        if low is not None:
            edges += [low, low - 1, low + 1]
        if high is not None and high < 1e6:  # the largest values may ask for hours of work
            edges += [high, high + 1]
        if high is not None and high >= 1e6:
            edges += [high + 1, 2 ** 64]
        value = rng.choice(edges)
        return str(value) if kind == "integer" or value != int(value) else str(int(value))
    if field.get("choices"):
        return rng.choice(field["choices"] + ["", "nonsense"])
    if field.get("writes") or field.get("path"):
        # Relative to the run's own temporary folder: a folder of pictures named here is made
        # there, never outside it (as root, "/nonexistent/x" would be made at the top).
        return rng.choice(["", "no-such-folder/x", ".", "/dev/null/x"])
    return rng.choice(["", "x" * 5000, "2x3", "000/0.0/000", "Ab", "1,2", "classic", "0"])


def request(verb, rng):
    path = f"{verb['family']}.{verb['name']}"
    words = [verb["family"], verb["name"].replace("_", "-")] + faults.REQUESTS[path]
    fields = [f for f in verb["fields"] if f["cli"] and f["cli"].startswith("--") and not f.get("cli_flags")]
    for field in rng.sample(fields, min(len(fields), rng.randint(1, 3))) if fields else []:
        value = values(field, rng)
        words += [field["cli"]] if value is None else [field["cli"], value]
    return words + ["--json", "-q"]


def execute(binary, words, work):
    """None when the run behaved, else what went wrong."""
    process = subprocess.Popen([binary] + words, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=work,
                               env=dict(os.environ, OMP_WAIT_POLICY="passive"))
    try:
        out, err = process.communicate(timeout=BOUND)
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGINT)
        try:
            out, err = process.communicate(timeout=GRACE)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            return "hung: no exit within the bound after Ctrl-C"
    rc = process.returncode
    if rc < 0 or rc not in (0, 1, 2, 130):
        return f"crashed or odd exit status {rc}: {err.decode(errors='replace')[-300:]}"
    lines = err.decode(errors="replace").splitlines()
    if rc in (1, 2) and (len(lines) != 1 or not lines[0].startswith("cubeworks: error: ")):
        return f"exit {rc} without one error line: {lines[:3]}"
    if rc == 0:
        try:
            json.loads(out)
        except ValueError:
            return "exit 0 without one JSON document"
    return None


def main():
    binary = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 200
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1
    verbs = faults.cli_verbs(binary)
    rng = random.Random(seed)
    requests = [request(rng.choice(verbs), rng) for _ in range(runs)]
    with tempfile.TemporaryDirectory() as work:
        os.environ["CUBEWORKS_CACHE"] = os.path.join(work, "cache")
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            problems = list(pool.map(lambda w: execute(binary, w, work), requests))
    bad = [(w, p) for w, p in zip(requests, problems) if p]
    for words, problem in bad:
        print(f"FAILED cubeworks {' '.join(repr(w) if ' ' in w or not w else w for w in words)}: {problem}")
    print(f"{runs} fuzz executions over {len(verbs)} verbs (seed {seed}): {len(bad)} failed")
    if "--json" in sys.argv:
        Path(sys.argv[sys.argv.index("--json") + 1]).write_text(json.dumps({"runs": runs, "failed": len(bad)}))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
