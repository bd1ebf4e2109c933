// `cubeworks hoffman approx-count`: how many packings a space holds, estimated by hashing with
// CryptoMiniSat (report/hoffman_approx_count.cpp; options: report/hoffman.hpp,
// CW_HOFFMAN_APPROX_COUNT_FIELDS).
#include "cli/hoffman.hpp"

namespace cw::cli {

void register_hoffman_approx_count(CLI::App& hoffman) {
  // The verb is approx_count at every door; the command line spells its commands with '-'.
  add_declared(hoffman, "hoffman.approx_count",
               [](const DeclaredCommand& c) { hoffman_emit(c.common(), c.run()); })
      ->name("approx-count");
}

}  // namespace cw::cli
