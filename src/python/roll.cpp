// The `roll` verbs for Python: each fills its report request (report/rolling.hpp) from the
// arguments, whose names are the request's fields, and runs it with run_verb. The typed API,
// docstrings and result classes are in python/cubeworks/roll.py.
//
// Differences from the command line, all about side effects a library call should not have:
//  - progress goes to the callback only: the requests are quiet when it is None;
//  - solve always draws its strip of boards (cheap), so that svg() works without asking;
//  - solve shares the command line's cache folder (core/resources.hpp: cache_directory) for
//    IDA*'s perimeter databases, but does not keep its results there for `reproduce`;
//  - analyze writes checkpoints only where `checkpoint` names a prefix: the CLI's default for
//    big boards (files in the working folder) would litter a notebook's folder, and a 3x4
//    analysis takes about a minute without them.
#include <optional>
#include <string>

#include <pybind11/stl.h>

#include "core/resources.hpp"
#include "python/bindings.hpp"
#include "report/rolling.hpp"

namespace cw::python {

void bind_roll(py::module_& family) {
  family.def(
      "solve",
      [](const std::string& start, const std::string& goal, bool all, uint64_t max_all, const std::string& method,
         const std::string& kind, std::optional<int> max_moves, int groups, uint64_t perimeter,
         const std::string& axis, const std::string& search_from, const std::string& checkpoint, double interval,
         const py::object& progress) {
        report::RollSolveRequest r;
        r.start = start;
        r.goal = goal;
        r.all = all;
        r.max_all = max_all;
        r.method = method;
        r.kind = kind;
        r.max_moves = max_moves.value_or(-1);
        r.groups = groups;
        r.perimeter = perimeter;
        r.axis = axis;
        r.search_from = search_from;
        r.checkpoint = checkpoint;
        r.interval = interval;
        r.cache_dir = cache_directory();
        r.quiet = progress.is_none();
        r.draw = true;
        return run_verb(progress, [&] { return report::roll_solve(r); });
      },
      py::arg("start") = "000/0.0/000", py::arg("goal") = "111/1.1/111", py::arg("all") = false, py::kw_only(),
      py::arg("max_all") = 100000, py::arg("method") = "auto", py::arg("kind") = "classic",
      py::arg("max_moves") = py::none(), py::arg("groups") = -1, py::arg("perimeter") = report::RollSolveRequest{}.perimeter,
      py::arg("axis") = "auto", py::arg("search_from") = "auto", py::arg("checkpoint") = "",
      py::arg("interval") = report::RollSolveRequest{}.interval, py::arg("progress") = py::none());
  family.def(
      "analyze",
      [](const std::string& board, const std::string& start, uint64_t farthest_limit,
         const std::optional<std::string>& checkpoint, double memory_gib, const std::string& kind,
         const py::object& progress) {
        report::RollAnalyzeRequest r;
        r.board = board;
        r.start = start;
        r.farthest_limit = farthest_limit;
        r.checkpoint = checkpoint.value_or("");
        r.no_checkpoint = !checkpoint.has_value();
        r.memory_gib = memory_gib;
        r.kind = kind;
        r.quiet = progress.is_none();
        return run_verb(progress, [&] { return report::roll_analyze(r); });
      },
      py::arg("board") = "", py::arg("start") = "", py::kw_only(), py::arg("farthest_limit") = 1000,
      py::arg("checkpoint") = py::none(), py::arg("memory_gib") = 2.0,
      py::arg("kind") = "classic", py::arg("progress") = py::none());
  family.def(
      "diameter",
      [](const std::string& board, const std::string& start, const std::string& graph, int width, int rounds,
         double memory_gib, const py::object& progress) {
        report::RollDiameterRequest r;
        r.board = board;
        r.start = start;
        r.graph = graph;
        r.width = width;
        r.max_sweeps = rounds;
        r.memory_gib = memory_gib;
        r.quiet = progress.is_none();
        return run_verb(progress, [&] { return report::roll_diameter(r); });
      },
      py::arg("board") = "", py::arg("start") = "", py::kw_only(), py::arg("graph") = "auto", py::arg("width") = 1,
      py::arg("rounds") = 8, py::arg("memory_gib") = 2.0, py::arg("progress") = py::none());
}

}  // namespace cw::python
