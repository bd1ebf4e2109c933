// `cubeworks macmahon census`: nonzero solution numbers over all C(30,8) collections for one
// target, by two independent methods, beside the published row with every disagreement flagged
// (options: report/macmahon.hpp, CW_MACMAHON_CENSUS_FIELDS).
#include "cli/command.hpp"
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_census(CLI::App& family) {
  add_declared(family, "macmahon.census", [](const DeclaredCommand& c) {
    // Errors about "target" print as they are: each quotes the value at fault.
    emit(c.common(), run_macmahon(c, c.request(), {"target"}));
  });
}

}  // namespace cw::cli
