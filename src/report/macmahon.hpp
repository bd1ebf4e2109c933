// The `macmahon` verbs as documents (see report/document.hpp).
#pragma once
#include "report/document.hpp"

namespace cw::report {

struct MacMahonCubesRequest {
  int family = 0;  // 2..6: every cube of the n-coloured family; 0: family sizes and the 30 named cubes
};
Document macmahon_cubes(const MacMahonCubesRequest& request);

}  // namespace cw::report
