// `cubeworks hoffman merge FILES`: adds the shard results of `search --count --json` into the total.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/hoffman.hpp"
#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "hoffman/count.hpp"

namespace cw::cli {
namespace {
struct MergeOptions {
  CommonOptions common;
  std::vector<std::string> files;
};
}  // namespace

void register_hoffman_merge(CLI::App& hoffman) {
  auto opt = std::make_shared<MergeOptions>();
  auto* cmd = hoffman.add_subcommand("merge", "add up the shard results (JSON of search --count --shard i/N)");
  add_common_options(cmd, opt->common);
  cmd->add_option("files", opt->files, "one JSON result per shard")->required();
  cmd->callback([opt] {
    std::vector<Json> parts;
    for (const auto& f : opt->files) {
      try {
        parts.push_back(Json::parse(read_file(f)));
      } catch (const Json::exception&) {
        throw InputError("merge: " + f + " is not JSON");
      }
    }
    auto r = hoffman::merge_counts(parts);
    Json j = hoffman::count_json(r);
    j["files"] = opt->files.size();
    std::string t = fmt::format("merged {} shards: ", r.shards) + hoffman::count_text(r);
    emit(opt->common, j, t);
  });
}

}  // namespace cw::cli
