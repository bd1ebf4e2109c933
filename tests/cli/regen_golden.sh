#!/usr/bin/env bash
# Rewrites the expected files of golden CLI cases from the current binary; review with git diff.
# Usage: tests/cli/regen_golden.sh BINARY [CASE.in ...]   (default: every case)
set -u
bin=$(realpath "$1"); shift
golden=$(realpath "$(dirname "$0")/golden")
cases=()
for c in "$@"; do cases+=("$(realpath --relative-to="$golden" "$c")"); done
cd "$golden"
export CUBEWORKS_CACHE=$(mktemp -d); trap 'rm -rf "$CUBEWORKS_CACHE"' EXIT
[ ${#cases[@]} -eq 0 ] && cases=(*/*.in)
for c in "${cases[@]}"; do
  base="${c%.in}"; dir=$(dirname "$c")
  [ -f "$c" ] || { echo "regen_golden: no case $c" >&2; exit 2; }
  (cd "$dir" || exit 2
   eval "\"$bin\" $(cat "$(basename "$c")")" >"$(basename "$base").out" 2>"$(basename "$base").err"
   echo $? >"$(basename "$base").rc") || exit 2
  rc=$(cat "$base.rc")
  if [ "$rc" = 0 ]; then rm -f "$base.rc" "$base.err"; else [ -s "$base.out" ] || rm -f "$base.out"; fi
done
