// The engines name no options in their errors (core/error.hpp); these wrappers say
// which option carried the value: "--from: state '0x': ...".
#pragma once
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "core/error.hpp"

namespace cw::cli {

// Any InputError from `work` comes out as "OPTION: message".
template <class Work>
auto for_option(std::string_view option, Work&& work) {
  try {
    return work();
  } catch (const InputError& e) {
    throw InputError(std::string(option) + ": " + e.what());
  }
}

// An ArgumentError from `work` whose subject is listed comes out as "OPTION: message".
using OptionNames = std::initializer_list<std::pair<std::string_view, std::string_view>>;  // {subject, option}
template <class Work>
auto naming_options(OptionNames names, Work&& work) {
  try {
    return work();
  } catch (const ArgumentError& e) {
    for (const auto& [subject, option] : names)
      if (subject == e.subject) throw InputError(std::string(option) + ": " + e.what());
    throw;
  }
}

}  // namespace cw::cli
