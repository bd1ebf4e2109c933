// `cubeworks reproduce`: recompute every engine's headline results beside the published figures, and
// this project's findings that take seconds (docs/results.md), as a table and report.html.
#include <fmt/format.h>

#include <functional>

#include "cli/command.hpp"
#include "core/atomic_file.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "render/html_report.hpp"
#include "reproduce/sections.hpp"

namespace cw::cli {
namespace {

struct ReproduceOptions {
  CommonOptions common;
  std::string out_dir;
};

// One entry per engine; each family adds its own line.
const std::vector<std::function<ReproSection()>>& sections() {
  static const std::vector<std::function<ReproSection()>> all = {
      reproduce::rolling_section,
      reproduce::macmahon_section,
      reproduce::hoffman_section,
      reproduce::stack_section,
  };
  return all;
}

std::string text_table(const std::vector<ReproSection>& secs) {
  std::string out;
  for (const auto& s : secs) {
    out += fmt::format("== {} ({:.2f} s)\n", s.title, s.seconds);
    size_t w0 = 4, w1 = 8, w2 = 9;
    for (const auto& r : s.rows) {
      w0 = std::max(w0, r.what.size());
      w1 = std::max(w1, r.computed.size());
      w2 = std::max(w2, r.published.size());
    }
    out += fmt::format("{:<{}}  {:<{}}  {:<{}}  {}\n", "what", w0, "computed", w1, "published", w2, "agree?");
    for (const auto& r : s.rows) {
      std::string agree = !r.agree ? "-" : (*r.agree ? "yes" : "NO");
      out += fmt::format("{:<{}}  {:<{}}  {:<{}}  {}{}\n", r.what, w0, r.computed, w1,
                         r.published.empty() ? "-" : r.published, w2, agree,
                         r.note.empty() ? "" : "  (" + r.note + ")");
    }
    out += "\n";
  }
  return out;
}

}  // namespace

void register_reproduce(CLI::App& app) {
  auto opt = std::make_shared<ReproduceOptions>();
  auto* cmd = app.add_subcommand("reproduce", "recompute the headline results of every engine "
                                              "beside the published figures");
  add_common_options(cmd, opt->common);
  cmd->add_option("--out", opt->out_dir, "write report.html and the SVG pictures into this folder");
  cmd->callback([opt] {
    if (!opt->out_dir.empty())  // refused before the sections are computed, not after
      if (const auto problem = unwritable_folder(opt->out_dir)) throw InputError("--out: " + problem->message);
    std::vector<ReproSection> secs;
    for (const auto& make : sections()) {
      Stopwatch sw;
      secs.push_back(make());
      secs.back().seconds = sw.seconds();
    }
    Json j = {{"version", CUBEWORKS_VERSION}, {"sections", Json::array()}};
    for (const auto& s : secs) j["sections"].push_back(to_json(s));
    if (!opt->out_dir.empty()) {
      make_directories(opt->out_dir);
      for (const auto& s : secs)
        for (const auto& f : s.figures) write_output_file(opt->common, opt->out_dir + "/" + f.file, f.svg);
      write_output_file(opt->common, opt->out_dir + "/report.html",
                        render::html_report(secs, CUBEWORKS_VERSION));
    }
    emit(opt->common, j, text_table(secs));
  });
}

}  // namespace cw::cli
