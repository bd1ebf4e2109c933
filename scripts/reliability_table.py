#!/usr/bin/env python3
"""Prints the table of docs/reliability.md: what the test suite tries to break, counted from the
declarations (`cubeworks generate schema`) and from the tests it registers (tests/CMakeLists.txt),
as the Markdown table the page holds between its `tried` markers. Every row's test fails when a
result is lost, so a suite that passes has lost none; the test docs/reliability_table fails when
the page and this script differ.

    python3 scripts/reliability_table.py BINARY [--check | --update docs/reliability.md]
"""
from __future__ import annotations

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "reliability"))
import faults  # noqa: E402
import generated_block  # noqa: E402  (scripts/, beside this file)

BEGIN, END = "<!-- tried: scripts/reliability_table.py -->", "<!-- end tried -->"
KIND_TEXT = {
    "stdout-dev-full": "`--json` to /dev/full, every verb",
    "stdout-closed": "`--json` with standard output closed, every verb",
    "stdout-fs-full": "`--json` to a file on a full file system, every verb",
    "stderr-dev-full": "standard error to /dev/full, every verb",
    "missing-folder": "every declared output file in a folder that does not exist",
    "a-folder": "every declared output file named by a folder (a folder of pictures by a file)",
    "fs-full": "every declared output file on a full file system",
}

# kill_resume.sh's jobs (its last argument), and how many runs of the job each kill count applies to.
JOBS = {
    "2x4": ("`roll analyze --board 2x4`", 1),
    "conquer": ("`hoffman conquer --dim 4`", 1),
    "diameter": ("`roll diameter --board 2x3 --exact`", 1),
    "hoffman": ("`hoffman search --dim 3 --count` (alone, with 2 threads, one shard of 3)", 3),
    "solve": ("`roll solve --method ida` on 3x4", 1),
    "stack": ("`stack random --method staged`", 1),
}


def registered() -> str:
    return (ROOT / "tests" / "CMakeLists.txt").read_text(encoding="utf-8")


def rows(binary: str) -> list[tuple[str, int, str]]:
    verbs = faults.cli_verbs(binary)
    counts: dict[str, int] = {}
    for kind, _, _ in faults.plan(verbs):
        counts[kind] = counts.get(kind, 0) + 1
    out = [(KIND_TEXT[k], n, "reliability/faults") for k, n in counts.items()]
    python = sum(1 for v in verbs for f in v["fields"] if f["python"] and f["writes"]) * 2
    out.append(("an output file refused through Python (OSError naming the path)", python, "python/test_doors"))
    cmake = registered()
    for job, kills in sorted((j, int(k)) for k, j in re.findall(r"kill_resume\.sh \$<TARGET_FILE:cubeworks> (\d+) (\S+)\)", cmake)):
        what, runs = JOBS[job]
        out.append((f"{what} killed (SIGKILL at seeded random instants, then Ctrl-C) and resumed, result compared",
                    (kills + 1) * runs, "reliability/kill_resume_*"))
    runs = re.search(r"fuzz_verbs\.py \$<TARGET_FILE:cubeworks> --runs (\d+)", cmake)
    out.append(("requests fuzzed from the declared fields (valid, edge and garbage values)", int(runs.group(1)),
                "reliability/fuzz_verbs"))
    return out


def table(binary: str) -> str:
    lines = ["| what was tried | times | test | results lost |", "|---|---|---|---|"]
    lines += [f"| {what} | {n} | {test} | 0 |" for what, n, test in rows(binary)]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    binary = argv[0]
    if len(argv) == 3 and argv[1] in ("--check", "--update"):
        if argv[1] == "--update":
            return generated_block.update(argv[2], BEGIN, END, table(binary))
        return generated_block.check(argv[2], BEGIN, END, table(binary), "scripts/reliability_table.py")
    sys.stdout.write(table(binary))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
