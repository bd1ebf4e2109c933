#include "core/report.hpp"

namespace cw {

Json to_json(const ReproSection& s) {
  Json rows = Json::array();
  for (const auto& r : s.rows) {
    Json j = {{"what", r.what}, {"computed", r.computed}};
    j["published"] = r.published.empty() ? Json() : Json(r.published);
    j["agree"] = r.agree ? Json(*r.agree) : Json();
    if (!r.note.empty()) j["note"] = r.note;
    rows.push_back(std::move(j));
  }
  Json figs = Json::array();
  for (const auto& f : s.figures) figs.push_back({{"file", f.file}, {"caption", f.caption}});
  return {{"id", s.id}, {"title", s.title}, {"seconds", s.seconds}, {"rows", rows},
          {"figures", figs}, {"notes", s.notes}};
}

}  // namespace cw
