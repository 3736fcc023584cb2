// The Royal Standard (Alexandre Muñiz) as a Variant (see rules/variant.h). The rules as
// implemented, with the interpretations and their reasons, are in docs/rules/royal-standard.md.
//
// The goal is to capture the enemy king. A move leaving the mover's king capturable is legal (it
// loses), so every generated move is legal. For the solver's goals:
//   in check      the king is capturable by the opponent, or already captured
//   checkmate     the king is capturable and every move leaves it capturable (or it is captured):
//                 the loss of the king can no longer be avoided
//   stalemate     no move at all while the king is not capturable (a draw, as in FIDE chess)
//   king_captured the side to move has lost its king (the kc goal)
#pragma once

#include "rules/royal_standard/input.h"
#include "rules/royal_standard/movegen.h"
#include "rules/royal_standard/notation.h"
#include "rules/royal_standard/position.h"
#include "rules/royal_standard/setup.h"
#include "rules/variant.h"

namespace regent {

struct RoyalStandard {
  using Position = royalstandard::RoyalPosition;
  using Move = royalstandard::RoyalMove;
  using Undo = royalstandard::RoyalUndo;
  using MoveList = royalstandard::RoyalMoveList;
  static constexpr const char* name = "royalstandard";
  static constexpr const char* title = "The Royal Standard";  // in captions and headings
  static constexpr ConditionName condition = royalstandard::kCondition;
  // Its own pieces, board and FEN field (input.h).
  static const InputConventions& input_conventions() { return royalstandard::input_conventions(); }

  static void generate(const Position& pos, MoveList& list) { royalstandard::generate(pos, list); }
  static bool has_move(const Position& pos) { return royalstandard::has_move(pos); }
  static std::size_t count_moves(const Position& pos) { return royalstandard::count_moves(pos); }
  static void make(Position& pos, Move m, Undo& u) { pos.play(m, u); }
  static void unmake(Position& pos, Move m, const Undo& u) { pos.take_back(m, u); }
  static void make_null(Position& pos, Undo& u) { pos.pass(u); }
  static void unmake_null(Position& pos, const Undo& u) { pos.take_back_pass(u); }
  static bool king_captured(const Position& pos) { return pos.king(pos.side_to_move()) == SQ_NONE; }
  static bool in_check(const Position& pos) {
    return king_captured(pos) || royalstandard::can_capture_king(pos, ~pos.side_to_move());
  }
  static bool is_checkmate(const Position& pos) {
    return king_captured(pos) || (in_check(pos) && royalstandard::loses_king_whatever_it_does(pos));
  }
  static bool is_stalemate(const Position& pos) { return !in_check(pos) && !has_move(pos); }
  static GameState state(const Position& pos) {
    if (is_checkmate(pos)) return GameState::Checkmate;
    return has_move(pos) ? GameState::Ongoing : GameState::Stalemate;
  }
  static MoveDescription describe(const Position& pos, Move m) { return royalstandard::describe(pos, m); }
  // A move that captures the king ends the game: its `ending` says so (its mark is '#').
  static MoveAnnotation annotate(const Position& after) {
    MoveAnnotation a;
    if (king_captured(after)) a.ending = "king captured";
    return a;
  }
  static std::optional<Position> setup(const Diagram& d, SetupError* e) { return royalstandard::setup(d, e); }
  static std::optional<std::string> illegality(const Position& pos) { return royalstandard::illegality(pos); }
  // A position where the side to move can capture the king arises in a game (the move before it
  // was legal and lost), so moves and perft take it; it is no problem to solve.
  static std::optional<std::string> decided(const Position& pos) { return royalstandard::decided(pos); }
  static std::string fen(const Position& pos) { return royalstandard::fen(pos); }
};

static_assert(Variant<RoyalStandard>);

}  // namespace regent
