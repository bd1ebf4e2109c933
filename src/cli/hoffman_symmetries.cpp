// `cubeworks hoffman symmetries`: for every kind of symmetry of the n-cube, whether some packing
// has it, within a time per kind (report/hoffman_symmetries.cpp; options: report/hoffman.hpp,
// CW_HOFFMAN_SYMMETRIES_FIELDS).
#include "cli/hoffman.hpp"

namespace cw::cli {

void register_hoffman_symmetries(CLI::App& hoffman) {
  add_declared(hoffman, "hoffman.symmetries", [](const DeclaredCommand& c) { hoffman_emit(c.common(), c.run()); });
}

}  // namespace cw::cli
