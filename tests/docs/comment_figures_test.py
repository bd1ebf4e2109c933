#!/usr/bin/env python3
"""comment_figures.py catches a wrong figure in a comment and passes the look-alikes (ctest
docs/comment_figures): each CAUGHT comment states a figure the results record states otherwise,
each PASSED one a true figure, a bound, another kind's figure or no figure at all; a wrong comment
inserted into a copy of src/, python/cubeworks/ and web/js/ is found at its line; and the
repository's own comments pass.

Usage: comment_figures_test.py REPO_ROOT"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import comment_figures  # noqa: E402

CAUGHT = [
    "the 2x5 diameter is 74",
    "on 3x3 the radius is 41, reached from 1,204 central states",
    "2x4 (diameter 57) takes a minute",
    "2x5 is out of reach on two cores",
    "the classic 3x3 board: 15,116,543 states in all",
    "2x5's 100,776,961 states",
    "only the 133,681 collections with a solution are solved",
    "30 x 5,852,925 = 175,587,751 (target, collection) pairs",
    "the 721 exceptions to Theorem 6",
    "154,276 of the 593,775 six-sets stack",
    "183,403 four-sets stack in exactly one way",
    "6D: 46,657 boxes, each checked",
]
PASSED = [
    "the 2x5 diameter is 71, the radius 52",
    "on 2x5, with the diameter 71 settled, most candidates lie far below it",
    "eight-colour cubes on 2x3: diameter 37",
    "dice on 2x3 have diameter 73 and 47,775,744 states",
    "the 2x5 diameter is at least 69 by sweeps",
    "3x4's diameter is between 74 and 104",
    "4x4 is out of reach",
    "every eccentricity of 2x5 is out of reach on this machine",
    "the 3x3 board's 15,116,544 states in 2.5 s",
    "on 3x3 the 1,204 central states",
    "the 133,680 collections that build T",
    "30 x 5,852,925 = 175,587,750 pairs",
    "154,275 of the 593,775 six-sets stack",
    "8D's 16,777,216 boxes take 1.1 GB",
    "a 2x3 scramble of 60 moves; the 3x3 diameter is 68",
]
# A wrong figure put in each kind of file: (path, the text after which it goes, the comment).
INSERTED = [
    ("src/rolling/exact_diameter.hpp", "#pragma once\n", "// The 3x3 diameter\n// is 70.\n"),
    ("python/cubeworks/roll.py", "from __future__ import annotations\n", "# 2x5 is out of reach.\n"),
    ("web/js/rolling.js", "from './scene.js';\n", "/* the 2x4 radius is 44 */\n"),
]


def main(root):
    known = comment_figures.facts(*comment_figures.load_record(root))
    bad = 0
    for text in CAUGHT:
        if not comment_figures.contradictions(text, known):
            print(f"NOT CAUGHT: {text}")
            bad += 1
    for text in PASSED:
        found = comment_figures.contradictions(text, known)
        if found:
            print(f"caught, but true or no exact figure: {text}: {found}")
            bad += 1
    for path, after, comment in INSERTED:
        with tempfile.TemporaryDirectory() as tmp:
            for folder in ("src", "python/cubeworks", "web/js"):
                shutil.copytree(os.path.join(root, folder), os.path.join(tmp, folder))
            target = os.path.join(tmp, path)
            with open(target, encoding="utf-8") as f:
                text = f.read()
            if after not in text:
                print(f"{path}: {after!r} not found: update this test")
                return 1
            at = text.index(after) + len(after)
            line = text[:at].count("\n") + 1
            with open(target, "w", encoding="utf-8") as f:
                f.write(text[:at] + comment + text[at:])
            found = comment_figures.check_tree(tmp, known)
            if not any(f.startswith(f"{path}:{line}:") for f in found):
                print(f"{path}: the inserted {comment.strip()!r} was not caught at line {line}: {found}")
                bad += 1
    found = comment_figures.check_tree(root, known)
    for f in found:
        print(f"FAIL {f}")
    bad += len(found)
    print(f"comment figures: {len(CAUGHT)} caught, {len(PASSED)} passed, {len(INSERTED)} inserted, the repository "
          f"{'clean' if not found else 'not clean'}: {'ok' if not bad else 'FAILED'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
