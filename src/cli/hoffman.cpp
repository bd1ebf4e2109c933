// `cubeworks hoffman ...`: Hoffman's packing puzzle in 2, 3 and 4 dimensions (definitions: docs/model.md).
#include "cli/hoffman.hpp"

#include <cstdio>

#include "core/atomic_file.hpp"

namespace cw::cli {

void hoffman_emit(const CommonOptions& common, const report::Document& d, const std::string& svg, SvgTarget target) {
  show_stats(common, d);
  if (!svg.empty() && target == SvgTarget::Folder) {
    make_directories(svg);
    for (const Figure& f : d.figures) write_output_file(common, svg + "/" + f.file, f.svg);
  } else if (!svg.empty()) {
    for (const Figure& f : d.figures) write_output_file(common, svg, f.svg);  // at most one
  }
  emit(common, d.json, d.text);
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
  register_hoffman_conquer(*cmd);
  register_hoffman_approx_count(*cmd);
}

}  // namespace cw::cli
