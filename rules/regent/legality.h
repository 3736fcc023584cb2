// Move generation and full legality under Regent Chess rules: the mobile stages a side can
// attempt (pseudo-legal: movement of each unit in its current stage), and the complete test of
// a complex move: play() (complex_move.h), then Rule PV (§6.3.2) and Rule 7 (§7).
#pragma once

#include "rules/core/movelist.h"
#include "rules/regent/complex_move.h"

namespace regent::regentchess {

// Every mobile stage the side to move can attempt: the movement of each unit in its stage
// (§1.1, table 1.4 of the digest), castling (orthodox and regent, §9), promotions (to a new king
// for princes, §4.3; to Q R B S in classical mode). Moves into check are included.
void generate_mobile(const RegentPosition& pos, MoveList& list);
// The would-be promotions of sleeping pawns (§4.1), for explaining why they are not moves.
void generate_sleeping(const RegentPosition& pos, MoveList& list);

// Rule 7 follows chains of checks to crowned kings to their end, looking for one that proves a
// reply, with a memo of the positions already judged (docs/rules/regent.md, Rule 7). Without a
// proof, a chain that comes back to a position on it, or that grows longer than this safety
// bound, leaves the move undecided: it is then rejected with Rule::Rule7Undecided, never accepted
// untested.
inline constexpr int RULE7_MAX_CHAIN = 400;
// Under the reading RCC a lifted check needs a proof that the opponent has no reply, so every
// reply of a chain is searched, not only the first that proves one: the search grows with the
// width of each step, and the chain is bounded much lower. Beyond it the move is undecided
// (Rule::Rule7Undecided), as above.
inline constexpr int RCC_MAX_CHAIN = 12;

// For tests only: while it lives, Rule 7 on this thread uses `bound` instead of RULE7_MAX_CHAIN,
// so that a chain of checks of a few plies reaches the undecided branch that production meets only
// beyond 400. It clears the thread's memo of judged positions when it starts and when it ends (a
// position judged before would be answered from the memo). Nothing outside tests makes one.
class Rule7BoundForTests {
 public:
  explicit Rule7BoundForTests(int bound);
  ~Rule7BoundForTests();
  Rule7BoundForTests(const Rule7BoundForTests&) = delete;
  Rule7BoundForTests& operator=(const Rule7BoundForTests&) = delete;

 private:
  int previous_;
};

// The complete legality test of a mobile stage m: BaseLegal, Rule PV, Rule 7.
bool legal(const RegentPosition& pos, Move m, RegentPosition& out, ComplexMove* trace = nullptr,
           Rejection* why = nullptr, int depth = 0);

void generate_legal(const RegentPosition& pos, MoveList& list);
std::size_t count_legal(const RegentPosition& pos);
// The same count with every move through the full test (for checking the quiet-move shortcut).
std::size_t count_legal_without_shortcut(const RegentPosition& pos);
bool has_legal_move(const RegentPosition& pos, int depth = 0);

// The side to move has a king or regent in check.
bool in_check(const RegentPosition& pos);
// Phantom flights of the side to move's crowned king (§2.3): flights the king may not take
// because the move would not be legal (typically Phantom Regent Pat). Only meaningful in a
// dual-target check; empty otherwise.
Bitboard phantom_flights(const RegentPosition& pos);

// How a position without legal moves ends, for the side to move.
enum class Ending : std::uint8_t {
  None,            // the side to move has a legal move (or the game is drawn by PPM)
  Rm1,             // regent mate of the first type: regent mated, king in Regent Pat (§3.1)
  Rm2,             // dual-target mate without phantom flights (§3.2)
  Rm3,             // dual-target mate with phantom flights (§3.3)
  ClassicalMate,   // a side playing classically is mated (§5.2)
  KingAloneMate,   // crowned king alone mated (only from a diagram: §7 forbids the move)
  CompletePat,     // no move, nothing in check (§1.4): stalemate
  Ppm,             // Pat Perpetuum Mobile (§8): drawn
};
Ending ending(const RegentPosition& pos);
const char* ending_name(Ending e);  // "RM-1", "RM-2", "RM-3", "mate", ..., "complete pat", "PPM"

}  // namespace regent::regentchess
