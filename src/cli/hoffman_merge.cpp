// `cubeworks hoffman merge FILES`: adds the shard results of `search --count --json` into the total
// (report/hoffman_merge.cpp); the files are read here.
#include <cstdlib>

#include "cli/hoffman.hpp"
#include "core/atomic_file.hpp"
#include "report/hoffman.hpp"

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
    report::HoffmanMergeRequest request;
    for (const auto& f : opt->files) request.documents.push_back(read_file(f));
    try {
      hoffman_emit(opt->common, report::hoffman_merge(request));
    } catch (const ArgumentError& e) {  // "documents[i]": say which file
      if (e.subject.rfind("documents[", 0) != 0) throw;
      throw InputError("merge: " + opt->files.at(std::strtoul(e.subject.c_str() + 10, nullptr, 10)) + " is not JSON");
    }
  });
}

}  // namespace cw::cli
