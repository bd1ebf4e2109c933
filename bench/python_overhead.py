#!/usr/bin/python3
"""What the Python bindings add to a verb: the same report call timed from Python and in C++.

Each entry pairs a Python call with the Google Benchmark that makes the same report call in C++
(bench/*_bench.cpp, BM_Report*); both are timed on a Release build in alternating rounds and the
medians are compared (ratio = Python / C++; the difference is the binding's overhead: argument
conversion, the GIL hand-over, json.loads of the document, building the result object).
An entry whose Python function is not bound yet is skipped.

Usage: /usr/bin/python3 bench/python_overhead.py [--build build/release] [--rounds 7] [--threads N]
       [--record FILE]
(bench/run.sh runs it after the C++ benchmarks when the Python module is built.) --record keeps the
run in FILE (JSON: date, machine, load, command and the rows, one run per thread count, so a run
with --threads 1 and one without share a file); docs/python.md's table is generated from the
newest bench/records/*-python-overhead.json by scripts/results.py.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, NamedTuple


class Entry(NamedTuple):
    name: str  # what is timed, as a user would write it
    benchmark: str  # the C++ benchmark making the same report call
    bound: Callable[[Any], bool]  # whether this build binds the Python call
    call: Callable[[Any], object]  # the Python call, given the cubeworks module


ENTRIES = [
    Entry("roll.analyze()  (3x3)", "BM_ReportRollAnalyze3x3",
          lambda cw: hasattr(cw.roll, "analyze"), lambda cw: cw.roll.analyze()),
    Entry("macmahon.sizes()", "BM_ReportMacMahonSizes",
          lambda cw: hasattr(cw.macmahon, "sizes"), lambda cw: cw.macmahon.sizes()),
]


def cpp_ms(build: Path, benchmark: str) -> float:
    """One run of the C++ benchmark (Google Benchmark picks the iterations): real ms per call."""
    done = subprocess.run(
        [str(build / "cubeworks_bench"), f"--benchmark_filter=^{benchmark}(/|$)", "--benchmark_format=json",
         "--benchmark_min_warmup_time=0.5"],  # Python's side is warmed up too
        capture_output=True, text=True, check=True)
    [b] = json.loads(done.stdout)["benchmarks"]
    return b["real_time"] * {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[b["time_unit"]]


def python_ms(call: Callable[[], object], calls: int = 3) -> float:
    """The median wall ms of `calls` calls."""
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", type=Path, default=Path(__file__).resolve().parent.parent / "build" / "release")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--threads", type=int, default=0,
                        help="OpenMP threads on both sides (0: the default); 1 gives a stable figure on a busy machine")
    parser.add_argument("--record", type=Path, help="keep the run in this JSON file (one run per thread count)")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    if args.threads > 0:  # before the module loads OpenMP; the benchmark process inherits it
        os.environ["OMP_NUM_THREADS"] = str(args.threads)
    sys.path.insert(0, str(args.build / "python"))
    import cubeworks

    print(f"{'Python call':24} {'C++ benchmark':26} {'C++ ms':>8} {'Python ms':>10} {'ratio':>6}")
    rows = []
    for e in ENTRIES:
        if not e.bound(cubeworks):
            print(f"{e.name:24} skipped: not bound in this build")
            continue
        e.call(cubeworks)  # warm-up: page faults, OpenMP's threads
        # Rounds alternate the two sides, so that a busy machine slows both alike; the ratio
        # is taken per round and its median reported.
        rounds = [(cpp_ms(args.build, e.benchmark), python_ms(lambda: e.call(cubeworks))) for _ in range(args.rounds)]
        c = statistics.median(r[0] for r in rounds)
        py = statistics.median(r[1] for r in rounds)
        ratio = statistics.median(r[1] / r[0] for r in rounds)
        print(f"{e.name:24} {e.benchmark:26} {c:8.2f} {py:10.2f} {ratio:6.3f}")
        rows.append({"call": e.name, "benchmark": e.benchmark, "cpp_ms": round(c, 3), "python_ms": round(py, 3),
                     "ratio": round(ratio, 4)})
    print(f"(medians over {args.rounds} rounds; ratio = Python / C++, the median of the per-round ratios)")
    if args.record:
        keep(args, rows, load)
    return 0


def keep(args: argparse.Namespace, rows: list, load: float) -> None:
    """The run into the record file, beside the file's runs with other thread counts."""
    record = json.loads(args.record.read_text(encoding="utf-8")) if args.record.exists() else {}
    model = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo", encoding="utf-8")
                  if line.startswith("model name")), "unknown processor")
    record["about"] = ("What the Python bindings add to a report call: bench/python_overhead.py --record, "
                       "medians of alternating rounds, one run per thread count (threads 0: OpenMP's default).")
    record["machine"] = f"{os.cpu_count()} cores, {model}"
    record.setdefault("runs", {})[str(args.threads)] = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_before": round(load, 1),
        "load_after": round(os.getloadavg()[0], 1), "rounds": args.rounds,
        "command": "/usr/bin/python3 bench/python_overhead.py --build build/release"
                   + (f" --threads {args.threads}" if args.threads else "") + f" --rounds {args.rounds}",
        "rows": rows}
    args.record.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
