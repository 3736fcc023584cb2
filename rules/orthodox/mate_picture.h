// Can the side to move be mated after one move of each side? An exact test that can only say
// "no" when no pair of moves mates: the help play's last two plies and the selfmate's last
// attacking move are skipped when the mate picture cannot be made.
//
// After the two moves the mated king must be in check and every flight of it blocked by its own
// side or guarded by the other. The test relaxes the position: the other side's units attack as
// on an empty board (a line may open; a king in the way is transparent), none of them is
// captured, the side to move fills at most one flight with its move (none if its king moves),
// and exactly one unit of the other side moves, to any square it reaches on the empty board (a
// pawn on the seventh rank as any promoted unit; a castling moves its king and rook). The check
// comes from that unit's new square, or from a line unit that already attacks the king's square
// on the empty board (a discovery). The mated king may castle instead of stepping. If even then no
// choice gives check and leaves every flight covered, no mate exists.
#pragma once

#include "rules/core/position.h"

namespace regent::orthodox {

// False only if no legal move of the side to move followed by a move of the other side mates the
// side to move. True when it cannot tell (a side without a king).
bool mate_after_one_move_each_possible(const Position& pos);

// The same question per move of the side to move: which of its moves may still be followed by a
// mate. A move outside the picture provably is not (by the same relaxation).
struct MatePicture {
  Bitboard king_to = ~Bitboard{0};   // the squares the king may step to
  Bitboard other_to = ~Bitboard{0};  // the squares the other units' moves may go to (all: any move)
  Square king = SQ_NONE;  // where the king stands (SQ_NONE: no claim, every move may)
  bool possible() const { return king_to | other_to; }
  bool allows(Move m) const { return (m.from() == king ? king_to : other_to) & bb(m.to()); }
};
MatePicture mate_picture(const Position& pos);

// One ply earlier: can the side to move mate the other side with two moves of its own, the other
// side making one move between? False only when no such three plies mate. The same relaxation,
// with the side to move's two moves as one unit moving twice or two units moving once each (a
// castling is one move), the check coming from a moved unit's new square or by a discovery, and
// the other side's one move filling at most one flight or moving its king. The two moves' cover
// is enumerated up to a fixed budget per king square; past it the answer is "possible".
bool mate_in_three_plies_possible(const Position& pos);

// Two moves of each side, the side to be mated to move first: false only when no four plies
// mate it. Its king ends at most two steps away, each of its other moves fills at most one
// flight of that square, and the mating side's two moves are as in the three-ply test. No claim
// while the side to move may castle.
bool mate_in_four_plies_possible(const Position& pos);

// One ply earlier still, the side to be mated to move: which of its moves may be followed by a
// mate in three plies. Of the mated side the three-ply test looks only at its units within two
// steps of its king and at its castling rights (none: no claim), so a move that starts and ends
// outside that region and is not a king move leaves the answer as it is when the side to move
// passes, or turns it to "no" by capturing a unit of the mating side. When the answer after a
// pass is "no", such moves are dropped unplayed; every other move is played and tested.
struct QuietMoveFilter {
  Bitboard region = ~Bitboard{0};  // moves that start or end here may change the answer
  bool allows(Move m) const {
    return ((bb(m.from()) | bb(m.to())) & region) || m.kind() == MK_EN_PASSANT || m.kind() == MK_CASTLE;
  }
};
QuietMoveFilter quiet_move_filter(const Position& pos);

}  // namespace regent::orthodox
