// The `hoffman` verbs for Python: each fills its report request (report/hoffman.hpp) from the
// arguments, whose names are the request's fields, and runs it with run_verb. Lengths, variant and
// invariant arrive as the request's texts (python/cubeworks/hoffman.py turns ints and lists into
// them); every drawable verb draws, so that svg() needs no second call. Long verbs pass quiet()
// as the request's quiet: run_verb clears it when a callback is given, and with run_verb's sink
// set nothing reaches stderr either way (a quiet request would keep its progress from the callback). The typed API, docstrings
// and result classes are in python/cubeworks/hoffman.py.
#include <string>
#include <vector>

#include <pybind11/stl.h>

#include "core/progress.hpp"
#include "python/bindings.hpp"
#include "report/hoffman.hpp"

namespace cw::python {
namespace {

void bind_enumerate(py::module_& family) {
  family.def(
      "enumerate",
      [](int dim, const std::string& lengths, bool ignore_side_condition) {
        const report::HoffmanEnumerateRequest request{
            .dim = dim, .lengths = lengths, .ignore_side_condition = ignore_side_condition, .draw = true};
        return run_verb(py::none(), [&] { return report::hoffman_enumerate(request); });
      },
      py::arg("dim") = 3, py::arg("lengths") = "", py::kw_only(), py::arg("ignore_side_condition") = false);
}

void bind_check(py::module_& family) {
  family.def(
      "check",
      [](const std::string& grid, const std::string& lengths, bool ignore_side_condition) {
        const report::HoffmanCheckRequest request{
            .grid = grid, .lengths = lengths, .ignore_side_condition = ignore_side_condition, .draw = true};
        return run_verb(py::none(), [&] { return report::hoffman_check(request); });
      },
      py::arg("grid"), py::arg("lengths") = "", py::kw_only(), py::arg("ignore_side_condition") = false);
}

void bind_construct(py::module_& family) {
  family.def(
      "construct",
      [](int dim, const std::string& variant, int pairing, const std::string& lengths, const std::string& slabs) {
        const report::HoffmanConstructRequest request{
            .dim = dim, .lengths = lengths, .variant = variant, .pairing = pairing, .draw = true, .slabs = slabs};
        return run_verb(py::none(), [&] { return report::hoffman_construct(request); });
      },
      py::arg("dim") = 4, py::arg("variant") = "", py::arg("pairing") = 0, py::kw_only(), py::arg("lengths") = "",
      py::arg("slabs") = "");
}

// Seconds in 4D (no progress or Ctrl-C inside the engine), but with the GIL released.
void bind_layers(py::module_& family) {
  family.def(
      "layers",
      [](int dim, const std::string& lengths) {
        const report::HoffmanLayersRequest request{.dim = dim, .lengths = lengths};
        return run_verb(py::none(), [&] { return report::hoffman_layers(request); });
      },
      py::arg("dim") = 4, py::arg("lengths") = "");
}

void bind_search_first(py::module_& family) {
  family.def(
      "search_first",
      [](int dim, const std::string& lengths, const std::vector<std::string>& invariant, const std::string& method,
         const std::string& order, bool symmetric, uint64_t restarts, double time_limit, uint64_t seed,
         const std::string& start, int count_limit, const py::object& progress) {
        report::HoffmanSearchRequest request{.dim = dim,
                                                   .lengths = lengths,
                                                   .mode = "first",
                                                   .method = method,
                                                   .order = order,
                                                   .invariant = invariant,
                                                   .symmetric = symmetric,
                                                   .restarts = restarts,
                                                   .time_limit = time_limit,
                                                   .seed = seed,
                                                   .start = start,
                                                   .count_limit = count_limit,
                                                   .draw = true};
        return run_verb(progress, [&] {
          request.quiet = quiet();
          return report::hoffman_search_first(request);
        });
      },
      py::arg("dim") = 4, py::arg("lengths") = "", py::kw_only(), py::arg("invariant") = std::vector<std::string>{},
      py::arg("method") = "", py::arg("order") = "", py::arg("symmetric") = false, py::arg("restarts") = 0,
      py::arg("time_limit") = 60.0, py::arg("seed") = 1, py::arg("start") = "", py::arg("count_limit") = 1,
      py::arg("progress") = py::none());
}

void bind_symmetries(py::module_& family) {
  family.def(
      "symmetries",
      [](int dim, const std::string& lengths, double time_limit, double count_time,
         const std::vector<std::string>& count_classes, const py::object& progress) {
        report::HoffmanSymmetriesRequest request{.dim = dim,
                                                 .lengths = lengths,
                                                 .time_limit = time_limit,
                                                 .count_time = count_time,
                                                 .count_classes = count_classes};
        return run_verb(progress, [&] {
          request.quiet = quiet();
          return report::hoffman_symmetries(request);
        });
      },
      py::arg("dim") = 4, py::arg("lengths") = "", py::kw_only(), py::arg("time_limit") = 30.0,
      py::arg("count_time") = 0.0, py::arg("count_classes") = std::vector<std::string>{},
      py::arg("progress") = py::none());
}

void bind_conquer(py::module_& family) {
  family.def(
      "conquer",
      [](int dim, const std::string& lengths, const std::vector<std::string>& invariant, int depth,
         uint64_t cube_conflicts, uint64_t batch, double time_limit, const std::string& checkpoint, bool count,
         uint64_t sample, uint64_t seed, const py::object& progress) {
        report::HoffmanConquerRequest request{.dim = dim,
                                              .lengths = lengths,
                                              .invariant = invariant,
                                              .depth = depth,
                                              .cube_conflicts = cube_conflicts,
                                              .batch = batch,
                                              .time_limit = time_limit,
                                              .checkpoint = checkpoint,
                                              .count = count,
                                              .sample = sample,
                                              .seed = seed};
        return run_verb(progress, [&] {
          request.quiet = quiet();
          return report::hoffman_conquer(request);
        });
      },
      py::arg("dim") = 4, py::arg("lengths") = "", py::kw_only(), py::arg("invariant") = std::vector<std::string>{},
      py::arg("depth") = 2, py::arg("cube_conflicts") = 10000, py::arg("batch") = 0, py::arg("time_limit") = 0.0,
      py::arg("checkpoint") = "", py::arg("count") = false, py::arg("sample") = 0,
      py::arg("seed") = 1, py::arg("progress") = py::none());
}

void bind_approx_count(py::module_& family) {
  family.def(
      "approx_count",
      [](int dim, const std::string& lengths, const std::vector<std::string>& invariant, double epsilon, double delta,
         uint64_t seed, double time_limit, const std::string& checkpoint, const py::object& progress) {
        report::HoffmanApproxCountRequest request{.dim = dim,
                                                  .lengths = lengths,
                                                  .invariant = invariant,
                                                  .epsilon = epsilon,
                                                  .delta = delta,
                                                  .seed = seed,
                                                  .time_limit = time_limit,
                                                  .checkpoint = checkpoint};
        return run_verb(progress, [&] {
          request.quiet = quiet();
          return report::hoffman_approx_count(request);
        });
      },
      py::arg("dim") = 3, py::arg("lengths") = "", py::kw_only(), py::arg("invariant") = std::vector<std::string>{},
      py::arg("epsilon") = 0.8, py::arg("delta") = 0.2, py::arg("seed") = 1, py::arg("time_limit") = 0.0,
      py::arg("checkpoint") = "", py::arg("progress") = py::none());
}

}  // namespace

void bind_hoffman(py::module_& family) {
  bind_enumerate(family);
  bind_check(family);
  bind_construct(family);
  bind_layers(family);
  bind_search_first(family);
  bind_symmetries(family);
  bind_conquer(family);
  bind_approx_count(family);
}

}  // namespace cw::python
