// `roll analyze` as a document: the whole state space of a board seen from one start state.
#include <cstdint>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/mpi.hpp"
#include "core/resources.hpp"
#include "core/timer.hpp"
#include "render/distribution_svg.hpp"
#include "report/roll.hpp"
#include "report/roll_common.hpp"
#include "rolling/analyze.hpp"
#include "rolling/kind_solve.hpp"
#include "rolling/layout.hpp"

namespace cw::report {

rolling::State board_start(const std::string& board, const std::string& start) {
  if (!start.empty() && !board.empty()) throw ArgumentError("board", "give a board or a start state, not both");
  if (!start.empty()) return about_field("start", [&] { return rolling::parse_state(start); });
  return rolling::classic_start(about_field("board", [&] { return rolling::parse_board(board.empty() ? "3x3" : board); }));
}

rolling::KindState kind_board_start(const std::string& board, const std::string& start, const rolling::KindSpec& spec) {
  if (!start.empty() && !board.empty()) throw ArgumentError("board", "give a board or a start state, not both");
  if (!start.empty()) return about_field("start", [&] { return rolling::parse_kind_state(start, spec); });
  if (!spec.uniform) throw ArgumentError("start", "a kind map needs a start state with its cubes");
  const rolling::Board b = about_field("board", [&] { return rolling::parse_board(board.empty() ? "3x3" : board); });
  const rolling::State s = rolling::uniform_state(b, 0);
  rolling::KindState k{b, s.empty, std::vector<rolling::CubeCode>(b.cells(), rolling::cube_code(*spec.uniform, 0))};
  k.cells[k.empty] = 0;
  return k;
}

uint64_t memory_limit_bytes(double gib) {
  // The declaration keeps gib above 0. From 2^34 GiB on the bytes would not fit in 64 bits (and
  // the conversion would be undefined); no machine has that much, so the limit is then none.
  const double bytes = gib * 1073741824.0;
  return bytes >= 18446744073709551615.0 ? UINT64_MAX : static_cast<uint64_t>(bytes);
}

namespace {

rolling::AnalyzeOptions analyze_options(const RollAnalyzeRequest& request, const rolling::State& start) {
  const uint64_t memory_bytes = memory_limit_bytes(request.memory_limit);
  if (request.no_checkpoint && !request.checkpoint.empty())
    throw ArgumentError("checkpoint", "a checkpoint prefix was given together with no checkpoints");
  rolling::AnalyzeOptions ao;
  ao.quiet = request.quiet;
  ao.farthest_limit = request.farthest_limit;
  ao.layer_delay_ms = request.layer_delay_ms;
  ao.memory_limit_bytes = memory_bytes;
  if (!request.no_checkpoint) ao.checkpoint = rolling::checkpoint_prefix_for(start, request.checkpoint);
  ao.interval = request.interval;
  return ao;
}

// Big jobs say up front what they will take.
std::string announcement(const rolling::State& start, const rolling::AnalyzeOptions& ao) {
  const auto need = rolling::analyze_needs(start.board);
  return fmt::format("board {}: {} states; needs {} of memory{}{}\n", rolling::format_board(start.board),
                     rolling::Layout(start.board).states(), format_bytes(need.memory_bytes),
                     mpi::size() > 1 ? fmt::format(" per rank at {} ranks", mpi::size()) : "",
                     ao.checkpoint.empty()
                         ? ""
                         : fmt::format(" and up to {} of disk for the checkpoints {}.{{even,odd}}",
                                       format_bytes(need.disk_bytes), ao.checkpoint));
}

std::string text(const rolling::Analysis& a, const Json& j) {
  std::string t = fmt::format("board          {}\nstart          {}\nstates         {}\nreachable      {}{}\n"
                              "max distance   {} ({} states)\n",
                              j["board"].get<std::string>(), j["start"].get<std::string>(), a.states,
                              a.reachable, a.reachable == a.states ? " (all)" : "", a.max_distance,
                              a.farthest_count);
  t += "distance histogram:\n";
  for (size_t d = 0; d < a.histogram.size(); ++d) t += fmt::format("  {:3}  {}\n", d, a.histogram[d]);
  t += fmt::format("farthest states{}:\n",
                   a.farthest.size() < a.farthest_count ? fmt::format(" (first {})", a.farthest.size()) : "");
  for (const auto& s : j["farthest"]) t += "  " + s.get<std::string>() + "\n";
  if (a.invariants.empty())
    t += "invariants: none; every state is reachable (checked by exhaustive search)\n";
  else
    for (const auto& s : a.invariants) t += "invariant: " + s + "\n";
  return t;
}

std::string statistics(const rolling::Analysis& a, double seconds) {
  return fmt::format("analyzed {} states in {:.3f} s{}\n", a.states, seconds,
                     a.resumed_at >= 0 ? fmt::format(" (resumed after distance {})", a.resumed_at) : "");
}

std::vector<Figure> histogram_figure(const RollAnalyzeRequest& request, const std::string& board,
                                     const std::string& start, const std::vector<uint64_t>& histogram) {
  if (!request.draw) return {};
  std::vector<render::Bar> bars;
  for (size_t d = 0; d < histogram.size(); ++d) bars.push_back({std::to_string(d), histogram[d], std::nullopt});
  const std::string title = fmt::format("{}: states by distance from {}", board, start);
  return {{"roll_analyze.svg", title,
           render::distribution_svg({title, "distance from the start (moves)", "states", "", false}, bars)}};
}

Document kind_analyze(const RollAnalyzeRequest& request, const rolling::KindSpec& spec) {
  if (!request.checkpoint.empty())  // used or refused, never ignored
    throw ArgumentError("checkpoint", "only classic cubes' analysis keeps a checkpoint; other kinds are searched "
                                      "in memory in one run");
  const uint64_t memory_bytes = memory_limit_bytes(request.memory_limit);
  const rolling::KindState start = kind_board_start(request.board, request.start, spec);
  Stopwatch sw;
  const rolling::KindAnalysis a = rolling::kind_analyze(start, memory_bytes, request.farthest_limit, request.quiet);
  const double seconds = sw.seconds();
  const uint64_t max_distance = a.histogram.size() - 1;
  Json j = {{"board", rolling::format_board(start.board)}, {"start", a.start}, {"kind", request.kind},
            {"states", a.states}, {"reachable", a.reachable},
            {"reachable_fraction", static_cast<double>(a.reachable) / static_cast<double>(a.states)},
            {"max_distance", max_distance}, {"histogram", a.histogram}, {"farthest_count", a.farthest_count},
            {"farthest", a.farthest}, {"invariants", a.invariants}};
  std::string t = fmt::format("board          {}\nkind           {}\nstart          {}\nstates         {}\n"
                              "reachable      {} ({:.6f} of all)\nmax distance   {} ({} states)\n",
                              rolling::format_board(start.board), request.kind, a.start, a.states, a.reachable,
                              j["reachable_fraction"].get<double>(), max_distance, a.farthest_count);
  t += "distance histogram:\n";
  for (size_t d = 0; d < a.histogram.size(); ++d) t += fmt::format("  {:3}  {}\n", d, a.histogram[d]);
  t += fmt::format("farthest states{}:\n",
                   a.farthest.size() < a.farthest_count ? fmt::format(" (first {})", a.farthest.size()) : "");
  for (const auto& s : a.farthest) t += "  " + s + "\n";
  if (a.invariants.empty()) t += "invariants: none; every state is reachable (checked by exhaustive search)\n";
  for (const auto& s : a.invariants) t += "invariant: " + s + "\n";
  std::vector<Figure> figures = histogram_figure(request, rolling::format_board(start.board), a.start, a.histogram);
  return {std::move(j), std::move(t), std::move(figures), fmt::format("analyzed {} states in {:.3f} s\n", a.reachable, seconds)};
}

rolling::KindSpec kind_spec(const RollAnalyzeRequest& request) {
  return about_field("kind", [&] { return rolling::parse_kind_spec(request.kind); });
}
}  // namespace

RollAnalyzePlan roll_analyze_plan(const RollAnalyzeRequest& request) {
  if (!kind_spec(request).is_classic()) return {};
  const rolling::State start = board_start(request.board, request.start);
  const rolling::AnalyzeOptions ao = analyze_options(request, start);
  rolling::check_analysis_fits(start, ao);
  if (!rolling::is_big_analysis(start.board)) return {};
  return {true, announcement(start, ao), rolling::analysis_cache_path(start)};
}

Document roll_analyze(const RollAnalyzeRequest& request) {
  if (const auto spec = kind_spec(request); !spec.is_classic()) return kind_analyze(request, spec);
  const rolling::State start = board_start(request.board, request.start);
  const rolling::AnalyzeOptions ao = analyze_options(request, start);
  Stopwatch sw;
  const rolling::Analysis a = rolling::analyze(start, ao);
  const double seconds = sw.seconds();
  Json j = rolling::to_json(a);
  std::string t = text(a, j);
  std::vector<Figure> figures =
      histogram_figure(request, j["board"].get<std::string>(), j["start"].get<std::string>(), a.histogram);
  return {std::move(j), std::move(t), std::move(figures), statistics(a, seconds)};
}

}  // namespace cw::report
