// The whole command line as one call, for main.cpp and the Python module: they need this
// declaration alone, not command.hpp's CLI11 and nlohmann-json (9 s of compiling a file at -O3).
#pragma once

namespace cw::cli {

// Parses argv, runs the verb, returns the exit status (cli/app.cpp).
int run_program(int argc, char** argv);

}  // namespace cw::cli
