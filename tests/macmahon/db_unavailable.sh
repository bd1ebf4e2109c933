#!/bin/bash
# `macmahon targets --db` where SQLite's library cannot be loaded (hidden by hide_library.so): the
# command line and Python refuse in one line naming the Debian package, before any work and without
# leaving a file; the same command without --db still runs.
# Usage: db_unavailable.sh CUBEWORKS HIDE_LIBRARY_SO PYTHONPATH
set -u
cli=$1 shim=$2 pythonpath=$3
export LD_PRELOAD=$shim CUBEWORKS_HIDE_LIBRARY=libsqlite3
fail() { echo "FAIL: $*"; exit 1; }
expected="collection databases need SQLite, which this build does not have or cannot load (Debian: libsqlite3-dev)"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

for json in "" --json; do
  out=$("$cli" macmahon targets --db "$dir/c.db" $json 2>&1); rc=$?
  [ "$rc" -ne 0 ] || fail "targets --db $json exited 0 without SQLite: $out"
  [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "targets --db $json: not one line: $out"
  [[ "$out" == *"$expected"* ]] || fail "targets --db $json: $out"
  [ -z "$(ls -A "$dir")" ] || fail "targets --db $json left files: $(ls -A "$dir")"
done
"$cli" macmahon targets --size 3 >/dev/null || fail "macmahon targets without --db needs no SQLite but failed"

[ -n "$pythonpath" ] || { echo "refused as expected (no Python module in this build)"; exit 0; }
out=$(PYTHONPATH=$pythonpath /usr/bin/python3 -c '
import sys, cubeworks
try:
    cubeworks.macmahon.targets(db=sys.argv[1])
except Exception as e:
    print(type(e).__name__, e)
else:
    print("no exception")
' "$dir/p.db" 2>&1)
[[ "$out" == *"$expected"* && "$out" != "no exception" ]] || fail "Python: $out"
echo "refused as expected: $out"
