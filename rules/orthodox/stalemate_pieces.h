// Can every piece of the side to be stalemated still end without a move, or be taken, in the
// moves each side has left? An exact test for help stalemate that the stalemate budget
// (mate_budget.h) does not make: the budget asks only about the king's flights, while a stalemate
// also leaves every other unit of the stalemated side S without a legal move.
//
// In the final position S is to move, not in check, and has no legal move. Take a piece u of S
// (a knight, bishop, rook or queen, not a pawn) that is still on the board there, on square y:
// - If u is not pinned, every square next to y in one of its directions (a knight: every square
//   it jumps to) holds a unit of S. An empty one u could move to, and a unit of the stalemating
//   side T there u could take, either move legal since S is not in check and u not pinned (T's
//   king cannot stand there: T would have left it in check).
// - If u is pinned, a unit of T stands on a line through S's king and u, and that line is not
//   one of u's: a knight is immobile under any pin, a bishop only under a pin along a rank or
//   file (by a rook or queen), a rook only under one along a diagonal (by a bishop or queen). A
//   queen always moves along the line of its pin, so a queen left on the board is never pinned
//   still.
// So a piece that no unit of T can pin that way in time (T has no such unit, and none of its
// pawns can promote within its moves) and that cannot reach a square y whose neighbours S can
// fill with other units within S's moves must be taken. The counts, on the empty board (the
// budget's tables): u's own moves to y plus, for each neighbour not held by another unit of S
// now, the fewest moves any other unit of S needs to stand there, each at least one move; these
// moves are all different moves of S, so they must fit into S's moves. Each piece that must be
// taken costs T one move (a capture takes one unit), so there can be no more of them than T's
// moves, and one fewer when T is to move and can take nothing now. (Where each could be taken,
// a square it reaches that a unit of T attacks in time, was counted too: measured, it cut few
// more lines than it cost.)
//
// Pawns are left out (a pawn may be blocked by any unit, or promote). No claim while S may castle,
// on a board with holes, or where a side has no king.
#pragma once

#include "rules/core/position.h"
#include "rules/orthodox/board_after.h"

namespace regent::orthodox {

// False only if the pieces of the side not `stalemating` provably cannot all end immobile or
// taken when `stalemating` has `stalemating_moves` moves left and the other side
// `stalemated_moves` (in any order, the stalemating side's last).
bool stalemate_pieces_within_budget(const Position& pos, Color stalemating, int stalemating_moves,
                                    int stalemated_moves);

// With as many pieces of S to take as T has moves, every move of T must take one of them: the
// squares of those pieces then, else 0 (no claim). With T to move, a move that takes none of them
// and promotes nothing leaves a position the test above denies: S's units are as they were, or
// one fewer, which shuts in none of the others (its square is left open), and T's pins are as
// they were (each move brings a pawn at most one move nearer to promoting, and T has one move
// fewer), so the same pieces must still be taken, with one move fewer to take them.
Bitboard stalemate_pieces_all_to_take(const Position& pos, Color stalemating, int stalemating_moves,
                                      int stalemated_moves);

// The squares of the pieces of S that must be taken: those the test above counts (no pin of T
// can stop them in T's moves, and they cannot end surrounded by S's other units in S's moves).
// 0 when there are none, or when the test makes no claim. None of them is on the board at the
// end, so none can block a flight of S's king there (the stalemate budget, mate_budget.h, leaves
// them out of its blocks and has each walk to a square where T can take it). Also for the
// position after a legal move, read without making it (BoardAfter).
Bitboard stalemate_pieces_to_take(const Position& pos, Color stalemating, int stalemating_moves, int stalemated_moves);
Bitboard stalemate_pieces_to_take(const BoardAfter& board, Color stalemating, int stalemating_moves,
                                  int stalemated_moves);

}  // namespace regent::orthodox
