// An InputError about one named input of a library call. The engines name no command-line
// options in their errors: `subject` is the parameter or options field that held the value
// (e.g. "to", "max_all", "checkpoint"), so that a front end can say which of its own options
// carried it; what() is a full sentence without it.
#pragma once
#include <string>
#include <utility>

#include "core/error.hpp"

namespace cw {

struct ArgumentError : InputError {
  ArgumentError(std::string subject_name, const std::string& message)
      : InputError(message), subject(std::move(subject_name)) {}
  std::string subject;
};

}  // namespace cw
