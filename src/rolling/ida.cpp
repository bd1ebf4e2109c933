#include "rolling/ida.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <climits>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include <fmt/format.h>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/job_checkpoint.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "rolling/axis_pdb.hpp"
#include "rolling/group_pdb.hpp"
#include "rolling/heuristic.hpp"
#include "rolling/perimeter.hpp"

namespace cw::rolling {
namespace {

constexpr int kIdaMaxCells = 64;
constexpr int kSplitDepth = 10;  // subtrees below this depth are the parallel work items
constexpr int kMaxGroups = 16;
constexpr int kMaxPartitions = 3;
constexpr int kMaxBlocks = 48;  // over all partitions

struct Shared {
  Board board;
  const CubeDistanceTable* table;
  const Perimeter* perimeter;  // null when unused
  int radius;                  // perimeter radius, -1 when none
  std::array<std::array<int8_t, 4>, kIdaMaxCells> mover{};  // cell of the cube entering empty e by move i
  std::array<std::array<uint8_t, 6>, 4> rolled{};
  uint64_t goal_key;
  int goal_empty;
  std::vector<Orientation> goal_cells;
  const AxisPdb* axis = nullptr;        // null: no axis database
  const GroupTables* groups = nullptr;  // null: the single-cube sum alone
  bool order_children = false;  // children and work items by lower bound, not letter order
  int group_count = 0;
  std::array<const GroupPdb*, kMaxGroups> group_table{};
  // The same tables over more partitions, chosen afresh at every node: the cubes standing in each
  // fixed block of cells now. Any partition of the cubes gives an admissible sum, so the largest
  // of the sums is one too. Partition p's blocks are first_block[p] .. first_block[p + 1] - 1.
  int partition_count = 0;
  std::array<int, kMaxPartitions + 1> first_block{};
  std::array<uint32_t, kMaxBlocks> block_cells{};
  std::array<std::array<uint8_t, kIdaMaxCells>, kMaxPartitions> block_of{};  // block of each cell
};

struct NodeLimit {};  // a pass stopped for expanding more nodes than its limit

struct Node {
  std::array<uint8_t, kIdaMaxCells> cells;
  int empty;
  uint64_t key;  // perimeter key, kept incrementally
  uint32_t axes;  // AxisPdb::axes, kept incrementally
  std::array<uint8_t, kIdaMaxCells> group;     // group of the cube on each cell
  std::array<uint32_t, kMaxGroups> mask;       // cells of each group's cubes
  std::array<uint32_t, kMaxGroups> part;       // each group's database index less the blank
  std::array<uint32_t, kMaxBlocks> block_part;  // the same for the cubes on each block
};

// A child starts as a copy of its parent, made field by field: only what the search uses. The
// whole Node is about 480 bytes, of which a search without group databases reads about 80.
// Copying it whole cost the WebAssembly module more than half its IDA* time (2.2 s against
// 0.92 s for bench/wasm_speed.mjs's 4x4 loop; a copy that size is a call to memcpy there, where
// native code copies inline with vector moves) and natively nothing measurable.
void copy_node(const Shared& sh, Node& to, const Node& from) {
  to.cells = from.cells;
  to.empty = from.empty;
  to.key = from.key;
  to.axes = from.axes;
  if (!sh.groups) return;
  to.group = from.group;
  to.mask = from.mask;
  to.part = from.part;
  if (sh.partition_count > 0) to.block_part = from.block_part;
}

// Cube with orientation `o` leaves cell `from` for the empty cell `to`, arriving as `no`.
void apply(const Shared& sh, Node& n, int to, int from, uint8_t o, uint8_t no) {
  n.cells[to] = no;
  n.cells[from] = 0;
  n.key ^= (static_cast<uint64_t>(7 ^ no) << (3 * to)) ^ (static_cast<uint64_t>(o ^ 7) << (3 * from));
  n.empty = from;
  if (sh.axis) n.axes = AxisPdb::moved(n.axes, to, from, no);
  if (sh.groups) {
    const int g = n.group[from];
    n.group[to] = static_cast<uint8_t>(g);
    n.mask[g] ^= (1u << from) | (1u << to);
    n.part[g] = GroupPdb::part(n.mask[g], n.cells);
  }
}

// After apply(): the parts of the blocks holding `to` and `from`, kept incrementally since a
// node's children share all the others.
void apply_blocks(const Shared& sh, Node& n, int to, int from) {
  const uint32_t cubes = ~(1u << from);
  for (int p = 0; p < sh.partition_count; ++p) {
    const int bt = sh.block_of[p][to], bf = sh.block_of[p][from];
    n.block_part[bt] = GroupPdb::part(sh.block_cells[bt] & cubes, n.cells);
    if (bf != bt) n.block_part[bf] = GroupPdb::part(sh.block_cells[bf] & cubes, n.cells);
  }
}

// Lower bound with the parity of the remaining distance: the single-cube sum h when it already
// exceeds `budget` (no table is read), else the largest group-database sum over the partitions
// (the cubes by start cell, then by the blocks they stand on now), stopping once one prunes.
int lower_bound(const Shared& sh, const Node& n, int h, int budget) {
  const int par = sh.board.colour(n.empty) ^ sh.board.colour(sh.goal_empty);
  int f = h + ((h & 1) != par ? 1 : 0);
  if (f > budget) return f;
  // An exact abstract distance: it already has the parity of the blank's.
  if (sh.axis) f = std::max(f, sh.axis->distance(n.empty, n.axes));
  if (f > budget || !sh.groups) return f;
  // A group's database value is its cubes' single-cube sum plus an excess, so h plus the
  // excesses looked up so far is still a bound: stop once it prunes. Every partition of the
  // cubes has the single-cube sum h in common.
  int sum = h;
  for (int g = 0; g < sh.group_count; ++g) {
    sum += sh.group_table[g]->excess(sh.group_table[g]->index(n.empty, n.part[g]));
    if (sum > budget) break;
  }
  sum += (sum & 1) != par ? 1 : 0;
  f = std::max(f, sum);
  const uint32_t cubes = ~(1u << n.empty);
  for (int p = 0; p < sh.partition_count; ++p) {
    if (f > budget) break;
    int sum_blocks = h;
    for (int b = sh.first_block[p]; b < sh.first_block[p + 1] && sum_blocks <= budget; ++b) {
      const uint32_t m = sh.block_cells[b] & cubes;
      if (m == 0) continue;
      const GroupPdb* t = sh.groups->by_size[std::popcount(m)];
      sum_blocks += t->excess(t->index(n.empty, n.block_part[b]));
    }
    sum_blocks += (sum_blocks & 1) != par ? 1 : 0;
    f = std::max(f, sum_blocks);
  }
  return f;
}

class Searcher {
 public:
  Searcher(const Shared& sh, int bound) : sh_(sh), bound_(bound) {}
  uint64_t nodes = 0;
  int next_bound = INT_MAX;
  std::string path;  // moves from the subtree root, reversed, once found
  std::atomic<bool>* stop = nullptr;
  std::atomic<uint64_t>* counted = nullptr;  // nodes of the whole pass, in steps of 2^20
  uint64_t node_limit = UINT64_MAX;

