// What the `hoffman` documents share (report/hoffman_*.cpp only): the lengths of a request
// resolved with the request's field names as error subjects, and how lengths and orientation
// codes are written in the JSON and the text.
#pragma once
#include <string>
#include <vector>

#include "core/json.hpp"
#include "hoffman/model.hpp"
#include "hoffman/symmetry.hpp"
#include "report/document.hpp"

namespace cw::report {

// dim and lengths validated (subjects "dim", "lengths"); empty text: the default lengths. max_dim:
// the largest dimension the verb takes (the search engines' 4, or the model's 5).
hoffman::Lengths hoffman_lengths(int dim, const std::string& text, bool allow_side_violation = false,
                                 int max_dim = hoffman::kMaxSearchDim);
// Symmetries PERM:FLIPS (subject "invariant"); {"none"} or none at all: every grid.
std::vector<hoffman::Symmetry> hoffman_invariant(const std::vector<std::string>& texts, int n);
// "0=abc 1=acb ..." for the text reports.
std::string hoffman_code_legend(int dim);
// [10, 11, 12] for JSON.
Json hoffman_lengths_json(const hoffman::Lengths& lengths);
// "valid packing", "pseudo-solution" or "not a packing": the checker's verdict in words.
std::string hoffman_verdict(const hoffman::CheckResult& result);

struct HoffmanConstructRequest;
struct HoffmanCheckRequest;
// The product construction in any dimension that composes (report/hoffman_product.cpp).
Document hoffman_product_construct(const HoffmanConstructRequest& request);
// `check --boxes FILE`: the cell sweep on a file of boxes.
Document hoffman_check_boxes(const HoffmanCheckRequest& request);

}  // namespace cw::report
