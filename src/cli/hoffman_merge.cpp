// `cubeworks hoffman merge FILES`: adds the shard results of `search --count --json` into the total
// (report/hoffman_merge.cpp; options: report/hoffman.hpp, CW_HOFFMAN_MERGE_FIELDS); the files
// are read here, into the request's documents.
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/hoffman.hpp"
#include "core/atomic_file.hpp"

namespace cw::cli {
namespace {
void run_merge(const DeclaredCommand& c) {
  Json request = c.request();
  const auto files = request.value("documents", std::vector<std::string>{});
  Json documents = Json::array();
  for (const auto& f : files) documents.push_back(read_file(f));
  request["documents"] = documents;
  try {
    hoffman_emit(c.common(), c.run(request));
  } catch (const ArgumentError& e) {  // "documents[i]": say which file
    if (e.subject.rfind("documents[", 0) != 0) throw;
    throw InputError("merge: " + files.at(std::strtoul(e.subject.c_str() + 10, nullptr, 10)) + " is not JSON");
  }
}
}  // namespace

void register_hoffman_merge(CLI::App& hoffman) {
  add_declared(hoffman, "hoffman.merge", run_merge);
}

}  // namespace cw::cli