  // g: moves so far; h: the single-cube sum (without parity); came: cell the blank came from.
  // The node is within the bound: its lower bound was checked where it was made (by its parent,
  // or by collect() for a work item).
  bool dfs(Node& n, int g, int h, int came) {
    if (sh_.radius >= 0 && g + sh_.radius + 1 > bound_) {
      // Outside the ball the distance exceeds the radius; inside it is known exactly.
      const int d = sh_.perimeter->distance(n.key);
      if (d < 0) return prune(g + sh_.radius + 1 + ((sh_.radius + 1 + parity(n)) & 1));
      if (g + d > bound_) return prune(g + d);
      descend(n, d);
      return true;
    }
    if (h == 0 && n.empty == sh_.goal_empty) return true;  // every cube at a goal orientation
    prefetch_children(n, g, h, came);
    if ((++nodes & 0xFFFFF) == 0) {
      if (interrupted() || (stop && stop->load(std::memory_order_relaxed))) throw Interrupted("interrupted");
      if (counted && counted->fetch_add(0x100000) + 0x100000 > node_limit) throw NodeLimit{};
    }
    return search_children(n, g, h, came);
  }

 private:
  // Move i (in letter order) from n: the cube on `from` rolls onto the blank.
  struct Step {
    int i, from, e;
    uint8_t o, no;
    int nh;  // the single-cube sum after it
  };
  bool step(const Node& n, int i, int h, int came, Step& st) const {
    const int from = sh_.mover[n.empty][i];
    if (from < 0 || from == came) return false;
    const uint8_t o = n.cells[from], no = sh_.rolled[static_cast<int>(kLetterOrder[i])][o];
    st = {i, from, n.empty, o, no, h - sh_.table->delta(from, o) + sh_.table->delta(n.empty, no)};
    return true;
  }
  // Every child is made (a copy: cheaper than undoing the move) and bounded first, then the
  // survivors are searched: in letter order, or, with order_children, the smallest bound first
  // (ties in letter order), so that the last pass finds a solution early instead of after every
  // subtree before it in letter order (hard-h42's last pass from the goal: 2.6e7 nodes instead
  // of 2.7e8). The order is fixed by the bounds, so it does not depend on timing.
  bool search_children(const Node& n, int g, int h, int came) {
    std::array<Node, 4> child;
    std::array<Step, 4> steps;
    std::array<int, 4> f, order;
    int count = 0;
    for (int i = 0; i < 4; ++i) {
      Step& st = steps[count];
      if (!step(n, i, h, came, st)) continue;
      Node& c = child[count];
      copy_node(sh_, c, n);
      apply(sh_, c, st.e, st.from, st.o, st.no);
      apply_blocks(sh_, c, st.e, st.from);
      f[count] = g + 1 + lower_bound(sh_, c, st.nh, bound_ - g - 1);
      if (f[count] > bound_) {
        prune(f[count]);
        continue;
      }
      int k = count;
      if (sh_.order_children)
        for (; k > 0 && f[order[k - 1]] > f[count]; --k) order[k] = order[k - 1];
      order[k] = count++;
    }
    for (int k = 0; k < count; ++k) {
      const int j = order[k];
      if (dfs(child[j], g + 1, steps[j].nh, steps[j].e)) {
        path += direction_letter(kLetterOrder[steps[j].i]);
        return true;
      }
    }
    return false;
  }

