// The `macmahon` verbs for Python: each fills its report request (report/macmahon.hpp) from the
// arguments, whose names are the request's fields, and runs it with run_verb. The typed API,
// docstrings and result classes are in python/cubeworks/macmahon.py.
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
}

}  // namespace cw::python
