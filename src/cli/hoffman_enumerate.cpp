// `cubeworks hoffman enumerate`: every real packing and pseudo-solution in 2D or 3D, classified
// (report/hoffman_enumerate.cpp; options: report/hoffman.hpp, CW_HOFFMAN_ENUMERATE_FIELDS).
#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {
void run_enumerate(const DeclaredCommand& c) {
  const Json request = c.request();
  const int dim = request.value("dim", report::HoffmanEnumerateRequest{}.dim);
  const auto document = c.run(request, [&](auto work) {
    // The library says no; the front end knows the way on.
    return refusing_dimension(dim,
                              "exhaustive enumeration is for dimensions 2 and 3; in 4D use 'hoffman search "
                              "--dim 4' (--first, --estimate, --count)",
                              work);
  });
  hoffman_emit(c.common(), document, request.value("svg", ""), SvgTarget::Folder);
}
}  // namespace

void register_hoffman_enumerate(CLI::App& hoffman) { add_declared(hoffman, "hoffman.enumerate", run_enumerate); }

}  // namespace cw::cli
