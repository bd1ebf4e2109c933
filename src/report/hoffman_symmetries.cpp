// `hoffman symmetries` as a document: for every kind of symmetry of the n-cube, whether some
// packing has it (a verified witness, or the solver's proof that none exists), within a time per kind.
#include <fmt/format.h>

#include <algorithm>

#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "hoffman/symmetry.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {
namespace {

struct Tally {
  int found = 0, none = 0, unknown = 0;
};

// One class: its JSON row, and its line of the text report.
Json type_row(const hoffman::Lengths& L, const hoffman::SymmetryType& ty, Tally& tally, std::string& t) {
  const auto& r = ty.result;
  const std::string result = r.grid ? "found" : r.exhausted ? "none" : "unknown";
  tally.found += r.grid.has_value();
  tally.none += r.exhausted;
  tally.unknown += !r.grid && !r.exhausted;
  const std::string sym = hoffman::symmetry_text(ty.symmetry.representative);
  Json row = {{"symmetry", sym},        {"class_size", ty.symmetry.size}, {"order", ty.symmetry.order},
              {"rotation", ty.symmetry.rotation}, {"result", result},   {"seconds", ty.seconds},
              {"conflicts", r.conflicts}};
  std::string detail;
  if (r.grid) {
    const int stabilizer = hoffman::symmetry_group(L.n).size() / hoffman::orbit_size(*r.grid);
    row["grid"] = hoffman::grid_text(*r.grid);
    row["stabilizer"] = stabilizer;
    if (!ty.witness.empty()) row["witness"] = ty.witness;
    detail = ty.witness.empty() ? fmt::format("found, verified (its symmetry group has order {})", stabilizer)
                                : fmt::format("found: {}{}, verified invariant and a packing (its symmetry "
                                              "group has order {})",
                                              ty.witness.starts_with("a packing") ? "" : "an image of ", ty.witness,
                                              stabilizer);
  } else if (r.exhausted) {
    detail = "none: proved empty";
  } else {
    detail = fmt::format("unknown after {:.0f} s", ty.seconds);
  }
  if (ty.symmetry.order == 1) detail += " [identity: every packing, cell 0 fixed]";
  t += fmt::format("{:<10} {:>5} {:>5} {:>8}  {} ({:.2f} s, {} conflicts)\n", sym, ty.symmetry.size,
                   ty.symmetry.order, ty.symmetry.rotation ? "yes" : "no", detail, ty.seconds, r.conflicts);
  return row;
}

// Every class in turn, each given time_limit seconds (Ctrl-C: the rest answer "unknown").
std::vector<hoffman::SymmetryType> run_types(const hoffman::Lengths& L, const HoffmanSymmetriesRequest& request) {
  const auto classes = hoffman::conjugacy_classes(L.n);
  Progress progress("hoffman symmetries", classes.size(), request.quiet);
  Stopwatch clock;
  int current = -1;
  auto types = hoffman::symmetry_types(L, [&](int cls, uint64_t conflicts) {
    if (cls != current) {
      current = cls;
      clock.restart();
    }
    progress.update(cls);
    progress.note(fmt::format("{} ({} conflicts)", hoffman::symmetry_text(classes[cls].representative), conflicts));
    return !interrupted() && clock.seconds() < request.time_limit;
  });
  progress.finish();
  return types;
}

// The packings invariant under each class that has one, enumerated orbit by orbit for up to
// count_time seconds per class: a table after the classes, and a "count" object per row.
std::string count_table(const hoffman::Lengths& L, const std::vector<hoffman::SymmetryType>& types,
                        const HoffmanSymmetriesRequest& request, Json& rows) {
  std::string t = fmt::format("\nPackings invariant under each class with a packing (the solver enumerates them "
                              "orbit by orbit, at most {:g} s per class):\n{:<10} {:>12} {:>10}  {}\n",
                              request.count_time, "symmetry", "packings", "orbits", "");
  const auto& only = request.count_classes;
  for (size_t i = 0; i < types.size(); ++i) {
    if (!types[i].result.grid) continue;
    const std::string name = hoffman::symmetry_text(types[i].symmetry.representative);
    if (!only.empty() && std::find(only.begin(), only.end(), name) == only.end()) continue;
    Stopwatch clock;
    const auto c = hoffman::count_invariant_packings(L, types[i].symmetry.representative, [&](uint64_t) {
      return !interrupted() && clock.seconds() < request.count_time;
    });
    const std::string& sym = name;
    rows[i]["count"] = {{"packings", c.raw}, {"orbits", c.orbits}, {"exact", c.exact}, {"seconds", clock.seconds()}};
    t += fmt::format("{:<10} {:>12} {:>10}  {}\n", sym, fmt::format("{}{}", c.exact ? "" : ">= ", c.raw),
                     fmt::format("{}{}", c.exact ? "" : ">= ", c.orbits),
                     c.exact ? "exact (the class is exhausted)" : fmt::format("lower bound after {:.0f} s", clock.seconds()));
  }
  return t;
}

}  // namespace

Document hoffman_symmetries(const HoffmanSymmetriesRequest& request) {
  const auto L = hoffman_lengths(request.dim, request.lengths);
  for (const auto& c : request.count_classes) {
    const auto classes = hoffman::conjugacy_classes(L.n);
    const auto y = about_field("count_classes", [&] { return hoffman::parse_symmetry(c, L.n); });
    if (std::none_of(classes.begin(), classes.end(), [&](const auto& k) { return k.representative == y; }))
      throw ArgumentError("count_classes", fmt::format("{} is not the representative of a class (the rows' first "
                                                       "column names them)", printable(c)));
  }
  const auto types = run_types(L, request);
  Json rows = Json::array();
  std::string t = fmt::format("Packings with a given symmetry, dimension {}, lengths {} (clause-learning solver, "
                              "at most {:g} s per class; PERM:FLIPS sends axis d to PERM[d], reflected if "
                              "FLIPS[d] = 1)\n{:<10} {:>5} {:>5} {:>8}  {}\n",
                              L.n, L.str(), request.time_limit, "symmetry", "class", "order", "rotation", "result");
  Tally tally;
  for (const auto& ty : types) rows.push_back(type_row(L, ty, tally, t));
  t += fmt::format("{} classes: {} with a packing, {} proved without, {} unknown\n", types.size(), tally.found,
                   tally.none, tally.unknown);
  if (request.count_time > 0) t += count_table(L, types, request, rows);
  Json j = {{"dim", L.n},          {"lengths", hoffman_lengths_json(L)}, {"time_limit", request.time_limit},
            {"classes", rows},     {"found", tally.found},               {"none", tally.none},
            {"unknown", tally.unknown}};
  return {j, t, {}};
}

}  // namespace cw::report
