// CryptoMiniSat, loaded when the approximate counter first needs it, not when the program starts:
// linked in, it and the shared C++ runtime it needs were a third of every command's start-up
// (bench/startup.py), for the one verb that uses it. Through its C interface, so that the
// program's own C++ runtime (linked statically) and the library's never exchange an object.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

namespace cw::hoffman {

// A literal in CryptoMiniSat's encoding: variable * 2 + (1 when negated).
inline uint32_t cms_literal(uint32_t variable, bool negated) { return variable * 2 + (negated ? 1 : 0); }

class CmsSolver {
 public:
  enum class Answer { kTrue, kFalse, kStopped };

  // False when the library cannot be loaded (not installed, or built without it); the first call
  // loads it, later ones answer from that.
  static bool available();

  CmsSolver();  // requires available()
  ~CmsSolver();
  CmsSolver(const CmsSolver&) = delete;
  CmsSolver& operator=(const CmsSolver&) = delete;

  void prepare_for_counting();  // quiet, and tuned for hashing-based counting (ApproxMC's setting)
  void new_variables(size_t n);
  void add_clause(std::span<const uint32_t> literals);
  void add_xor(std::span<const unsigned> variables, bool parity);
  Answer solve(std::span<const uint32_t> assumptions);
  bool model_value(uint32_t variable) const;  // after kTrue
  // Safe from another thread; ends the running solve (kStopped) soon. A solve clears the request
  // when it starts, so a caller that wants every later solve stopped repeats it.
  void interrupt();

 private:
  void* solver_;
};

}  // namespace cw::hoffman
