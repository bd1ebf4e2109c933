// `cubeworks macmahon analyze`: a user's own set of cubes, what it and its subsets build
// (options: report/macmahon.hpp, CW_MACMAHON_ANALYZE_FIELDS).
#include "cli/command.hpp"
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_analyze(CLI::App& family) {
  add_declared(family, "macmahon.analyze", [](const DeclaredCommand& c) {
    const Json request = c.request();
    const report::Document d = run_macmahon(c, request);
    show_stats(c.common(), d);
    for (const Figure& f : d.figures) write_output_file(c.common(), request.value("svg", ""), f.svg);
    emit(c.common(), d.json, d.text);
  });
}

}  // namespace cw::cli
