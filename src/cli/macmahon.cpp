// The `macmahon` family: MacMahon's coloured cubes and the target puzzle (definitions: docs/model.md).
#include "cli/macmahon.hpp"

#include <string>

#include "cli/command.hpp"

namespace cw::cli {

report::Document run_macmahon(const DeclaredCommand& c, const Json& request,
                              std::initializer_list<std::string_view> quoted) {
  return c.run(request, [&](auto work) {
    try {
      return work();
    } catch (const ArgumentError& e) {
      for (std::string_view field : quoted)
        if (e.subject == field) throw InputError(e.what());
      if (e.subject == "draw") throw InputError(std::string("--svg: ") + e.what());
      throw;
    }
  });
}

void register_macmahon(CLI::App& app) {
  auto* family = app.add_subcommand("macmahon", "MacMahon's 30 coloured cubes and the 2x2x2 target puzzle");
  family->require_subcommand(1);
  register_macmahon_cubes(*family);
  register_macmahon_solve(*family);
  register_macmahon_census(*family);
  register_macmahon_explain(*family);
  register_macmahon_analyze(*family);
  register_macmahon_targets(*family);
  register_macmahon_universal(*family);
  register_macmahon_sizes(*family);
  register_macmahon_multiset(*family);
}

}  // namespace cw::cli
