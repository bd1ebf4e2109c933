// Declared result keys: each key of a verb's JSON document with its type, unit and meaning,
// written once beside the verb's request (report/verbs_<family>.cpp) and read by every door: the
// schema the page and Python read (Python's result classes, their accessors and stubs are made
// from it), the "what --json prints" tables of docs/options/ (docs/options.md lists the pages),
// and the test that every key a verb emits is declared and every declared key is emitted
// (tests/python/test_results.py).
//
// A type is a word and suffixes: int, number, text, bool, object (a map whose keys are data),
// tally (an object from integers, its keys written as text, to counts), any, or a record
// declared with the verb (a nested object of declared keys); "[]" a list of
// what precedes, "?" may be null. "int[]?" is a list of integers or null; "Packing[]" a list of
// Packing records.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/json.hpp"

namespace cw {

// What a key's declaration says beyond name, type and meaning. Designated initializers follow
// this order.
struct KeyInfo {
  const char* unit = nullptr;    // "s", "moves", "bytes", ...: what one of the number counts
  const char* when = nullptr;    // an optional key: when the document holds it; nullptr: always
  const char* python = nullptr;  // Python's accessor where the key is not a good Python name ("from")
  bool summary = false;          // one of the figures Python's repr() shows
};

struct ResultKey {
  std::string_view name;
  std::string_view type;
  std::string_view help;  // one sentence
  KeyInfo info{};
};

// A nested object of declared keys, named so that Python can make a class of it. A record of two
// keys may be a pair: Python reads a list of pairs as one dict {first key: second key}.
struct ResultRecord {
  std::string_view name;
  std::vector<ResultKey> keys;
  bool pair = false;
};

struct ResultDeclaration {
  std::vector<ResultKey> keys;
  std::vector<ResultRecord> records = {};
};

// The declaration as the schema holds it: {"keys": [{name, type, help, unit, when, python,
// summary}], "records": [{name, keys, pair}]}.
Json result_schema(const ResultDeclaration& result);

}  // namespace cw
