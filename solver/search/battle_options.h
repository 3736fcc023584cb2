// Popeye's options that change what counts as a win in battle play: threat, maxflightsquares,
// nontrivial, keepmatingpiece and quodlibet (docs/input-language.md). BattleSearch tests them
// where they apply; this header holds them and the board facts they ask about, for any variant.
#pragma once

#include "rules/core/position.h"
#include "rules/variant.h"

namespace regent {

struct BattleOptions {
  // threat N: where the defender, not in check, is to move with at least N attacker moves to
  // come, the attacker's last move must threaten the goal within N moves, else it has failed.
  int max_threat = 0;  // 0: off
  // maxflightsquares N: where the defender is to move with at least 2 attacker moves to come, its
  // king may have at most N moves, else the attacker's last move has failed.
  int max_flights = -1;  // -1: off
  // nontrivial M N: a defence is trivial when the attacker wins within N moves after it (direct
  // play: N + 1, as Popeye counts). Where the defender is to move with more than N attacker
  // moves to come, it may have at most one non-trivial defence, and at most M more over the whole
  // play (a budget the line spends as it goes), else the attacker's last move has failed.
  int nontrivial_defences = -1;  // M; -1: off
  int nontrivial_length = 0;     // N
  // keepmatingpiece: a move after which the side that must give the goal has no unit besides its
  // king(s) fails (the attacker's) or refutes (the defender's). Help play has it too (HelpSearch).
  bool keep_mating_piece = false;
  // quodlibet (self play): the attacker also wins by giving the goal itself.
  bool quodlibet = false;

  // Whether any option that makes the win depend on more than the moves is on: the search then
  // tries the shorter lengths first at every attacker node (Popeye's), as the restrictions make
  // a win in n - 1 moves no longer a win in n.
  bool restricts() const { return max_threat > 0 || max_flights >= 0 || nontrivial_defences >= 0; }
  bool any() const { return restricts() || keep_mating_piece || quodlibet; }
};

// The board of a variant's position: the position itself, or its `board` member.
template <Variant V>
const Position& board_of(const typename V::Position& pos) {
  if constexpr (requires { pos.board.pieces(); }) return pos.board;
  else return pos;
}

// keepmatingpiece: whether side c has a unit other than a king (a piece that could give mate).
template <Variant V>
bool has_unit_besides_king(const typename V::Position& pos, Color c) {
  const Position& board = board_of<V>(pos);
  return (board.pieces(c) & ~board.pieces(c, KING)) != 0;
}

// maxflightsquares: whether the side to move has more than `limit` legal king moves (Popeye
// counts every move after which its king has left its square, captures and castling included).
template <Variant V>
bool more_flights_than(typename V::Position& pos, int limit) {
  const Color c = pos.side_to_move();
  typename V::MoveList list;
  V::generate(pos, list);
  typename V::Undo undo;
  int flights = 0;
  for (const auto& m : list) {
    const Bitboard kings = board_of<V>(pos).pieces(c, KING);
    V::make(pos, m, undo);
    const bool moved = board_of<V>(pos).pieces(c, KING) != kings;
    V::unmake(pos, m, undo);
    if (moved && ++flights > limit) return true;
  }
  return false;
}

}  // namespace regent
