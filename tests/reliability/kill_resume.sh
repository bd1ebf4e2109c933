#!/usr/bin/env bash
# Kills a checkpointing job with SIGKILL at random moments (several times), then with SIGINT,
# resumes it each time with the same command, and checks that the final JSON is identical to an
# uninterrupted run. Usage: kill_resume.sh BINARY [KILLS] [BOARD | hoffman]
# BOARD (e.g. 2x4): roll analyze, saving pairs of layers as often as it may. hoffman: hoffman search --dim 3 --count alone, with --threads 2
# and with --shard 1/3; each also refuses its checkpoint with a flipped byte and cut short.
# conquer: hoffman conquer over the 4D whole space. solve: roll solve by IDA* on 3x4 (its pass
# under way resumed subtree by subtree), also refusing a damaged checkpoint and another search's.
# diameter: roll diameter --exact on 2x3. stack: stack random --method staged, saved after every
# column, also refusing its checkpoint cut short. The kill instants are drawn from the seed
# KILL_SEED (default 49), so that a failure can be replayed.
set -u
bin=$1; kills=${2:-5}; job=${3:-2x4}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export CUBEWORKS_CACHE="$work/cache"
seed=${KILL_SEED:-49}; RANDOM=$seed; echo "seed $seed"
fail() { echo "$*"; exit 1; }
pause() { local ms=$(($1 + RANDOM % ($2 - $1))); sleep "$((ms / 1000)).$(printf %03d $((ms % 1000)))"; }
have_checkpoint() { compgen -G "$prefix*" >/dev/null; }
# What the checkpoints hold so far (Hoffman: nodes and packings per file; their payload is JSON).
saved() {
  [ "$job" = hoffman ] || return
  local f n=() l=()
  for f in "$prefix" "$prefix".[0-9]; do
    [ -f "$f" ] || continue
    n+=("$(grep -ao '"nodes":[0-9]*' "$f" | cut -d: -f2)"); l+=("$(grep -ao '"leaves":[0-9]*' "$f" | cut -d: -f2)")
  done
  echo " (nodes $(IFS=+; echo "${n[*]}"), packings $(IFS=+; echo "${l[*]}"))"
}

# interrupt LABEL MIN_MS MAX_MS INT_MS: runs "${args[@]}" "${ck[@]}" KILLS times, each SIGKILLed
# after a random pause, then once more, stopped by SIGINT (Ctrl-C) after INT_MS.
interrupt() {
  local label=$1 lo=$2 hi=$3 int_ms=$4 i pid rc
  for i in $(seq 1 "$kills"); do
    "$bin" "${args[@]}" "${ck[@]}" >/dev/null 2>&1 &
    pid=$!
    pause "$lo" "$hi"
    kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rc=$?
    if [ "$rc" = 137 ]; then
      have_checkpoint && echo "$label kill $i: killed, checkpoint present$(saved)" || echo "$label kill $i: killed before the first checkpoint"
    else
      echo "$label kill $i: the job had already finished (exit $rc)"
    fi
  done
  # Ctrl-C: the job saves its progress, exits with 130 and says how to resume.
  "$bin" "${args[@]}" "${ck[@]}" >/dev/null 2>"$work/sigint.err" &
  pid=$!
  pause "$int_ms" "$((int_ms + 1))"; kill -INT "$pid" 2>/dev/null; wait "$pid"; rc=$?
  if [ "$rc" = 130 ]; then
    grep -q "run the same command to resume" "$work/sigint.err" || { echo "SIGINT message missing"; cat "$work/sigint.err"; exit 1; }
    echo "$label sigint: exit 130, checkpoint kept"
  elif [ "$rc" != 0 ]; then
    echo "$label: SIGINT run failed with $rc"; cat "$work/sigint.err"; exit 1
  fi
}

# finish LABEL: the same command runs to the end; the result must equal reference.json.
finish() {
  local label=$1
  "$bin" "${args[@]}" "${ck[@]}" >"$work/final.json" || fail "$label: final run failed"
  if ! cmp -s "$work/reference.json" "$work/final.json"; then
    echo "$label: resumed result differs from the uninterrupted run"; diff "$work/reference.json" "$work/final.json" | head; exit 1
  fi
}

