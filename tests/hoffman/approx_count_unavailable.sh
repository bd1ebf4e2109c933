#!/bin/bash
# `hoffman approx-count` where CryptoMiniSat cannot be loaded (hidden by
# tests/core/hide_library.cpp): the command line and Python refuse in one line naming the library
# and the Debian package, before any work; the other Hoffman verbs, which do not need it, still run.
# Usage: approx_count_unavailable.sh CUBEWORKS HIDE_LIBRARY_SO PYTHONPATH
set -u
cli=$1 shim=$2 pythonpath=$3
export LD_PRELOAD=$shim CUBEWORKS_HIDE_LIBRARY=cryptominisat
fail() { echo "FAIL: $*"; exit 1; }
expected="needs CryptoMiniSat, which this build does not have or cannot load (Debian: libcryptominisat5-dev)"

for json in "" --json; do
  out=$("$cli" hoffman approx-count --dim 2 $json 2>&1); rc=$?
  [ "$rc" -ne 0 ] || fail "approx-count $json exited 0 without CryptoMiniSat: $out"
  [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "approx-count $json: not one line: $out"
  [[ "$out" == *"$expected"* ]] || fail "approx-count $json: $out"
done
"$cli" hoffman enumerate --dim 2 >/dev/null || fail "hoffman enumerate needs no CryptoMiniSat but failed"

[ -n "$pythonpath" ] || { echo "refused as expected (no Python module in this build)"; exit 0; }
out=$(PYTHONPATH=$pythonpath /usr/bin/python3 -c '
import cubeworks
try:
    cubeworks.hoffman.approx_count(2)
except Exception as e:
    print(type(e).__name__, e)
else:
    print("no exception")
' 2>&1)
[[ "$out" == *"$expected"* && "$out" != "no exception" ]] || fail "Python: $out"
echo "refused as expected: $out"
