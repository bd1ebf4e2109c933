#!/usr/bin/env bash
# What the default checkpoint costs `roll analyze --board 3x4` (4.35e9 states; checkpointed by
# default): wall seconds with the default checkpoint and with --no-checkpoint, alternated, each
# run in a fresh folder (the default checkpoint lies in the working folder) and a fresh cache
# (so that nothing earlier is resumed or reused); prints the medians and their ratio against the
# goal of 1.15. Usage: bench/checkpoint_overhead.sh [BINARY] [REPEATS]
# (default build/release/cubeworks, 3). Time it on a quiet machine: two runs of 10 to 40 s each.
set -euo pipefail
bin=$(realpath "${1:-build/release/cubeworks}"); n=${2:-3}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
declare -A times=([default]="" [none]="")
for i in $(seq 1 "$n"); do
  for mode in default none; do
    d="$work/$mode$i"; mkdir -p "$d"
    extra=(); [ "$mode" = none ] && extra=(--no-checkpoint)
    start=$(date +%s.%N)
    (cd "$d" && CUBEWORKS_CACHE="$d/cache" "$bin" roll analyze --board 3x4 -q "${extra[@]}" >/dev/null)
    t=$(echo "$(date +%s.%N) - $start" | bc)
    times[$mode]+="$t "
    rm -rf "$d"
  done
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
with=$(echo "${times[default]}" | median); without=$(echo "${times[none]}" | median)
printf '%-48s %10.2fs  (runs: %s)\n' "roll analyze 3x4, default checkpoint" "$with" "${times[default]}"
printf '%-48s %10.2fs  (runs: %s)\n' "roll analyze 3x4, --no-checkpoint" "$without" "${times[none]}"
awk -v a="$with" -v b="$without" 'BEGIN {r = a / b; printf "%-48s %10.2f   goal <= 1.15, ratio to goal %.2f\n", "checkpoint overhead (default / none)", r, r / 1.15}'