# refused LABEL FILE: the job must refuse FILE (now damaged) with one line and a non-zero exit.
refused() {
  local label=$1 file=$2 rc
  "$bin" "${args[@]}" "${ck[@]}" >"$work/out" 2>"$work/err"; rc=$?
  [ "$rc" != 0 ] || fail "$label: a damaged checkpoint was accepted (exit 0)"
  [ "$(wc -l <"$work/err")" = 1 ] && grep -q "^cubeworks: error: checkpoint '$file'" "$work/err" ||
    { echo "$label: not a one-line refusal naming the file:"; cat "$work/err"; exit 1; }
  [ -s "$work/out" ] && fail "$label: output despite the refusal"
  echo "$label: refused (exit $rc): $(cut -c1-110 "$work/err")"
}

if [ "$job" = conquer ]; then
  # Cube-and-conquer over the 4D whole space: 24 cubes of 300 conflicts, one batch each (about
  # 1.5 s in all), a checkpoint after every batch. Timings left out of the comparison.
  untimed() { grep -vE '"(seconds|core_seconds|refuted_per_core_hour|untried_core_hours)"'; }
  args=(hoffman conquer --dim 4 --depth 1 --cube-conflicts 300 --batch 1 --json -q)
  "$bin" "${args[@]}" | untimed >"$work/reference.json" || fail "conquer: reference run failed"
  args+=(--interval 0)
  prefix="$work/conquer"; ck=(--checkpoint "$prefix")
  interrupt conquer 100 600 300
  "$bin" "${args[@]}" "${ck[@]}" | untimed >"$work/final.json" || fail "conquer: final run failed"
  cmp -s "$work/reference.json" "$work/final.json" ||
    { echo "conquer: resumed result differs"; diff "$work/reference.json" "$work/final.json" | head; exit 1; }
  echo "conquer: identical after $kills kills and one Ctrl-C"
  exit 0
fi

if [ "$job" = diameter ] || [ "$job" = stack ]; then
  # The exact diameter of 2x3 (about a second) saves as often as its pacer allows and the staged
  # decider after every column (--interval 0 both). Timings left out of the comparison.
  untimed() { sed -E 's/"[a-z_]*(seconds|_ms)[a-z_]*": [0-9.e+-]+/"t": 0/'; }
  if [ "$job" = diameter ]; then
    args=(roll diameter --board 2x3 --exact --interval 0 --json -q); lo=50; hi=900; int_ms=400
  else
    args=(stack random --method staged --sizes 12,16 --trials 40 --seed 3 --interval 0 --json -q); lo=30; hi=400; int_ms=150
  fi
  "$bin" "${args[@]}" | untimed >"$work/reference.json" || fail "$job: reference run failed"
  prefix="$work/$job"; ck=(--checkpoint "$prefix")
  interrupt "$job" "$lo" "$hi" "$int_ms"
  if [ "$job" = stack ] && [ -f "$prefix" ]; then
    cp "$prefix" "$work/good"
    size=$(stat -c %s "$work/good"); cut=$((RANDOM % size))
    head -c "$cut" "$work/good" >"$prefix"
    refused "$job, cut to $cut of $size bytes" "$prefix"
    cp "$work/good" "$prefix"
  fi
  "$bin" "${args[@]}" "${ck[@]}" | untimed >"$work/final.json" || fail "$job: final run failed"
  cmp -s "$work/reference.json" "$work/final.json" ||
    { echo "$job: resumed result differs"; diff "$work/reference.json" "$work/final.json" | head; exit 1; }
  echo "$job: identical after $kills kills and one Ctrl-C"
  exit 0
fi

