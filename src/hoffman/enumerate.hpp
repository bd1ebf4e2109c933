// Exhaustive enumeration in any supported dimension (meant for n = 2, 3): real packings and
// pseudo-solutions, raw, up to the full symmetry group and up to rotations, and duality classes.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "hoffman/model.hpp"

namespace cw::hoffman {

struct SymmetryClass {
  Grid canonical;           // least image under the full group
  int orbit = 0;            // number of raw grids in the class
  int rotation_classes = 1; // 1, or 2 when the class splits into two mirror-image rotation classes
  std::optional<std::pair<int, int>> overlap;  // pseudo-solutions: first overlapping pair (cells)
};

struct Classified {
  uint64_t raw = 0;
  uint64_t rotation_classes = 0;
  std::vector<SymmetryClass> classes;  // sorted by canonical form
};

// How each real class relates to its dual (lengths reversed).
enum class DualKind { SelfDual, DualValid, DualPseudo, DualInvalid };
const char* dual_kind_name(DualKind k);

struct Duality {
  int self_dual = 0, dual_valid = 0, dual_pseudo = 0, dual_invalid = 0;
  int classes_up_to_duality = 0;  // orbits of real classes under symmetry and duality
  std::vector<DualKind> kind;     // per real class
  std::vector<int> partner;       // per real class: index of the dual's class, or -1
  // Where the duals fall among the pseudo-solutions (the pairs of Spiridonov's figure):
  std::vector<int> pseudo_partner;      // per real class: index of the dual's pseudo class, or -1
  std::vector<int> pseudo_dual_real;    // per pseudo class: index of the dual's real class, or -1
  std::vector<int> pseudo_dual_pseudo;  // per pseudo class: index of the dual's pseudo class, or -1
};

struct Enumeration {
  Lengths lengths;
  Classified real, pseudo;
  Duality duality;
  uint64_t nodes = 0;  // search-tree nodes
};

// Groups a set of grids (closed under the group) into symmetry classes. Throws RunError if the set
// is not closed under the group (a self-check of the search).
Classified classify(std::vector<Grid> grids);

// The whole enumeration for validated lengths. Every real class is re-checked by check_grid.
// In 4D the tree is far too large (docs/hoffman.md): only dimensions up to this one are taken.
constexpr int kMaxEnumerationDim = 3;
Enumeration enumerate_packings(const Lengths& lengths);

}  // namespace cw::hoffman
