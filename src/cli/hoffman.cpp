// Placeholder until the hoffman engine lands: registers no commands yet.
#include "cli/command.hpp"
namespace cw::cli {
void register_hoffman(CLI::App&) {}
}  // namespace cw::cli
