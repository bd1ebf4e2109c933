// Every declared verb (report/verbs.hpp) for Python through one entry point,
//   call(verb, request: dict, progress, threads) -> run_verb's answer,
// and schema() (the declarations as JSON text), from which python/cubeworks/_verbs.py makes
// each public function's signature, defaults, type hints and docstring parameters. A Python
// value becomes the JSON value its field reads (core/fields.hpp), so that the checks and their
// words are the CLI's and the page's: a wrong type raises TypeError, a bad value ValueError.
#include <string>

#include <pybind11/stl.h>

#include "core/fields.hpp"
#include "python/bindings.hpp"
#include "report/verbs.hpp"

namespace cw::python {
namespace {

std::string type_name(py::handle value) { return py::str(py::type::handle_of(value).attr("__name__")); }

// The JSON value a Python value stands for; anything else is the wrong type for any field.
Json to_json(const Field& field, py::handle value) {
  if (value.is_none()) return Json();
  if (PyBool_Check(value.ptr())) return value.cast<bool>();
  if (PyLong_Check(value.ptr()) || (PyIndex_Check(value.ptr()) && !PyFloat_Check(value.ptr()))) {
    const py::int_ i = py::reinterpret_steal<py::int_>(PyNumber_Index(value.ptr()));
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(i.ptr(), &overflow);
    if (overflow == 0) return static_cast<int64_t>(v);
    if (overflow > 0) {
      const unsigned long long u = PyLong_AsUnsignedLongLong(i.ptr());
      if (!PyErr_Occurred()) return static_cast<uint64_t>(u);
      PyErr_Clear();
    }
    return PyLong_AsDouble(i.ptr());  // beyond 64 bits: the range check names it
  }
  if (PyFloat_Check(value.ptr())) return value.cast<double>();
  if (PyUnicode_Check(value.ptr())) return value.cast<std::string>();
  if (field.info.path && PyObject_HasAttrString(value.ptr(), "__fspath__")) {
    const py::object path = py::module_::import("os").attr("fspath")(value);
    if (PyUnicode_Check(path.ptr())) return path.cast<std::string>();
  }
  if (field.kind == FieldKind::Texts && (PyList_Check(value.ptr()) || PyTuple_Check(value.ptr()))) {
    Json list = Json::array();
    for (py::handle item : value) {
      if (!PyUnicode_Check(item.ptr()))
        throw FieldTypeError(std::string(field.name), "expected a list of texts, got a list holding " + type_name(item));
      list.push_back(item.cast<std::string>());
    }
    return list;
  }
  static const char* expected[] = {"True or False", "an integer", "a number", "text", "a list of texts"};
  throw FieldTypeError(std::string(field.name),
                       std::string("expected ") + expected[static_cast<int>(field.kind)] + ", got " + type_name(value));
}

Json request_of(const report::Verb& verb, const py::dict& arguments) {
  Json request = Json::object();
  for (const auto& [key, value] : arguments) {
    const std::string name = py::str(key);
    const Field* field = verb.field(name);
    if (!field || !field->at(kPython)) {
      request[name] = nullptr;  // fill_request names the fields there are
      continue;
    }
    Json v = to_json(*field, value);
    if (field->kind == FieldKind::Texts && v.is_string()) v = Json::array({v});
    request[name] = std::move(v);
  }
  return request;
}

}  // namespace

void bind_verbs(py::module_& m) {
  m.def("schema", [] { return report::schema().dump(); },
        "The declarations of every verb (fields, defaults, ranges, help, each door's spelling) as JSON text.");
  m.def(
      "call",
      [](const std::string& path, const py::dict& arguments, const py::object& progress, const py::object& threads) {
        const report::Verb& verb = report::find_verb(path);
        if (!verb.at(kPython)) throw InputError("'" + path + "' is not offered in Python");
        const Json request = request_of(verb, arguments);
        return run_verb(progress, threads, [&] { return verb.run(request, {kPython, progress.is_none()}); });
      },
      py::arg("verb"), py::arg("request"), py::arg("progress") = py::none(), py::arg("threads") = py::none(),
      "Runs one declared verb; use the package's functions (cubeworks.roll.solve, ...), which call this.");
}

}  // namespace cw::python
