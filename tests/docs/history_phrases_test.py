#!/usr/bin/env python3
"""check_docs.py's history check catches what it is for and passes plain reference prose (ctest
docs/history_phrases): every phrase below inserted into a page is caught, every sentence of the
docs that only looks like one is not, and a copy of README.md with one inserted fails the check.

Usage: history_phrases_test.py REPO_ROOT"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_docs  # noqa: E402

CAUGHT = [
    "The 3x3 search takes 36 ms this round.",
    "as in the previous release, the census runs on two threads",
    "in the same minute the page before that change was interactive after 4.2 s",
    "Measured again after the page gave each tab its own worker: 5.2 s.",
    "the databases took 9.5 CPU s and 262 MB before, 1.9 CPU s and 151 MB now",
    "The upper bound was 118, now 104.",
    "| board | before | now |",
    "a figure added after the run above, measured alone the same hour",
]
PASSED = [
    "past 18D they no longer fit in memory, and",
    "a box's start is the end of its predecessor on each line (known before",
    "the blocks they stand on now), stopping once one prunes.",
    "Stderr shows each pass's progress against the pass predicted from the two before:",
    "the state N moves before the goal on each solution is exactly",
]


def main(root):
    bad = 0
    for line in CAUGHT:
        if not check_docs.history_phrases(line):
            print(f"NOT CAUGHT: {line}")
            bad += 1
    for line in PASSED:
        if check_docs.history_phrases(line):
            print(f"caught, but plain reference prose: {line}")
            bad += 1
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(os.path.join(root, "README.md"), tmp)
        with open(os.path.join(tmp, "README.md"), "a", encoding="utf-8") as f:
            f.write("\nThe census took 4 ms this round.\n")
        check_docs.failures.clear()
        check_docs.check_history(tmp)
        if not any("history phrase" in f for f in check_docs.failures):
            print("an inserted history phrase in README.md passed check_history")
            bad += 1
    check_docs.failures.clear()
    check_docs.check_history(root)
    for f in check_docs.failures:
        print(f"FAIL {f}")
    bad += len(check_docs.failures)
    print(f"history phrases: {len(CAUGHT)} caught, {len(PASSED)} passed, the repository "
          f"{'clean' if not check_docs.failures else 'not clean'}: {'ok' if not bad else 'FAILED'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
