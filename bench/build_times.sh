#!/usr/bin/env bash
# Set-up times as a new user meets them, each against its goal (ratio < 1 meets it): the program
# alone built cold (a fresh build folder, ccache off), `pip install --no-build-isolation .` cold
# into a fresh virtual environment (its own fresh build folder, ccache off), and the test run of
# the README's test command (`ctest --preset release` on the built tree). Minutes; run by
# `CUBEWORKS_BENCH_BUILD=1 bench/run.sh` or alone. Usage: bench/build_times.sh [--no-tests]
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
row() { awk -v n="$1" -v s="$2" -v g="$3" 'BEGIN { printf "%-48s %9ds %9ds %7.2f\n", n, s, g, s / g }'; }
printf "%-48s %10s %10s %7s\n" "set-up step (2 cores, cold: no ccache)" "measured" "goal" "ratio"

start=$SECONDS
CCACHE_DISABLE=1 cmake -S . -B "$tmp/program" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCUBEWORKS_TESTS=OFF \
  -DCUBEWORKS_BENCH=OFF -DCUBEWORKS_PYTHON=OFF -DCUBEWORKS_MPI=OFF >/dev/null
CCACHE_DISABLE=1 cmake --build "$tmp/program" --target cubeworks >/dev/null
row "the program alone (build.sh release cubeworks)" $((SECONDS - start)) 150
rm -rf "$tmp/program"

start=$SECONDS
/usr/bin/python3 -m venv --system-site-packages --without-pip "$tmp/venv"
CCACHE_DISABLE=1 CUBEWORKS_BUILD_DIR="$tmp/pip" "$tmp/venv/bin/python" -m pip install -q --no-build-isolation \
  --no-index --no-deps --disable-pip-version-check . </dev/null >/dev/null
row "pip install --no-build-isolation ." $((SECONDS - start)) 180
rm -rf "$tmp/pip" "$tmp/venv"

if [ "${1:-}" != --no-tests ] && [ -f build/release/CMakeCache.txt ]; then
  start=$SECONDS
  ctest --preset release >"$tmp/ctest.log" 2>&1 || echo "(some tests failed: see ctest --preset release)"
  row "the test run (ctest --preset release)" $((SECONDS - start)) 300
fi
