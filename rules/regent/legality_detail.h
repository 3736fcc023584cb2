// What the two halves of the Regent legality code share (legality.cpp: the rules; legal_moves.cpp:
// the legal moves of a position, decided mostly without play()). Not part of the interface.
#pragma once

#include <initializer_list>

#include "rules/regent/legality.h"

namespace regent::regentchess::detail {

// The conditions beyond the move itself, for a complex move that passed play(); out is the
// position after it: Rule PV (§6.3.2) and Rule 7 (§7), both about a check it gives.
bool passes_check_rules(const RegentPosition& out, Rejection* why, int depth);
// The reading RCC of §6.3.1, for a complex move whose check to the mover's crowned king the
// transformations alone lifted (play()'s king_check_lifted); out is the position after it: the
// move must mate. The replies are judged with full legality, as Rule 7 judges them.
bool passes_rcc(const RegentPosition& out, Rejection* why);
// Rule 7's count of doubts on this thread (legality.cpp): under RCC, has_legal_move looks past a
// reply whose judgement met a doubt for one that is sure, and once it finds one forgives the
// doubts met since it started.
int rule7_doubts();
void forgive_rule7_doubts(int doubts);

// Whether `by` attacks none of the squares.
inline bool unattacked(const RegentPosition& pos, Color by, std::initializer_list<int> squares) {
  for (int s : squares)
    if (pos.attackers(by, Square(s))) return false;
  return true;
}

// Calls push(m) for each castling move the side to move may attempt, and reject(m, square) for
// each castling whose units and empty squares are right but whose king or regent would leave,
// cross or reach an attacked square (the first such square; `regent moves` lists these).
template <class Push, class Reject>
void generate_castling(const RegentPosition& pos, Push push, Reject reject) {
  const Color us = pos.side_to_move(), them = ~us;
  const Position& b = pos.board;
  if (!b.geometry().is_standard()) return;
  const int base = us == WHITE ? 0 : 56;
  auto sq = [base](int file) { return Square(base + file); };
  auto empty = [&](std::initializer_list<int> files) {
    for (int f : files)
      if (!b.empty(sq(f))) return false;
    return true;
  };
  // The squares of the castling unit, in order (from, crossed, landing): push the move if none
  // is attacked, otherwise reject it with the first attacked one.
  auto attempt = [&](Move m, std::initializer_list<int> files) {
    for (int f : files)
      if (pos.attackers(them, sq(f))) {
        reject(m, sq(f));
        return;
      }
    push(m);
  };
  const Piece rook = make_piece(us, ROOK);
  // Orthodox castling of the crowned king (§9: "performed according to classical chess").
  const int rights = b.castling_rights() & castling_rights_of(us);
  if (rights && pos.king[us] == sq(4)) {
    if ((rights & (WHITE_OO | BLACK_OO)) && b.piece_on(sq(7)) == rook && empty({5, 6}))
      attempt(Move(sq(4), sq(6), MK_CASTLE), {4, 5, 6});
    if ((rights & (WHITE_OOO | BLACK_OOO)) && b.piece_on(sq(0)) == rook && empty({1, 2, 3}))
      attempt(Move(sq(4), sq(2), MK_CASTLE), {4, 3, 2});
  }
  // Regent castling: the regent in its king stage, standing where it started (§9).
  const int regent_rights = pos.regent_castling >> (us == WHITE ? 0 : 2) & 3;
  if (regent_rights && pos.regent[us] == sq(3) && pos.regent_is_king(us)) {
    if ((regent_rights & WHITE_REGENT_B) && b.piece_on(sq(0)) == rook && empty({1, 2}))
      attempt(Move(sq(3), sq(1), MK_CASTLE), {3, 2, 1});
    if ((regent_rights & WHITE_REGENT_F) && b.piece_on(sq(7)) == rook && empty({4, 5, 6}))
      attempt(Move(sq(3), sq(5), MK_CASTLE), {3, 4, 5});
  }
}

// The castlings the side to move may attempt (push(m) for each).
template <class Push>
void generate_castling(const RegentPosition& pos, Push push) {
  generate_castling(pos, push, [](Move, Square) {});
}

}  // namespace regent::regentchess::detail
