// A diagram as the rules receive it from a problem: pieces by problemist code on squares, plus
// the conventions the problem states (castling allowed or not, an en-passant square, who moves).
// Each variant turns a Diagram into its Position and says whether that position is legal.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/core/types.h"

namespace regent {

struct PlacedPiece {
  Color color = WHITE;
  std::string code;  // upper-case problemist code: K Q R B S P (variants add their own)
  Square square = SQ_NONE;
  int line = 0;      // input line, for error messages
};

struct Diagram {
  std::vector<PlacedPiece> pieces;
  Color side_to_move = WHITE;
  // Castling: by problem convention every castling whose king and rook stand on their initial
  // squares is allowed, except those involving a square listed here. If `castling` is set (from
  // a FEN) it is used instead of the convention.
  std::vector<Square> no_castling;
  std::optional<std::string> castling;
  Square en_passant = SQ_NONE;  // square passed over by the double step just played
  // The move counters of a FEN (a problem without one starts at "0 1").
  int halfmove_clock = 0;
  int fullmove_number = 1;
  // Arguments of the condition that selected the variant (e.g. which unit is Regent Chess'
  // regent), as written, with the line of the condition for error messages.
  std::vector<std::string> variant_args;
  int variant_line = 0;
};

// The sides a problem says have no king (Popeye's options nowk and nobk). Such a position is
// not orthodox chess; a variant that can play it without the king says so (Orthodox does: the
// kingless side is never in check, and cannot be mated).
struct KinglessSides {
  bool side[COLOR_NB] = {false, false};
  bool operator[](Color c) const { return side[c]; }
  bool any() const { return side[WHITE] || side[BLACK]; }
};

struct SetupError {
  int line = 0;
  std::string message;
};

}  // namespace regent
