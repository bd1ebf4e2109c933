// A `reproduce` section: headline results of one engine beside the published figures.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"

namespace cw {

struct ReproRow {
  std::string what;
  std::string computed;
  std::string published;        // empty when nothing is published
  std::optional<bool> agree;    // nullopt when there is nothing to compare with
  std::string note;             // evidence for a disagreement, or how it was checked
};

struct Figure {
  std::string file;             // e.g. "rolling_classic.svg"
  std::string caption;
  std::string svg;
};

struct ReproSection {
  std::string id;               // e.g. "rolling"
  std::string title;
  std::vector<ReproRow> rows;
  std::vector<Figure> figures;
  std::vector<std::string> notes;  // paragraphs for the HTML report
  double seconds = 0;
};

Json to_json(const ReproSection& s);

}  // namespace cw
