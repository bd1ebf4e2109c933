#!/usr/bin/python3
"""What a command costs before it does anything: CPU time per run of short commands, against a C
program that prints one line (compiled here with cc -O2), and the shared libraries each program
loads (as ldd lists them).

CPU time is perf stat's task-clock (the program alone from its exec, every thread counted), or
where perf is missing user + system time from getrusage(RUSAGE_CHILDREN) (which also counts the
child's few system calls before its exec), per run: the median of --rounds rounds in which the
commands take turns, after three unmeasured runs of each. Page faults per run are printed beside
it: the same on every run, and on a virtual machine most of a short command's cost (about 30 us
each on this project's: bench/records/2026-11-29-startup.md). What the time covers:
loading and relocating the shared libraries, their constructors, building the command tree, and
the command itself. The goals are `cubeworks --version` under 3 ms and `cubeworks
hoffman enumerate` (its default: 3D, lengths 10,11,12) under 10 ms; the ratio to the C program is
what compares across machines (on a virtual machine where a page fault costs tens of
microseconds, the C program alone takes 3 ms: bench/records/2026-11-28-startup.md).

Usage: /usr/bin/python3 bench/startup.py [--build build/release] [--runs 200] [--rounds 10] [--method perf|rusage]
       [--libraries]
(bench/run.sh runs it after the C++ benchmarks.)
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HELLO_C = '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n'


def perf_stat(argv: list[str], runs: int) -> tuple[float, float] | None:
    """(CPU ms, page faults) per run of argv from `perf stat` (task-clock: the program alone, from
    its exec, every thread counted), or None where perf is missing or not allowed."""
    try:
        done = subprocess.run(["perf", "stat", "-x,", "-e", "task-clock,page-faults", "-r", str(runs), *argv],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired):
        return None
    figures = {}
    for line in done.stderr.splitlines():
        fields = line.split(",")
        if len(fields) > 2 and fields[2] in ("task-clock", "page-faults") and fields[0] not in ("", "<not counted>"):
            figures[fields[2]] = float(fields[0])
    if done.returncode != 0 or len(figures) != 2:
        return None
    return figures["task-clock"], figures["page-faults"]


def rusage_stat(argv: list[str], runs: int) -> tuple[float, float]:
    """(CPU ms, page faults) per run of argv from getrusage(RUSAGE_CHILDREN): user + system, every
    thread, and also the few system calls the child makes between fork and exec."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for _ in range(runs):
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu * 1e3 / runs, (after.ru_minflt - before.ru_minflt) / runs


def measure(argv: list[str], runs: int, method: str) -> tuple[float, float]:
    """(CPU ms, page faults) per run of argv (output discarded)."""
    figures = perf_stat(argv, runs) if method == "perf" else None
    return figures if figures is not None else rusage_stat(argv, runs)


def rounds_of(rows: list[tuple[str, list[str], float | None]], runs: int, rounds: int,
              method: str) -> dict[str, tuple[list[float], float]]:
    """Each command's CPU ms per run in each round, and its page faults per run. The commands take
    turns round by round, so that a burst of load on a shared machine falls on all of them: one
    long run of each would charge it to whichever ran then."""
    for _, argv, _ in rows:
        for _ in range(3):  # page cache, CPU frequency
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    times: dict[str, list[float]] = {name: [] for name, _, _ in rows}
    faults: dict[str, float] = {}
    per_round = max(1, runs // rounds)
    for _ in range(rounds):
        for name, argv, _ in rows:
            ms, pf = measure(argv, per_round, method)
            times[name].append(ms)
            faults[name] = pf
    return {name: (times[name], faults[name]) for name, _, _ in rows}


def libraries(program: str) -> list[str]:
    """The shared libraries the dynamic loader maps for program (what ldd lists, vdso excluded)."""
    env = dict(os.environ, LD_TRACE_LOADED_OBJECTS="1")
    out = subprocess.run([program], env=env, capture_output=True, text=True, check=True).stdout
    return [line.split()[0] for line in out.splitlines() if line.strip() and "linux-vdso" not in line]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build/release", help="the build folder (default build/release)")
    parser.add_argument("--runs", type=int, default=200, help="measured runs of each command (default 200)")
    parser.add_argument("--rounds", type=int, default=10,
                        help="rounds the runs are split into, the commands taking turns (default 10)")
    parser.add_argument("--method", choices=["perf", "rusage"], default="perf",
                        help="perf stat's task-clock (default; getrusage where perf fails) or getrusage")
    parser.add_argument("--libraries", action="store_true", help="also list each program's shared libraries")
    args = parser.parse_args()
    build = Path(args.build)
    program = build / "cubeworks"
    if not program.is_file():
        print(f"{program} not found: build the release preset first", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        hello = Path(tmp) / "hello"
        (Path(tmp) / "hello.c").write_text(HELLO_C)
        subprocess.run(["cc", "-O2", "-o", str(hello), str(Path(tmp) / "hello.c")], check=True)
        method = args.method if args.method == "rusage" or perf_stat([str(hello)], 1) is not None else "rusage"
        rows = [("C program printing a line", [str(hello)], None),
                ("cubeworks --version", [str(program), "--version"], 3.0),
                ("cubeworks hoffman enumerate", [str(program), "hoffman", "enumerate"], 10.0)]
        figures = rounds_of(rows, args.runs, args.rounds, method)
        print(f"CPU time per run ({'perf stat task-clock' if method == 'perf' else 'getrusage'}): the median of "
              f"{args.rounds} rounds of {max(1, args.runs // args.rounds)} runs each, the commands taking turns")
        print(f"{'command':32} {'CPU/run':>10} {'range':>13} {'vs C':>6} {'faults':>7} {'goal':>6} {'ratio':>6}")
        c_ms = statistics.median(figures[rows[0][0]][0])
        for name, _, goal in rows:
            times, faults = figures[name]
            ms = statistics.median(times)
            spread = f"{min(times):.2f}-{max(times):.2f}"
            print(f"{name:32} {ms:8.2f}ms {spread:>13} {ms / c_ms:6.2f} {faults:7.0f} "
                  f"{('%.0fms' % goal) if goal else '-':>6} {('%.2f' % (ms / goal)) if goal else '-':>6}")
        programs = [("C program", str(hello)), ("cubeworks", str(program))]
        if (build / "cubeworks-mpi").is_file():
            programs.append(("cubeworks-mpi", str(build / "cubeworks-mpi")))
        for name, path in programs:
            libs = libraries(path)
            print(f"shared libraries, {name}: {len(libs)}" + (f" ({' '.join(libs)})" if args.libraries else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
