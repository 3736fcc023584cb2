// The Royal Standard's board and pieces (docs/rules/royal-standard.md).
//
// The board: files a-g, ranks 1-6, where a1, g1, a6 and g6 are holes, so ranks 1 and 6 hold only
// the files b-f: 38 squares, embedded in the lower-left corner of the 8x8 grid (geometry.h).
// The pieces: king, rook and bishop as in chess, and two new units in the core's fairy slots,
// the standard-bearer and the windmill. Their codes are E ("ensign", a standard-bearer) and W:
// the seed's S would read as the problemist's knight.
#pragma once

#include <array>

#include "rules/core/bitboard.h"
#include "rules/core/geometry.h"

namespace regent::royalstandard {

constexpr PieceType STANDARD_BEARER = FAIRY1;
constexpr PieceType WINDMILL = FAIRY2;

constexpr int kFiles = 7;
constexpr int kRanks = 6;
constexpr Bitboard kHoles = bb(make_square(0, 0)) | bb(make_square(6, 0)) | bb(make_square(0, 5)) | bb(make_square(6, 5));
constexpr BoardGeometry kBoard = BoardGeometry::rectangle(kFiles, kRanks, kHoles);
static_assert(std::popcount(kBoard.squares) == 38);

// Problemist code of a piece type (K R B E W), '?' for types the variant does not have.
constexpr char piece_code(PieceType t) {
  switch (t) {
    case KING: return 'K';
    case ROOK: return 'R';
    case BISHOP: return 'B';
    case STANDARD_BEARER: return 'E';
    case WINDMILL: return 'W';
    default: return '?';
  }
}

// The piece type of a code (either case; SB and WM are accepted as long forms of E and W),
// NO_PIECE_TYPE for anything else (pawns, knights and queens do not exist here).
PieceType piece_type_from_code(std::string_view code);

// The squares of the board adjacent to s (a king's move away).
inline Bitboard neighbours(Square s) { return king_attacks(s) & kBoard.squares; }

// Every square of the board adjacent to a square of b.
inline Bitboard neighbours_of(Bitboard b) {
  Bitboard out = 0;
  while (b) out |= neighbours(pop_lsb(b));
  return out;
}

// The ring of the eight squares around a square, clockwise (as the board is printed, White at the
// bottom) from the square above it: N NE E SE S SW W NW. Squares off the board or on a hole are
// SQ_NONE: a windmill cannot pass them.
using Ring = std::array<Square, 8>;
const Ring& ring(Square centre);

}  // namespace regent::royalstandard
