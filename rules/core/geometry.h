// Board geometry: boards of up to 8 files and 8 ranks, embedded in the lower-left corner of the
// 8x8 grid, with optional holes (squares that do not exist). Pieces cannot stand on a hole and
// sliders cannot pass over one: move generation passes holes as blockers and masks the result
// with the existing squares, so no 8x8 assumption is built into the generators.
#pragma once

#include <string>

#include "rules/core/bitboard.h"

namespace regent {

struct BoardGeometry {
  int files = 8;
  int ranks = 8;
  Bitboard squares = ~Bitboard(0);  // squares that exist
  Bitboard holes = 0;               // the grid squares inside the board rectangle that do not exist

  // The full 8x8 board of orthodox chess.
  static constexpr BoardGeometry standard() { return BoardGeometry{}; }

  // A files x ranks rectangle minus the given holes.
  static constexpr BoardGeometry rectangle(int files, int ranks, Bitboard holes = 0) {
    Bitboard rect = 0;
    for (int r = 0; r < ranks; ++r)
      for (int f = 0; f < files; ++f) rect |= bb(make_square(f, r));
    // Grid squares outside the rectangle are holes too, so sliders stop at the board's edge.
    return BoardGeometry{files, ranks, rect & ~holes, ~(rect & ~holes)};
  }

  constexpr bool exists(Square s) const { return is_ok(s) && (squares & bb(s)); }
  constexpr bool is_standard() const { return squares == ~Bitboard(0); }
  constexpr int last_rank(Color c) const { return c == WHITE ? ranks - 1 : 0; }
  constexpr bool operator==(const BoardGeometry&) const = default;

  // Slider attacks on this board: holes block, and only existing squares are attacked.
  Bitboard slider(PieceType t, Square s, Bitboard occ) const {
    return attacks_bb(t, s, occ | holes) & squares;
  }
  Bitboard leaper(PieceType t, Square s) const { return attacks_bb(t, s, 0) & squares; }
};

}  // namespace regent
