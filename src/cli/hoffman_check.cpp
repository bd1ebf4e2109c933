// `cubeworks hoffman check GRID`: the exact geometric checker on a grid given as text
// (report/hoffman_check.cpp; options: report/hoffman.hpp, CW_HOFFMAN_CHECK_FIELDS). A grid that
// is not a packing is a result: exit status 0.
#include <string>

#include "cli/hoffman.hpp"

namespace cw::cli {
namespace {
void run_check(const DeclaredCommand& c) {
  // A malformed grid (subject "grid", the positional argument) is reported in the engine's words.
  const auto say = [](const ArgumentError& e) { return std::string(e.what()); };
  hoffman_emit(c.common(), c.run(c.request(), [&](auto work) { return rephrasing("grid", say, work); }));
}
}  // namespace

void register_hoffman_check(CLI::App& hoffman) {
  add_declared(hoffman, "hoffman.check", run_check);
}

}  // namespace cw::cli
