#!/usr/bin/env python3
"""The generated figures guard themselves (ctest docs/results_catch_edits): a copy of the docs with
one figure of docs/results.md edited, one of a family page's generated table edited (computed now,
read from the record, transcribed into it, or from the benchmarks' record), or a code comment
stating a stale figure must each fail `scripts/results.py --check`.

Usage: results_catch_edits.py REPO_ROOT CUBEWORKS"""
import os
import shutil
import subprocess
import sys
import tempfile


def check(root, binary, copy, cache):
    # Every check runs the same program: the figures it computes are computed by the first only.
    done = subprocess.run([sys.executable, os.path.join(root, "scripts", "results.py"), binary, "--check", copy],
                          capture_output=True, text=True, timeout=600, env={**os.environ, "CUBEWORKS_RESULTS_CACHE": cache})
    return done.returncode


def main(root, binary):
    cases = [
        ("docs/results.md", "**154,275**", "**154,276**"),
        ("docs/rolling.md", "| **68** | **42** |", "| **69** | **42** |"),
        ("docs/rolling.md", "| 2x6 (record) | 4,353,564,672 | all | 72 |", "| 2x6 (record) | 4,353,564,672 | all | 71 |"),
        ("docs/hoffman.md", "| 1,2,5 | fails, c > a+b | 1,296 / 27", "| 1,2,5 | fails, c > a+b | 1,296 / 28"),
        ("docs/stack.md", "| 56 | 0 | 5 | 15 |", "| 56 | 0 | 6 | 14 |"),
        ("docs/stack.md", "| classes under the 8 motions | **1** |", "| classes under the 8 motions | **2** |"),
        ("docs/macmahon.md", "| 9 | 14,307,150 | 0 | 9 | 3.0345 |", "| 9 | 14,307,150 | 0 | 9 | 3.0346 |"),
        ("docs/rolling.md", "| 2x5 | 69 (3 searches) |", "| 2x5 | 70 (3 searches) |"),
        ("docs/hoffman.md", "| 1230:0001 (8-fold rotation) | **exactly 96,204** |",
         "| 1230:0001 (8-fold rotation) | **exactly 96,205** |"),
        ("docs/performance.md", "| ≤ 100 ms | `bench/rolling_bench.cpp:BM_RollingBfs3x3` |",
         "| ≤ 99 ms | `bench/rolling_bench.cpp:BM_RollingBfs3x3` |"),
        ("docs/rolling.md", "| 48.8 | 195,810 (765) |", "| 48.8 | 195,811 (765) |"),
        ("docs/rolling.md", "| eight 2x3 | 33: 864, 34: 7,740,", "| eight 2x3 | 33: 865, 34: 7,740,"),
        ("docs/macmahon.md", "| **23 cubes**, proven;", "| **22 cubes**, proven;"),
        ("docs/macmahon.md", "buildable, 19·98,304 arrangements", "buildable, 18·98,304 arrangements"),
        ("docs/stack.md", "three-class encoding is ", "three-class encoding is 1"),
        ("docs/building.md", "| **74 s** (", "| **73 s** ("),
        ("docs/building.md", "| `macmahon.sizes()` | 2.78 s |", "| `macmahon.sizes()` | 2.77 s |"),
        ("docs/python.md", "| `roll.analyze()` (3x3) | default |", "| `roll.analyze()` (3x3) | 2 |"),
        ("docs/scaling.md", "| 8.5 s, 9.1 s | 501 MiB |", "| 8.5 s, 9.1 s | 500 MiB |"),
        ("src/rolling/exact_diameter.hpp", "#pragma once", "// the 3x3 diameter is 70\n#pragma once"),
        ("src/rolling/exact_diameter.hpp", "#pragma once", "// 2x5 is out of reach\n#pragma once"),
    ]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        copy, cache = os.path.join(tmp, "repo"), os.path.join(tmp, "documents")
        os.mkdir(cache)

        def fresh_copy():
            shutil.rmtree(copy, ignore_errors=True)
            shutil.copytree(os.path.join(root, "docs"), os.path.join(copy, "docs"))
            shutil.copytree(os.path.join(root, "src"), os.path.join(copy, "src"))
            shutil.copy(os.path.join(root, "README.md"), copy)  # its findings are generated too

        fresh_copy()
        if check(root, binary, copy, cache) != 0:  # once: each case below edits a fresh copy of the same files
            print("the unedited copy fails the check")
            return 1
        for path, old, new in cases:
            fresh_copy()
            target = os.path.join(copy, path)
            with open(target, encoding="utf-8") as f:
                text = f.read()
            if old not in text:
                print(f"{path}: '{old}' not found: update this test")
                return 1
            with open(target, "w", encoding="utf-8") as f:
                f.write(text.replace(old, new, 1))
            caught = check(root, binary, copy, cache) != 0
            print(f"{path}: {old!r} -> {new!r}: {'caught' if caught else 'NOT CAUGHT'}")
            failures += not caught
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
