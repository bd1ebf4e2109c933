// `cubeworks macmahon sizes`: for every set size k, the exact distribution of buildable targets.
// Under mpirun every rank counts its share; rank 0 alone prints (emit), and only rank 0 shows
// progress (add_common_options makes the others quiet).
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_sizes(CLI::App& family) { add_declared(family, "macmahon.sizes"); }

}  // namespace cw::cli
