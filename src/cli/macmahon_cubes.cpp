// `cubeworks macmahon cubes`: the generated families, and the 30 named cubes of Conway's tableau.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_cubes(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto* cmd = family.add_subcommand("cubes", "the n-coloured families (n = 2..6) and the 30 named MacMahon cubes");
  add_common_options(cmd, *common);
  cmd->callback([common] {
    using namespace macmahon;
    Json fam = Json::object();
    std::string t = "n-coloured families (cubes using exactly the colours 1..n, up to rotation):\n";
    for (int n = 2; n <= 6; ++n) {
      const size_t size = n_coloured_family(n).size();
      fam[std::to_string(n)] = size;
      t += fmt::format("  n = {}: {} cubes\n", n, size);
    }
    t += "\nConway's names (colouring in face order up, down, front, back, left, right):\n";
    t += "name  colouring  mirror  corner numbers\n";
    Json cubes = Json::array();
    for (int i = 0; i < kMacMahonCubes; ++i) {
      const auto cn = corner_numbers(macmahon_cubes()[i]);
      cubes.push_back({{"name", cube_name(i)}, {"colouring", colouring_text(macmahon_cubes()[i])},
                       {"mirror", cube_name(mirror(i))}, {"corners", cn}});
      t += fmt::format("{:<4}  {}     {:<6}  {}\n", cube_name(i), colouring_text(macmahon_cubes()[i]),
                       cube_name(mirror(i)), fmt::join(cn, " "));
    }
    emit(*common, {{"families", fam}, {"cubes", cubes}}, t);
  });
}

}  // namespace cw::cli
