// Can a mate still be built in the moves each side has left? An exact test for help play many
// plies before the end, where the pictures of mate_picture.h (two moves of each side at most)
// do not reach: a forward search's share of the reasoning of Popeye's intelligent mode, which
// counts the moves each unit needs to build a final mate position.
//
// In a mate the king of the mated side M stands on some square k, attacked by the mating side T,
// and every flight of k (the squares next to it) is either occupied by a unit of M or attacked
// by T. The test relaxes the position to an empty board (nothing blocks, a pawn may always
// capture, a pawn on the last rank may become any unit, a unit may be captured or not) and asks,
// for every square k M's king can reach in its moves:
//
// - M's side: its king walks to k (one move per step), and every flight T cannot attack in its
//   moves, plus as many more as T's units cannot cover together, must be filled by a different
//   unit of M, each arriving in the fewest moves any unit of M needs for that square. The moves
//   add up and must fit into M's moves.
// - T's side: each unit of T covers, from where it can be after m of its own moves, at most so
//   many of the squares k and its flights (a king never next to k). Its moves add up over its
//   units (a knapsack over T's moves); k itself must be among the squares covered.
//
// The counts let a square that two units of T attack count twice, and let M fill flights that T
// would also have to cover. So a square k that passes the counts goes through an exact stage:
// each unit of T has a list of the sets of k's squares it can attack after m moves (the masks,
// per kind, square and k), one mask per unit is chosen with the moves adding up, k must be in
// their union, and the flights outside it must be filled by different units of M (an assignment:
// each unit's own distance to the flight) within M's moves. The stage keeps out when the units'
// choices are too many to list (more than 4,096 combinations). T's half (the largest sets of
// squares its units can cover together), like T's knapsack in the counts, depends on T's units
// alone, which stay where they are while M moves: each thread remembers both per question, and
// M's half is asked about each set. M's half, where it has three flights or more to fill, is
// remembered per thread as well (M's units, k, the flights, M's moves and colour): T's moves
// leave M's units as they are, so siblings ask it again.
//
// Every real mate satisfies these counts, so when no square k does, no line mates in time. A side
// that may still castle is counted with two moves more: a castling is one move, but its king
// steps two squares and its rook moves once, three of the moves the counts add up (each a king
// step or a unit's move on the empty board), and a side castles at most once.
//
// A stalemate asks the same of its king's square but one thing: k must not be attacked rather
// than attacked. So the stalemate count is the mate count without the check (k is not among the
// squares to cover, and no square is dropped for being out of the check's reach): every flight
// blocked by the stalemated side's own units or covered. Of that side's other units, which a
// stalemate must also leave without a move, it asks one thing: its pieces that must be taken
// (stalemate_pieces.h: no pin of the stalemating side can stop them in time, and they cannot end
// shut in by their own units) are not on the board at the end, so they block no flight; and each
// must first stand on a square where a unit of the stalemating side can take it (one that unit
// attacks, on the empty board, after all of its side's moves but one), which costs it moves of its
// own: the fewest it needs to any such square, moves that neither the king's walk nor the blocks
// (other units) use. So they are subtracted from the stalemated side's moves before its count.
//
// No claim where a side has more than budget::kMaxMoves (15) moves: the counts add distances up
// within that many.
#pragma once

#include "rules/core/position.h"
#include "rules/orthodox/empty_board.h"

