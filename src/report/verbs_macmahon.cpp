// The `macmahon` verbs as every door offers them (report/verbs.hpp); the fields are the tables
// of report/macmahon.hpp. What each door draws differs: the command line draws where --svg asks,
// Python draws whatever it can (svg() needs no asking), the page asks with `draw`.
#include "report/macmahon.hpp"
#include "report/verbs.hpp"

namespace cw::report {

std::vector<Verb> macmahon_verbs() {
  std::vector<Verb> v;
  {
    using R = MacMahonCubesRequest;
    v.push_back(declare_verb<R>("macmahon", "cubes", "the n-coloured families (n = 2..6) and the 30 named MacMahon cubes",
                                macmahon_cubes));
  }
  {
    using R = MacMahonSolveRequest;
    v.push_back(declare_verb<R>(
        "macmahon", "solve", "solution number and every arrangement of 8 cubes for a target",
        macmahon_solve, [](R& r, const DoorContext& door) {
          if (door.door == kCli) r.draw = !r.svg.empty();
          // svg() shows the first arrangement; a solution number 0 draws nothing.
          if (door.door == kPython) r.draw_if_any = r.size == 2;
        }));
  }
  {
    using R = MacMahonCollectionRequest;
    v.push_back(declare_verb<R>("macmahon", "collection",
                                "a target and a cube list read back as the cubes they name, before solving",
                                macmahon_collection, nullptr, kWasm));
  }
  {
    using R = MacMahonCensusRequest;
    v.push_back(declare_verb<R>("macmahon", "census",
                                "distribution of solution numbers over all collections for a target",
                                macmahon_census));
  }
  {
    using R = MacMahonExplainRequest;
    v.push_back(declare_verb<R>(
        "macmahon", "explain", "the corner graph of a collection and the theorems' solution number",
        macmahon_explain, [](R& r, const DoorContext& door) {
          if (door.door == kCli) r.draw = !r.svg.empty();
          if (door.door == kPython) r.draw = !r.all;  // svg() draws the corner graph of the collection
        }));
  }
  {
    using R = MacMahonAnalyzeRequest;
    v.push_back(declare_verb<R>(
        "macmahon", "analyze", "the targets a set of cubes builds, by which 8-subsets, and by its subsets",
        macmahon_analyze, [](R& r, const DoorContext& door) {
          if (door.door == kCli) r.draw = !r.svg.empty();
          if (door.door == kPython) r.draw_if_small = true;  // svg() draws the histograms where the subsets are counted
        }));
  }
  {
    using R = MacMahonTargetsRequest;
    v.push_back(declare_verb<R>("macmahon", "targets", "number of buildable targets over all 5,852,925 collections",
                                macmahon_targets));
  }
  {
    using R = MacMahonUniversalRequest;
    v.push_back(declare_verb<R>("macmahon", "universal", "sets from which every one of the 30 targets can be built",
                                macmahon_universal));
  }
  {
    using R = MacMahonSizesRequest;
    v.push_back(declare_verb<R>("macmahon", "sizes",
                                "exact distribution of buildable targets over all C(30,k) sets, k = 0..30",
                                macmahon_sizes));
  }
  {
    using R = MacMahonMultisetRequest;
    v.push_back(declare_verb<R>("macmahon", "multiset",
                                "sets with repeated cubes: the targets they build, the largest building none",
                                macmahon_multiset));
  }
  return v;
}

}  // namespace cw::report
