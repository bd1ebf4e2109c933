// What the `macmahon` commands do beyond their declarations (cli/hooks.hpp): `macmahon explain`
// needs a target and cubes unless it explains all collections.
#include "cli/hooks.hpp"

namespace cw::cli {

std::vector<VerbHook> macmahon_hooks() {
  return {{"macmahon.explain", [](const DeclaredCommand& c) {
             const Json request = c.request();
             if (!request.value("all", false) &&
                 (request.value("target", "").empty() || request.value("cubes", "").empty()))
               throw InputError("--target and --cubes are required (or --all for every collection)");
             run_declared(c, request);
           }}};
}

}  // namespace cw::cli
