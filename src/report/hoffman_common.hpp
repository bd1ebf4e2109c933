// What the `hoffman` documents share (report/hoffman_*.cpp only): the lengths of a request
// resolved with the request's field names as error subjects, and how lengths and orientation
// codes are written in the JSON and the text.
#pragma once
#include <string>

#include "core/json.hpp"
#include "hoffman/model.hpp"
#include "report/document.hpp"

namespace cw::report {

// dim and lengths validated (subjects "dim", "lengths"); empty text: the default lengths.
hoffman::Lengths hoffman_lengths(int dim, const std::string& text, bool allow_side_violation = false);
// "0=abc 1=acb ..." for the text reports.
std::string hoffman_code_legend(int dim);
// [10, 11, 12] for JSON.
Json hoffman_lengths_json(const hoffman::Lengths& lengths);
// "valid packing", "pseudo-solution" or "not a packing": the checker's verdict in words.
std::string hoffman_verdict(const hoffman::CheckResult& result);

}  // namespace cw::report