  // The children's table lookups miss the cache (the tables are tens to hundreds of MB): start
  // them all before the first child is searched, so that their latencies overlap. A child the
  // single-cube sum prunes reads no table.
  void prefetch_children(Node& n, int g, int h, int came) const {
#if defined(__wasm__)
    // WebAssembly has no prefetch instruction (the builtin compiles to nothing): computing the
    // index to prefetch would be work thrown away.
    (void)n, (void)g, (void)h, (void)came;
#else
    if (!sh_.axis && !sh_.groups) return;
    for (int i = 0; i < 4; ++i) {
      Step st;
      if (!step(n, i, h, came, st) || g + 1 + st.nh > bound_) continue;
      if (sh_.axis) sh_.axis->prefetch(st.from, AxisPdb::moved(n.axes, st.e, st.from, st.no));
      if (!sh_.groups) continue;
      const int moved = n.group[st.from];
      n.cells[st.e] = st.no;
      n.cells[st.from] = 0;
      const uint32_t moved_part = GroupPdb::part(n.mask[moved] ^ ((1u << st.from) | (1u << st.e)), n.cells);
      n.cells[st.from] = st.o;
      n.cells[st.e] = 0;
      sh_.group_table[moved]->prefetch(sh_.group_table[moved]->index(st.from, moved_part));
    }
#endif
  }
  int parity(const Node& n) const { return sh_.board.colour(n.empty) ^ sh_.board.colour(sh_.goal_empty); }
  bool prune(int f) {
    if (f < next_bound) next_bound = f;
    return false;
  }
  // Inside the ball: follow exact distances down to the goal (least letter first).
  void descend(Node n, int d) {
    std::string tail;
    while (d > 0) {
      for (int i = 0; i < 4; ++i) {
        const int from = sh_.mover[n.empty][i];
        if (from < 0) continue;
        Node t = n;
        const uint8_t o = t.cells[from], no = sh_.rolled[static_cast<int>(kLetterOrder[i])][o];
        apply(sh_, t, n.empty, from, o, no);
        if (sh_.perimeter->distance(t.key) == d - 1) {
          tail += direction_letter(kLetterOrder[i]);
          n = t;
          --d;
          break;
        }
      }
    }
    path = std::string(tail.rbegin(), tail.rend());
  }

