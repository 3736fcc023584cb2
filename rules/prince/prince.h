// Event #68 "Prince" (seed 002, event chess) as a Variant (see rules/variant.h): each side's king
// cannot be checked until it is captured; then the side's chosen pawn becomes its king, which
// can. The rules as implemented are in docs/rules/prince.md.
//
// Position: the board with each side's chosen pawn and successor flag (position.h). Moves are
// orthodox moves; make() also does the chosen pawn's bookkeeping and replacement (moves.h).
#pragma once

#include "rules/core/movelist.h"
#include "rules/prince/moves.h"
#include "rules/prince/notation.h"
#include "rules/prince/position.h"
#include "rules/prince/setup.h"
#include "rules/condition_name.h"
#include "rules/variant.h"

namespace regent {

struct Prince {
  using Position = prince::PrincePosition;
  using Move = regent::Move;
  using Undo = prince::PrinceUndo;
  using MoveList = regent::MoveList;
  static constexpr const char* name = "prince";
  static constexpr const char* title = "Prince";  // in captions and headings
  // `condition prince`, or "pri", "prin", "princ".
  static constexpr ConditionName condition{.full = "prince", .shortest = 3};

  static void generate(const Position& pos, MoveList& list) { prince::generate_legal(pos, list); }
  static bool has_move(const Position& pos) { return prince::has_legal_move(pos); }
  static std::size_t count_moves(const Position& pos) { return prince::count_legal(pos); }
  static void make(Position& pos, Move m, Undo& u) { prince::make(pos, m, u); }
  static void unmake(Position& pos, Move m, const Undo& u) { prince::unmake(pos, m, u); }
  static void make_null(Position& pos, Undo& u) { pos.board.do_null_move(u.board); }
  static void unmake_null(Position& pos, const Undo& u) { pos.board.undo_null_move(u.board); }
  // Only a successor king can be in check.
  static bool in_check(const Position& pos) { return pos.in_check(pos.side_to_move()); }
  // A side whose king was captured with no chosen pawn left has lost (reported as Checkmate,
  // the state in which the side to move has lost).
  static GameState state(const Position& pos) {
    if (king_captured(pos)) return GameState::Checkmate;
    if (has_move(pos)) return GameState::Ongoing;
    return in_check(pos) ? GameState::Checkmate : GameState::Stalemate;
  }
  static bool is_checkmate(const Position& pos) { return in_check(pos) && !has_move(pos); }
  static bool is_stalemate(const Position& pos) { return !king_captured(pos) && !in_check(pos) && !has_move(pos); }
  // The kc goal (solver/search/goal.h): the side to move lost its king and had no chosen pawn.
  static bool king_captured(const Position& pos) { return pos.king_lost(pos.side_to_move()); }
  static MoveDescription describe(const Position& pos, Move m) { return prince::describe(pos, m); }
  static MoveAnnotation annotate(const Position& after) { return prince::annotate(after); }
  static std::optional<Position> setup(const Diagram& d, SetupError* e) { return prince::setup(d, e); }
  static std::optional<std::string> illegality(const Position& pos) { return prince::illegality(pos); }
  static std::string fen(const Position& pos) { return prince::fen(pos); }
};

static_assert(Variant<Prince>);

}  // namespace regent
