// Moves in Prince: generation (a non-checkable king may stand and move in attack and castle
// through or out of attack; a successor king follows the orthodox rules), and make/unmake with
// the chosen pawn's bookkeeping and its replacement by a king when the original king is taken.
#pragma once

#include "rules/core/movelist.h"
#include "rules/prince/position.h"

namespace regent::prince {

// What make() saves for unmake().
struct PrinceUndo {
  Undo board;
  Square chosen[COLOR_NB] = {SQ_NONE, SQ_NONE};
  bool successor[COLOR_NB] = {false, false};
  Square replaced = SQ_NONE;  // where a chosen pawn became a king, SQ_NONE if none did
};

// Every legal move of the side to move (none once its king is lost). Appends to the list.
void generate_legal(const PrincePosition& pos, MoveList& list);
bool has_legal_move(const PrincePosition& pos);
std::size_t count_legal(const PrincePosition& pos);

// The square where the move's capture of the enemy king makes a chosen pawn a king, or SQ_NONE.
Square replacement_square(const PrincePosition& pos, Move m);

void make(PrincePosition& pos, Move m, PrinceUndo& u);
void unmake(PrincePosition& pos, Move m, const PrinceUndo& u);

}  // namespace regent::prince
