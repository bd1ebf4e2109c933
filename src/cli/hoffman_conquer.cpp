// `cubeworks hoffman conquer`: cube-and-conquer over the whole space of grids, resumable and
// spread over the ranks of mpirun (report/hoffman_conquer.cpp; options: report/hoffman.hpp,
// CW_HOFFMAN_CONQUER_FIELDS).
#include "cli/hoffman.hpp"

namespace cw::cli {

void register_hoffman_conquer(CLI::App& hoffman) {
  add_declared(hoffman, "hoffman.conquer", [](const DeclaredCommand& c) { hoffman_emit(c.common(), c.run()); });
}

}  // namespace cw::cli