namespace regent::orthodox {

// False only if `mating` provably cannot mate the other side when it has `mating_moves` moves
// left and the other side `mated_moves` (in any order, the mating side's last). True when it
// cannot tell (a side without a king).
bool mate_within_budget(const Position& pos, Color mating, int mating_moves, int mated_moves);

// The same count for a stalemate of the other side: its king's flights blocked by its own units or
// covered, nothing asked of k itself.
bool stalemate_within_budget(const Position& pos, Color stalemating, int stalemating_moves, int stalemated_moves);

// The same tests square by square: the squares of `candidates` on which the other side's king may
// still end mated (stalemated) in time; every candidate when the test cannot tell. Each square
// left out is proven: no line of the given moves from `pos` ends with the king there. So a search
// may hand a node's squares down to its children (a child's lines are the node's lines, one move
// shorter) and ask only about those.
Bitboard mate_squares_within_budget(const Position& pos, Color mating, int mating_moves, int mated_moves,
                                    Bitboard candidates, bool complete);
Bitboard stalemate_squares_within_budget(const Position& pos, Color stalemating, int stalemating_moves,
                                         int stalemated_moves, Bitboard candidates, bool complete);
// The stalemate count of the flights alone, without the pieces that must be taken: BudgetProgress
// below rests on it (its "nearer" is nearer to a flight; a move that brings a unit nearer to
// shutting in a piece may free that piece to block a flight).
Bitboard stalemate_flight_squares_within_budget(const Position& pos, Color stalemating, int stalemating_moves,
                                                int stalemated_moves, Bitboard candidates, bool complete);

// The squares mate_squares_within_budget (mate false: stalemate_squares_within_budget) gives for
// the position after the legal move m of the side to move, asked without making the move: a
// search may ask it for a child before playing it, and leave a child it denies unplayed. known
// false (the position has castling rights): not asked, the child must ask itself.
struct BudgetAfter {
  bool known;
  Bitboard squares;
};
BudgetAfter squares_within_budget_after(const Position& pos, Move m, bool mate, Color mating, int mating_moves,
                                       int mated_moves, Bitboard candidates, bool complete);

// Which king squares may a move of the side to be mated (stalemated) bring nearer? A square k the
// budget allows with the moves each side has, but denies when the side to move has one move
// fewer, leaves that side no move to spare: after a move that brings none of its units nearer to
// what k asks of it, every choice the budget's relaxation could make at k costs at least what
// the same choice cost before the move (each distance it adds up is at least what it was), and
// the denial with one move fewer says none fitted; so no line from the position after the move
// ends with the king on k. "Nearer" on the empty board: its king's walk to k is shorter, or one
// unit needs fewer moves to stand on a flight of k. The count after the move can only fit if that
// unit (king) is part of it where it came nearer, so it must also get there within the moves the
// side has left after its king's walk to k. A capture only takes a unit from the other side,
// which can only raise the other side's counts. Where a unit does come nearer, the move may still
// not be enough: for a move that captures nothing, of a unit other than the king, the other
// side's units stay as they are, and so do its largest covered sets at k (the exact stage's first
// half, which the budget remembers); the budget after the move asks the assignment of the flights
// each set leaves open with the moved unit's new distances and one move fewer, and that is asked
// here, before the move is made. A square where no set's flights can be filled is left out too.
// So a help search may hand a move's child only the squares this returns (with those that have a
// move to spare), and drop the move unplayed when none is left. (The same holds for the mating
// side's moves, with "nearer" meaning a square and kind from which a unit attacks k or a flight
// of k; measured, asking it there did not pay, and docs/help-play.md says why it is not offered.)
class BudgetProgress {
 public:
  // The side to move is the side to be mated (stalemated). tight: the squares the budget allows
  // with the moves each side has and denies with one move fewer for the side to move;
  // moves_after: the moves the side to move has left after this one (at least 0: with none left,
  // one move fewer is no move at all, and the budget makes no claim there).
  // other_moves: the other side's moves (none: the exact stage is not asked, only "nearer");
  // check: a mate (else a stalemate).
  BudgetProgress(const Position& pos, Bitboard tight, int moves_after, int other_moves, bool check);
  // The squares of `tight` at which the legal move m of the side to move brings a unit nearer
  // (all of them for a castling or an unknown unit), less those where the budget's exact stage
  // denies the position after m.
  Bitboard squares(Move m) const;
  // The squares to which the unit on `from`, the king or a knight, bishop, rook or queen, may
  // move and get nearer in the sense of squares() (every square for a pawn): squares() is 0 for
  // its moves to any other square. (A superset: squares() decides.) Worked out per unit, so that
  // a generator can leave its other moves unlisted.
  Bitboard destinations(Square from) const;

 private:
  // The exact stage after a move of a unit other than the king that captures nothing: the other
  // side's units are the same, so are its sets of covered squares at each tight square (asked
  // here once); only the moved unit's distances change in the assignment of the flights left open.
  Bitboard denied_by_exact_stage(Square from, int kind_after, Square to, Bitboard nearer) const;

  const Position& pos_;
  Color mover_;
  Bitboard tight_;
  int moves_after_;
  // Per square f: one more than the most moves the mover has left, after its king's walk to a
  // tight square next to f (0: f is a flight of none it can still reach).
  alignas(64) std::uint8_t flight_limit_[64] = {};
  // The tight squares whose exact stage is remembered here (the first few), each with the other
  // side's largest covered sets there.
  static constexpr int kExactSquares = 8, kMaxSets = 12;
  int n_exact_ = 0;
  Square exact_square_[kExactSquares];
  Bitboard exact_squares_ = 0;  // the same as a set
  std::uint8_t n_sets_[kExactSquares];
  std::uint16_t sets_[kExactSquares][kMaxSets];
  // The mover's units besides its king, with their rows of distances (n_units_ < 0: unknown).
  int n_units_ = 0;
  Square unit_square_[16];
  const std::uint8_t* unit_row_[16];
};

}  // namespace regent::orthodox
