#include "rules/royal_standard/board.h"

#include <cctype>
#include <string>

namespace regent::royalstandard {

PieceType piece_type_from_code(std::string_view code) {
  std::string c(code);
  for (char& ch : c) ch = char(std::toupper(static_cast<unsigned char>(ch)));
  if (c == "K") return KING;
  if (c == "R") return ROOK;
  if (c == "B") return BISHOP;
  if (c == "E" || c == "SB") return STANDARD_BEARER;
  if (c == "W" || c == "WM") return WINDMILL;
  return NO_PIECE_TYPE;
}

namespace {

std::array<Ring, SQUARE_NB> make_rings() {
  // Clockwise from the square above: N NE E SE S SW W NW, as (file, rank) steps.
  constexpr int df[8] = {0, 1, 1, 1, 0, -1, -1, -1};
  constexpr int dr[8] = {1, 1, 0, -1, -1, -1, 0, 1};
  std::array<Ring, SQUARE_NB> rings{};
  for (int s = 0; s < SQUARE_NB; ++s)
    for (int i = 0; i < 8; ++i) {
      const int f = file_of(Square(s)) + df[i], r = rank_of(Square(s)) + dr[i];
      const bool on_board = f >= 0 && f < 8 && r >= 0 && r < 8 && kBoard.exists(make_square(f, r));
      rings[s][i] = on_board ? make_square(f, r) : SQ_NONE;
    }
  return rings;
}

}  // namespace

const Ring& ring(Square centre) {
  static const std::array<Ring, SQUARE_NB> rings = make_rings();
  return rings[centre];
}

}  // namespace regent::royalstandard
