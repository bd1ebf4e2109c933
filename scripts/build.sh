#!/usr/bin/env bash
# Installs what is missing, configures once, and builds a preset (default: release).
# Usage: build.sh [PRESET] [TARGET...]   (no target: everything, tests and benchmarks included)
# Under CI (CI set) warnings are errors: CUBEWORKS_WERROR=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
[ $# -gt 0 ] && shift
bash scripts/install-deps.sh
[ -f "build/$preset/CMakeCache.txt" ] || cmake --preset "$preset" ${CI:+-DCUBEWORKS_WERROR=ON} >/dev/null
if [ $# -gt 0 ]; then
  cmake --build --preset "$preset" --target "$@"
else
  cmake --build --preset "$preset"
fi
