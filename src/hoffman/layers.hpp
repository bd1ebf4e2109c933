// Building blocks of a layered search (3D and 4D, docs/hoffman.md): rows along x that know only their cells'
// x and y lengths, and n x n layers of such rows whose footprints (x,y rectangles) are disjoint.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "hoffman/model.hpp"

namespace cw::hoffman {

struct LayerCounts {
  Lengths lengths;
  uint64_t rows = 0;                   // x lengths a permutation, each y length another length: n!(n-1)^n
  uint64_t rows_all_orientations = 0;  // every cell's full orientation: n!((n-1)!)^n
  uint64_t layers = 0;                 // n rows stacked along y: y lines permutations, footprints disjoint
  uint64_t layers_all_orientations = 0;  // layers * ((n-2)!)^(n*n): the other lengths are free in a layer
  uint64_t layer_nodes = 0;            // rows tried by the layer search
  bool footprints_forced = false;      // in a packing every (x,y) layer has disjoint footprints
  std::vector<std::string> coincidences;
};

// Counts by enumeration (rows explicitly, layers by backtracking over rows; with_layers = false
// skips the layers, which take seconds in 4D).
LayerCounts count_layers(const Lengths& lengths, bool with_layers = true);

// The same layer count by brute force over every cell's (x,y) pair (tests; n <= 3).
uint64_t count_layers_brute_force(const Lengths& lengths);

}  // namespace cw::hoffman
