// What a verb's command does beyond its declaration (cli/families.cpp runs every other verb the
// same way): a family's hooks, each in the family's file (cli/<family>.cpp).
#pragma once
#include <string_view>
#include <vector>

#include "cli/declared.hpp"

namespace cw::cli {

struct VerbHook {
  std::string_view path;  // "roll.solve"
  DeclaredRun run;
};

std::vector<VerbHook> roll_hooks();
std::vector<VerbHook> macmahon_hooks();
std::vector<VerbHook> hoffman_hooks();
// Every family's hooks.
const std::vector<VerbHook>& verb_hooks();

}  // namespace cw::cli
