// cubeworks: solve, count and draw cube puzzles (the program is cli/app.cpp's run_program).
#include "cli/program.hpp"
#include "core/mpi.hpp"

int main(int argc, char** argv) {
  cw::mpi::init(&argc, &argv);
  const int code = cw::cli::run_program(argc, argv);
  // A failure on one rank must not leave the others waiting in a collective.
  if (code != 0 && cw::mpi::active() && cw::mpi::size() > 1) cw::mpi::abort(code);
  cw::mpi::finalize();
  return code;
}