  const Shared& sh_;
  int bound_;
};

struct WorkItem {
  Node node;
  int g, h, came;
  std::string prefix;
  int f = 0;
};

// Nodes at kSplitDepth (or shallower leaves) within the bound, in depth-first letter order.
void collect(const Shared& sh, Node& n, int g, int h, int came, int bound, std::string& prefix,
             std::vector<WorkItem>& out, Searcher& pruner) {
  const int f = g + lower_bound(sh, n, h, bound - g);
  if (f > bound) {
    if (f < pruner.next_bound) pruner.next_bound = f;
    return;
  }
  if (g == kSplitDepth || (h == 0 && n.empty == sh.goal_empty)) {
    out.push_back({n, g, h, came, prefix, f});
    return;
  }
  for (int i = 0; i < 4; ++i) {
    const int from = sh.mover[n.empty][i];
    if (from < 0 || from == came) continue;
    const Direction dir = kLetterOrder[i];
    Node t = n;
    const uint8_t o = t.cells[from], no = sh.rolled[static_cast<int>(dir)][o];
    apply(sh, t, n.empty, from, o, no);
    apply_blocks(sh, t, n.empty, from);
    prefix += direction_letter(dir);
    collect(sh, t, g + 1, h - sh.table->delta(from, o) + sh.table->delta(n.empty, no), n.empty, bound,
            prefix, out, pruner);
    prefix.pop_back();
  }
}

}  // namespace

namespace {

// One direction of the search: the tables toward its goal, and its root. The tables live here and
// `sh` points into them, so a Side never moves (it is held by unique_ptr).
struct Side {
  explicit Side(const State& goal) : table(goal) {}
  CubeDistanceTable table;
  Perimeter perimeter;
  GroupTables groups;
  AxisPdb axis;
  Shared sh;
  Node root{};
  int h0 = 0;
  bool from_goal = false;  // searching from the goal back to the start
};

// The side from the goal is built for one run: its tables are not cached, and it orders each
// node's children by their lower bounds (below).
std::unique_ptr<Side> prepare_side(const State& from, const State& to, const IdaOptions& opt, bool from_goal,
                                   IdaResult& res) {
  const bool cache = !from_goal;
  const Board b = from.board;
  auto side = std::make_unique<Side>(to);
  Side& sd = *side;
  const CubeDistanceTable& table = sd.table;
  for (int c = 0; c < b.cells(); ++c)
    if (c != from.empty) sd.h0 += table.delta(c, from.cells[c]);
  if (sd.h0 >= CubeDistanceTable::kFar)
    throw RunError(fmt::format("no solution: some cube of {} can never show a goal orientation of {}",
                               format_state(from), format_state(to)));
  const std::string cache_dir = cache ? opt.cache_dir : "";
  std::string note;
  Shared& sh = sd.sh;
  sh.board = b;
  sh.table = &table;
  sh.perimeter = nullptr;
  sh.radius = -1;
  // A side built for one run (from the goal) has no perimeter: measured on hard-h42, perimeters
  // of 4 Mi and 16 Mi states leave its node counts within 0.1 % of none, and cost seconds to build.
  const uint64_t perimeter_states = cache ? opt.perimeter : 0;
  if (perimeter_states > 0 && b.cells() <= Perimeter::kMaxCells) {
    sd.perimeter = cache_dir.empty() ? Perimeter::build(to, perimeter_states, opt.quiet)
                                     : Perimeter::cached(to, perimeter_states, cache_dir, &note, opt.quiet);
    sh.perimeter = &sd.perimeter;
    sh.radius = sd.perimeter.radius();
    if (cache) {
      res.perimeter_note = note;
      res.perimeter_radius = sd.perimeter.radius();
      res.perimeter_states = sd.perimeter.size();
    }
  }
  for (int e = 0; e < b.cells(); ++e)
    for (int i = 0; i < 4; ++i) sh.mover[e][i] = static_cast<int8_t>(b.step(e, opposite(kLetterOrder[i])));
  for (Direction d : kDirections)
    for (int o = 0; o < 6; ++o) sh.rolled[static_cast<int>(d)][o] = roll(static_cast<Orientation>(o), d);
  sh.goal_empty = to.empty;
  sh.order_children = from_goal;
  sd.from_goal = from_goal;
  sh.goal_cells = to.cells;

  Node& root = sd.root;
  for (int c = 0; c < b.cells(); ++c) root.cells[c] = from.cells[c];
  root.cells[from.empty] = 0;
  root.empty = from.empty;
  root.key = b.cells() <= Perimeter::kMaxCells ? Perimeter::key(from) : 0;
  root.axes = b.cells() <= AxisPdb::kMaxCells ? AxisPdb::axes(from) : 0;
  if (opt.axis == AxisUse::On && b.cells() <= AxisPdb::kMaxCells) {
    note.clear();
    // The side built for one run reads the cache without writing it: its table is the goal's own
    // wherever the two have the same axes (every cube upright in both, as on the classic and
    // corner instances), and is then loaded instead of built (about 7 s on 4x4).
    sd.axis = opt.cache_dir.empty() ? AxisPdb::build(to, opt.threads)
                                    : AxisPdb::cached(to, opt.cache_dir, &note, opt.threads, cache);
    sh.axis = &sd.axis;
    if (cache) {
      res.axis = true;
      res.axis_note = note;
    }
  }
  if (opt.groups > 1 && b.cells() <= GroupPdb::kMaxCells) {
    const std::vector<uint32_t> masks = cube_groups(from, opt.groups);
    std::vector<std::vector<uint32_t>> partitions;
    if (opt.block_groups) partitions = block_partitions(b, opt.groups);
    int blocks = 0;
    for (const auto& p : partitions) blocks += static_cast<int>(p.size());
    if (static_cast<int>(masks.size()) <= kMaxGroups && static_cast<int>(partitions.size()) <= kMaxPartitions &&
        blocks <= kMaxBlocks) {
      std::vector<uint32_t> needed = masks;
      for (const auto& p : partitions)
        for (uint32_t m : p) {
          needed.push_back(m);
          if (m & (m - 1)) needed.push_back(m & (m - 1));  // the block holding the blank
        }
      sh.partition_count = static_cast<int>(partitions.size());
      for (int p = 0, b = 0; p < sh.partition_count; ++p) {
        sh.first_block[p] = b;
        for (uint32_t m : partitions[p]) {
          sh.block_cells[b] = m;
          root.block_part[b] = GroupPdb::part(m & ~(1u << from.empty), root.cells);
          for (uint32_t c = m; c; c &= c - 1) sh.block_of[p][std::countr_zero(c)] = static_cast<uint8_t>(b);
          ++b;
        }
        sh.first_block[p + 1] = b;
      }
      sd.groups = group_tables(to, needed, cache_dir, opt.quiet);
      sh.groups = &sd.groups;
      sh.group_count = static_cast<int>(masks.size());
      for (int g = 0; g < sh.group_count; ++g) {
        sh.group_table[g] = sd.groups.by_size[std::popcount(masks[g])];
        root.mask[g] = masks[g];
        root.part[g] = GroupPdb::part(masks[g], root.cells);
        for (uint32_t m = masks[g]; m; m &= m - 1) root.group[std::countr_zero(m)] = static_cast<uint8_t>(g);
      }
      if (cache) {
        res.group_size = opt.groups;
        res.group_note = sd.groups.note;
      }
    }
  }
  return side;
}

struct Iteration {
  uint64_t nodes = 0;
  int next_bound = INT_MAX;
  std::optional<std::string> moves;  // the least solution within the bound, from the side's root
  bool over_limit = false;           // stopped: more than the node limit
};

// What a pass has settled, subtree by subtree. collect() gives the same work items on every run,
// so a pass stopped part way goes on with the items not yet done: an item done is a proof that
// its subtree holds no solution within the bound (or, for `best`, the least one it holds).
struct PassLedger {
  std::vector<uint8_t> done;  // per work item; empty: the pass has not begun
  size_t done_items = 0;      // the 1s in done, counted as they come (for the progress line)
  uint64_t nodes = 0;         // expanded in the items done
  int next_bound = INT_MAX;   // least f above the bound met in the items done
  long best = LONG_MAX;       // least item with a solution
  std::string best_moves;     // its solution, from the side's root
  double seconds = 0;         // spent on this pass by earlier runs
};

// Called after every item done, inside a critical section: the ledger and the nodes this run has
// expanded in the pass so far (items under way included).
using ItemDone = std::function<void(const PassLedger&, uint64_t run_nodes)>;

// One depth-first pass below `bound` from the side's root, split into subtrees run on `threads`
// threads (core/parallel.hpp: parallel_for), skipping the items the ledger has done. h == 0 with
// the blank home means every cube shows its cell's goal orientation: since delta is 0 only at a
// goal (cell, orientation) pair, the state is the goal itself.
Iteration iterate(const Side& sd, int bound, int threads, uint64_t node_limit, PassLedger& ledger,
                  const ItemDone& on_item = {}, int item_delay_ms = 0) {
  const Shared& sh = sd.sh;
  Iteration out;
  Searcher pruner(sh, bound);
  std::vector<WorkItem> items;
  std::string prefix;
  Node r = sd.root;
  collect(sh, r, 0, sd.h0, -1, bound, prefix, items, pruner);
  if (sh.order_children)
    std::stable_sort(items.begin(), items.end(), [](const WorkItem& a, const WorkItem& b) { return a.f < b.f; });
  if (ledger.done.empty()) ledger.done.assign(items.size(), 0);
  if (ledger.done.size() != items.size())
    throw RunError(fmt::format("the checkpoint's pass at bound {} has {} subtrees where this search has {}: it was "
                               "written by another version; remove it to start afresh",
                               bound, ledger.done.size(), items.size()));
  const uint64_t nodes_before = ledger.nodes;
  std::atomic<long> best{ledger.best};
  std::atomic<bool> stop{false};
  std::atomic<uint64_t> counted{0};
  std::exception_ptr error;
  std::mutex error_mutex, ledger_mutex;
  parallel_for(static_cast<long>(items.size()), threads, [&](long i) {
    // Done by an earlier run, an earlier item already has a solution, or the pass is over its limit.
    if (ledger.done[i] || i > best.load() || stop.load() || nodes_before + counted.load() > node_limit) return;
    if (interrupted()) {  // the search checks only every 2^20 nodes, and many items are smaller
      std::lock_guard<std::mutex> lock(error_mutex);
      if (!error) error = std::make_exception_ptr(Interrupted("interrupted"));
      stop = true;
      return;
    }
    Searcher s(sh, bound);
    s.stop = &stop;
    s.counted = &counted;
    s.node_limit = node_limit > nodes_before ? node_limit - nodes_before : 0;
    WorkItem w = items[i];
    bool settled = true, found = false;
    try {
      found = s.dfs(w.node, w.g, w.h, w.came);
      if (found) {
        long cur = best.load();
        while (i < cur && !best.compare_exchange_weak(cur, i)) {
        }
      }
    } catch (const NodeLimit&) {
      settled = false;  // every other item stops at its next count, which is over the limit too
    } catch (...) {
      settled = false;
      std::lock_guard<std::mutex> lock(error_mutex);
      if (!error) error = std::current_exception();
      stop = true;
    }
    counted += s.nodes & 0xFFFFF;
    if (settled) {
      if (item_delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(item_delay_ms));
      std::lock_guard<std::mutex> lock(ledger_mutex);
      ledger.done[i] = 1;
      ++ledger.done_items;
      ledger.nodes += s.nodes;
      ledger.next_bound = std::min(ledger.next_bound, s.next_bound);
      if (found && i < ledger.best) {
        ledger.best = i;
        ledger.best_moves = w.prefix + std::string(s.path.rbegin(), s.path.rend());
      }
      if (on_item) on_item(ledger, counted.load());
    }
  });
  if (error) std::rethrow_exception(error);
  out.nodes = nodes_before + counted.load();
  out.next_bound = std::min(pruner.next_bound, ledger.next_bound);
  out.over_limit = out.nodes > node_limit;
  if (ledger.best != LONG_MAX && !out.over_limit) out.moves = ledger.best_moves;
  return out;
}

// The same solution walked from the other end: each cube rolls back, in reverse order.
std::string reversed_moves(const std::string& moves) {
  std::string r;
  for (auto it = moves.rbegin(); it != moves.rend(); ++it)
    r += direction_letter(opposite(*parse_direction(*it)));
  return r;
}

constexpr const char* kIdaCheckpointKind = "roll-solve";
constexpr uint32_t kIdaCheckpointVersion = 1;

const char* side_name(SearchFrom s) { return s == SearchFrom::Auto ? "auto" : s == SearchFrom::Goal ? "goal" : "start"; }

// Everything that changes the passes' work items or their outcomes; the thread count does not.
Json job_identity(const State& from, const State& to, const IdaOptions& opt) {
  return {{"from", format_state(from)},       {"to", format_state(to)},
          {"perimeter", opt.perimeter}, {"groups", opt.groups},
          {"block_groups", opt.block_groups}, {"axis", opt.axis == AxisUse::On},
          {"search_from", side_name(opt.search_from)}, {"goal_side_nodes", opt.goal_side_nodes}};
}

// A search's resumable state: the passes finished, the side searching, a pending trial of the
// goal's side, and the pass under way.
struct SearchRecord {
  std::vector<IdaIteration> passes;
  bool from_goal = false, goal_side_tried = false;
  int trial_bound = -1;  // >= 0: the goal's side is to be tried at this bound before the next pass
  uint64_t trial_limit = 0;
  uint64_t previous_nodes = 0;  // the last pass's nodes, for the next trial's prediction
  int bound = -1;               // the pass under way, or the next one; -1: none yet
  PassLedger ledger;
  bool solved = false;
  std::string solution;  // start to goal
};

// The items done as runs [first, end), short for the long stretches a pass settles in order.
Json runs_of(const std::vector<uint8_t>& done) {
  Json runs = Json::array();
  for (size_t i = 0; i < done.size();) {
    if (!done[i]) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < done.size() && done[j]) ++j;
    runs.push_back({i, j});
    i = j;
  }
  return runs;
}

std::vector<uint8_t> done_from_runs(const Json& runs, size_t items) {
  std::vector<uint8_t> done(items, 0);
  for (const Json& r : runs) {
    const size_t first = r.at(0).get<size_t>(), end = r.at(1).get<size_t>();
    if (first >= end || end > items) throw Json::out_of_range::create(401, "run outside the pass", &r);
    std::fill(done.begin() + static_cast<long>(first), done.begin() + static_cast<long>(end), 1);
  }
  return done;
}

Json record_json(const SearchRecord& rec, double pass_seconds) {
  Json passes = Json::array();
  for (const IdaIteration& p : rec.passes)
    passes.push_back({{"bound", p.bound}, {"nodes", p.nodes}, {"seconds", p.seconds}, {"from_goal", p.from_goal}});
  const PassLedger& l = rec.ledger;
  return {{"passes", passes},
          {"from_goal", rec.from_goal},
          {"goal_side_tried", rec.goal_side_tried},
          {"trial_bound", rec.trial_bound},
          {"trial_limit", rec.trial_limit},
          {"previous_nodes", rec.previous_nodes},
          {"bound", rec.bound},
          {"pass", {{"items", l.done.size()}, {"done", runs_of(l.done)}, {"nodes", l.nodes},
                    {"next_bound", l.next_bound}, {"best", l.best == LONG_MAX ? -1 : l.best},
                    {"best_moves", l.best_moves}, {"seconds", pass_seconds}}},
          {"solved", rec.solved},
          {"solution", rec.solution}};
}

SearchRecord record_from_json(const Json& c) {
  SearchRecord rec;
  for (const Json& p : c.at("passes"))
    rec.passes.push_back({p.at("bound").get<int>(), p.at("nodes").get<uint64_t>(), p.at("seconds").get<double>(),
                          p.at("from_goal").get<bool>()});
  rec.from_goal = c.at("from_goal").get<bool>();
  rec.goal_side_tried = c.at("goal_side_tried").get<bool>();
  rec.trial_bound = c.at("trial_bound").get<int>();
  rec.trial_limit = c.at("trial_limit").get<uint64_t>();
  rec.previous_nodes = c.at("previous_nodes").get<uint64_t>();
  rec.bound = c.at("bound").get<int>();
  const Json& p = c.at("pass");
  PassLedger& l = rec.ledger;
  const size_t items = p.at("items").get<size_t>();
  if (items > 0) l.done = done_from_runs(p.at("done"), items);
  l.done_items = static_cast<size_t>(std::count(l.done.begin(), l.done.end(), 1));
  l.nodes = p.at("nodes").get<uint64_t>();
  l.next_bound = p.at("next_bound").get<int>();
  const long best = p.at("best").get<long>();
  l.best = best < 0 ? LONG_MAX : best;
  l.best_moves = p.at("best_moves").get<std::string>();
  l.seconds = p.at("seconds").get<double>();
  rec.solved = c.at("solved").get<bool>();
  rec.solution = c.at("solution").get<std::string>();
  return rec;
}

// The nodes a pass will expand, predicted from the side's last two passes (they grow by a
// roughly steady factor per bound); 0 when there is no such history.
uint64_t pass_prediction(const std::vector<IdaIteration>& passes, bool from_goal) {
  std::vector<uint64_t> same;
  for (const IdaIteration& p : passes)
    if (p.from_goal == from_goal) same.push_back(p.nodes);
  if (same.size() < 2 || same[same.size() - 2] == 0) return 0;
  const double growth = std::max(1.0, static_cast<double>(same.back()) / static_cast<double>(same[same.size() - 2]));
  const double predicted = static_cast<double>(same.back()) * growth;
  return predicted < 1.8e19 ? static_cast<uint64_t>(predicted) : 0;
}

// One pass with its progress line (this run's nodes against the prediction, which the line names
// as such) and its checkpoints, saved every interval as items complete.
Iteration run_pass(const Side& sd, int bound, int threads, PassLedger& ledger, uint64_t predicted,
                   const IdaOptions& opt, const std::function<void()>& save, JobCheckpoint& ck) {
  const uint64_t remaining = predicted > ledger.nodes ? predicted - ledger.nodes : 0;
  Progress bar(fmt::format("ida* bound {}", bound), remaining, opt.quiet);
  const std::string expected =
      predicted > 0 ? fmt::format("; the pass predicted at {:.2g} nodes from the last two", static_cast<double>(predicted))
                    : "";
  bool past_prediction = false;
  const ItemDone on_item = [&](const PassLedger& l, uint64_t run_nodes) {
    if (remaining > 0 && run_nodes > remaining && !past_prediction) {
      past_prediction = true;
      bar.set_total(0);
    }
    bar.note(fmt::format("{} of {} subtrees{}{}", l.done_items, l.done.size(), expected,
                         past_prediction ? " (passed)" : ""));
    bar.update(run_nodes);
    if (ck.enabled() && ck.due()) save();
  };
  const Iteration it = iterate(sd, bound, threads, UINT64_MAX, ledger, on_item, opt.item_delay_ms);
  bar.finish();
  return it;
}

// One solve: its sides, the record its checkpoint keeps, and the result so far. Every step that
// changes the record saves it, so a stop anywhere resumes at that step.
class IdaRun {
 public:
  IdaRun(const State& from, const State& to, const IdaOptions& opt)
      : from_(from), to_(to), opt_(opt), threads_(opt.threads > 0 ? opt.threads : parallel_threads()),
        ck_(opt.checkpoint, kIdaCheckpointKind, kIdaCheckpointVersion, job_identity(from, to, opt), opt.interval) {}

