#!/usr/bin/env bash
# Installs what is missing, configures once, and builds a preset (default: release).
# Usage: build.sh [PRESET] [TARGET...]   (no target: everything, tests and benchmarks included;
#                                        the release preset with no target also builds the web
#                                        app, build/web, which the browser tests load)
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
  if [ "$preset" = release ]; then bash scripts/build-web.sh; fi
fi
