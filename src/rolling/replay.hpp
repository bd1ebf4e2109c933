// Independent checker: replays a move string with the face geometry itself (black-face
// normals tipped in 3D), sharing no table or encoding with the search.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "rolling/board.hpp"

namespace cw::rolling {

// Walks a move string (U D L R: the way the rolled cube travels) on board b from the empty cell
// `empty`, calling roll(from, to, d) as the cube in cell `from` rolls into the empty cell `to`.
// The empty cell at the end, or nullopt with *why set when a letter is not U/D/L/R or a move has
// no cube to roll. What a roll does to the cube is the caller's: each checker keeps its own
// geometry (replay: black-face normals; kind_replay: whole rotations).
std::optional<int> walk_moves(const Board& b, int empty, std::string_view moves, std::string* why,
                              const std::function<void(int from, int to, Direction d)>& roll);

// The state after the moves, or nullopt with *why set when a letter is not U/D/L/R or a move
// has no cube to roll.
std::optional<State> replay(const State& from, std::string_view moves, std::string* why = nullptr);

// True when the moves are legal from `from` and end exactly in `to`.
bool is_valid_solution(const State& from, const State& to, std::string_view moves,
                       std::string* why = nullptr);

}  // namespace cw::rolling
