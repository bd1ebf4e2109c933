"""The portable Python module (pip's build, CUBEWORKS_NATIVE off, hot loops dispatched by CPU at
load time: src/core/bits.hpp, CW_HOT_LOOP) against the build tree's native one (-march=native), on
the two calls whose inner loops are bit counting: roll.analyze("3x3") and macmahon.sizes().
CPU time of one thread, the least of --runs runs, each module in its own interpreter.
Usage: python3 bench/portable_speed.py [--native build/release/python] [--portable build/pip/python]
"""
import argparse
import subprocess
import sys

CHILD = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
import cubeworks
def cpu(f):
    a = time.process_time(); f(); return time.process_time() - a
print(cpu(lambda: cubeworks.roll.analyze("3x3", threads=1)), cpu(lambda: cubeworks.macmahon.sizes(threads=1)))
"""


def times(path: str) -> tuple[float, float]:
    out = subprocess.run([sys.executable, "-c", CHILD, path], check=True, capture_output=True, text=True).stdout
    analyze, sizes = out.split()
    return float(analyze), float(sizes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--native", default="build/release/python")
    parser.add_argument("--portable", default="build/pip/python")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    best = {"native": [1e9, 1e9], "portable": [1e9, 1e9]}
    for _ in range(args.runs):  # interleaved, so that a busy moment hits both alike
        for name, path in (("native", args.native), ("portable", args.portable)):
            best[name] = [min(a, b) for a, b in zip(best[name], times(path))]
    print(f"{'portable module against native (CPU, 1 thread)':48} {'native':>10} {'portable':>10} {'ratio':>7}")
    for i, call in enumerate(('roll.analyze("3x3")', "macmahon.sizes()")):
        n, p = best["native"][i] * 1e3, best["portable"][i] * 1e3
        print(f"{call:48} {n:8.0f}ms {p:8.0f}ms {p / n:7.2f}")


if __name__ == "__main__":
    main()
