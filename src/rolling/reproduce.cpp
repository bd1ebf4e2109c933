#include "rolling/reproduce.hpp"

namespace cw::rolling {

ReproSection reproduce_section() { return {"rolling", "Rolling cubes (SPEC Part R)", {}, {}, {}, 0}; }

}  // namespace cw::rolling
