#include "hoffman/approx_count.hpp"

#include <cmath>

#include "core/error.hpp"

namespace cw::hoffman {

int approx_count_threshold(double epsilon) {
  const double r = 1 + 1 / epsilon;
  return static_cast<int>(1 + 9.84 * (1 + epsilon / (1 + epsilon)) * r * r);
}

int approx_count_iterations(double delta) { return static_cast<int>(std::ceil(17 * std::log2(3 / delta))); }

double approx_count_delta(int iterations) { return 3 / std::exp2(iterations / 17.0); }

}  // namespace cw::hoffman

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <map>
#include <random>
#include <thread>

#include "hoffman/cms_solver.hpp"

namespace cw::hoffman {
namespace {

uint32_t literal_of(int dimacs) { return cms_literal(static_cast<uint32_t>(std::abs(dimacs) - 1), dimacs < 0); }

// One solver for every hash, so that what it learns about the formula carries over (as in
// ApproxMC): each XOR has an activation variable (assumed false, the XOR binds; left free, it can
// always be satisfied, so the XORs of earlier hashes cost little), and the cells are enumerated
// up to a bound, each call's blocking clauses switched off after it by a unit.
class HashedFormula {
 public:
  explicit HashedFormula(const GridCnf& cnf) : sampling_(cnf.sampling) {
    solver_.prepare_for_counting();
    solver_.new_variables(static_cast<size_t>(cnf.variables));
    vars_ = static_cast<uint32_t>(cnf.variables);
    std::vector<uint32_t> clause;
    for (int l : cnf.clauses) {
      if (l != 0) {
        clause.push_back(literal_of(l));
        continue;
      }
      solver_.add_clause(clause);
      clause.clear();
    }
  }

  // Appends one random XOR over the sampling set (each variable with probability 1/2).
  void add_xor(std::mt19937_64& rng) {
    std::vector<unsigned> vars;
    for (int v : sampling_)
      if (rng() & 1) vars.push_back(static_cast<unsigned>(v - 1));
    const uint32_t active = new_var();
    vars.push_back(active);
    solver_.add_xor(vars, rng() & 1);
    xor_switches_.push_back(active);
  }
  int xors() const { return static_cast<int>(xor_switches_.size()); }
  void new_hash() { xor_switches_.clear(); }
  CmsSolver& solver() { return solver_; }

  // Packings in the cell of the first m XORs, counted up to limit; -1 when stopped.
  int cell_count(int m, int limit, uint64_t& calls) {
    const uint32_t call = new_var();  // blocking clauses of this call hold only while it is assumed
    std::vector<uint32_t> assumptions{cms_literal(call, false)};
    for (int i = 0; i < m; ++i) assumptions.push_back(cms_literal(xor_switches_[static_cast<size_t>(i)], true));
    int found = 0;
    bool stopped = false;
    while (found < limit) {
      ++calls;
      const CmsSolver::Answer r = solver_.solve(assumptions);
      if (r == CmsSolver::Answer::kStopped) stopped = true;
      if (r != CmsSolver::Answer::kTrue) break;
      ++found;
      std::vector<uint32_t> block{cms_literal(call, true)};
      for (int v : sampling_) {
        const uint32_t var = static_cast<uint32_t>(v - 1);
        block.push_back(cms_literal(var, solver_.model_value(var)));
      }
      solver_.add_clause(block);
    }
    const uint32_t off = cms_literal(call, true);
    solver_.add_clause({&off, 1});
    return stopped ? -1 : found;
  }

 private:
  uint32_t new_var() {
    solver_.new_variables(1);
    return vars_++;
  }
  CmsSolver solver_;
  std::vector<int> sampling_;
  uint32_t vars_ = 0;
  std::vector<uint32_t> xor_switches_;
};

// Asks keep_going every 50 ms on its own thread. Once it says stop, the solver is interrupted
// again at every poll: CryptoMiniSat clears the request when a solve starts, so one made between
// two solves would be lost.
class Watch {
 public:
  Watch(const std::function<bool()>& keep_going, CmsSolver& solver)
      : keep_going_(keep_going), thread_([this, &solver] {
          while (!done_) {
            if (keep_going_ && !keep_going_()) stop_ = true;
            if (stop_) solver.interrupt();
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
          }
        }) {}
  ~Watch() {
    done_ = true;
    thread_.join();
  }
  bool stopped() const { return stop_; }

