// `cubeworks macmahon universal`: all universal sets of a size (default: the minimum, searched).
#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "report/macmahon.hpp"

namespace cw::cli {

void register_macmahon_universal(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto request = std::make_shared<report::MacMahonUniversalRequest>();
  auto size = std::make_shared<int>(-1);  // negative (the default): the minimum, as the help says
  auto* cmd = family.add_subcommand("universal", "sets from which every one of the 30 targets can be built");
  add_common_options(cmd, *common);
  cmd->add_option("--size", *size, "set size (default: the minimum, found by searching upward from 8)");
  cmd->add_flag("--facts", request->facts,
                "check Haraguchi's published facts on each of the 10 minimum universal sets (universal:1..10) "
                "and relate the sets by colour renamings and mirror images");
  cmd->callback([common, request, size] {
    request->quiet = common->quiet;
    if (*size >= 0) request->size = *size;
    emit(*common, naming_options({{"size", "--size"}, {"facts", "--facts"}},
                                 [&] { return report::macmahon_universal(*request); }));
  });
}

}  // namespace cw::cli
