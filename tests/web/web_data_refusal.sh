#!/bin/bash
# scripts/web-data.sh where the 4D search finds no packing (a stand-in program that answers
# `"found": false`): it stops the web build with a one-line reason and exit 1, and keeps no
# half-made copy for the next build to take as the page's packing. Usage: web_data_refusal.sh SOURCE
set -u
source_dir=$1
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
mkdir -p "$tmp/scripts" "$tmp/build/release"
cp "$source_dir/scripts/web-data.sh" "$tmp/scripts/"
cat > "$tmp/build/release/cubeworks" <<'PROGRAM'
#!/bin/bash
case "$*" in
  --version) echo "cubeworks 0.0.0" ;;
  "hoffman search "*) echo '{"dim": 4, "found": false}' ;;
  *) echo "unexpected: $*" >&2; exit 3 ;;
esac
PROGRAM
chmod +x "$tmp/build/release/cubeworks"
err=$(bash "$tmp/scripts/web-data.sh" "$tmp/out" 2>&1 >/dev/null); rc=$?
[ "$rc" -eq 1 ] || fail "exit status $rc, expected 1 (stderr: $err)"
[[ "$err" == "web-data: the 4D search found no packing within 900 s; the page needs one" ]] || fail "stderr: $err"
[ ! -e "$tmp/build/web-data/hoffman-4d-search.json" ] || fail "the failed search was kept as the page's packing"
[ ! -e "$tmp/out/hoffman-4d-search.json" ] || fail "the failed search reached the site"
echo "refused: $err"
