#!/usr/bin/env bash
# Set-up times as a new user meets them, each against its goal (ratio < 1 meets it): the program
# alone built cold (a fresh build folder, ccache off), `pip install --no-build-isolation .` cold
# into a fresh virtual environment (its own fresh build folder, ccache off), and the test run of
# the README's test command (`ctest --preset release` on the built tree). Minutes; run by
# `CUBEWORKS_BENCH_BUILD=1 bench/run.sh` or alone.
# Usage: bench/build_times.sh [--no-tests] [--record FILE]
# --record FILE keeps the run as JSON (date, machine, load before and after, each step's command,
# seconds and goal): docs/building.md's table is generated from the newest
# bench/records/*-build-times.json by scripts/results.py.
set -euo pipefail
cd "$(dirname "$0")/.."
tests=1 record=
while [ $# -gt 0 ]; do
  case $1 in
    --no-tests) tests=0 ;;
    --record) record=$(realpath -m "$2"); shift ;;
    *) echo "build_times.sh: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
load_before=$(cut -d' ' -f1 /proc/loadavg)
# Each row also goes to rows.tsv (step, command, seconds, goal) for --record.
row() {
  awk -v n="$1" -v s="$2" -v g="$3" 'BEGIN { printf "%-48s %9ds %9ds %7.2f\n", n, s, g, s / g }'
  printf '%s\t%s\t%s\t%s\n' "$1" "$4" "$2" "$3" >>"$tmp/rows.tsv"
}
printf "%-48s %10s %10s %7s\n" "set-up step (2 cores, cold: no ccache)" "measured" "goal" "ratio"

start=$SECONDS
CCACHE_DISABLE=1 cmake -S . -B "$tmp/program" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCUBEWORKS_TESTS=OFF \
  -DCUBEWORKS_BENCH=OFF -DCUBEWORKS_PYTHON=OFF -DCUBEWORKS_MPI=OFF >/dev/null
CCACHE_DISABLE=1 cmake --build "$tmp/program" --target cubeworks >/dev/null
row "the program alone, cold" $((SECONDS - start)) 150 "CCACHE_DISABLE=1 cmake --build FRESH --target cubeworks"
rm -rf "$tmp/program"

start=$SECONDS
/usr/bin/python3 -m venv --system-site-packages --without-pip "$tmp/venv"
CCACHE_DISABLE=1 CUBEWORKS_BUILD_DIR="$tmp/pip" "$tmp/venv/bin/python" -m pip install -q --no-build-isolation \
  --no-index --no-deps --disable-pip-version-check . </dev/null >/dev/null
row "pip install, cold, fresh virtual environment" $((SECONDS - start)) 180 \
  "CCACHE_DISABLE=1 pip install --no-build-isolation ."
rm -rf "$tmp/pip" "$tmp/venv"

if [ "$tests" = 1 ] && [ -f build/release/CMakeCache.txt ]; then
  start=$SECONDS
  ctest --preset release >"$tmp/ctest.log" 2>&1 || echo "(some tests failed: see ctest --preset release)"
  row "the test run" $((SECONDS - start)) 300 "ctest --preset release"
fi
if [ -n "$record" ]; then
  /usr/bin/python3 - "$tmp/rows.tsv" "$record" "$load_before" "$(cut -d' ' -f1 /proc/loadavg)" <<'PY'
import json, os, sys, time
rows_path, out, before, after = sys.argv[1:]
model = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "unknown")
rows = [dict(zip(("step", "command", "seconds", "goal_s"), line.rstrip("\n").split("\t")))
        for line in open(rows_path, encoding="utf-8")]
for r in rows:
    r["seconds"], r["goal_s"] = int(r["seconds"]), int(r["goal_s"])
record = {"about": "Set-up times, one run of bench/build_times.sh --record (ccache off, fresh folders).",
          "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "machine": f"{os.cpu_count()} cores, {model}",
          "load_before": float(before), "load_after": float(after), "command": "bash bench/build_times.sh --record FILE",
          "rows": rows}
with open(out, "w", encoding="utf-8") as f:
    json.dump(record, f, indent=1, sort_keys=True)
    f.write("\n")
PY
  echo "build_times.sh: wrote $record"
fi
