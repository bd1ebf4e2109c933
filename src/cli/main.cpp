// cubeworks: solve, count and draw cube puzzles (the program is cli/app.cpp's run_program).
// Compiled twice (src/CMakeLists.txt): `cubeworks`, one process, which never loads Open MPI, and
// `cubeworks-mpi` (CUBEWORKS_MPI_PROGRAM), the same program for mpirun.
#include <fcntl.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "cli/program.hpp"
#include "core/mpi.hpp"

namespace {
// A standard descriptor the caller closed (`>&-`) is held by /dev/null opened read-only, so that
// writing to it fails (EBADF, reported at exit) instead of a file the program opens later
// taking its number and receiving the output.
void hold_closed_standard_descriptors() {
  for (int fd = 0; fd <= 2; ++fd)
    if (::fcntl(fd, F_GETFD) < 0 && errno == EBADF) ::open("/dev/null", O_RDONLY | O_CLOEXEC);
}

// The last check of standard output: closing it reports what only the close can (NFS).
int closed_stdout(int code) {
  if (std::fclose(stdout) != 0 && code == 0) {
    std::fprintf(stderr, "cubeworks: error: cannot write standard output: %s\n", std::strerror(errno));
    return 1;
  }
  return code;
}
}  // namespace

int main(int argc, char** argv) {
  hold_closed_standard_descriptors();
#ifndef CUBEWORKS_MPI_PROGRAM
  // Started as one of several ranks, every rank would do the whole job and print it. Rank 0 says so.
  if (const int ranks = cw::mpi::launched_ranks(); ranks > 1) {
    if (cw::mpi::launched_rank() != 0) return 2;
#ifdef CUBEWORKS_MPI_BUILT
    std::fprintf(stderr, "cubeworks: error: started as one of %d ranks, but this program runs in one process: "
                 "run cubeworks-mpi under mpirun (mpirun -n %d cubeworks-mpi ...)\n", ranks, ranks);
#else
    std::fprintf(stderr, "cubeworks: error: started as one of %d ranks, but this program runs in one process, "
                 "and this build has no cubeworks-mpi for mpirun (it needs Open MPI: docs/scaling.md)\n", ranks);
#endif
    return 2;
  }
#endif
  cw::mpi::init(&argc, &argv);
  const int code = cw::cli::run_program(argc, argv);
  // A failure on one rank must not leave the others waiting in a collective.
  if (code != 0 && cw::mpi::active() && cw::mpi::size() > 1) cw::mpi::abort(code);
  cw::mpi::finalize();
  return closed_stdout(code);
}
