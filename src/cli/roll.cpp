#include "cli/command.hpp"
namespace cw::cli { void register_roll(CLI::App&) {} }
