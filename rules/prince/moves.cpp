#include "rules/prince/moves.h"

#include "rules/orthodox/movegen.h"
#include "rules/orthodox/pseudo_legal.h"

namespace regent::prince {

namespace {

// Castling of a king that cannot be checked: king and rook unmoved (the rights) and the squares
// between them empty; attacks on the king's squares do not matter.
template <class Sink>
bool add_castlings(const Position& board, Sink& sink) {
  const Color us = board.side_to_move();
  const int rights = board.castling_rights() & castling_rights_of(us);
  if (!rights || !board.geometry().is_standard()) return false;
  const int base = us == WHITE ? 0 : 56;
  const Square king = Square(base + 4);
  const Bitboard occ = board.pieces();
  auto empty = [&](std::initializer_list<int> files) {
    for (int f : files)
      if (occ & bb(Square(base + f))) return false;
    return true;
  };
  if ((rights & (WHITE_OO | BLACK_OO)) && empty({5, 6}))
    if (sink.add(Move(king, Square(base + 6), MK_CASTLE))) return true;
  if ((rights & (WHITE_OOO | BLACK_OOO)) && empty({1, 2, 3}))
    if (sink.add(Move(king, Square(base + 2), MK_CASTLE))) return true;
  return false;
}

// The moves of a side whose king cannot be checked: every pseudo-legal move and castling. Only a
// successor king could not be taken, and it is never attacked with its opponent to move.
template <class Sink>
void generate_unchecked(const PrincePosition& pos, Sink& sink) {
  const Color them = ~pos.side_to_move();
  const Bitboard allowed = pos.successor[them] ? ~pos.board.pieces(them, KING) : ~Bitboard(0);
  if (orthodox::generate_pseudo_legal(pos.board, allowed, sink)) return;
  add_castlings(pos.board, sink);
}

// A successor king plays by the orthodox rules, and may not take the enemy's original king when
// the chosen pawn that becomes a king would then attack it (the seed's "must be taken back").
bool replacement_checks_mover(const PrincePosition& pos, Move m) {
  const Square replacement = replacement_square(pos, m);
  if (replacement == SQ_NONE) return false;
  const Square own_king = pos.board.king_square(pos.side_to_move());
  const Square king_after = m.from() == own_king ? m.to() : own_king;
  return king_attacks(replacement) & bb(king_after);
}

void generate_checkable(const PrincePosition& pos, MoveList& list) {
  MoveList orthodox_moves;
  orthodox::generate_legal(pos.board, orthodox_moves);
  for (const Move& m : orthodox_moves)
    if (!replacement_checks_mover(pos, m)) list.push(m);
}

}  // namespace

Square replacement_square(const PrincePosition& pos, Move m) {
  const Color them = ~pos.side_to_move();
  if (m.kind() == MK_CASTLE || m.kind() == MK_EN_PASSANT || pos.chosen[them] == SQ_NONE) return SQ_NONE;
  return pos.board.piece_on(m.to()) == make_piece(them, KING) ? pos.chosen[them] : SQ_NONE;
}

void generate_legal(const PrincePosition& pos, MoveList& list) {
  if (pos.king_lost(pos.side_to_move())) return;
  if (pos.checkable(pos.side_to_move())) {
    generate_checkable(pos, list);
    return;
  }
  orthodox::CollectMoves sink{list};
  generate_unchecked(pos, sink);
}

bool has_legal_move(const PrincePosition& pos) {
  if (pos.king_lost(pos.side_to_move())) return false;
  if (pos.checkable(pos.side_to_move())) {
    MoveList list;
    generate_checkable(pos, list);
    return !list.empty();
  }
  orthodox::FindMove sink;
  generate_unchecked(pos, sink);
  return sink.found;
}

std::size_t count_legal(const PrincePosition& pos) {
  if (pos.king_lost(pos.side_to_move())) return 0;
  if (pos.checkable(pos.side_to_move())) {
    MoveList list;
    generate_checkable(pos, list);
    return list.size();
  }
  orthodox::CountMoves sink;
  generate_unchecked(pos, sink);
  return sink.n;
}

void make(PrincePosition& pos, Move m, PrinceUndo& u) {
  const Color us = pos.side_to_move(), them = ~us;
  for (Color c : {WHITE, BLACK}) {
    u.chosen[c] = pos.chosen[c];
    u.successor[c] = pos.successor[c];
  }
  u.replaced = replacement_square(pos, m);
  const Square captured_on = m.kind() == MK_EN_PASSANT ? Square(us == WHITE ? m.to() - 8 : m.to() + 8) : m.to();
  const bool captures = m.kind() != MK_CASTLE && !pos.board.empty(captured_on);

  pos.board.do_move(m, u.board);
  if (m.from() == pos.chosen[us]) pos.chosen[us] = m.is_promotion() ? SQ_NONE : m.to();
  if (captures && captured_on == pos.chosen[them]) pos.chosen[them] = SQ_NONE;
  if (u.replaced != SQ_NONE) {
    pos.board.remove_piece(u.replaced);
    pos.board.put_piece(make_piece(them, KING), u.replaced);
    pos.chosen[them] = SQ_NONE;
    pos.successor[them] = true;
  }
}

void unmake(PrincePosition& pos, Move m, const PrinceUndo& u) {
  if (u.replaced != SQ_NONE) {
    // The king stands where the pawn stood; the mover's colour is the other one.
    const Color pawn_colour = color_of(pos.board.piece_on(u.replaced));
    pos.board.remove_piece(u.replaced);
    pos.board.put_piece(make_piece(pawn_colour, PAWN), u.replaced);
  }
  pos.board.undo_move(m, u.board);
  for (Color c : {WHITE, BLACK}) {
    pos.chosen[c] = u.chosen[c];
    pos.successor[c] = u.successor[c];
  }
}

}  // namespace regent::prince
