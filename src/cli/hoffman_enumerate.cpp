// `cubeworks hoffman enumerate`: every real packing and pseudo-solution in 2D or 3D, classified
// (report/hoffman_enumerate.cpp).
#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {
struct EnumerateOptions {
  CommonOptions common;
  report::HoffmanEnumerateRequest request;
  std::string svg_dir;
};
}  // namespace

void register_hoffman_enumerate(CLI::App& hoffman) {
  auto opt = std::make_shared<EnumerateOptions>();
  auto& request = opt->request;
  auto* cmd = hoffman.add_subcommand("enumerate", "all packings and pseudo-solutions (2D, 3D): raw, "
                                                   "up to symmetry, up to rotation; duality classes");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", request.dim, "dimension (2 or 3)")->capture_default_str();
  cmd->add_option("--lengths", request.lengths, "box lengths a<b<c, e.g. 10,11,12 (default)");
  cmd->add_option("--svg", opt->svg_dir, "write one SVG picture per class into this folder");
  cmd->add_flag("--ignore-side-condition", request.ignore_side_condition,
                "accept lengths violating (n+1)*a > a+b+...: explore the grid model outside its range");
  cmd->callback([opt] {
    opt->request.draw = !opt->svg_dir.empty();
    const auto document = naming_options({{"dim", "--dim"}, {"lengths", "--lengths"}}, [&] {
      // The library says no; the front end knows the way on.
      return refusing_dimension(opt->request.dim,
                                "exhaustive enumeration is for dimensions 2 and 3; in 4D use 'hoffman search "
                                "--dim 4' (--first, --estimate, --count)",
                                [&] { return report::hoffman_enumerate(opt->request); });
    });
    hoffman_emit(opt->common, document, opt->svg_dir, SvgTarget::Folder);
  });
}

}  // namespace cw::cli
