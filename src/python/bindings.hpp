// Shared plumbing of the Python module: every verb is one call of a report function
// (report/document.hpp) made by run_verb, which
//  - releases the GIL while the engine runs, one verb at a time per process (the engines use
//    every core, and the progress and Ctrl-C hooks of core/ are process-wide);
//  - sends progress to `progress`, a Python callable taking a ProgressUpdate, or nowhere when it
//    is None (quiet: nothing on stderr in a notebook);
//  - turns Ctrl-C into KeyboardInterrupt: Python's SIGINT handler only records the signal, so
//    cw::interrupted() asks PyErr_CheckSignals() on the calling thread (core/interrupt.hpp);
//    the engine stops at its next check and the exception that Python's handler raised
//    (KeyboardInterrupt by default) is raised once the engine has returned; an exception raised
//    by the progress callback stops the engine the same way;
//  - is safe under threads: a call from inside a progress callback raises RuntimeError at once,
//    a call waiting for another thread's engine still answers Ctrl-C, and at interpreter exit
//    the running engine is stopped and waited for (shut_down);
//  - returns (json_text, text, [(file, caption, svg), ...]); python/cubeworks/_result.py turns
//    json_text into the `--json` document with json.loads, which is exact.
// Library errors become Python exceptions in module.cpp: FieldTypeError -> TypeError,
// InputError -> ValueError (prefixed "subject: " for an ArgumentError, whose subject is the
// request field, which is the Python parameter of the same name), RunError -> RuntimeError,
// Interrupted -> KeyboardInterrupt.
//
// No verb is bound by hand: verbs.cpp offers every declared verb (report/verbs.hpp) through
// call(), and python/cubeworks/_verbs.py makes the package's functions from schema().
#pragma once
#include <functional>

#include <pybind11/pybind11.h>

#include "report/document.hpp"

namespace cw::python {

namespace py = pybind11;

py::tuple run_verb(const py::object& progress, const std::function<report::Document()>& work);
// The same with `threads` (None, or the OpenMP threads of this call).
py::tuple run_verb(const py::object& progress, const py::object& threads,
                   const std::function<report::Document()>& work);
// At interpreter exit (the package registers it with atexit): stops the running engine and
// waits for it, so that no engine thread touches the interpreter while it is torn down.
void shut_down();
// Every declared verb through call() and schema() (verbs.cpp).
void bind_verbs(py::module_& m);

}  // namespace cw::python
