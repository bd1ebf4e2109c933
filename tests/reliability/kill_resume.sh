#!/usr/bin/env bash
# Kills a checkpointing job with SIGKILL at random moments (several times), then with SIGINT,
# resumes it each time with the same command, and checks that the final JSON is identical to an
# uninterrupted run. Usage: kill_resume.sh BINARY [KILLS] [BOARD]
set -u
bin=$1; kills=${2:-5}; board=${3:-2x4}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export CUBEWORKS_CACHE="$work/cache"
args=(roll analyze --board "$board" --json -q --layer-delay-ms 15)
"$bin" "${args[@]}" --no-checkpoint >"$work/reference.json" || { echo "reference run failed"; exit 1; }
prefix="$work/job"
RANDOM=$$
for i in $(seq 1 "$kills"); do
  "$bin" "${args[@]}" --checkpoint "$prefix" >/dev/null 2>&1 &
  pid=$!
  sleep "0.$((RANDOM % 6 + 1))$((RANDOM % 10))"
  kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rc=$?
  if [ "$rc" = 137 ]; then
    ls "$prefix".* >/dev/null 2>&1 && echo "kill $i: killed, checkpoint present" || echo "kill $i: killed before the first checkpoint"
  else
    echo "kill $i: the job had already finished (exit $rc)"
  fi
done
# Ctrl-C: the job saves its layer, exits with 130 and says how to resume.
"$bin" "${args[@]}" --checkpoint "$prefix" >/dev/null 2>"$work/sigint.err" &
pid=$!
sleep 0.3; kill -INT "$pid"; wait "$pid"; rc=$?
if [ "$rc" = 130 ]; then
  grep -q "run the same command to resume" "$work/sigint.err" || { echo "SIGINT message missing"; cat "$work/sigint.err"; exit 1; }
  echo "sigint: exit 130, checkpoint kept"
elif [ "$rc" != 0 ]; then
  echo "SIGINT run failed with $rc"; cat "$work/sigint.err"; exit 1
fi
"$bin" "${args[@]}" --checkpoint "$prefix" >"$work/final.json" || { echo "final run failed"; exit 1; }
if ! cmp -s "$work/reference.json" "$work/final.json"; then
  echo "resumed result differs from the uninterrupted run"; diff "$work/reference.json" "$work/final.json" | head; exit 1
fi
ls "$prefix".* >/dev/null 2>&1 && { echo "checkpoints left behind after completion"; exit 1; }
echo "identical after $kills kills and one Ctrl-C"