  IdaResult run() {
    if (resume() && rec_.solved) return answer_from_record();
    prepare_sides();
    try {
      while (!finished()) {
        if (rec_.trial_bound >= 0) try_goal_side();
        if (opt_.max_moves >= 0 && rec_.bound > opt_.max_moves) {
          res_.length_at_least = rec_.bound;
          break;
        }
        search_pass();
      }
    } catch (const Interrupted&) {
      if (!ck_.enabled()) throw;
      save();
      throw Interrupted(interrupted_message(opt_.checkpoint));
    }
    return result();
  }

 private:
  bool finished() const { return res_.length >= 0; }

  bool resume() {
    if (!ck_.load([&](const Json& c) { rec_ = record_from_json(c); })) return false;
    res_.resumed_at = rec_.bound;
    return true;
  }

  // A finished search kept in its checkpoint answers at once (the caller replays the solution).
  IdaResult answer_from_record() {
    res_.moves = rec_.solution;
    res_.length = static_cast<int>(rec_.solution.size());
    res_.searched_from_goal = rec_.from_goal;
    res_.resumed_solved = true;
    return result();
  }

  // The passes are the record's, earlier runs' included.
  IdaResult result() {
    res_.iterations = rec_.passes;
    for (const IdaIteration& p : rec_.passes) res_.nodes += p.nodes;
    res_.seconds = clock_.seconds();
    return res_;
  }

