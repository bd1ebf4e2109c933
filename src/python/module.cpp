// The compiled half of the Python package `cubeworks` (python/cubeworks/ is the other half):
// one submodule per command family, whose functions take the verb's options as plain values and
// return run_verb's tuple (python/bindings.hpp); the library's errors as Python exceptions.
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include <pybind11/stl.h>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/fields.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "cli/program.hpp"
#include "python/bindings.hpp"

namespace cw::python {
namespace {

void set_os_error(int error_number, const std::string& message) {
  PyObject* args = Py_BuildValue("(is)", error_number, message.c_str());
  PyErr_SetObject(PyExc_OSError, args);
  Py_XDECREF(args);
}

// A file that cannot be written -> OSError (its errno, the message naming the path),
// InputError -> ValueError ("subject: message" when the error names the parameter),
// RunError -> RuntimeError, Interrupted -> KeyboardInterrupt.
void translate_library_errors(std::exception_ptr failure) {
  try {
    if (failure) std::rethrow_exception(failure);
  } catch (const PathArgumentError& e) {
    set_os_error(e.error_number, e.subject + ": " + e.what());
  } catch (const FileError& e) {
    set_os_error(e.error_number, e.what());
  } catch (const FieldTypeError& e) {
    PyErr_SetString(PyExc_TypeError, (e.subject + ": " + e.what()).c_str());
  } catch (const ArgumentError& e) {
    PyErr_SetString(PyExc_ValueError, (e.subject + ": " + e.what()).c_str());
  } catch (const InputError& e) {
    PyErr_SetString(PyExc_ValueError, e.what());
  } catch (const RunError& e) {
    PyErr_SetString(PyExc_RuntimeError, e.what());
  } catch (const Interrupted& e) {
    PyErr_SetString(PyExc_KeyboardInterrupt, e.what());
  }
}

void bind_progress_update(py::module_& m) {
  py::class_<ProgressUpdate>(m, "ProgressUpdate",
                             "What a progress callback receives, a few times a second while a long call runs "
                             "(nothing during its first second).")
      .def_readonly("label", &ProgressUpdate::label, "what is being done, e.g. 'sizes'")
      .def_readonly("done", &ProgressUpdate::done, "units done so far")
      .def_readonly("total", &ProgressUpdate::total, "units in all; 0 when unknown")
      .def_readonly("resumed", &ProgressUpdate::resumed,
                    "of done, the units done before this call (resumed from a checkpoint): the rate is "
                    "(done - resumed) / elapsed")
      .def_readonly("elapsed", &ProgressUpdate::elapsed, "seconds since the work began")
      .def_readonly("note", &ProgressUpdate::note, "e.g. 'layer 17'; may be empty")
      .def_readonly("finished", &ProgressUpdate::finished, "True for the last update of this piece of work")
      .def("__repr__", [](const ProgressUpdate& u) {
        return fmt::format("ProgressUpdate(label={:?}, done={}, resumed={}, total={}, elapsed={:.2f}, note={:?}, finished={})",
                           u.label, u.done, u.resumed, u.total, u.elapsed, u.note, u.finished ? "True" : "False");
      });
}

// Test aid, not part of the API: a long call that does nothing but report progress and poll
// cw::interrupted(), so that the Ctrl-C and progress tests need no engine.
void bind_testing(py::module_& m) {
  m.def(
      "_sleep_until_interrupted",
      [](double seconds, const py::object& progress) {
        return run_verb(progress, [seconds] {
          const auto total = static_cast<uint64_t>(seconds * 1000);
          Progress bar("sleep", total, quiet());
          for (uint64_t ms = 0; ms < total; ++ms) {
            if (interrupted()) throw Interrupted("interrupted");
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            bar.update(ms + 1);
          }
          bar.finish();
          return report::Document{{{"slept", seconds}}, fmt::format("slept {} s\n", seconds), {}};
        });
      },
      py::arg("seconds"), py::kw_only(), py::arg("progress") = py::none(),
      "Test aid: sleeps `seconds` with the GIL released, reporting progress and stopping at Ctrl-C.");
}

}  // namespace

PYBIND11_MODULE(_cubeworks, m) {
  m.doc() = "The compiled half of cubeworks: use the package (import cubeworks), not this module.";
  m.attr("__version__") = CUBEWORKS_VERSION;
  py::register_exception_translator(translate_library_errors);
  bind_progress_update(m);
  bind_verbs(m);
  m.def(
      "_cli_main",
      [](const std::vector<std::string>& args) {
        // The command line in this process (python -m cubeworks, pip's `cubeworks` command).
        std::vector<char*> argv;
        for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        py::gil_scoped_release release;
        return cli::run_program(static_cast<int>(args.size()), argv.data());
      },
      py::arg("argv"), "Runs the command line with argv (argv[0] the program's name); returns the exit status.");
  m.def("_shutdown", &shut_down, "Stops the running engine at interpreter exit (registered by the package).");
  bind_testing(m);
}

}  // namespace cw::python
