#!/usr/bin/env bash
# Runs one golden CLI case: NN_name.in holds the arguments (one line, shell words);
# NN_name.out the exact stdout; optional NN_name.err the exact stderr; NN_name.rc the exit status (default 0).
set -u
bin="$1"; case_in="$2"; base="${case_in%.in}"
args=$(cat "$case_in")
out=$(mktemp); err=$(mktemp); cache=$(mktemp -d); trap 'rm -rf "$out" "$err" "$cache"' EXIT
export CUBEWORKS_CACHE="$cache"  # results and databases of the run stay out of the user's cache
cd "$(dirname "$case_in")"
eval "\"$bin\" $args" >"$out" 2>"$err"
rc=$?
want_rc=0; [ -f "$base.rc" ] && want_rc=$(cat "$base.rc")
status=0
if [ "$rc" != "$want_rc" ]; then echo "exit status $rc, expected $want_rc"; cat "$err"; status=1; fi
if [ -f "$base.out" ] && ! diff -u "$base.out" "$out"; then echo "stdout differs"; status=1; fi
if [ -f "$base.err" ] && ! diff -u "$base.err" "$err"; then echo "stderr differs"; status=1; fi
exit $status
