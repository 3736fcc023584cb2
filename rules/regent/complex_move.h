// The complex move of Regent Chess (seed Appendix §1.2.2, digest §2-§3): the mobile stage (the
// unit moves, a prince may become a new king, a queen-stage regent may be captured) followed by
// the transformational stage, in which regents change stage one side at a time, mover first,
// until the position is stable; a repeated stage pair is Pat Perpetuum Mobile (§8).
//
// play() performs one complex move and checks every condition that depends on the move alone
// (digest "BaseLegal": the opposition ban, self-check in the mobile stage and in each
// transformation, the regent's licence to step into check, the king left in check). The rules
// that look beyond the move (Rule PV of §6.3.2 and Rule 7) are in legality.h.
#pragma once

#include <string>

#include "rules/core/movelist.h"
#include "rules/regent/position.h"

namespace regent::regentchess {

// One step of the transformational stage, as written in Kapusta's brackets.
struct Transformation {
  enum Kind : std::uint8_t {
    ToKing,       // Qd5=Kd5: regent enters the uncrowned-king stage
    ToQueen,      // Kh1=Qh1: regent enters the queen stage
    Wakes,        // g2=Pg2: sleeping pawn becomes a prince
    Sleeps,       // Pd2=d2: prince falls asleep
    Annihilated,  // -Ka1: the old king leaves the board (new-king promotion, §4.3)
    Abdicates,    // Kc6=Qc6: the regent becomes a permanent queen (new-king promotion, §5.2)
  };
  Kind kind = ToKing;
  Color color = WHITE;
  Square square = SQ_NONE;
  std::string text() const;
};

// The rule that makes a mobile stage illegal (see rejection_text for the wording).
enum class Rule : std::uint8_t {
  None,
  Opposition,          // §1.1: opposing king-units adjacent (at any stage)
  SelfCheck,           // §6.1: the move exposes its own king or regent
  RegentStaysInCheck,  // §6.2: a regent stepped into check that no transformation lifted
  HiddenSelfCheck,     // §6.1/§6.3.3: a transformation attacks the mover's king or regent
  LeftInCheck,         // §6.1/§2.2.1: the king or regent is still in check after the move
  PpmSelfCheck,        // §8: attempted Pat Perpetuum Mobile with a self-check in the cycle
  PromotionInCheck,    // §4.3: a prince promotes while in check without taking the checker
  PromotionGuarded,    // §4.3: a prince promotes on a square guarded by the opponent
  MateToKingAlone,     // §7: mate to the crowned king while his regent is on the board
  PhantomSelfCheck,    // §6.3.2: hidden self-check after a virtual retreat to a phantom flight
  SleepingPawn,        // §4.1: a sleeping pawn may not move
  CastlingAttacked,    // §9: a castling king or regent would leave, cross or reach an attacked square
  Rule7Undecided,      // §7: the chain of checks repeats a position (or exceeds RULE7_MAX_CHAIN)
  RccLiftWithoutMate,  // §6.3.1 read as RCC: a check to the crowned king lifted by the
                       // transformations alone, by a move that does not mate
};

struct Rejection {
  Rule rule = Rule::None;
  int transformation = 0;  // 1-based index into the bracket where it happened, 0: mobile stage,
                           // -1: during the transformations (play() was given no trace)
  std::string token;       // that transformation's text
  Square square = SQ_NONE; // the phantom flight (PhantomSelfCheck), the attacked square (CastlingAttacked)
};
// "6.3.3: self-check at transformation 3 (Qd1=Kd1)", "7: mate to the crowned king alone", ...
std::string rejection_text(const Rejection& r);
// Short identifier for JSON: "opposition", "self-check", ...
const char* rule_id(Rule r);

// The record of one complex move: everything the notation needs.
struct ComplexMove {
  Move mobile;
  Color mover = WHITE;
  PieceType unit = NO_PIECE_TYPE;   // moving unit's kind in the mobile stage (KING/QUEEN for a regent)
  bool regent_moved = false;        // the moving unit is the mover's regent
  bool king_moved = false;          // the moving unit is the mover's crowned king
  bool regent_castling = false;
  bool capture = false;
  bool prince_arrives = false;      // a pawn reaches the last-but-one rank as prince ("=P")
  bool new_king = false;            // a prince promotes to a new king
  bool regent_captured = false;     // the opponent's queen-stage regent was taken (§5.3)
  bool ppm = false;                 // the transformations never settle: Pat Perpetuum Mobile
  BasicMoveList<Transformation, 48> tokens;
};

// Plays m (a mobile stage generated for a0) with its transformational stage into `out`.
// Returns false, with the reason in *why, when the move is illegal on its own terms. When it
// returns true, *king_check_lifted tells whether the mover's crowned king was still in check
// after the mobile stage and only the transformations lifted the check (§6.3.1: the case the
// reading RCC restricts, legality.h).
bool play(const RegentPosition& a0, Move m, RegentPosition& out, ComplexMove* trace = nullptr,
          Rejection* why = nullptr, bool* king_check_lifted = nullptr);

// Plays m, known to be legal, in place and without testing any legality condition (make() in
// the search).
void apply(RegentPosition& pos, Move m);

// The virtual test of Rule PV (§6.3.2, digest §3.7): the side to move in p (in a dual-target
// check) steps with its king to the phantom flight q; its regent first returns to the queen
// stage (check relief, §2.1) and the transformations then alternate. Returns false if that
// sequence attacks a king or regent of the side that just moved, or brings kings together.
bool phantom_retreat_is_harmless(const RegentPosition& p, Square q);

}  // namespace regent::regentchess
