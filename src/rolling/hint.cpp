#include "rolling/hint.hpp"

namespace cw::rolling {

std::vector<Roll> legal_rolls(const State& s) {
  std::vector<Roll> rolls;
  for (Direction d : kLetterOrder) {
    Roll r{d, s.board.step(s.empty, opposite(d)), s.empty, 0, 0, s};
    if (r.from < 0) continue;
    r.before = s.cells[r.from];
    apply_move(r.result, d);
    r.after = r.result.cells[r.to];
    rolls.push_back(std::move(r));
  }
  return rolls;
}

GoalDistances::GoalDistances(const State& goal, const BfsOptions& options)
    : goal_(goal), layout_(goal.board), distances_(bfs_distances(layout_, goal, options)) {}

int GoalDistances::distance(const State& s) const {
  const uint8_t d = distances_.dist[layout_.rank(s)];
  return d == kUnreached ? -1 : d;
}

std::vector<Roll> GoalDistances::best_rolls(const State& s) const {
  const int d = distance(s);
  std::vector<Roll> best;
  if (d <= 0) return best;
  for (Roll& r : legal_rolls(s))
    if (distance(r.result) == d - 1) best.push_back(std::move(r));
  return best;
}

}  // namespace cw::rolling
