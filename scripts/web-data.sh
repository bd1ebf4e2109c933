#!/usr/bin/env bash
# The data the web page shows but the WebAssembly module cannot compute (it has no clause-learning
# solver): written to OUT_FOLDER by the native program. scripts/build-web.sh calls it.
#   hoffman-4d-search.json: {command, version, computed_on, document: the output of
#     cubeworks hoffman search --dim 4 --first --json} (about 3-6 s), kept in
#     build/web-data/ and solved again only when the program is newer than that copy;
#   help/: the pictures of the notation help, drawn by the program's renderers (under a second):
#     rolling-{classic,eight,dice}.svg, a state and the state one move away (roll solve --svg),
#     and hoffman-R1.svg, the 3D packing R1 layer by layer (hoffman enumerate --svg).
# Usage: web-data.sh OUT_FOLDER
set -euo pipefail
out="${1:?usage: web-data.sh OUT_FOLDER}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
cd "$(dirname "$0")/.."
program=build/release/cubeworks
[ -x "$program" ] || bash scripts/build.sh release cubeworks
cache=build/web-data
mkdir -p "$cache"
search="$cache/hoffman-4d-search.json"
if [ ! -s "$search" ] || [ "$program" -nt "$search" ]; then
  echo "web-data: cubeworks hoffman search --dim 4 --first --time-limit 900 --json (clause learning, a few seconds)"
  # A generous time limit: about 5 s on an idle machine, but a busy one (a build, a test run
  # beside it) once took the default 60 s without finding it, and the page then had nothing to show.
  command="cubeworks hoffman search --dim 4 --first --time-limit 900 --json"
  # The page shows which program and command computed it: {command, version, document}.
  { printf '{"command": "%s", "version": "%s", "computed_on": "%s", "document": ' \
      "$command" "$("$program" --version | head -1)" "$(date -u +%Y-%m-%d)"
    "$program" hoffman search --dim 4 --first --time-limit 900 --json -q
    printf '}\n'; } > "$search.tmp"
  if ! grep -q '"found": true' "$search.tmp"; then
    echo "web-data: the 4D search found no packing within 900 s; the page needs one" >&2
    exit 1
  fi
  mv "$search.tmp" "$search"  # atomic: a half-written file is never taken for the result
fi
cp "$search" "$out/hoffman-4d-search.json.tmp"
mv "$out/hoffman-4d-search.json.tmp" "$out/hoffman-4d-search.json"

# The notation help's pictures: each a state (rows north to south) and one move from it.
help="$out/help.new"
rm -rf "$help" && mkdir -p "$help"
picture() {  # NAME KIND STATE
  local next
  next=$("$program" roll generate --kind "$2" --goal "$3" --distance 1 --seed 1 --json -q |
         /usr/bin/python3 -c 'import json, sys; print(json.load(sys.stdin)["states"][0])')
  "$program" roll solve --kind "$2" --from "$3" --to "$next" --svg "$help/rolling-$1.svg" -q >/dev/null
}
picture classic classic 012/3.5/410
picture eight eight 012/3.5/410
picture dice dice aei/m.u
tmp=$(mktemp -d)
"$program" hoffman enumerate --svg "$tmp" -q >/dev/null
cp "$tmp/R01.svg" "$help/hoffman-R1.svg"
rm -rf "$tmp" "$out/help"
mv "$help" "$out/help"
