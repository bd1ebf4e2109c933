// What every front end shows for one call. The report layer sits above the engines and render/
// and below the front ends (CLI, Python, browser): one function per verb takes a request of
// plain values, runs the engine and returns a Document, so that `--json`, Python's to_dict() and
// the browser's data are one document by construction, not three copies of the same code.
#pragma once
#include <string>
#include <vector>

#include "core/json.hpp"
#include "core/report.hpp"

namespace cw::report {

struct Document {
  Json json;                    // the `--json` document: its keys are a contract with users' scripts
  std::string text;             // the readable report printed by default
  std::vector<Figure> figures;  // pictures, only when the request asked for them
  std::string stats = {};       // statistics lines (timings) a front end may show, e.g. on stderr
};

}  // namespace cw::report