  void prepare_sides() {
    start_side_ = prepare_side(from_, to_, opt_, false, res_);
    side_ = start_side_.get();
    if (opt_.search_from == SearchFrom::Goal || rec_.from_goal) {
      goal_side_ = prepare_side(to_, from_, opt_, true, res_);
      side_ = goal_side_.get();
      rec_.from_goal = true;
      rec_.goal_side_tried = true;
    }
    if (rec_.bound < 0) rec_.bound = lower_bound(side_->sh, side_->root, side_->h0, INT_MAX / 2);
  }

  // The pending trial: the goal's side searches a bound already exhausted from the start, within
  // a node limit, and goes on only if it stays below it (its tables cost too). Node counts, not
  // seconds, decide, so the move string printed does not depend on timing.
  void try_goal_side() {
    if (!goal_side_) goal_side_ = prepare_side(to_, from_, opt_, true, res_);
    PassLedger ledger;
    Stopwatch clock;
    const Iteration trial = iterate(*goal_side_, rec_.trial_bound, threads_, rec_.trial_limit, ledger);
    report(rec_.trial_bound, trial, clock.seconds(), *goal_side_);
    if (trial.over_limit) goal_side_.reset();
    else side_ = goal_side_.get();
    rec_.goal_side_tried = true;
    rec_.from_goal = side_->from_goal;
    rec_.trial_bound = -1;
    save();
  }

