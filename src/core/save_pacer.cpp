#include "core/save_pacer.hpp"

#include <algorithm>

namespace cw {

SavePacer::SavePacer(double min_period, double share)
    : min_period_(std::max(0.0, min_period)), share_(std::clamp(share, 0.0, 0.99)) {}

double SavePacer::period(double last_save) const {
  const double by_share = share_ > 0 ? last_save * (1 - share_) / share_ : 0.0;
  return std::max(min_period_, by_share);
}

void SavePacer::saved(double took) {
  last_save_ = std::max(0.0, took);
  since_.restart();
}

}  // namespace cw
