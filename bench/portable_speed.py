"""The portable Python module (pip's build, CUBEWORKS_NATIVE off, hot loops dispatched by CPU at
load time: src/core/bits.hpp, CW_HOT_LOOP) against the build tree's native one (-march=native):
one call of each family whose inner loops a benchmark times (rolling, MacMahon, Hoffman, stack).
CPU time of one thread (threads=1); runs paired: each run times both modules, each in its own
interpreter, one after the other, so that a busy moment hits both alike. Printed per call: the
least time of each module over the runs, their ratio, and the range of the per-run ratios. The
goal: every ratio within 1.10.
Usage: python3 bench/portable_speed.py [--native build/release/python] [--portable build/pip/python]
       [--runs 3] [--only SUBSTRING] [--record FILE]
--record keeps the run as JSON (date, machine, load, command, the rows): docs/building.md's table is
generated from the newest bench/records/*-portable-speed.json by scripts/results.py.
"""
import os
import time
import argparse
import json
import subprocess
import sys

# (label, call): each call is timed once per interpreter, after an untimed import.
CALLS = [
    ('roll.analyze("3x3")', 'cubeworks.roll.analyze("3x3", threads=1)'),
    ("macmahon.sizes()", "cubeworks.macmahon.sizes(threads=1)"),
    ('macmahon.census("Ab")', 'cubeworks.macmahon.census("Ab", threads=1)'),
    ("hoffman.layers(4)", "cubeworks.hoffman.layers(4, threads=1)"),
    ('stack.census("haraguchi")', 'cubeworks.stack.census("haraguchi", threads=1)'),
]

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
import cubeworks
out = []
for call in json.loads(sys.argv[2]):
    a = time.process_time(); eval(call); out.append(time.process_time() - a)
print(json.dumps(out))
"""


def times(path: str, calls: list[str]) -> list[float]:
    out = subprocess.run([sys.executable, "-c", CHILD, path, json.dumps(calls)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--native", default="build/release/python")
    parser.add_argument("--portable", default="build/pip/python")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default="", help="time only the calls whose label contains this")
    parser.add_argument("--record", help="keep the run in this JSON file")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    chosen = [(label, call) for label, call in CALLS if args.only in label]
    calls = [call for _, call in chosen]
    runs = {"native": [], "portable": []}
    for _ in range(args.runs):  # paired: both modules in every run
        for name, path in (("native", args.native), ("portable", args.portable)):
            runs[name].append(times(path, calls))
    print(f"{'portable module against native (CPU, 1 thread)':40} {'native':>9} {'portable':>9} {'ratio':>6}"
          f" {'per run':>11}")
    rows = []
    for i, (label, _) in enumerate(chosen):
        n = min(r[i] for r in runs["native"])
        p = min(r[i] for r in runs["portable"])
        paired = sorted(b[i] / a[i] for a, b in zip(runs["native"], runs["portable"]))
        print(f"{label:40} {n * 1e3:7.0f}ms {p * 1e3:7.0f}ms {p / n:6.2f} {paired[0]:5.2f}-{paired[-1]:.2f}")
        rows.append({"call": label, "native_ms": round(n * 1e3, 1), "portable_ms": round(p * 1e3, 1),
                     "per_run": [round(paired[0], 2), round(paired[-1], 2)]})
    if args.record:
        keep(args, rows, load)


def keep(args, rows, load):
    model = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo", encoding="utf-8")
                  if line.startswith("model name")), "unknown processor")
    record = {"about": "The portable Python module against the native one: bench/portable_speed.py --record, "
                       "CPU time of one thread, the least of the paired runs.",
              "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "machine": f"{os.cpu_count()} cores, {model}",
              "load_before": round(load, 1), "load_after": round(os.getloadavg()[0], 1),
              "command": f"/usr/bin/python3 bench/portable_speed.py --portable {args.portable} --runs {args.runs}",
              "rows": rows}
    with open(args.record, "w", encoding="utf-8") as f:
        json.dump(record, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