 private:
  std::function<bool()> keep_going_;
  std::atomic<bool> stop_{false}, done_{false};
  std::thread thread_;
};

// One hash: the least m whose cell holds fewer than the threshold (cells shrink as XORs are
// added, so galloping from the last hash's m, then bisection, finds it), and that cell's count.
// False when stopped.
bool one_hash(HashedFormula& f, const GridCnf& cnf, std::mt19937_64& rng, int threshold, int& m, int& count,
              uint64_t& calls) {
  f.new_hash();
  const int most = static_cast<int>(cnf.sampling.size());
  std::map<int, int> memo;  // m -> cell count (capped at the threshold)
  const auto cell = [&](int k) {
    auto it = memo.find(k);
    if (it != memo.end()) return it->second;
    while (f.xors() < k) f.add_xor(rng);
    return memo[k] = f.cell_count(k, threshold, calls);
  };
  int lo = 0, hi = 0;  // cell(lo) >= threshold > cell(hi)
  const int start = std::clamp(m, 1, most);
  int c = cell(start);
  if (c < 0) return false;
  if (c < threshold) {
    hi = start;
    for (int step = 1; hi > 0;) {
      const int p = std::max(0, hi - step);
      if (p == 0) break;  // cell(0) >= threshold: the caller knows
      if ((c = cell(p)) < 0) return false;
      if (c >= threshold) {
        lo = p;
        break;
      }
      hi = p;
      step *= 2;
    }
  } else {
    lo = start;
    for (int step = 1;;) {
      const int p = std::min(most, lo + step);
      if ((c = cell(p)) < 0) return false;
      if (c < threshold || p == most) {
        hi = p;
        break;
      }
      lo = p;
      step *= 2;
    }
  }
  while (hi - lo > 1) {
    const int mid = (lo + hi) / 2;
    if ((c = cell(mid)) < 0) return false;
    (c >= threshold ? lo : hi) = mid;
  }
  m = hi;
  count = cell(hi);
  return count >= 0;
}

}  // namespace

bool approx_count_available() { return CmsSolver::available(); }

ApproxCount approx_count(const GridCnf& cnf, const ApproxCountOptions& options, const std::function<bool()>& keep_going,
                         const ApproxCount& resumed, const std::function<void(const ApproxCount&)>& on_hash) {
  if (!approx_count_available()) throw RunError(kApproxCountUnavailable);
  ApproxCount r;
  r.estimates = resumed.estimates;
  r.xors = resumed.xors;
  r.iterations = static_cast<int>(r.estimates.size());
  r.threshold = approx_count_threshold(options.epsilon);
  r.iterations_planned = approx_count_iterations(options.delta);
  const auto median = [&] {
    if (r.estimates.empty()) return;
    std::vector<double> sorted = r.estimates;
    std::sort(sorted.begin(), sorted.end());
    r.estimate = sorted[sorted.size() / 2];
  };
  const auto go_on = [&] { return !keep_going || keep_going(); };
  if (!go_on()) {
    median();
    return r;
  }
  HashedFormula f(cnf);
  Watch watch(keep_going, f.solver());
  const int c = f.cell_count(0, r.threshold, r.solver_calls);
  if (c < 0) {
    median();
    return r;
  }
  if (c < r.threshold) {
    r.exact = true;
    r.estimate = c;
    return r;
  }
  int m = r.xors.empty() ? 1 : r.xors.back();
  for (int i = r.iterations; i < r.iterations_planned && !watch.stopped() && go_on(); ++i) {
    std::mt19937_64 rng(options.seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(i));
    int count = 0;
    if (!one_hash(f, cnf, rng, r.threshold, m, count, r.solver_calls)) break;
    r.estimates.push_back(count * std::exp2(m));
    r.xors.push_back(m);
    ++r.iterations;
    if (on_hash) on_hash(r);
  }
  median();
  return r;
}

}  // namespace cw::hoffman
