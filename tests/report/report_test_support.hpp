// What the report tests share: a document's keys in order, and the subject of an ArgumentError.
#pragma once
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/json.hpp"

namespace cw::report::testing {

// The keys of a JSON object in document order (the order is part of the --json contract).
inline std::vector<std::string> keys(const Json& j) {
  std::vector<std::string> k;
  for (const auto& item : j.items()) k.push_back(item.key());
  return k;
}

// The subject of the ArgumentError `work` throws ("" when it throws none); its message must not
// name a command-line option, since the front end adds which of its options carried the value.
template <class Work>
std::string subject_of(Work&& work) {
  try {
    work();
  } catch (const ArgumentError& e) {
    EXPECT_EQ(std::string(e.what()).find("--"), std::string::npos) << "names a flag: " << e.what();
    return e.subject;
  }
  return "";
}

}  // namespace cw::report::testing
