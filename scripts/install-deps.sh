#!/usr/bin/env bash
# Installs the Debian packages cubeworks needs, only those missing; quick when all are there.
set -euo pipefail
# The python3-* and pybind11 packages are for the Python module, its tests (nbclient and ipykernel:
# docs/tour.ipynb run as a test) and `pip install .`;
# ccache makes a rebuild (another work tree, a branch switch, pip's build folder) reuse objects.
# Usage: install-deps.sh [fuzz|web]   (fuzz: also clang, libFuzzer and libomp for the `fuzz` preset;
#                                     web: also emscripten, node, three.js and the browser tests'
#                                     Chromium, ChromeDriver and Selenium)
packages=(g++ cmake ninja-build pkg-config ccache libcli11-dev libfmt-dev nlohmann-json3-dev
          libgtest-dev libgmock-dev libbenchmark-dev libopenmpi-dev openmpi-bin libcadical-dev libcryptominisat5-dev libsqlite3-dev
          python3-dev pybind11-dev python3-pybind11 python3-pytest python3-numpy
          python3-venv python3-pip python3-setuptools python3-nbclient python3-ipykernel)
[ "${1:-}" = fuzz ] && packages+=(clang libclang-rt-14-dev libomp-14-dev)
# Debian's emscripten (3.1.6) brings its clang, binaryen and node-acorn; nodejs runs the tests.
# A node that did not come from Debian's nodejs package (nodesource's, say) is kept.
if [ "${1:-}" = web ]; then
  packages+=(emscripten libjs-three chromium chromium-driver python3-selenium)
  command -v node >/dev/null || packages+=(nodejs)
  command -v npm >/dev/null || packages+=(npm)
fi
# The browser tests' accessibility check and Lighthouse audit: axe-core and Lighthouse from the
# npm registry, pinned by tests/web/package-lock.json (npm ci installs exactly those, once).
install_axe() {
  [ "${1:-}" = web ] || return 0
  local modules="$(dirname "$0")/../tests/web/node_modules"
  [ -f "$modules/axe-core/axe.min.js" ] && [ -f "$modules/lighthouse/package.json" ] && return 0
  command -v npm >/dev/null || { echo "install-deps: npm is missing; the accessibility test and Lighthouse need it" >&2; return 0; }
  (cd "$(dirname "$0")/../tests/web" && npm ci --no-audit --no-fund --loglevel=error)
}
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && { install_axe "${1:-}"; exit 0; }
echo "install-deps: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
# A fresh machine has empty package lists; refresh them once if the install cannot find a package.
$sudo apt-get install -y --no-install-recommends "${missing[@]}" \
  || { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends "${missing[@]}"; }
install_axe "${1:-}"
