// The board state shared by every variant: piece placement on a geometry, side to move,
// castling rights, en-passant square and the Zobrist key, with make/unmake of orthodox moves.
// Variants that need more state (Regent Chess' stages, The Royal Standard's frozen
// standard-bearers) wrap a Position and add their own fields to the key.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/core/geometry.h"

namespace regent {

enum CastlingRight : std::uint8_t {
  NO_CASTLING = 0,
  WHITE_OO = 1, WHITE_OOO = 2, BLACK_OO = 4, BLACK_OOO = 8,
  ALL_CASTLING = 15
};

// Both castling rights of one side.
constexpr int castling_rights_of(Color c) { return c == WHITE ? WHITE_OO | WHITE_OOO : BLACK_OO | BLACK_OOO; }

// Everything make() changes that unmake() cannot recompute.
struct Undo {
  Piece captured = NO_PIECE;
  std::uint8_t castling = 0;
  Square ep = SQ_NONE;
  std::uint16_t rule50 = 0;
  Key key = 0;
};

namespace zobrist {
extern Key psq[32][64];
extern Key castling[16];
extern Key ep_file[8];
extern Key side;
// Keys for variant state (stages, frozen pieces...). Variants index them as they need.
extern Key variant[64];
}  // namespace zobrist

class Position {
 public:
  Position();
  explicit Position(const BoardGeometry& g);

  // FEN with the standard six fields (the last two optional). Knights may be N or S.
  // Returns nullopt and sets *error on malformed input.
  static std::optional<Position> from_fen(std::string_view fen, std::string* error = nullptr,
                                          const BoardGeometry& g = BoardGeometry::standard());
  std::string fen() const;

  const BoardGeometry& geometry() const { return geo_; }
  Piece piece_on(Square s) const { return board_[s]; }
  bool empty(Square s) const { return board_[s] == NO_PIECE; }
  Bitboard pieces() const { return by_color_[WHITE] | by_color_[BLACK]; }
  Bitboard pieces(Color c) const { return by_color_[c]; }
  Bitboard pieces(PieceType t) const { return by_type_[t]; }
  Bitboard pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
  Bitboard pieces(Color c, PieceType t1, PieceType t2) const {
    return by_color_[c] & (by_type_[t1] | by_type_[t2]);
  }
  Square king_square(Color c) const {
    Bitboard k = pieces(c, KING);
    return k ? lsb(k) : SQ_NONE;
  }
  Color side_to_move() const { return side_; }
  int castling_rights() const { return castling_; }
  Square ep_square() const { return ep_; }
  Key key() const { return key_; }
  // The key after an orthodox move, for a table prefetch ahead of the move: exact for quiet
  // moves, captures and promotions that change no castling right; the others may differ (an
  // en-passant square or a castling right the move sets or clears), which only makes that one
  // prefetch useless.
  Key key_after(Move m) const {
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    Key k = key_ ^ zobrist::side ^ zobrist::psq[pc][from];
    k ^= zobrist::psq[m.is_promotion() ? make_piece(side_, m.promotion_type()) : pc][to];
    if (board_[to] != NO_PIECE) k ^= zobrist::psq[board_[to]][to];
    if (ep_ != SQ_NONE) k ^= zobrist::ep_file[file_of(ep_)];
    return k;
  }
  // Whether key_after(m) is surely the key do_move(m) gives: not for a castling, an en-passant
  // capture or a pawn's double step (which may set an en-passant square), nor for a move that
  // takes a castling right away. A table may be asked with such a key before the move is played;
  // a guess could be the key of another position (the same one without its en-passant square).
  bool key_after_exact(Move m) const {
    if (m.kind() == MK_CASTLE || m.kind() == MK_EN_PASSANT) return false;
    if (type_of(board_[m.from()]) == PAWN && is_double_step(m.from(), m.to())) return false;
    return !castling_ || !castling_rights_taken(m);
  }
  int halfmove_clock() const { return rule50_; }
  int fullmove_number() const { return fullmove_; }

  // All pieces of both colours attacking s given occupancy occ (orthodox attack rules).
  Bitboard attackers_to(Square s, Bitboard occ) const;
  Bitboard attackers_to(Square s) const { return attackers_to(s, pieces()); }
  bool attacked_by(Color c, Square s) const { return attackers_to(s) & pieces(c); }
  // Pieces of colour c giving check to the king of the side to move.
  Bitboard checkers() const {
    Square k = king_square(side_);
    return k == SQ_NONE ? 0 : attackers_to(k) & pieces(~side_);
  }
  bool in_check() const { return checkers() != 0; }
  // Pieces of either colour that shield the king of colour c from an enemy slider.
  Bitboard blockers_for_king(Color c) const;

  // Orthodox make/unmake. The move must be legal (or at least pseudo-legal) in this position.
  void do_move(Move m, Undo& u);
  void undo_move(Move m, const Undo& u);
  // Passing move, used for threat search and set play.
  void do_null_move(Undo& u);
  void undo_null_move(const Undo& u);

  // Setup editing (not for the search loop): keeps bitboards and key in step.
  void put_piece(Piece p, Square s);
  void remove_piece(Square s);
  void set_side_to_move(Color c);
  void set_castling_rights(int rights);
  void set_ep_square(Square s);  // stored only if a pawn of the side to move could capture there
  // The FEN's halfmove clock and fullmove number (they are not part of the key).
  void set_move_counters(int halfmove_clock, int fullmove_number) {
    rule50_ = halfmove_clock;
    fullmove_ = fullmove_number;
  }
  // Toggle a variant-defined key component.
  void xor_key(Key k) { key_ ^= k; }

  bool operator==(const Position& o) const;

  // A pawn's move from `from` to `to` is its double step.
  static constexpr bool is_double_step(Square from, Square to) {
    return int(to) - int(from) == 16 || int(from) - int(to) == 16;
  }

 private:
  void move_piece(Square from, Square to);
  void update_ep_after_double_step(Square to);
  // The castling rights the move m takes away (a king or rook leaving its square, a rook taken).
  std::uint8_t castling_rights_taken(Move m) const;

  Piece board_[SQUARE_NB];
  Bitboard by_type_[PIECE_TYPE_NB];
  Bitboard by_color_[COLOR_NB];
  BoardGeometry geo_;
  Key key_ = 0;
  Color side_ = WHITE;
  std::uint8_t castling_ = 0;
  Square ep_ = SQ_NONE;
  int rule50_ = 0;
  int fullmove_ = 1;
};

// Initial castling squares of orthodox chess on the 8x8 board.
constexpr Square castling_rook_square(CastlingRight r) {
  switch (r) {
    case WHITE_OO: return make_square(7, 0);
    case WHITE_OOO: return make_square(0, 0);
    case BLACK_OO: return make_square(7, 7);
    case BLACK_OOO: return make_square(0, 7);
    default: return SQ_NONE;
  }
}

// Letter of a piece type in the problemists' English convention (S = knight).
char piece_letter(PieceType t);
// Parse K Q R B S/N P (either case); NO_PIECE_TYPE if unknown.
PieceType piece_type_from_letter(char c);

}  // namespace regent
