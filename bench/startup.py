#!/usr/bin/python3
"""What a command costs before it does anything: CPU time per run of short commands, against a C
program that prints one line (compiled here with cc -O2), and the shared libraries each program
loads (as ldd lists them).

CPU time is perf stat's task-clock (the program alone from its exec, every thread counted), or
where perf is missing user + system time from getrusage(RUSAGE_CHILDREN) (which also counts the
child's few system calls before its exec), per run over --runs runs after three unmeasured ones:
loading and relocating the shared libraries, their constructors, building the command tree, and
the command itself. The goals are `cubeworks --version` under 3 ms and `cubeworks
hoffman enumerate` (its default: 3D, lengths 10,11,12) under 10 ms; the ratio to the C program is
what compares across machines (on a virtual machine where a page fault costs tens of
microseconds, the C program alone takes 3 ms: bench/records/2026-11-28-startup.md).

Usage: /usr/bin/python3 bench/startup.py [--build build/release] [--runs 200] [--method perf|rusage]
       [--libraries]
(bench/run.sh runs it after the C++ benchmarks.)
"""
from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

HELLO_C = '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n'


def perf_ms(argv: list[str], runs: int) -> float | None:
    """CPU ms per run of argv from `perf stat` (task-clock: the program alone, from its exec, every
    thread counted), or None where perf is missing or not allowed."""
    try:
        done = subprocess.run(["perf", "stat", "-x,", "-e", "task-clock", "-r", str(runs), *argv],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired):
        return None
    for line in done.stderr.splitlines():
        fields = line.split(",")
        if done.returncode == 0 and len(fields) > 2 and fields[2] == "task-clock" and fields[1] == "msec":
            return float(fields[0])
    return None


def rusage_ms(argv: list[str], runs: int) -> float:
    """CPU ms per run of argv from getrusage(RUSAGE_CHILDREN): user + system, every thread, and
    also the few system calls the child makes between fork and exec."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for _ in range(runs):
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) * 1e3 / runs


def cpu_ms(argv: list[str], runs: int, method: str) -> float:
    """CPU ms per run of argv (output discarded), after a few unmeasured runs."""
    for _ in range(3):  # page cache, CPU frequency
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    ms = perf_ms(argv, runs) if method == "perf" else None
    return ms if ms is not None else rusage_ms(argv, runs)


def libraries(program: str) -> list[str]:
    """The shared libraries the dynamic loader maps for program (what ldd lists, vdso excluded)."""
    env = dict(os.environ, LD_TRACE_LOADED_OBJECTS="1")
    out = subprocess.run([program], env=env, capture_output=True, text=True, check=True).stdout
    return [line.split()[0] for line in out.splitlines() if line.strip() and "linux-vdso" not in line]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build/release", help="the build folder (default build/release)")
    parser.add_argument("--runs", type=int, default=200, help="measured runs of each command (default 200)")
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
        method = args.method if args.method == "rusage" or perf_ms([str(hello)], 1) is not None else "rusage"
        rows = [("C program printing a line", [str(hello)], None),
                ("cubeworks --version", [str(program), "--version"], 3.0),
                ("cubeworks hoffman enumerate", [str(program), "hoffman", "enumerate"], 10.0)]
        print(f"CPU time per run ({'perf stat task-clock' if method == 'perf' else 'getrusage'}, "
              f"{args.runs} runs each)")
        print(f"{'command':32} {'CPU/run':>10} {'vs C':>7} {'goal':>7} {'ratio':>6}")
        c_ms = None
        for name, argv, goal in rows:
            ms = cpu_ms(argv, args.runs, method)
            c_ms = c_ms or ms
            print(f"{name:32} {ms:8.2f}ms {ms / c_ms:7.2f} "
                  f"{('%.0fms' % goal) if goal else '-':>7} {('%.2f' % (ms / goal)) if goal else '-':>6}")
        programs = [("C program", str(hello)), ("cubeworks", str(program))]
        if (build / "cubeworks-mpi").is_file():
            programs.append(("cubeworks-mpi", str(build / "cubeworks-mpi")))
        for name, path in programs:
            libs = libraries(path)
            print(f"shared libraries, {name}: {len(libs)}" + (f" ({' '.join(libs)})" if args.libraries else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
