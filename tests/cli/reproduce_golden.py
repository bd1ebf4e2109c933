#!/usr/bin/env python3
"""`cubeworks reproduce --json` against its golden document (tests/cli/golden/reproduce.json):
every row, every published figure and every verdict, with the timings and the version left out,
so that a row computed by a verb can never go stale while the verb moves on.
Usage: reproduce_golden.py CUBEWORKS [--update]"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden" / "reproduce.json"


def comparable(document):
    """The document without what changes from run to run (timings) or release to release."""
    document.pop("version", None)
    for section in document["sections"]:
        section.pop("seconds", None)
        for figure in section.get("figures", []):
            figure.pop("svg", None)
    return document


def main(program, update=False):
    with tempfile.TemporaryDirectory() as cache:  # no kept results: everything computed afresh
        done = subprocess.run([program, "reproduce", "--json", "--quiet"], capture_output=True, text=True,
                              env={**os.environ, "CUBEWORKS_CACHE": cache}, timeout=600)
    if done.returncode != 0:
        print(done.stderr)
        return 1
    got = comparable(json.loads(done.stdout))
    if update:
        GOLDEN.write_text(json.dumps(got, indent=2) + "\n", encoding="utf-8")
        return 0
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    if got == want:
        print(f"reproduce: {sum(len(s['rows']) for s in got['sections'])} rows as in {GOLDEN.name}")
        return 0
    for gs, ws in zip(got["sections"], want["sections"]):
        for g, w in zip(gs["rows"], ws["rows"]):
            if g != w:
                print(f"row differs:\n  got  {json.dumps(g)}\n  want {json.dumps(w)}")
    if len(got["sections"]) != len(want["sections"]) or any(
            len(g["rows"]) != len(w["rows"]) for g, w in zip(got["sections"], want["sections"])):
        print("sections or rows added or removed")
    print("to accept: tests/cli/reproduce_golden.py CUBEWORKS --update, and review the diff")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], "--update" in sys.argv[2:]))
