// cubeworks: solve, count and draw cube puzzles. Errors: one line on stderr, exit 2 for bad
// input or usage, 1 for failures at run time.
#include <cstdio>
#include <new>

#include <CLI/CLI.hpp>

#include "cli/command.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"

namespace {
int fail(int code, const std::string& what) {
  std::fflush(stdout);
  std::fprintf(stderr, "cubeworks: error: %s\n", what.c_str());
  return code;
}
}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"cubeworks: solve, count and draw cube puzzles (MacMahon cubes, Hoffman packings, "
               "rolling cubes)",
               "cubeworks"};
  app.set_version_flag("--version", std::string("cubeworks ") + CUBEWORKS_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);
  cw::cli::register_roll(app);
  cw::cli::register_macmahon(app);
  cw::cli::register_hoffman(app);
  cw::cli::register_reproduce(app);
  cw::install_interrupt_handler();
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    return fail(2, e.what());
  } catch (const cw::InputError& e) {
    return fail(2, e.what());
  } catch (const cw::Interrupted& e) {
    return fail(130, e.what());
  } catch (const cw::RunError& e) {
    return fail(1, e.what());
  } catch (const std::bad_alloc&) {
    return fail(1, "out of memory");
  } catch (const std::exception& e) {
    return fail(1, e.what());
  }
  return 0;
}
