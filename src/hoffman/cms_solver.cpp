#include "hoffman/cms_solver.hpp"

#ifdef CUBEWORKS_HAVE_CMS
#include <cryptominisat5/cryptominisat_c.h>

#include "core/error.hpp"
#include "core/shared_library.hpp"

namespace cw::hoffman {
namespace {

struct CmsLibrary {
  decltype(&cmsat_new) create = nullptr;
  decltype(&cmsat_free) destroy = nullptr;
  decltype(&cmsat_set_verbosity) set_verbosity = nullptr;
  decltype(&cmsat_set_up_for_scalmc) set_up_for_scalmc = nullptr;
  decltype(&cmsat_new_vars) new_vars = nullptr;
  decltype(&cmsat_add_clause) add_clause = nullptr;
  decltype(&cmsat_add_xor_clause) add_xor_clause = nullptr;
  decltype(&cmsat_solve_with_assumptions) solve = nullptr;
  decltype(&cmsat_get_model) model = nullptr;
  // The C interface has no interrupt; the C++ one's SATSolver::interrupt_asap() is exported, and
  // under the Itanium C++ ABI (every Linux target) a non-virtual member function takes the object
  // as its first argument: the C interface's handle is that object (cmsat_new is `new SATSolver`).
  void (*interrupt_asap)(SATSolver*) = nullptr;
  bool loaded = false;

  CmsLibrary() {
    const SharedLibrary library(CUBEWORKS_CMS_LIBRARY);
    loaded = library.bind("cmsat_new", create) && library.bind("cmsat_free", destroy) &&
             library.bind("cmsat_set_verbosity", set_verbosity) &&
             library.bind("cmsat_set_up_for_scalmc", set_up_for_scalmc) &&
             library.bind("cmsat_new_vars", new_vars) && library.bind("cmsat_add_clause", add_clause) &&
             library.bind("cmsat_add_xor_clause", add_xor_clause) &&
             library.bind("cmsat_solve_with_assumptions", solve) && library.bind("cmsat_get_model", model) &&
             library.bind("_ZN5CMSat9SATSolver14interrupt_asapEv", interrupt_asap);
  }
};

const CmsLibrary& library() {
  static const CmsLibrary loaded;  // thread-safe, once
  return loaded;
}

SATSolver* handle(void* solver) { return static_cast<SATSolver*>(solver); }
const c_Lit* literals_of(std::span<const uint32_t> literals) {
  static_assert(sizeof(c_Lit) == sizeof(uint32_t));
  return reinterpret_cast<const c_Lit*>(literals.data());
}

}  // namespace

bool CmsSolver::available() { return library().loaded; }

CmsSolver::CmsSolver() : solver_(nullptr) {
  if (!available()) throw RunError("CryptoMiniSat (" CUBEWORKS_CMS_LIBRARY ") could not be loaded");
  solver_ = library().create();
}

CmsSolver::~CmsSolver() { library().destroy(handle(solver_)); }

void CmsSolver::prepare_for_counting() {
  library().set_verbosity(handle(solver_), 0);
  library().set_up_for_scalmc(handle(solver_));
}

void CmsSolver::new_variables(size_t n) { library().new_vars(handle(solver_), n); }

void CmsSolver::add_clause(std::span<const uint32_t> literals) {
  library().add_clause(handle(solver_), literals_of(literals), literals.size());
}

void CmsSolver::add_xor(std::span<const unsigned> variables, bool parity) {
  library().add_xor_clause(handle(solver_), variables.data(), variables.size(), parity);
}

CmsSolver::Answer CmsSolver::solve(std::span<const uint32_t> assumptions) {
  const c_lbool r = library().solve(handle(solver_), literals_of(assumptions), assumptions.size());
  return r.x == 0 ? Answer::kTrue : r.x == 1 ? Answer::kFalse : Answer::kStopped;  // l_True, l_False, l_Undef
}

bool CmsSolver::model_value(uint32_t variable) const {
  return library().model(handle(solver_)).vals[variable].x == 0;
}

void CmsSolver::interrupt() { library().interrupt_asap(handle(solver_)); }

}  // namespace cw::hoffman

#else  // built without CryptoMiniSat

#include "core/error.hpp"

namespace cw::hoffman {
bool CmsSolver::available() { return false; }
CmsSolver::CmsSolver() : solver_(nullptr) { throw RunError("this build has no CryptoMiniSat"); }
CmsSolver::~CmsSolver() = default;
void CmsSolver::prepare_for_counting() {}
void CmsSolver::new_variables(size_t) {}
void CmsSolver::add_clause(std::span<const uint32_t>) {}
void CmsSolver::add_xor(std::span<const unsigned>, bool) {}
CmsSolver::Answer CmsSolver::solve(std::span<const uint32_t>) { return Answer::kStopped; }
bool CmsSolver::model_value(uint32_t) const { return false; }
void CmsSolver::interrupt() {}
}  // namespace cw::hoffman

#endif  // CUBEWORKS_HAVE_CMS
