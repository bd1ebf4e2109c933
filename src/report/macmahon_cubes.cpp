#include <fmt/format.h>

#include "core/error.hpp"
#include "macmahon/cube.hpp"
#include "macmahon/names.hpp"
#include "report/macmahon.hpp"

namespace cw::report {
namespace {
using namespace macmahon;

// Each cube with its name fN:K, its mirror image and its place in the family's tableau (rows by
// the colours it shows, names.hpp:family_tableau), for a page that lays them out.
Document family_members(int n) {
  const FamilyTableau tableau = family_tableau(n);
  Json list = Json::array(), members = Json::array();
  std::string t = fmt::format("{}-coloured cubes: {} (least colouring over the 24 rotations, faces up, down, "
                              "front, back, left, right; named fN:K, rows by the colours shown)\n"
                              "name    colouring  mirror  row (colours shown)\n",
                              n, tableau.cubes.size());
  for (size_t k = 0; k < tableau.cubes.size(); ++k) {
    const FamilyCell& c = tableau.cubes[k];
    const std::string name = family_cube_name(n, static_cast<int>(k)), mirror = family_cube_name(n, c.mirror);
    list.push_back(colouring_text(c.colouring));
    members.push_back({{"name", name}, {"colouring", colouring_text(c.colouring)}, {"mirror", mirror},
                       {"row", c.row}, {"column", c.column}});
    t += fmt::format("{:<7} {}     {:<7} {} ({})\n", name, colouring_text(c.colouring), mirror, c.row + 1,
                     tableau.row_labels[c.row]);
  }
  return {{{"family", n}, {"count", tableau.cubes.size()}, {"cubes", list}, {"members", members},
           {"row_labels", tableau.row_labels}, {"columns", tableau.columns}},
          t, {}, {}};
}

Document families_and_names() {
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
    const auto cn = corner_numbers(macmahon::macmahon_cubes()[i]);
    cubes.push_back({{"name", cube_name(i)}, {"colouring", colouring_text(macmahon::macmahon_cubes()[i])},
                     {"mirror", cube_name(mirror(i))}, {"corners", cn}, {"row", row_of(i)}, {"column", column_of(i)}});
    t += fmt::format("{:<4}  {}     {:<6}  {}\n", cube_name(i), colouring_text(macmahon::macmahon_cubes()[i]),
                     cube_name(mirror(i)), fmt::join(cn, " "));
  }
  return {{{"families", fam}, {"cubes", cubes}}, t, {}, {}};
}
}  // namespace

Document macmahon_cubes(const MacMahonCubesRequest& request) {
  if (request.family == 0) return families_and_names();
  return family_members(request.family);
}

}  // namespace cw::report
