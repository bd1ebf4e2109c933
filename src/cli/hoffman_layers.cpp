// `cubeworks hoffman layers`: counts of the layered search's building blocks for the given lengths
// (report/hoffman_layers.cpp; options: report/hoffman.hpp, CW_HOFFMAN_LAYERS_FIELDS).
#include "cli/hoffman.hpp"

namespace cw::cli {

void register_hoffman_layers(CLI::App& hoffman) {
  add_declared(hoffman, "hoffman.layers", [](const DeclaredCommand& c) { hoffman_emit(c.common(), c.run()); });
}

}  // namespace cw::cli
