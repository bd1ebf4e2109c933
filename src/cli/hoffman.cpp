// `cubeworks hoffman ...`: Hoffman's packing puzzle in 2, 3 and 4 dimensions (definitions: docs/model.md).
#include "cli/hoffman.hpp"

#include "cli/command.hpp"

namespace cw::cli {

hoffman::Lengths hoffman_lengths(int dim, const std::string& text, bool allow_side_violation) {
  for_option("--dim", [&] { hoffman::validate_dimension(dim); });
  return for_option("--lengths", [&] {
    hoffman::Lengths L = text.empty() ? hoffman::default_lengths(dim) : hoffman::parse_lengths(text, dim);
    hoffman::validate_lengths(L, allow_side_violation);
    return L;
  });
}

std::string hoffman_code_legend(int dim) {
  const auto& T = hoffman::orientations(dim);
  std::string s;
  for (int o = 0; o < T.count; ++o)
    s += (o ? " " : "") + std::string(1, "0123456789ABCDEFGHIJKLMN"[o]) + "=" + T.name(o);
  return s;
}

Json hoffman_lengths_json(const hoffman::Lengths& L) {
  Json j = Json::array();
  for (int i = 0; i < L.n; ++i) j.push_back(L.l[i]);
  return j;
}

void register_hoffman(CLI::App& app) {
  auto* cmd = app.add_subcommand("hoffman", "Hoffman's packing puzzle: n^n boxes l1 x ... x ln in a "
                                            "hypercube of side l1+...+ln (n = 2, 3, 4)");
  cmd->require_subcommand(1);
  register_hoffman_enumerate(*cmd);
  register_hoffman_check(*cmd);
  register_hoffman_search(*cmd);
  register_hoffman_construct(*cmd);
  register_hoffman_layers(*cmd);
  register_hoffman_merge(*cmd);
  register_hoffman_symmetries(*cmd);
}

}  // namespace cw::cli
