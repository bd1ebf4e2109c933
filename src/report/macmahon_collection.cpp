#include <fmt/format.h>

#include "core/error.hpp"
#include "macmahon/names.hpp"
#include "report/macmahon.hpp"
#include "report/macmahon_common.hpp"

namespace cw::report {
namespace {
using namespace macmahon;

void add_target(const std::string& text, Document& d) {
  const int t = about_field("target", [&] { return parse_target(text); });
  d.json["target"] = cube_name(t);
  d.json["colouring"] = colouring_text(macmahon::macmahon_cubes()[t]);
  d.json["mirror"] = cube_name(mirror(t));
  d.json["conway_collection"] = conway_collection_text(t);
  d.json["conway_cubes"] = detail::cube_names_json(conway_collection(t));
  d.text += fmt::format("target             {} ({}), mirror {}\nConway's collection {} = {}\n", cube_name(t),
                        colouring_text(macmahon::macmahon_cubes()[t]), cube_name(mirror(t)), conway_collection_text(t),
                        set_names(conway_collection(t)));
}

void add_cubes(const std::string& text, Document& d) {
  Json labels = Json::array(), colourings = Json::array();
  for (const CubeSpec& s : about_field("cubes", [&] { return parse_cubes(text); })) {
    labels.push_back(s.index >= 0 ? cube_name(s.index) : s.text);
    colourings.push_back(colouring_text(s.colouring));
  }
  d.json["cubes"] = labels;
  d.json["cube_colourings"] = colourings;
  d.text += fmt::format("cubes ({})          {}\n", labels.size(), fmt::join(labels.get<std::vector<std::string>>(), ","));
}
}  // namespace

Document macmahon_collection(const MacMahonCollectionRequest& request) {
  Document d;
  d.json = Json::object();
  if (!request.target.empty()) add_target(request.target, d);
  if (!request.cubes.empty()) add_cubes(request.cubes, d);
  return d;
}

}  // namespace cw::report
