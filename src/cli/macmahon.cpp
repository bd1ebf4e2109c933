// Placeholder until the macmahon engine lands: registers no commands yet.
#include "cli/command.hpp"
namespace cw::cli {
void register_macmahon(CLI::App&) {}
}  // namespace cw::cli
