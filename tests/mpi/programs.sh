#!/usr/bin/env bash
# The two programs (src/CMakeLists.txt): `cubeworks` loads no Open MPI library and, started as one
# of several ranks, refuses with one line naming `cubeworks-mpi` (rank 0 alone says it); outside
# mpirun `cubeworks-mpi` runs as one process. The ranks are faked by mpirun's environment, so this
# needs no mpirun (tests/mpi/compare.sh runs the real thing).
# Usage: programs.sh CUBEWORKS CUBEWORKS-MPI
set -u
plain=$1 mpi=$2
fail=0
check() {  # label command...
  if "${@:2}"; then echo "ok: $1"; else echo "FAIL: $1"; fail=1; fi
}
loaded=$(LD_TRACE_LOADED_OBJECTS=1 "$plain")
check "cubeworks loads no MPI library" eval '! grep -Eq "lib(mpi|open-pal|open-rte)" <<<"$loaded"'
check "cubeworks-mpi loads Open MPI" eval 'LD_TRACE_LOADED_OBJECTS=1 "$mpi" | grep -q libmpi'
err=$(OMPI_COMM_WORLD_SIZE=2 OMPI_COMM_WORLD_RANK=0 "$plain" hoffman enumerate 2>&1 >/dev/null); code=$?
check "cubeworks as rank 0 of 2 refuses (exit 2, one line naming cubeworks-mpi)" \
  eval '[ $code -eq 2 ] && [ "$(wc -l <<<"$err")" -eq 1 ] && grep -q "^cubeworks: error: .*mpirun -n 2 cubeworks-mpi" <<<"$err"'
err=$(PMI_SIZE=3 PMI_RANK=1 "$plain" --version 2>&1); code=$?
check "cubeworks as rank 1 of 3 (srun) exits 2 without a word" eval '[ $code -eq 2 ] && [ -z "$err" ]'
check "cubeworks as rank 0 of 1 runs" eval 'OMPI_COMM_WORLD_SIZE=1 "$plain" --version >/dev/null'
check "cubeworks-mpi outside mpirun runs as one process" \
  eval '"$mpi" hoffman enumerate -q | cmp -s - <("$plain" hoffman enumerate -q)'
exit $fail
