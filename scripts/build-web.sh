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
# Two modules: single-threaded, and threaded for the pages that are cross-origin isolated
# (web/js/worker.js chooses; docs/web.md, "Threads").
for preset in wasm wasm-threads; do
  [ -f build/$preset/CMakeCache.txt ] || cmake --preset $preset ${CI:+-DCUBEWORKS_WERROR=ON} >/dev/null
  cmake --build --preset $preset
done
site=build/web
rm -rf "$site.new"
mkdir -p "$site.new"
cp -r web/. "$site.new/"
cp build/wasm/cubeworks.js build/wasm/cubeworks.wasm "$site.new/"
cp build/wasm-threads/cubeworks-threads.js build/wasm-threads/cubeworks-threads.wasm \
   build/wasm-threads/cubeworks-threads.worker.js "$site.new/"
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
# The icons of the installed app: a rolling-cubes board drawn by the program's own renderer
# (roll solve --svg, the board of a state alone, its caption left out), as SVG and as PNG for
# the home screens that want pixels.
mkdir -p "$site.new/icons"
build/release/cubeworks roll solve --from 012/3.5/410 --to 012/3.5/410 --svg "$site.new/icons/board.svg" -q >/dev/null
/usr/bin/python3 - "$site.new/icons" <<'PY'
import pathlib, re, sys
folder = pathlib.Path(sys.argv[1])
svg = (folder / 'board.svg').read_text()
tiles = [tuple(map(float, m)) for m in
         re.findall(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', svg)][1:]
x0, y0 = min(t[0] for t in tiles), min(t[1] for t in tiles)
side = max(max(t[0] + t[2] for t in tiles) - x0, max(t[1] + t[3] for t in tiles) - y0)
pad = side * 0.08
svg = re.sub(r'<text[^>]*>.*?</text>\n?', '', svg)
svg = re.sub(r'width="\d+" height="\d+" viewBox="[^"]*"',
             f'width="512" height="512" viewBox="{x0 - pad:.2f} {y0 - pad:.2f} {side + 2 * pad:.2f} {side + 2 * pad:.2f}"',
             svg, count=1)
(folder / 'icon.svg').write_text(svg)
# Maskable (a home screen cuts it to a circle or a rounded square): the board inside the middle
# 60 %, on a background that fills the whole square.
pad = side * 0.35
box = (x0 - pad, y0 - pad, side + 2 * pad)
svg = re.sub(r'viewBox="[^"]*"', 'viewBox="%.2f %.2f %.2f %.2f"' % (box[0], box[1], box[2], box[2]), svg, count=1)
svg = svg.replace('>', '>\n<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="#fff"/>' % (box[0], box[1], box[2], box[2]), 1)
(folder / 'icon-maskable.svg').write_text(svg)
(folder / 'board.svg').unlink()
PY
picture() {  # SVG SIZE PNG: Chromium (installed for the browser tests) draws the SVG in pixels
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$2,$2" \
    --screenshot="$site.new/icons/$3" "file://$PWD/$site.new/icons/$1" >/dev/null 2>&1
}
picture icon.svg 192 icon-192.png
picture icon.svg 512 icon-512.png
picture icon-maskable.svg 512 icon-maskable-512.png
rm "$site.new/icons/icon-maskable.svg"
# The service worker's list of the site's files, each with a hash of its content, and the
# version they make together (web/sw.js): a build that changes any file changes sw.js, which is
# how the browsers of people who have the page learn of the new version.
/usr/bin/python3 - "$site.new" <<'PY'
import hashlib, json, pathlib, sys
site = pathlib.Path(sys.argv[1])
files = sorted(p.relative_to(site).as_posix() for p in site.rglob('*') if p.is_file() and p.name != 'sw.js')
digest = hashlib.sha256()
for name in files:
    digest.update(name.encode() + b'\0' + hashlib.sha256((site / name).read_bytes()).digest())
precache = {'version': digest.hexdigest()[:16], 'files': files}
sw = site / 'sw.js'
sw.write_text(f'self.PRECACHE = {json.dumps(precache)};\n' + sw.read_text())
print(f'build-web: the service worker caches {len(files)} files, version {precache["version"]}')
PY
rm -rf "$site"
mv "$site.new" "$site"
echo "build-web: $site/ is ready; serve it with: python3 -m http.server -d $site 8000"
