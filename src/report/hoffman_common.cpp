#include "report/hoffman_common.hpp"

namespace cw::report {

hoffman::Lengths hoffman_lengths(int dim, const std::string& text, bool allow_side_violation, int max_dim) {
  about_field("dim", [&] { hoffman::validate_dimension(dim, max_dim); });
  return about_field("lengths", [&] {
    hoffman::Lengths L = text.empty() ? hoffman::default_lengths(dim) : hoffman::parse_lengths(text, dim);
    hoffman::validate_lengths(L, allow_side_violation);
    return L;
  });
}

std::string hoffman_code_legend(int dim) {
  const auto& T = hoffman::orientations(dim);
  std::string s;
  for (int o = 0; o < T.count; ++o) {
    if (o) s += ' ';
    s += "0123456789ABCDEFGHIJKLMN"[o];
    s += '=';
    s += T.name(o);
  }
  return s;
}

Json hoffman_lengths_json(const hoffman::Lengths& L) {
  Json j = Json::array();
  for (int i = 0; i < L.n; ++i) j.push_back(L.l[i]);
  return j;
}

std::string hoffman_verdict(const hoffman::CheckResult& r) {
  return r.valid() ? "valid packing" : r.pseudo() ? "pseudo-solution" : "not a packing";
}

std::vector<hoffman::Symmetry> hoffman_invariant(const std::vector<std::string>& texts, int n) {
  std::vector<hoffman::Symmetry> invariant;
  if (texts == std::vector<std::string>{"none"}) return invariant;  // every grid
  for (const auto& t : texts) invariant.push_back(about_field("invariant", [&] { return hoffman::parse_symmetry(t, n); }));
  return invariant;
}

}  // namespace cw::report
