// `cubeworks macmahon solve`: the solution number of one collection for one target, and every
// arrangement, each re-checked by the independent block checker before it is printed (options:
// report/macmahon.hpp, CW_MACMAHON_SOLVE_FIELDS).
#include "cli/command.hpp"
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_solve(CLI::App& family) {
  add_declared(family, "macmahon.solve", [](const DeclaredCommand& c) {
    const Json request = c.request();
    // Errors about "target" and "cubes" print as they are: each names the cube or the list at fault.
    const report::Document d = run_macmahon(c, request, {"target", "cubes"});
    for (const Figure& f : d.figures) write_output_file(c.common(), request.value("svg", ""), f.svg);
    emit(c.common(), d);
  });
}

}  // namespace cw::cli
