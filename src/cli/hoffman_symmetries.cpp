// `cubeworks hoffman symmetries`: for every kind of symmetry of the n-cube, whether some packing
// has it (a verified witness, or the solver's proof that none exists), within a time per kind.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/hoffman.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::cli {
namespace {
struct SymmetriesOptions {
  CommonOptions common;
  int dim = 4;
  std::string lengths;
  double time_limit = 30;
};
}  // namespace

void register_hoffman_symmetries(CLI::App& hoffman) {
  auto opt = std::make_shared<SymmetriesOptions>();
  auto* cmd = hoffman.add_subcommand("symmetries", "for every conjugacy class of symmetries: is there a "
                                                    "packing invariant under it? (clause-learning solver)");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", opt->dim, "dimension (2, 3 or 4)")->capture_default_str();
  cmd->add_option("--lengths", opt->lengths, "box lengths (default 10,11 / 10,11,12 / 1000,1001,1003,1007)");
  cmd->add_option("--time-limit", opt->time_limit, "seconds per class before answering 'unknown'")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->callback([opt] {
    const auto L = hoffman_lengths(opt->dim, opt->lengths);
    const auto classes = hoffman::conjugacy_classes(L.n);
    Progress progress("hoffman symmetries", classes.size(), quiet());
    Stopwatch clock;
    int current = -1;
    const auto types = hoffman::symmetry_types(L, [&](int cls, uint64_t conflicts) {
      if (cls != current) {
        current = cls;
        clock.restart();
      }
      progress.update(cls);
      progress.note(fmt::format("{} ({} conflicts)", hoffman::symmetry_text(classes[cls].representative), conflicts));
      return !interrupted() && clock.seconds() < opt->time_limit;
    });
    progress.finish();
    Json rows = Json::array();
    std::string t = fmt::format("Packings with a given symmetry, dimension {}, lengths {} (clause-learning solver, "
                                "at most {:g} s per class; PERM:FLIPS sends axis d to PERM[d], reflected if "
                                "FLIPS[d] = 1)\n{:<10} {:>5} {:>5} {:>8}  {}\n",
                                L.n, L.str(), opt->time_limit, "symmetry", "class", "order", "rotation", "result");
    int found = 0, none = 0, unknown = 0;
    for (const auto& ty : types) {
      const auto& r = ty.result;
      const std::string result = r.grid ? "found" : r.exhausted ? "none" : "unknown";
      found += r.grid.has_value();
      none += r.exhausted;
      unknown += !r.grid && !r.exhausted;
      const std::string sym = hoffman::symmetry_text(ty.symmetry.representative);
      Json row = {{"symmetry", sym},        {"class_size", ty.symmetry.size}, {"order", ty.symmetry.order},
                  {"rotation", ty.symmetry.rotation}, {"result", result},   {"seconds", ty.seconds},
                  {"conflicts", r.conflicts}};
      std::string detail;
      if (r.grid) {
        const int stabilizer = hoffman::symmetry_group(L.n).size() / hoffman::orbit_size(*r.grid);
        row["grid"] = hoffman::grid_text(*r.grid);
        row["stabilizer"] = stabilizer;
        detail = fmt::format("found, verified (its symmetry group has order {})", stabilizer);
      } else if (r.exhausted) {
        detail = "none: proved empty";
      } else {
        detail = fmt::format("unknown after {:.0f} s", ty.seconds);
      }
      if (ty.symmetry.order == 1) detail += " [identity: every packing, cell 0 fixed]";
      t += fmt::format("{:<10} {:>5} {:>5} {:>8}  {} ({:.2f} s, {} conflicts)\n", sym, ty.symmetry.size,
                       ty.symmetry.order, ty.symmetry.rotation ? "yes" : "no", detail, ty.seconds, r.conflicts);
      rows.push_back(row);
    }
    t += fmt::format("{} classes: {} with a packing, {} proved without, {} unknown\n", types.size(), found, none,
                     unknown);
    Json j = {{"dim", L.n},          {"lengths", hoffman_lengths_json(L)}, {"time_limit", opt->time_limit},
              {"classes", rows},     {"found", found},                     {"none", none},
              {"unknown", unknown}};
    emit(opt->common, j, t);
  });
}

}  // namespace cw::cli
