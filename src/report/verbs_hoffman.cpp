// The `hoffman` verbs as every door offers them (report/verbs.hpp); the fields are the tables of
// report/hoffman.hpp. What the doors set that the user does not is in each verb's adapt lambda:
// Python draws every picture a verb has (svg() needs no second call), the CLI draws where --svg
// names a file or folder, the page asks with its `draw` field. The clause-learning solver
// (search, symmetries, conquer) and CryptoMiniSat (approx_count) are not in the WebAssembly build.
#include "report/hoffman.hpp"
#include "report/verbs.hpp"

namespace cw::report {

namespace {
// CLI: draw when --svg names a target; Python: always; the page: as its request says.
template <class R>
void draw_for_door(R& r, const DoorContext& door) {
  if (door.door == kCli) r.draw = !r.svg.empty();
  if (door.door == kPython) r.draw = true;
}
}  // namespace

std::vector<Verb> hoffman_verbs() {
  std::vector<Verb> v;
  {
    using R = HoffmanEnumerateRequest;
    v.push_back(declare_verb<R>("hoffman", "enumerate",
                                "all packings and pseudo-solutions (2D, 3D): raw, up to symmetry, up to rotation; "
                                "duality classes",
                                hoffman_enumerate, draw_for_door<R>));
  }
  {
    using R = HoffmanCheckRequest;
    v.push_back(declare_verb<R>(
        "hoffman", "check", "check a grid (text form, e.g. 01,10) with the exact geometric checker",
        hoffman_check, [](R& r, const DoorContext& door) {
          // The CLI draws no picture of a checked grid; Python always does.
          if (door.door == kPython) r.draw = true;
        }));
  }
  {
    using R = HoffmanBoxesRequest;
    v.push_back(declare_verb<R>("hoffman", "boxes", "the boxes of a grid placed by the grid model, for 3D views",
                                hoffman_boxes, nullptr, kWasm));
  }
  {
    using R = HoffmanSearchRequest;
    v.push_back(declare_verb<R>(
        "hoffman", "search",
        "search in dimension 2, 3 or 4: the first packing (clause learning or backtracking), a tree-size estimate "
        "or a full count",
        hoffman_search,
        [](R& r, const DoorContext& door) {
          // Python offers the first-packing search only (cubeworks.hoffman.search_first), drawn.
          if (door.door == kPython) r.mode = hoffman::SearchMode::First;
          draw_for_door(r, door);
        },
        kCli | kPython));
  }
  {
    using R = HoffmanConstructRequest;
    v.push_back(declare_verb<R>("hoffman", "construct",
                                "build a packing by the nested pinwheel construction (4D, or the 2D pinwheel) and "
                                "verify it",
                                hoffman_construct, draw_for_door<R>));
  }
  {
    using R = HoffmanLayersRequest;
    v.push_back(declare_verb<R>("hoffman", "layers",
                                "rows (two axes distinguished) and n x n layers for the given lengths; length "
                                "coincidences",
                                hoffman_layers));
  }
  {
    using R = HoffmanMergeRequest;
    v.push_back(declare_verb<R>("hoffman", "merge", "add up the shard results (the JSON documents of a sharded count)",
                                hoffman_merge, nullptr, kCli));
  }
  {
    using R = HoffmanSymmetriesRequest;
    v.push_back(declare_verb<R>("hoffman", "symmetries",
                                "for every conjugacy class of symmetries: is there a packing invariant under it? "
                                "(clause-learning solver)",
                                hoffman_symmetries, nullptr,
                                kCli | kPython));
  }
  {
    using R = HoffmanConquerRequest;
    v.push_back(declare_verb<R>("hoffman", "conquer",
                                "cube-and-conquer over every grid (cell 0 fixed): the orientations of the first cells "
                                "make cubes, each one solver call with a conflict budget; resumable; under mpirun the "
                                "ranks share the cubes",
                                hoffman_conquer, nullptr, kCli | kPython));
  }
  {
    // The CLI spells the command approx-count (cli/hoffman_approx_count.cpp).
    using R = HoffmanApproxCountRequest;
    v.push_back(declare_verb<R>("hoffman", "approx_count",
                                "estimate how many packings a space holds (hashing-based approximate model counting "
                                "with CryptoMiniSat; exact when few)",
                                hoffman_approx_count, nullptr,
                                kCli | kPython));
  }
  return v;
}

}  // namespace cw::report
