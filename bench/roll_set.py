#!/usr/bin/env python3
"""Solves every instance of a rolling-cube instance file optimally with `cubeworks roll solve`
(IDA* on boards too big for the whole-space search) and prints length, nodes and wall time per
instance (and the CPU time of the run and the load average when it started: wall time on a shared machine
misleads), then the median and the worst time; an instance that runs out of time shows the
length it is proven to need at least (the bound after the last one IDA* exhausted). Every solution is replayed by the program's own
checker before it prints it; this script replays it once more with its own roll rule.

Usage: roll_set.py INSTANCES [--cubeworks PATH] [--timeout S] [--json OUT] [-- extra solve flags]
Instance file: one "from to [label]" per line; '#' starts a comment.
"""
import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import time

sys.path.insert(0, __import__("os").path.dirname(__file__))
from roll_instances import ROLL, SOURCE, parse, fmt  # noqa: E402


def replay(start, moves):
    cells = parse(start)
    R, C = len(cells), len(cells[0])
    (er, ec), = [(r, c) for r in range(R) for c in range(C) if cells[r][c] == "."]
    for m in moves:
        dr, dc = SOURCE[m]
        sr, sc = er + dr, ec + dc
        if not (0 <= sr < R and 0 <= sc < C):
            return None
        cells[er][ec] = str(ROLL[m][int(cells[sr][sc])])
        cells[sr][sc] = "."
        er, ec = sr, sc
    return fmt(cells)


def child_cpu():
    # user + system time of the finished children: the machine is shared, so wall time alone misleads.
    u = resource.getrusage(resource.RUSAGE_CHILDREN)
    return u.ru_utime + u.ru_stime


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("instances")
    ap.add_argument("--cubeworks", default="build/release/cubeworks")
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("--json")
    a, extra = ap.parse_known_args()
    a.extra = [x for x in extra if x != "--"]
    lines = [l.split("#")[0].split() for l in open(a.instances)]
    lines = [l for l in lines if l]
    # Build (or load) each goal's databases once, outside the timed runs: they are cached on disk.
    for goal in dict.fromkeys(l[1] for l in lines):
        t0 = time.monotonic()
        subprocess.run([a.cubeworks, "roll", "solve", "--from", goal, "--to", goal, "--method", "ida"] + a.extra,
                       capture_output=True, check=True)
        print(f"databases for {goal}: {time.monotonic() - t0:.1f} s (built or loaded)", flush=True)
    rows = []
    print(f"{'label':24} {'length':>6} {'nodes':>14} {'seconds':>9} {'cpu s':>8} {'load':>5}")
    for line in lines:
        start, goal = line[0], line[1]
        label = line[2] if len(line) > 2 else f"{start}->{goal}"
        cmd = [a.cubeworks, "roll", "solve", "--from", start, "--to", goal, "--json"] + a.extra
        t0 = time.monotonic()
        c0 = child_cpu()
        load = os.getloadavg()[0]
        try:
            out = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout)
            secs = time.monotonic() - t0
            cpu = child_cpu() - c0
            if out.returncode != 0:
                raise RuntimeError(out.stderr.strip().splitlines()[-1])
            j = json.loads(out.stdout)
            if replay(start, j["moves"]) != goal:
                raise RuntimeError("replay check failed: " + j["moves"])
            row = {"label": label, "from": start, "to": goal, "length": j["length"], "nodes": j.get("nodes"),
                   "seconds": round(secs, 2), "cpu_seconds": round(cpu, 2), "load": round(load, 1),
                   "searched_from": j.get("searched_from"), "moves": j["moves"]}
        except subprocess.TimeoutExpired as e:
            # Every bound IDA* exhausted is a proof: the distance is at least the next one.
            err = e.stderr.decode() if isinstance(e.stderr, bytes) else (e.stderr or "")
            done_bounds = re.findall(r"ida\*: bound +(\d+)", err)
            row = {"label": label, "from": start, "to": goal, "length": None, "nodes": None,
                   "seconds": None, "cpu_seconds": None, "load": round(load, 1), "timeout": a.timeout,
                   "at_least": int(done_bounds[-1]) + 2 if done_bounds else None}
        rows.append(row)
        length = row["length"] or (f">={row['at_least']}" if row.get("at_least") else "-")
        print(f"{label:24} {length:>6} {row['nodes'] or '-':>14} "
              f"{row['seconds'] if row['seconds'] is not None else '>' + str(a.timeout):>9} "
              f"{row['cpu_seconds'] if row['cpu_seconds'] is not None else '-':>8} {row['load']:>5}", flush=True)
    done = [r["seconds"] for r in rows if r["seconds"] is not None]
    if done:
        worst = "> %g s (timeout)" % a.timeout if len(done) < len(rows) else "%.2f s" % max(done)
        print(f"solved {len(done)}/{len(rows)}; median {statistics.median(done):.2f} s; worst {worst}")
    if a.json:
        json.dump(rows, open(a.json, "w"), indent=1)


if __name__ == "__main__":
    main()
