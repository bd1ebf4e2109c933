// How many packings a space holds, estimated by hashing (ApproxMC: Chakraborty, Meel and Vardi,
// CP 2013 and IJCAI 2016): random XOR constraints over the sampling set (grid_cnf.hpp) cut the
// packings into cells of roughly equal size; the solver (CryptoMiniSat, which reasons on XORs
// natively) counts one cell up to a threshold, and the cell's count times the number of cells,
// the median over t independent hashes, is within a factor 1 + epsilon of the true count with
// probability at least 1 - delta. A space with fewer packings than the threshold is counted exactly.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "hoffman/grid_cnf.hpp"

namespace cw::hoffman {

// False in a build without CryptoMiniSat (CMake option CUBEWORKS_CMS off, or the library not
// found), or where its shared library cannot be loaded (cms_solver.hpp): approx_count then throws
// RunError(kApproxCountUnavailable) before any work.
bool approx_count_available();
inline constexpr const char* kApproxCountUnavailable =
    "the approximate counter needs CryptoMiniSat, which this build does not have or cannot load "
    "(Debian: libcryptominisat5-dev)";

struct ApproxCountOptions {
  double epsilon = 0.8;  // tolerance: the estimate is within [count / (1 + epsilon), count * (1 + epsilon)]
  double delta = 0.2;    // ... with probability at least 1 - delta
  uint64_t seed = 1;     // the hashes
};

// The threshold of a cell and the number of hashes the guarantee needs (ApproxMC2's constants).
int approx_count_threshold(double epsilon);
int approx_count_iterations(double delta);
// The delta that t completed iterations give (inverse of approx_count_iterations; >= 1: none).
double approx_count_delta(int iterations);

struct ApproxCount {
  bool exact = false;       // fewer packings than the threshold: counted one by one
  double estimate = 0;      // exact, or the median of the hashes' estimates
  int threshold = 0;
  int iterations = 0;       // hashes completed
  int iterations_planned = 0;
  std::vector<double> estimates;  // one per hash: cell count * 2^m
  std::vector<int> xors;          // the m of each hash
  uint64_t solver_calls = 0;
  bool complete() const { return exact || iterations == iterations_planned; }
};

// keep_going() is asked between solver calls and, from a second thread, every 50 ms during them
// (so it must be safe to call from another thread); false stops with what is
// done (fewer iterations: a weaker delta, approx_count_delta).
// Hashes are numbered and seeded by (seed, number), and a hash's result (the least m whose cell
// holds fewer than the threshold, and that cell's count) does not depend on the solver's state:
// resumed (the estimates and xors of an earlier run with the same formula and options) goes on
// at the next hash and ends where one run would. on_hash(so_far) follows every hash.
ApproxCount approx_count(const GridCnf& cnf, const ApproxCountOptions& options, const std::function<bool()>& keep_going,
                         const ApproxCount& resumed = {},
                         const std::function<void(const ApproxCount& so_far)>& on_hash = {});

}  // namespace cw::hoffman
