// What every front end shows for one call. The report layer sits above the engines and render/
// and below the front ends (CLI, Python, browser): one function per verb takes a request of
// plain values, runs the engine and returns a Document, so that `--json`, Python's to_dict() and
// the browser's data are one document by construction, not three copies of the same code.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "core/json.hpp"
#include "core/report.hpp"

namespace cw::report {

struct Document {
  Json json;                    // the `--json` document: its keys are a contract with users' scripts
  std::string text;             // the readable report printed by default
  std::vector<Figure> figures;  // pictures, only when the request asked for them
  std::string stats = {};       // timings and statistics lines ("census: 3.1 ms ..."), for stderr; the CLI
                                // prints them unless --quiet, other front ends may show or drop them
};

// Any InputError from `work` (a parser's) comes out as an ArgumentError naming the request field.
template <class Work>
auto about_field(std::string_view subject, Work&& work) {
  try {
    return work();
  } catch (const ArgumentError&) {
    throw;
  } catch (const InputError& e) {
    throw ArgumentError(std::string(subject), e.what());
  }
}

}  // namespace cw::report
