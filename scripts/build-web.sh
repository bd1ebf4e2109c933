#!/usr/bin/env bash
# Builds the static site build/web/: the WebAssembly module (the `wasm` preset, src/wasm/),
# the page (web/), three.js from Debian's libjs-three, and the data the module cannot compute in
# the browser (scripts/web-data.sh, with the native program). Serve the folder over HTTP, e.g.
#   python3 -m http.server -d build/web 8000
# (browsers do not fetch a .wasm from file://).
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
site=build/web
rm -rf "$site.new"
mkdir -p "$site.new"
cp -r web/. "$site.new/"
cp build/wasm/cubeworks.js build/wasm/cubeworks.wasm "$site.new/"
# three.js keeps its own layout: the addons import "../../../build/three.module.js".
three=/usr/share/javascript/three
for f in build/three.module.js examples/jsm/controls/OrbitControls.js \
         examples/jsm/exporters/STLExporter.js examples/jsm/exporters/GLTFExporter.js; do
  mkdir -p "$site.new/vendor/three/$(dirname "$f")"
  cp -L "$three/$f" "$site.new/vendor/three/$f"
done
cp -L /usr/share/doc/libjs-three/copyright "$site.new/vendor/three/LICENSE"
# Figures that need the native program (the clause-learning solver is not in the module).
[ -f scripts/web-data.sh ] && bash scripts/web-data.sh "$site.new/data"
rm -rf "$site"
mv "$site.new" "$site"
echo "build-web: $site/ is ready; serve it with: python3 -m http.server -d $site 8000"
