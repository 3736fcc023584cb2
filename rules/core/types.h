// Basic value types shared by every variant: colours, piece kinds, squares, moves.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>

namespace regent {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

enum Color : std::uint8_t { WHITE = 0, BLACK = 1, COLOR_NB = 2 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Piece kinds. The orthodox six come first; the remaining slots are for fairy units of
// variants (they have no orthodox movement and are handled by their variant's rules).
enum PieceType : std::uint8_t {
  NO_PIECE_TYPE = 0,
  PAWN = 1, KNIGHT = 2, BISHOP = 3, ROOK = 4, QUEEN = 5, KING = 6,
  FAIRY1 = 7, FAIRY2 = 8,
  PIECE_TYPE_NB = 9
};

// A piece is a colour and a kind packed into one byte: kind | colour << 4.
enum Piece : std::uint8_t { NO_PIECE = 0 };
constexpr Piece make_piece(Color c, PieceType t) { return Piece(t | (c << 4)); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 15); }
constexpr Color color_of(Piece p) { return Color(p >> 4); }

// Squares are indices into an 8x8 grid: a1 = 0, b1 = 1, ..., h8 = 63. Smaller boards use the
// lower-left part of the grid; squares that do not exist are "holes" (see geometry.h).
enum Square : std::uint8_t { SQ_NONE = 64, SQUARE_NB = 64 };
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Bitboard bb(Square s) { return Bitboard(1) << s; }
constexpr bool is_ok(int s) { return s >= 0 && s < 64; }

// A table indexed by square, zero except on the squares listed: per-square facts looked up in
// the hot path (e.g. which castling rights a move from or to a square takes away).
constexpr std::array<std::uint8_t, 64> square_table(std::initializer_list<std::pair<int, std::uint8_t>> entries) {
  std::array<std::uint8_t, 64> table{};
  for (const auto& [square, value] : entries) table[square] = value;
  return table;
}

// Square name like "e4" (files a..h, ranks 1..8).
std::string square_name(Square s);

// Orthodox move encoding in 16 bits: to (6) | from (6) << 6 | kind (4) << 12.
// Variants with richer moves (Regent Chess' complex moves) wrap this in their own type.
enum MoveKind : std::uint8_t {
  MK_NORMAL = 0,
  MK_PROMO_KNIGHT = 1, MK_PROMO_BISHOP = 2, MK_PROMO_ROOK = 3, MK_PROMO_QUEEN = 4,
  MK_PROMO_KING = 5,  // used by variants whose pawns may become kings
  MK_EN_PASSANT = 6,
  MK_CASTLE = 7,      // king's move; from/to are the king's squares
};

class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to, MoveKind k = MK_NORMAL)
      : data_(std::uint16_t(to | (from << 6) | (k << 12))) {}
  constexpr Square from() const { return Square((data_ >> 6) & 63); }
  constexpr Square to() const { return Square(data_ & 63); }
  constexpr MoveKind kind() const { return MoveKind(data_ >> 12); }
  constexpr bool is_promotion() const { return kind() >= MK_PROMO_KNIGHT && kind() <= MK_PROMO_KING; }
  constexpr PieceType promotion_type() const {
    return is_promotion() ? PieceType(kind() - MK_PROMO_KNIGHT + KNIGHT) : NO_PIECE_TYPE;
  }
  constexpr std::uint16_t raw() const { return data_; }
  constexpr bool is_none() const { return data_ == 0; }
  constexpr bool operator==(const Move&) const = default;
  static constexpr Move promotion(Square from, Square to, PieceType t) {
    return Move(from, to, MoveKind(MK_PROMO_KNIGHT + (t - KNIGHT)));
  }

 private:
  std::uint16_t data_ = 0;
};

// Coordinate form used in data files and JSON: "e2e4", "e7e8q", castling as the king's move.
std::string uci(Move m);

}  // namespace regent
