// The command line as a function (main.cpp's and Python's `python -m cubeworks`): errors are one
// line on stderr, exit 2 for bad input or usage, 1 for failures at run time.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "cli/command.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/mpi.hpp"

namespace {
// Standard output and error checked as mature tools check them at exit: output that did not
// reach its reader (a full disk, a closed descriptor, a reader gone with SIGPIPE ignored) turns
// success into exit 1, said in one line when standard error can take it. Cleared for the next
// run in the same process (Python's `python -m cubeworks`).
int checked_streams(int code) {
  const bool flush_failed = std::fflush(stdout) != 0;
  const int error = errno;
  if ((flush_failed || std::ferror(stdout)) && code == 0) {
    std::fprintf(stderr, "cubeworks: error: cannot write standard output: %s\n",
                 flush_failed ? std::strerror(error) : "a write failed");
    code = 1;
  }
  if ((std::fflush(stderr) != 0 || std::ferror(stderr)) && code == 0) code = 1;
  std::clearerr(stdout);
  std::clearerr(stderr);
  return code;
}

int fail(int code, const std::string& what) {
  std::fflush(stdout);
  if (cw::mpi::root()) std::fprintf(stderr, "cubeworks: error: %s\n", what.c_str());
  return code;
}

// "A subcommand is required" names neither the level nor the choices: say both.
std::string missing_command(const CLI::App& app) {
  const CLI::App* level = &app;
  std::string path = "cubeworks";
  while (!level->get_subcommands().empty()) {
    level = level->get_subcommands().front();
    path += " " + level->get_name();
  }
  std::string choices;
  for (const CLI::App* sub : level->get_subcommands({}))
    if (!sub->get_group().empty()) choices += (choices.empty() ? "" : ", ") + sub->get_name();  // hidden: generate
  auto rest = level->remaining();
  if (rest.empty() && level != &app) rest = app.remaining();
  if (!rest.empty())
    return "unknown command '" + rest.front() + "' for " + path + " (choose one of: " + choices + ")";
  return path + " needs a command (choose one of: " + choices + ")";
}
}  // namespace

namespace cw::cli {

namespace {
int run_parsed(int argc, char** argv) {
  const std::string version = std::string("cubeworks ") + CUBEWORKS_VERSION;
  // The version alone needs no command tree: answered before the declarations are built.
  if (argc == 2 && std::string_view(argv[1]) == "--version") {
    if (cw::mpi::root()) std::puts(version.c_str());
    return 0;
  }
  CLI::App app{"cubeworks: solve, count and draw cube puzzles (MacMahon cubes, Hoffman packings, "
               "rolling cubes, Instant Insanity)",
               "cubeworks"};
  app.set_version_flag("--version", version);
  app.require_subcommand(1);
  app.fallthrough(false);
  cw::cli::register_families(app, std::span<char* const>(argv, static_cast<size_t>(argc)));
  cw::cli::register_reproduce(app);
  cw::cli::register_generate(app);
  cw::install_interrupt_handler();
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {  // help and version: under mpirun from rank 0 alone
    return cw::mpi::root() ? app.exit(e) : 0;
  } catch (const CLI::CallForAllHelp& e) {
    return cw::mpi::root() ? app.exit(e) : 0;
  } catch (const CLI::CallForVersion& e) {
    return cw::mpi::root() ? app.exit(e) : 0;
  } catch (const CLI::RequiredError& e) {
    if (std::string(e.what()).find("subcommand") != std::string::npos) return fail(2, missing_command(app));
    return fail(2, e.what());
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
}  // namespace

int run_program(int argc, char** argv) { return checked_streams(run_parsed(argc, argv)); }

}  // namespace cw::cli
