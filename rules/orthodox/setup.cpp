#include "rules/orthodox/setup.h"

#include <algorithm>

namespace regent::orthodox {

namespace {
const char* color_name(Color c) { return c == WHITE ? "White" : "Black"; }
}  // namespace

std::optional<Position> setup(const Diagram& d, SetupError* error) {
  auto fail = [&](int line, std::string msg) -> std::optional<Position> {
    if (error) *error = SetupError{line, std::move(msg)};
    return std::nullopt;
  };
  Position pos;
  for (const PlacedPiece& p : d.pieces) {
    PieceType t = p.code.size() == 1 ? piece_type_from_letter(p.code[0]) : NO_PIECE_TYPE;
    if (t == NO_PIECE_TYPE)
      return fail(p.line, "piece '" + p.code + "' does not exist in orthodox chess (K Q R B S P)");
    if (!pos.geometry().exists(p.square)) return fail(p.line, "square " + square_name(p.square) + " is not on the board");
    if (!pos.empty(p.square)) return fail(p.line, "two pieces on " + square_name(p.square));
    pos.put_piece(make_piece(p.color, t), p.square);
  }
  pos.set_side_to_move(d.side_to_move);

  int rights = 0;
  if (d.castling) {
    for (char c : *d.castling) {
      if (c == 'K') rights |= WHITE_OO;
      else if (c == 'Q') rights |= WHITE_OOO;
      else if (c == 'k') rights |= BLACK_OO;
      else if (c == 'q') rights |= BLACK_OOO;
    }
  } else {
    rights = ALL_CASTLING;
  }
  for (CastlingRight r : {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO}) {
    const Color c = (r & castling_rights_of(WHITE)) ? WHITE : BLACK;
    const Square k = make_square(4, c == WHITE ? 0 : 7), rook = castling_rook_square(r);
    const bool excluded = std::find(d.no_castling.begin(), d.no_castling.end(), k) != d.no_castling.end() ||
                          std::find(d.no_castling.begin(), d.no_castling.end(), rook) != d.no_castling.end();
    if (excluded || pos.piece_on(k) != make_piece(c, KING) || pos.piece_on(rook) != make_piece(c, ROOK))
      rights &= ~r;
  }
  pos.set_castling_rights(rights);
  pos.set_move_counters(d.halfmove_clock, d.fullmove_number);
  if (d.en_passant != SQ_NONE) {
    // The double step must be visible: the pawn stands just beyond the passed square and the
    // squares it crossed are empty.
    const Color mover = ~d.side_to_move;
    const int dir = mover == WHITE ? 8 : -8;
    const Square passed = d.en_passant, to = Square(passed + dir), from = Square(passed - dir);
    if (!is_ok(passed + dir) || !is_ok(passed - dir) || pos.piece_on(to) != make_piece(mover, PAWN) ||
        !pos.empty(passed) || !pos.empty(from) || rank_of(from) != (mover == WHITE ? 1 : 6))
      return fail(0, "en passant on " + square_name(passed) + " is impossible: no " +
                         (mover == WHITE ? std::string("white") : std::string("black")) +
                         " pawn can just have made a double step over it");
    pos.set_ep_square(passed);
  }
  return pos;
}

std::optional<std::string> illegality(const Position& pos) { return illegality(pos, KinglessSides{}); }

std::optional<std::string> illegality(const Position& pos, KinglessSides kingless) {
  for (Color c : {WHITE, BLACK}) {
    int kings = popcount(pos.pieces(c, KING));
    if (kingless[c] && kings > 0)
      return std::string(color_name(c)) + " has a king, but the problem says it has none (option " +
             (c == WHITE ? "nowk" : "nobk") + ")";
    if (kings == 0 && !kingless[c]) return std::string(color_name(c)) + " has no king";
    if (kings > 1) return std::string(color_name(c)) + " has " + std::to_string(kings) + " kings";
  }
  if (!kingless.any() && (king_attacks(pos.king_square(WHITE)) & pos.pieces(BLACK, KING)))
    return std::string("the kings stand next to each other");
  const Color them = ~pos.side_to_move();
  if (!kingless[them] && (pos.attackers_to(pos.king_square(them)) & pos.pieces(pos.side_to_move())))
    return std::string(color_name(them)) + " is in check but it is " + color_name(pos.side_to_move()) + "'s move";
  if (auto material = material_illegality(pos)) return material;
  if (popcount(pos.checkers()) > 2) return std::string(color_name(pos.side_to_move())) + " is in check from more than two pieces";
  return std::nullopt;
}

std::optional<std::string> material_illegality(const Position& pos) {
  if (Bitboard p = pos.pieces(PAWN) & (rank_bb(0) | rank_bb(pos.geometry().ranks - 1)))
    return "a pawn stands on " + square_name(lsb(p)) + ", on the first or last rank";
  for (Color c : {WHITE, BLACK}) {
    const int pawns = popcount(pos.pieces(c, PAWN));
    if (pawns > 8) return std::string(color_name(c)) + " has " + std::to_string(pawns) + " pawns";
    if (popcount(pos.pieces(c)) > 16) return std::string(color_name(c)) + " has more than 16 units";
    // Units beyond the initial set must be promoted pawns.
    int promoted = std::max(0, popcount(pos.pieces(c, QUEEN)) - 1) + std::max(0, popcount(pos.pieces(c, ROOK)) - 2) +
                   std::max(0, popcount(pos.pieces(c, KNIGHT)) - 2);
    // Bishops are counted per square colour: a second bishop on the same colour is promoted.
    const Bitboard light = 0x55AA55AA55AA55AAULL;
    promoted += std::max(0, popcount(pos.pieces(c, BISHOP) & light) - 1) +
                std::max(0, popcount(pos.pieces(c, BISHOP) & ~light) - 1);
    if (promoted > 8 - pawns)
      return std::string(color_name(c)) + " needs " + std::to_string(promoted) + " promoted units but has only " +
             std::to_string(8 - pawns) + " missing pawns";
  }
  return std::nullopt;
}

}  // namespace regent::orthodox
