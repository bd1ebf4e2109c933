// The `macmahon` verbs for Python: each fills its report request (report/macmahon.hpp) from the
// arguments, whose names are the request's fields, and runs it with run_verb. The typed API,
// docstrings and result classes are in python/cubeworks/macmahon.py. The quick verbs (cubes,
// solve, census, explain, analyze, targets: well under a second, explain's comparison over every
// collection a few seconds) take no progress callback; universal and sizes do.
#include <optional>
#include <string>

#include <pybind11/stl.h>

#include "python/bindings.hpp"
#include "report/macmahon.hpp"

namespace cw::python {

void bind_macmahon(py::module_& family) {
  family.def(
      "cubes",
      [](int family_size) {
        const report::MacMahonCubesRequest request{family_size};
        return run_verb(py::none(), [&] { return report::macmahon_cubes(request); });
      },
      py::arg("family") = 0);
  family.def(
      "solve",
      [](const std::string& target, const std::string& cubes, bool interior, int size) {
        report::MacMahonSolveRequest request{target, cubes, interior};
        request.size = size;
        request.draw_if_any = size == 2;  // svg() shows the first arrangement; a solution number 0 draws nothing
        return run_verb(py::none(), [&] { return report::macmahon_solve(request); });
      },
      py::arg("target"), py::arg("cubes"), py::arg("interior") = false, py::kw_only(), py::arg("size") = 2);
  family.def(
      "census",
      [](const std::string& target) {
        const report::MacMahonCensusRequest request{target};
        return run_verb(py::none(), [&] { return report::macmahon_census(request); });
      },
      py::arg("target"));
  family.def(
      "explain",
      [](const std::string& target, const std::string& cubes, bool all) {
        report::MacMahonExplainRequest request{target, cubes, all};
        request.draw = !all;  // svg() draws the corner graph of the collection
        return run_verb(py::none(), [&] { return report::macmahon_explain(request); });
      },
      py::arg("target") = "", py::arg("cubes") = "", py::kw_only(), py::arg("all") = false);
  family.def(
      "analyze",
      [](const std::string& cubes) {
        report::MacMahonAnalyzeRequest request{cubes};
        request.draw_if_small = true;  // svg() draws the histograms where the subsets are counted
        return run_verb(py::none(), [&] { return report::macmahon_analyze(request); });
      },
      py::arg("cubes"));
  family.def(
      "multiset",
      [](const std::string& cubes, bool max_infeasible, const std::string& variant, const py::object& progress) {
        report::MacMahonMultisetRequest request;
        request.cubes = cubes;
        request.max_infeasible = max_infeasible;
        request.variant = variant;
        request.quiet = progress.is_none();
        return run_verb(progress, [&] { return report::macmahon_multiset(request); });
      },
      py::arg("cubes") = "", py::kw_only(), py::arg("max_infeasible") = false, py::arg("variant") = "targets",
      py::arg("progress") = py::none());
  family.def(
      "targets",
      [](bool list_max, const std::string& db, int size) {
        const report::MacMahonTargetsRequest request{list_max, db, size};
        return run_verb(py::none(), [&] { return report::macmahon_targets(request); });
      },
      py::arg("list_max") = false, py::arg("db") = "", py::kw_only(), py::arg("size") = 2);
  // quiet work reaches no progress sink (core/progress.hpp): quiet only without a callback.
  family.def(
      "universal",
      [](std::optional<int> size, bool facts, const py::object& progress) {
        const report::MacMahonUniversalRequest request{size, progress.is_none(), facts};
        return run_verb(progress, [&] { return report::macmahon_universal(request); });
      },
      py::arg("size") = py::none(), py::kw_only(), py::arg("facts") = false, py::arg("progress") = py::none());
  family.def(
      "sizes",
      [](const py::object& progress) {
        const report::MacMahonSizesRequest request{progress.is_none()};
        return run_verb(progress, [&] { return report::macmahon_sizes(request); });
      },
      py::kw_only(), py::arg("progress") = py::none());
}

}  // namespace cw::python
