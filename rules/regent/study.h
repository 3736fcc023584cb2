// A position studied move by move, for composers (`regent moves`): every mobile stage the side
// to move could attempt, with its complete complex move when legal, or the rule that forbids it.
#pragma once

#include <vector>

#include "rules/regent/legality.h"
#include "rules/variant.h"

namespace regent::regentchess {

struct MoveStudy {
  Move move;
  bool legal = false;
  Rejection why;         // when illegal
  ComplexMove trace;     // the transformations (up to the rejection, when illegal)
  RegentPosition after;  // the position after the move, when legal
};

// Legal moves first, then the rejected mobile stages (sleeping pawns' would-be promotions
// included, rejected by §4.1), each group in generation order.
std::vector<MoveStudy> study_moves(const RegentPosition& pos);

// The same moves as `regent moves` lists them (the Variant's optional study_moves): each with
// its text, and the rule's id and wording when rejected.
std::vector<StudiedMove<RegentPosition>> listed_moves(const RegentPosition& pos);

}  // namespace regent::regentchess
