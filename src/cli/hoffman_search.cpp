// `cubeworks hoffman search`: the options of report::HoffmanSearchRequest (report/hoffman_search.cpp:
// a first packing, Knuth's estimate of the search tree or the count; options: report/hoffman.hpp,
// CW_HOFFMAN_SEARCH_FIELDS, the mode as --first, --count, --estimate), and where the picture goes.
#include <string>

#include "cli/hoffman.hpp"

namespace cw::cli {
namespace {
void run_search(const DeclaredCommand& c) {
  const Json request = c.request();
  const auto document = c.run(request, [&](auto work) {
    return rephrasing(
        "force", [](const ArgumentError& e) { return std::string(e.what()) + "; --force starts it anyway"; }, work);
  });
  hoffman_emit(c.common(), document, request.value("svg", ""));
}
}  // namespace

void register_hoffman_search(CLI::App& hoffman) { add_declared(hoffman, "hoffman.search", run_search); }

}  // namespace cw::cli
