// Cube-and-conquer over the whole space of grids (cell 0 fixed to the identity), or over the grids
// invariant under some symmetries: the orientations of the first few cells split the space into
// cubes, each settled by one solver call under assumptions with a conflict budget. A cube is
// refuted (no packing), holds a packing (verified), or stays open when the budget runs out; a
// later run with a larger budget retries the open ones. Consecutive cubes form batches, each
// solved on one fresh copy of the formula (cdcl.hpp:CubeSolver); under mpirun rank r of R takes
// the batches r, r+R, r+2R, ..., and since a cube's outcome depends only on its batch and the
// budget, any number of ranks finds the same. Checkpointed atomically per rank after whole
// batches, and resumable after Ctrl-C or kill -9.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "hoffman/cdcl.hpp"
#include "hoffman/model.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::hoffman {

// The cells whose orientations make the cubes: the first `depth` cells in order of their
// coordinate sum, then index (cell 0's neighbours along the axes first: they meet its box),
// cell 0 left out when it is fixed (the whole space).
std::vector<int> cube_cells(int n, int depth, bool cell0_fixed = true);
// (n!)^depth: every assignment of orientations to the cube cells, including those that
// propagation refutes at once (they are settled in no conflicts).
uint64_t cube_count(int n, int depth);
// Cube `index` in mixed radix n!, the first cube cell least significant.
std::vector<CellOrientation> cube_assignment(int n, const std::vector<int>& cells, uint64_t index);

enum class CubeStatus : uint8_t { Untried = 0, Open = 1, Refuted = 2, Packing = 3 };

// One cube's record: what is known, the largest budget spent on it, and the solver's work.
struct CubeRecord {
  uint64_t index = 0;
  CubeStatus status = CubeStatus::Untried;
  uint64_t budget = 0;     // conflicts allowed in the last call (open: not enough)
  uint64_t conflicts = 0;  // spent over every call on it
  double seconds = 0;      // solver time over every call on it (one core)
  // Counting jobs: the packings in the cube (all of them once it is settled; those found before
  // the budget ran out while it is open), and the orbits whose least member in the space lies in it.
  uint64_t packing_count = 0, orbit_count = 0;
  // Each packing counted adds 1/(members of its orbit in the space): over every cube the sum is the
  // orbit count too, but spread over the cubes an orbit's members lie in, which makes the sampled
  // estimate of orbits as smooth as that of packings (orbit_count sits in one cube per orbit).
  double orbit_weight = 0;
};

// How a conquer run works through its space (the request of `hoffman conquer` derives from it).
struct ConquerSettings {
  int depth = 2;
  uint64_t cube_conflicts = 10000;  // budget per cube and call
  uint64_t batch = 0;               // cubes per copy of the formula (0: n!, the cubes that differ in the first cube cell only)
  double time_limit = 0;            // seconds of this run (0: none); unsettled cubes stay untried
  std::string checkpoint;           // empty: none; under mpirun FILE.rank<r>of<R>
  double interval = 30;             // seconds between checkpoints
  // Count every packing of each cube (by blocking each one found) instead of stopping at the
  // first: the cubes partition the space, so once all are settled the sums are exact. n <= 4.
  bool count = false;
  // Try only a uniform random sample of this many cubes (0: every cube), chosen by the seed: with
  // count, the sample's mean estimates the space's count (estimate_from_sample).
  uint64_t sample = 0;
  uint64_t seed = 1;
};

struct ConquerJob : ConquerSettings {
  Lengths lengths;
  std::vector<Symmetry> invariant;  // empty: every grid, cell 0 fixed
  bool quiet_progress = true;
};

struct ConquerResult {
  Lengths lengths;
  int depth = 0;
  std::vector<int> cells;
  uint64_t cubes = 0;
  uint64_t chosen = 0;  // the cubes this job tries: every cube, or the sample
  uint64_t refuted = 0, with_packing = 0, open = 0, untried = 0;  // of the chosen
  std::vector<CubeRecord> records;  // every cube tried, by index (all ranks, on rank 0)
  // One packing per cube that holds one, as found (cell 0 the identity), by cube index.
  std::vector<std::pair<uint64_t, Grid>> packings;
  uint64_t conflicts = 0;     // over every cube and run
  double core_seconds = 0;    // solver time over every cube and run, summed over ranks
  double seconds = 0;         // this run's wall time (the slowest rank)
  int ranks = 1;
  int variables = 0;
  uint64_t clauses = 0;
  bool stopped = false;       // the time limit ended this run before every cube was tried
  // Counting jobs: packings of the space and their orbits under the whole group, summed over the
  // cubes tried; exact when settled(), else lower bounds.
  uint64_t packing_count = 0, orbit_count = 0;
  bool settled() const { return untried == 0 && open == 0; }
};

// k distinct cube indices of [0, cubes), sorted: the same for every rank, run and build with this
// seed (Floyd's algorithm over std::mt19937_64, whose output the standard fixes; the library's
// distributions it does not).
std::vector<uint64_t> sample_cubes(uint64_t cubes, uint64_t k, uint64_t seed);

// The space's count estimated from a settled counting job over a sample of its cubes: the
// sample's mean count times the cubes, and the standard error of that (sample variance, with the
// finite-population correction). Heavy tails make the normal interval optimistic when few
// sampled cubes hold packings.
struct SampleEstimate {
  double packings = 0, packings_stderr = 0;
  double orbits = 0, orbits_stderr = 0;  // from the orbit weights
  uint64_t cubes_with_packings = 0;  // in the sample
};
SampleEstimate estimate_from_sample(const ConquerResult& r);

// Two of run_conquer's checks, for front ends that name the option at fault (InputError): counting
// beyond the symmetry tables' dimension, and a sample larger than the job's cubes.
void check_count(const ConquerJob& job);
void check_sample(const ConquerJob& job);

// Runs or resumes the job (after checking that its checkpoint can be written). Under mpirun every
// rank returns the whole job's figures, records and packings on rank 0. Throws Interrupted after
// saving the checkpoint on Ctrl-C; InputError when a checkpoint belongs to another job.
ConquerResult run_conquer(const ConquerJob& job);

}  // namespace cw::hoffman