  void search_pass() {
    const int bound = rec_.bound;
    pass_clock_.restart();
    const Iteration it = run_pass(*side_, bound, threads_, rec_.ledger, pass_prediction(rec_.passes, side_->from_goal),
                                  opt_, [&] { save(); }, ck_);
    report(bound, it, rec_.ledger.seconds + pass_clock_.seconds(), *side_);
    if (it.moves) {
      res_.moves = side_->from_goal ? reversed_moves(*it.moves) : *it.moves;
      res_.length = static_cast<int>(res_.moves.size());
      res_.searched_from_goal = side_->from_goal;
      rec_.solved = true;
      rec_.solution = res_.moves;
    } else {
      if (it.next_bound == INT_MAX || it.next_bound > 254)
        throw RunError(fmt::format("no solution: {} cannot be reached from {}", format_state(to_), format_state(from_)));
      plan_goal_side_trial(bound, it.nodes);
      rec_.previous_nodes = it.nodes;
      rec_.bound = it.next_bound;
    }
    rec_.ledger = {};
    pass_clock_.restart();
    save();
  }

  // When the next pass from the start looks expensive, the bound before this one (cheap, and
  // already exhausted) is to be searched again from the goal, limited to half the start's count there.
  void plan_goal_side_trial(int bound, uint64_t nodes) {
    const uint64_t previous = rec_.previous_nodes;
    const uint64_t predicted = previous > 0 ? nodes * std::max<uint64_t>(1, nodes / previous) : 0;
    if (opt_.search_from != SearchFrom::Auto || rec_.goal_side_tried || predicted < opt_.goal_side_nodes) return;
    rec_.trial_bound = previous > 0 ? bound - 2 : bound;
    rec_.trial_limit = (previous > 0 ? previous : nodes) / 2;
  }

