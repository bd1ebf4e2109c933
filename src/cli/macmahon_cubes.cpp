// `cubeworks macmahon cubes`: the generated families, and the 30 named cubes of Conway's tableau.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_cubes(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto* cmd = family.add_subcommand("cubes", "the n-coloured families (n = 2..6) and the 30 named MacMahon cubes");
  add_common_options(cmd, *common);
  auto family_n = std::make_shared<int>(0);
  cmd->add_option("--family", *family_n, "list every cube of the n-coloured family (canonical colourings) instead")
      ->check(CLI::Range(2, 6));
  cmd->callback([common, family_n] {
    using namespace macmahon;
    if (*family_n) {
      const auto members = n_coloured_family(*family_n);
      Json list = Json::array();
      std::string t = fmt::format("{}-coloured cubes: {} (least colouring over the 24 rotations, faces up, down, "
                                  "front, back, left, right)\n",
                                  *family_n, members.size());
      for (const Colouring& c : members) {
        list.push_back(colouring_text(c));
        t += colouring_text(c) + "\n";
      }
      emit(*common, {{"family", *family_n}, {"count", members.size()}, {"cubes", list}}, t);
      return;
    }
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
