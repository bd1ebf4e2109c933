// The exact diameter's symmetries: the board's dihedral maps that keep its shape, each with and
// without the black/colour exchange (classic cubes), and for the other kinds each board map with
// every relabelling of the orientations that commutes with the rolls (exact_diameter.hpp).
#include <array>
#include <vector>

#include "rolling/exact_diameter.hpp"
#include "rolling/exact_diameter_internal.hpp"

namespace cw::rolling {
namespace {

// The dihedral maps as integer matrices on (x east, y north): identity, the quarter turns,
// the half turn and the four reflections.
constexpr int kDihedral[8][4] = {{1, 0, 0, 1},  {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
                                 {-1, 0, 0, 1}, {1, 0, 0, -1}, {0, 1, 1, 0},   {0, -1, -1, 0}};

Orientation map_orientation(const int* m, Orientation o, bool exchange) {
  const Vec3 n = black_face_normal(o);
  Vec3 image{m[0] * n.x + m[1] * n.y, m[2] * n.x + m[3] * n.y, n.z};
  if (exchange) image = {-image.x, -image.y, -image.z};
  return orientation_from_normal(image);
}

// Cell (r, c) at doubled centred coordinates (x = 2c - cols + 1, y = rows - 1 - 2r) so that
// every dihedral map of the board is an integer matrix; -1 when the map does not keep the board.
std::vector<int> map_cells(Board b, const int* m) {
  std::vector<int> image(static_cast<size_t>(b.cells()));
  for (int cell = 0; cell < b.cells(); ++cell) {
    const int x = 2 * (cell % b.cols) - b.cols + 1, y = b.rows - 1 - 2 * (cell / b.cols);
    const int x2 = m[0] * x + m[1] * y, y2 = m[2] * x + m[3] * y;
    const int c = (x2 + b.cols - 1) / 2, r = (b.rows - 1 - y2) / 2;
    if (c < 0 || c >= b.cols || r < 0 || r >= b.rows || 2 * c - b.cols + 1 != x2 || b.rows - 1 - 2 * r != y2)
      return {};
    image[static_cast<size_t>(cell)] = r * b.cols + c;
  }
  return image;
}

// The direction a move in direction d becomes under the map (x east, y north).
Direction map_direction(const int* m, Direction d) {
  const int x = column_step(d), y = -row_step(d);
  const int x2 = m[0] * x + m[1] * y, y2 = m[2] * x + m[3] * y;
  return x2 > 0 ? Direction::Right : x2 < 0 ? Direction::Left : y2 > 0 ? Direction::Up : Direction::Down;
}

}  // namespace

std::vector<BoardSymmetry> board_symmetries(Board board) {
  std::vector<BoardSymmetry> out;
  for (const auto& m : kDihedral) {
    const std::vector<int> cells = map_cells(board, m);
    if (cells.empty()) continue;
    for (bool exchange : {false, true}) {
      BoardSymmetry s{cells, {}};
      for (int o = 0; o < kOrientations; ++o)
        s.orientation[static_cast<size_t>(o)] = map_orientation(m, static_cast<Orientation>(o), exchange);
      out.push_back(std::move(s));
    }
  }
  return out;
}

State apply_symmetry(const BoardSymmetry& map, const State& s) {
  State t = s;
  exact::apply_symmetry_into(map, s, t);
  return t;
}

std::vector<KindSymmetry> kind_symmetries(Board board, Kind kind) {
  const int q = orientation_count(kind);
  std::vector<KindSymmetry> out;
  for (const auto& m : kDihedral) {
    const std::vector<int> cells = map_cells(board, m);
    if (cells.empty()) continue;
    // A relabelling phi commutes with the rolls when phi(roll(o, d)) = roll(phi(o), m d). The
    // rolls reach every orientation from 0, so phi(0) fixes phi: try each, spread, keep those
    // that stay consistent and one-to-one.
    for (int x = 0; x < q; ++x) {
      KindSymmetry s{cells, {}};
      std::array<int, kMaxKindOrientations> phi;
      phi.fill(-1);
      phi[0] = x;
      std::vector<int> queue{0};
      bool ok = true;
      for (size_t i = 0; i < queue.size() && ok; ++i)
        for (Direction d : kDirections) {
          const int from = kind_roll(kind, queue[i], d), to = kind_roll(kind, phi[static_cast<size_t>(queue[i])], map_direction(m, d));
          int& image = phi[static_cast<size_t>(from)];
          if (image < 0) image = to, queue.push_back(from);
          else ok = ok && image == to;
        }
      std::array<bool, kMaxKindOrientations> hit{};
      for (int o = 0; o < q && ok; ++o) {
        ok = phi[static_cast<size_t>(o)] >= 0 && !hit[static_cast<size_t>(phi[static_cast<size_t>(o)])];
        if (ok) hit[static_cast<size_t>(phi[static_cast<size_t>(o)])] = true;
        s.orientation[static_cast<size_t>(o)] = static_cast<uint8_t>(phi[static_cast<size_t>(o)]);
      }
      if (ok) out.push_back(std::move(s));
    }
  }
  return out;
}

KindState apply_symmetry(const KindSymmetry& map, const KindState& s) {
  KindState t = s;
  t.empty = map.cell[static_cast<size_t>(s.empty)];
  for (int c = 0; c < s.board.cells(); ++c) {
    const CubeCode code = s.cells[static_cast<size_t>(c)];
    const Kind k = kind_of_code(code);
    t.cells[static_cast<size_t>(map.cell[static_cast<size_t>(c)])] =
        c == s.empty ? 0 : cube_code(k, map.orientation[static_cast<size_t>(orientation_of_code(code))]);
  }
  return t;
}

}  // namespace cw::rolling
