#!/usr/bin/env bash
# Runs the Release benchmarks and prints each one's time beside the project's goal for it
# (bench/targets.tsv), as a ratio (ratio < 1 meets the goal).
# Usage: bench/run.sh [benchmark-filter-regex]
# Without a filter it then times the start-up of short commands against a C program that prints
# a line (bench/startup.py: CPU ms per run, ratio, shared libraries loaded), the Python bindings
# against the same calls in C++
# (bench/python_overhead.py), when the Python module was built, and the web app in headless
# Chromium against the native program (bench/web_speed.py, with the classic 4x4 first Hint) and the
# module under node (bench/wasm_speed.mjs), when the site was built; with CUBEWORKS_BENCH_LIGHTHOUSE=1,
# Lighthouse over the four tabs (bench/lighthouse.mjs, minutes; npm ci in tests/web); pip's portable
# module against the native one, one call per family (bench/portable_speed.py), when both were
# built (CUBEWORKS_PORTABLE_PYTHON: another portable module, e.g. build/portable/python); and, with
# CUBEWORKS_BENCH_BUILD=1, the cold build, pip install and test times (bench/build_times.sh, minutes);
# with CUBEWORKS_BENCH_CHECKPOINT=1, what the default checkpoint costs `roll analyze --board 3x4`
# against --no-checkpoint, as a ratio to its goal of 1.15 (bench/checkpoint_overhead.sh, minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh release >/dev/null
filter="${1:-.}"
json=$(mktemp); trap 'rm -f "$json"' EXIT
build/release/cubeworks_bench --benchmark_filter="$filter" --benchmark_format=json \
  --benchmark_out="$json" --benchmark_out_format=json >/dev/null
python3 - "$json" bench/targets.tsv <<'PY' 2>/dev/null || awk 'BEGIN{print "python3 missing: raw results in JSON"}'
import json, sys
res = json.load(open(sys.argv[1]))["benchmarks"]
targets = {}
for line in open(sys.argv[2]):
    if line.startswith("#") or not line.strip(): continue
    name, ms = line.split("\t")[:2]
    targets[name] = float(ms)
print(f"{'benchmark':48} {'measured':>12} {'goal':>10} {'ratio':>7}")
for b in res:
    if b.get("run_type") == "aggregate": continue
    unit = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[b["time_unit"]]
    ms = b["real_time"] * unit
    base = b["name"].split("/")[0]
    t = targets.get(base)
    print(f"{b['name']:48} {ms:10.2f}ms {('%.0fms' % t) if t else '-':>10} {('%.2f' % (ms / t)) if t else '-':>7}")
# The census's goal is relative: at most half the CPU time of the plain per-set count.
cpu = {b["name"].split("/")[0]: b["cpu_time"] for b in res if b.get("run_type") != "aggregate"}
if "BM_StackCensusMacMahonOneThread" in cpu and "BM_StackCensusMacMahonReference" in cpu:
    r = cpu["BM_StackCensusMacMahonOneThread"] / cpu["BM_StackCensusMacMahonReference"]
    print(f"stack census on one thread / per-set reference, CPU time: {r:.3f} (goal <= 0.5)")
PY
if [ "$filter" = "." ]; then
  echo
  /usr/bin/python3 bench/startup.py --build build/release
fi
if [ "$filter" = "." ] && [ -d build/release/python/cubeworks ]; then
  echo
  /usr/bin/python3 bench/python_overhead.py --build build/release
fi
portable=${CUBEWORKS_PORTABLE_PYTHON:-build/pip/python}
if [ "$filter" = "." ] && [ -d build/release/python/cubeworks ] && [ -d "$portable/cubeworks" ]; then
  echo
  /usr/bin/python3 bench/portable_speed.py --portable "$portable"
fi
if [ "$filter" = "." ] && [ "${CUBEWORKS_BENCH_BUILD:-0}" = 1 ]; then
  echo
  bash bench/build_times.sh
fi
if [ "$filter" = "." ] && [ "${CUBEWORKS_BENCH_CHECKPOINT:-0}" = 1 ]; then
  echo
  bash bench/checkpoint_overhead.sh build/release/cubeworks
fi
if [ "$filter" = "." ] && [ -f build/wasm/cubeworks.wasm ]; then
  echo
  node bench/wasm_speed.mjs build/wasm/cubeworks.js build/release/cubeworks
fi
if [ "$filter" = "." ] && [ -f build/web/cubeworks.wasm ] && [ -x /usr/bin/chromedriver ]; then
  echo
  /usr/bin/python3 bench/web_speed.py --build build/release --hint4x4
fi
if [ "$filter" = "." ] && [ "${CUBEWORKS_BENCH_LIGHTHOUSE:-0}" = 1 ] && [ -d tests/web/node_modules/lighthouse ]; then
  echo
  node bench/lighthouse.mjs build/web build/lighthouse
fi
