// The `hoffman` verbs as every door offers them (report/verbs.hpp).
#include "report/verbs.hpp"

namespace cw::report {

std::vector<Verb> hoffman_verbs() { return {}; }

}  // namespace cw::report
