#!/usr/bin/env bash
# Runs the MPI jobs of cubeworks-mpi under `mpirun --oversubscribe -n 2` and `-n 3` on loopback and
# compares them with the single-process answers of cubeworks: identical JSON for `macmahon sizes` and `roll analyze`
# (also at -n 4, and after a SIGKILL and a resume), identical counts for `hoffman search --count`,
# and the same cubes settled and packings found by `hoffman conquer` (3D, and the 4D whole space
# with a small budget; also when a run stopped by its time limit is resumed), the same counts
# by `hoffman conquer --count` in 3D, and the same sweeps by `roll diameter`.
# Usage: compare.sh CUBEWORKS CUBEWORKS-MPI
set -u
bin=$(realpath "$1") mpi_bin=$(realpath "$2")
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cd "$work"
export CUBEWORKS_CACHE="$work/cache" OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
run_mpi() { local n=$1; shift; mpirun --oversubscribe -n "$n" -x OMP_NUM_THREADS=1 -x CUBEWORKS_CACHE "$mpi_bin" "$@"; }
fail=0
same() {  # label file-a file-b; an empty reference proves nothing
  if [ -s "$2" ] && cmp -s "$2" "$3"; then echo "ok: $1"; else echo "FAIL: $1"; diff "$2" "$3" | head -5; fail=1; fi
}
# Two refusals, started now beside the comparisons: each spends about a second in MPI_Abort's
# teardown, waiting rather than computing. A search that hands out its layers (landmarks) refuses
# to run under mpirun; a manifest from before regions were sliced (it held only the layer number)
# is refused. Their exit codes are checked at the end.
run_mpi 2 roll diameter --board 2x3 --landmarks 2 >/dev/null 2>landmarks.err & landmarks_pid=$!
echo 17 >old.of2.manifest
run_mpi 2 roll analyze --board 3x3 --json -q --checkpoint old >/dev/null 2>old.err & old_pid=$!
"$bin" macmahon sizes --json -q >sizes.1
"$bin" roll analyze --board 3x3 --json -q --no-checkpoint >roll.1
"$bin" hoffman search --dim 3 --count --json -q | grep -E '"(corner_fixed|raw|complete|shard|shards)"' >hoff.1
for n in 2 3; do
  run_mpi "$n" macmahon sizes --json -q >sizes."$n"; same "macmahon sizes at -n $n" sizes.1 sizes."$n"
  run_mpi "$n" roll analyze --board 3x3 --json -q --no-checkpoint >roll."$n"; same "roll analyze 3x3 at -n $n" roll.1 roll."$n"
  run_mpi "$n" hoffman search --dim 3 --count --json -q | grep -E '"(corner_fixed|raw|complete|shard|shards)"' >hoff."$n"
  same "hoffman 3D count at -n $n" hoff.1 hoff."$n"
done
# conquer: every field but the timings and the rank count.
conquer_fields() { grep -vE '"(seconds|core_seconds|refuted_per_core_hour|untried_core_hours|ranks)"'; }
"$bin" hoffman conquer --dim 3 --depth 3 --json -q | conquer_fields >conq3.1
"$bin" hoffman conquer --dim 4 --depth 1 --cube-conflicts 300 --json -q | conquer_fields >conq4.1
"$bin" hoffman conquer --dim 3 --depth 2 --count --json -q | conquer_fields >count3.1
for n in 2 3; do
  run_mpi "$n" hoffman conquer --dim 3 --depth 3 --json -q | conquer_fields >conq3."$n"; same "hoffman conquer 3D at -n $n" conq3.1 conq3."$n"
  run_mpi "$n" hoffman conquer --dim 3 --depth 2 --count --json -q | conquer_fields >count3."$n"; same "hoffman conquer --count 3D at -n $n" count3.1 count3."$n"
done
grep -q '"packing_count": 168' count3.1 || { echo "FAIL: the 3D count is not 168 with cell 0 fixed"; fail=1; }
run_mpi 2 hoffman conquer --dim 4 --depth 1 --cube-conflicts 300 --json -q | conquer_fields >conq4.2
same "hoffman conquer 4D whole space at -n 2" conq4.1 conq4.2
run_mpi 2 hoffman conquer --dim 4 --depth 1 --cube-conflicts 300 --json -q --checkpoint cq --time-limit 0.1 >/dev/null
run_mpi 2 hoffman conquer --dim 4 --depth 1 --cube-conflicts 300 --json -q --checkpoint cq | conquer_fields >conq4.r
same "hoffman conquer 4D at -n 2, stopped and resumed" conq4.1 conq4.r
"$bin" roll analyze --board 2x4 --json -q --no-checkpoint >roll24.1
run_mpi 4 roll analyze --board 2x4 --json -q --no-checkpoint >roll24.4; same "roll analyze 2x4 at -n 4" roll24.1 roll24.4
# The diameter's sweeps search again from the farthest states of each search, on every rank (a
# rank without them crashed).
without_seconds() { grep -v '"seconds"'; }
"$bin" roll diameter --board 2x4 --json -q | without_seconds >diam.1
run_mpi 2 roll diameter --board 2x4 --json -q | without_seconds >diam.2; same "roll diameter 2x4 at -n 2" diam.1 diam.2
# A distributed BFS killed with SIGKILL mid-run continues from its per-rank checkpoints.
run_mpi 2 roll analyze --board 3x3 --json -q --checkpoint job --layer-delay-ms 25 >/dev/null 2>&1 & killed_pid=$!
sleep 0.8
pkill -9 -f "cubeworks-mpi roll analyze --board 3x3 --json -q --checkpoint job" 2>/dev/null
wait "$killed_pid" 2>/dev/null
[ -f job.of2.manifest ] && echo "killed after layer $(grep -o '[0-9]*$' job.of2.manifest)" || echo "killed before the first manifest"
run_mpi 2 roll analyze --board 3x3 --json -q --checkpoint job >roll.resumed; same "roll analyze 3x3 at -n 2 after SIGKILL" roll.1 roll.resumed
ls job.* >/dev/null 2>&1 && { echo "FAIL: checkpoints left after completion"; fail=1; }
wait "$landmarks_pid"; code=$?
if [ $code -eq 2 ] && grep -q "^cubeworks: error: a search that hands out its layers runs in one process" landmarks.err
then echo "ok: landmarks refused under mpirun"
else echo "FAIL: landmarks under mpirun (exit $code)"; cat landmarks.err; fail=1; fi
wait "$old_pid"; code=$?
if [ $code -eq 1 ] && grep -q "not written by this version" old.err; then echo "ok: old checkpoint refused"
else echo "FAIL: old checkpoint not refused (exit $code)"; cat old.err; fail=1; fi
exit $fail
