// Independent checker: replays a move string with the face geometry itself (black-face
// normals tipped in 3D), sharing no table or encoding with the search.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "rolling/board.hpp"

namespace cw::rolling {

// The state after the moves, or nullopt with *why set when a letter is not U/D/L/R or a move
// has no cube to roll.
std::optional<State> replay(const State& from, std::string_view moves, std::string* why = nullptr);

// True when the moves are legal from `from` and end exactly in `to`.
bool is_valid_solution(const State& from, const State& to, std::string_view moves,
                       std::string* why = nullptr);

}  // namespace cw::rolling