  // One line per pass, on stderr or (Python's callback) to the sink as a finished update.
  void report(int bound, const Iteration& it, double seconds, const Side& sd) {
    rec_.passes.push_back({bound, it.nodes, seconds, sd.from_goal});
    status_line("ida*", fmt::format("ida*: bound {:3}  {:>14} nodes  {:8.2f} s  ({:.3g} nodes/s){}{}", bound, it.nodes,
                                    seconds, it.nodes / std::max(1e-9, seconds), sd.from_goal ? "  from the goal" : "",
                                    it.over_limit ? "  (stopped: over half the count from the start)" : ""),
                opt_.quiet);
  }

  void save() {
    ck_.save(record_json(rec_, rec_.ledger.seconds + pass_clock_.seconds()));
  }

  const State& from_;
  const State& to_;
  const IdaOptions& opt_;
  const int threads_;
  JobCheckpoint ck_;
  SearchRecord rec_;
  IdaResult res_;
  std::unique_ptr<Side> start_side_, goal_side_;
  const Side* side_ = nullptr;
  Stopwatch clock_, pass_clock_;
};

}  // namespace

int default_group_size(Board b) { return b.cells() >= 13 && b.cells() <= 16 ? 4 : 0; }
bool default_axis(Board b) { return b.cells() >= 13 && b.cells() <= AxisPdb::kMaxCells; }

IdaResult ida_solve(const State& from, const State& to, const IdaOptions& options) {
  require_same_board(from, to);
  if (from.board.cells() > kIdaMaxCells) throw InputError("at most 64 cells are supported");
  if (options.groups == 1) throw ArgumentError("groups", "cubes per group database must be 0 (none) or 2 to 5, not 1");
  if (!options.checkpoint.empty()) require_writable_location(options.checkpoint);
  // What the board decides, decided once: the run (and its checkpoint's identity) sees only
  // concrete values.
  IdaOptions opt = options;
  if (opt.groups < 0) opt.groups = default_group_size(from.board);
  if (opt.axis == AxisUse::Auto) opt.axis = default_axis(from.board) ? AxisUse::On : AxisUse::Off;
  return IdaRun(from, to, opt).run();
}

}  // namespace cw::rolling
