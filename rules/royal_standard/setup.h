// Royal Standard positions from problem diagrams and from the one-line notation, and the checks a
// problem position must pass (docs/rules/royal-standard.md, "Input").
//
// The one-line notation is FEN-like: the ranks from 6 to 1, each listing only the squares that
// exist (5, 7, 7, 7, 7, 5: the holes are implicit), K R B E W for White and k r b e w for Black,
// digits for empty squares; then the side to move; then the frozen standard-bearers (those that
// may not move on their owner's next turn) as a list of squares, or "-":
//     eekee/br1w1br/7/7/BR1W1BR/EEKEE w -
// In a problem file the frozen standard-bearers are the condition's arguments:
//     condition royalstandard frozen c3 e4
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/diagram.h"
#include "rules/royal_standard/position.h"

namespace regent::royalstandard {

std::optional<RoyalPosition> setup(const Diagram& d, SetupError* error);

// Why the position cannot arise in a game, or nullopt: a side without exactly one king, more pieces
// of a kind than the initial array has (nothing is ever created), a side without exactly four
// standard-bearers (a captured one is put back, never removed), more frozen standard-bearers than
// the last two moves can have displaced.
std::optional<std::string> illegality(const RoyalPosition& pos);

// Why a position that can arise in a game is still not a problem's, or nullopt: the side to move can
// capture the king at once, so the game is already decided. `regent moves` and `regent perft`
// accept such a position (docs/rules/royal-standard.md, "Input").
std::optional<std::string> decided(const RoyalPosition& pos);

std::string fen(const RoyalPosition& pos);
std::optional<RoyalPosition> from_fen(std::string_view text, std::string* error);

inline constexpr const char* INITIAL_FEN = "eekee/br1w1br/7/7/BR1W1BR/EEKEE w -";
RoyalPosition initial_position();

// "c3e4" or "c3 e4" -> the squares, nullopt if anything is not a square of the board.
std::optional<Bitboard> parse_squares(std::string_view text);

}  // namespace regent::royalstandard