if [ "$job" = solve ]; then
  # IDA* on 3x4 (44 moves, 1.6e6 nodes in 13 passes of about 940 subtrees), slowed by a pause of
  # 1 ms after every subtree and saved after each. The last pass's node count depends on the
  # threads' timing, so nodes are left out of the comparison; the moves are the least string.
  uncounted() { grep -v '"nodes"'; }
  args=(roll solve --from 0000/0000/000. --to 1111/1111/111. --method ida --json -q)
  "$bin" "${args[@]}" | uncounted >"$work/reference.json" || fail "solve: reference run failed"
  args+=(--interval 0 --item-delay-ms 1)
  prefix="$work/solve"; ck=(--checkpoint "$prefix")
  interrupt solve 300 1500 800
  [ -f "$prefix" ] || fail "solve: no checkpoint after Ctrl-C"
  cp "$prefix" "$work/good"
  size=$(stat -c %s "$work/good")
  offset=$((RANDOM % size))
  printf "$(printf '\\%03o' $(( $(od -An -tu1 -j "$offset" -N1 "$work/good") ^ 1 )))" |
    dd of="$prefix" bs=1 seek="$offset" conv=notrunc status=none
  refused "solve, byte $offset of $size flipped" "$prefix"
  cp "$work/good" "$prefix"
  # Another instance with the same file: refused, the file left as it was.
  "$bin" roll solve --from 0000/0000/000. --to 1111/1.11/1111 --method ida -q "${ck[@]}" >/dev/null 2>"$work/err" &&
    fail "solve: another search's checkpoint was accepted"
  grep -q "belongs to another job" "$work/err" || { echo "solve: no clear refusal:"; cat "$work/err"; exit 1; }
  cmp -s "$work/good" "$prefix" || fail "solve: the refused run changed the checkpoint"
  "$bin" "${args[@]}" "${ck[@]}" | uncounted >"$work/final.json" || fail "solve: final run failed"
  cmp -s "$work/reference.json" "$work/final.json" ||
    { echo "solve: resumed result differs"; diff "$work/reference.json" "$work/final.json" | head; exit 1; }
  # A finished search keeps its checkpoint, which answers the same command at once.
  "$bin" "${args[@]}" "${ck[@]}" | uncounted >"$work/again.json" || fail "solve: run after completion failed"
  cmp -s "$work/reference.json" "$work/again.json" || fail "solve: the finished checkpoint gives another result"
  echo "solve: identical after $kills kills and one Ctrl-C"
  exit 0
fi

if [ "$job" != hoffman ]; then
  # Pairs of layers saved as often as the pacer allows (--interval 0; by default 30 s
  # apart), so that the kills land before, inside and after the writing of a pair's two halves.
  args=(roll analyze --board "$job" --json -q --layer-delay-ms 15)
  prefix="$work/job"; ck=(--checkpoint "$prefix" --interval 0)
  "$bin" "${args[@]}" --no-checkpoint >"$work/reference.json" || fail "reference run failed"
  interrupt "$job" 100 700 300
  finish "$job"
  have_checkpoint && fail "checkpoints left behind after completion"
  echo "identical after $kills kills and one Ctrl-C"
  exit 0
fi

# Hoffman 3D count (0.1 s): slowed to about 1.5 s by a pause at every tick of 64 nodes (140 to 300
# ticks, fewer per thread or shard), with a checkpoint at every tick.
for run in "5|" "6|--threads 2" "10|--shard 1/3"; do
  delay=${run%%|*}; variant=${run#*|}
  label="hoffman${variant:+ $variant}"
  read -ra extra <<<"$variant"
  args=(hoffman search --dim 3 --count --json -q "${extra[@]}")
  "$bin" "${args[@]}" >"$work/reference.json" || fail "$label: reference run failed"
  args+=(--tick-delay-ms "$delay" --interval 0)
  prefix="$work/count"; ck=(--checkpoint "$prefix")
  rm -f "$prefix"*
  interrupt "$label" 100 300 150
  # Damaged checkpoints are refused: flip a byte of a copy or cut it short, then put it back.
  file=$prefix; [ "$variant" = "--threads 2" ] && file=$prefix.0
  [ -f "$file" ] || fail "$label: no checkpoint after Ctrl-C"
  cp "$file" "$work/good"
  size=$(stat -c %s "$work/good")
  for k in 1 2 3; do
    offset=$((RANDOM % size))
    cp "$work/good" "$file"
    printf "$(printf '\\%03o' $(( $(od -An -tu1 -j "$offset" -N1 "$work/good") ^ (1 << (RANDOM % 8)) )))" |
      dd of="$file" bs=1 seek="$offset" conv=notrunc status=none
    cmp -s "$work/good" "$file" && fail "$label: the byte flip did not change the file"
    refused "$label, byte $offset of $size flipped" "$file"
  done
  cut=$((RANDOM % size))
  head -c "$cut" "$work/good" >"$file"
  refused "$label, cut to $cut of $size bytes" "$file"
  cp "$work/good" "$file"
  finish "$label"
  # A finished job keeps its checkpoint as the record: the same command answers from it.
  "$bin" "${args[@]}" "${ck[@]}" >"$work/again.json" || fail "$label: run after completion failed"
  cmp -s "$work/reference.json" "$work/again.json" || fail "$label: the completed checkpoint gives another result"
  echo "$label: identical after $kills kills and one Ctrl-C"
done
