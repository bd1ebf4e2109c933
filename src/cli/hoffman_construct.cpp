// `cubeworks hoffman construct`: a packing built without search (2D pinwheel, 4D nested pinwheels),
// verified by the exact checker (report/hoffman_construct.cpp; options: report/hoffman.hpp,
// CW_HOFFMAN_CONSTRUCT_FIELDS).
#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {

// --variant as the command line has always read it (decimal, 0x hex, 0 octal), passed on in
// decimal; anything else goes on as given, for the report to refuse in its words.
std::string variant_in_decimal(const std::string& text) {
  if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0]))) return text;
  errno = 0;
  char* end = nullptr;
  const unsigned long long v = std::strtoull(text.c_str(), &end, 0);
  if (errno != 0 || end != text.c_str() + text.size() || v > UINT32_MAX) return text;
  return std::to_string(v);
}

void run_construct(const DeclaredCommand& c) {
  Json request = c.request();
  if (request.contains("variant")) request["variant"] = variant_in_decimal(request["variant"].get<std::string>());
  const int dim = request.value("dim", report::HoffmanConstructRequest{}.dim);
  const auto document = c.run(request, [&](auto work) {
    return refusing_dimension(
        dim,
        fmt::format("construct: no construction for dimension {} (use --dim 2 or 4; 3D packings come from "
                    "'hoffman enumerate')",
                    dim),
        [&] {
          // In 2D any bad variant is told as the pinwheel's two; elsewhere in the report's words.
          if (dim != 2) return work();
          return rephrasing(
              "variant", [](const ArgumentError&) { return "construct --dim 2: --variant is 0 or 1 (the mirror pinwheel)"; },
              work);
        });
  });
  hoffman_emit(c.common(), document, request.value("svg", ""));
}
}  // namespace

void register_hoffman_construct(CLI::App& hoffman) { add_declared(hoffman, "hoffman.construct", run_construct); }

}  // namespace cw::cli
