#include "cli/command.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/mpi.hpp"
#include "core/progress.hpp"

namespace cw::cli {

void add_common_options(CLI::App* verb, CommonOptions& o) {
  verb->add_flag("--json", o.json, "print one JSON document on stdout instead of the report");
  verb->add_flag("-q,--quiet", o.quiet, "no progress or statistics on stderr");
  verb->parse_complete_callback([&o] {
    if (!mpi::root()) o.quiet = true;  // progress and statistics from rank 0 only
    set_quiet(o.quiet);
  });
}

void emit(const CommonOptions& o, const Json& json, const std::string& text) {
  if (!mpi::root()) return;  // under mpirun, rank 0 speaks for all
  const std::string out = o.json ? json.dump(2) + "\n" : text;
  // A result that did not reach its reader is a failure, said at once (app.cpp checks again at exit).
  if (std::fwrite(out.data(), 1, out.size(), stdout) != out.size() || std::fflush(stdout) != 0)
    throw RunError(std::string("cannot write standard output: ") + std::strerror(errno));
}

void show_stats(const CommonOptions& o, const report::Document& d) {
  if (!o.quiet && mpi::root()) std::fputs(d.stats.c_str(), stderr);
}

void emit(const CommonOptions& o, const report::Document& d) {
  show_stats(o, d);
  emit(o, d.json, d.text);
}

void write_output_file(const CommonOptions& o, const std::string& path, const std::string& bytes) {
  if (!mpi::root()) return;  // under mpirun every rank has the file; two writers would race for its name
  write_file_atomic(path, bytes);
  if (!o.quiet) std::fprintf(stderr, "wrote %s\n", path.c_str());
}

}  // namespace cw::cli
