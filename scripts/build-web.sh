#!/usr/bin/env bash
# Builds the WebAssembly module (the `wasm` preset, src/wasm/) and the static site folder
# build/web/: web/ (the page) with cubeworks.js and cubeworks.wasm beside it. Serve that folder
# over HTTP (e.g. `python3 -m http.server -d build/web`): browsers do not fetch a .wasm from file://.
# Usage: build-web.sh   (then: node tests/wasm/agree.mjs build/web/cubeworks.js build/release/cubeworks)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh web
# emcc runs its JavaScript optimizer under the `node` on PATH and needs Debian's acorn module;
# a node that is not Debian's (/usr/bin/node from nodesource, nvm, ...) looks for it elsewhere.
if [ -d /usr/share/nodejs/acorn ]; then
  export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
fi
[ -f build/wasm/CMakeCache.txt ] || cmake --preset wasm ${CI:+-DCUBEWORKS_WERROR=ON} >/dev/null
cmake --build --preset wasm
mkdir -p build/web
cp web/* build/wasm/cubeworks.js build/wasm/cubeworks.wasm build/web/
echo "build-web: build/web/ holds $(ls build/web | tr '\n' ' ')"
