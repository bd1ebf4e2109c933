// `cubeworks macmahon explain`: why a collection has its solution number (the components of its
// corner graph, the theorems' prediction and the count), or with --all the theorems against the
// census for every target and every collection (options: report/macmahon.hpp,
// CW_MACMAHON_EXPLAIN_FIELDS).
#include "cli/command.hpp"
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_explain(CLI::App& family) {
  auto* cmd = add_declared(family, "macmahon.explain", [](const DeclaredCommand& c) {
    const Json request = c.request();
    if (!request.value("all", false) && (request.value("target", "").empty() || request.value("cubes", "").empty()))
      throw InputError("--target and --cubes are required (or --all for every collection)");
    // Errors about "target" and "cubes" print as they are: each names the cube or the list at fault.
    const report::Document d = run_macmahon(c, request, {"target", "cubes"});
    show_stats(c.common(), d);
    for (const Figure& f : d.figures) write_output_file(c.common(), request.value("svg", ""), f.svg);
    emit(c.common(), d.json, d.text);
  });
  cmd->get_option("--all")->excludes("--target")->excludes("--cubes")->excludes("--svg");
}

}  // namespace cw::cli
