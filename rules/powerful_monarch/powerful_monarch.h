// Powerful Monarch Chess (seed 001, FIDPMC panel) as a Variant (see rules/variant.h): a defended
// king may stand next to the enemy king and then checks it if that king is undefended. The rules
// as implemented are in docs/rules/powerful-monarch.md.
//
// The state is the orthodox board (rules/core/Position) and moves are orthodox moves; only check
// (check.h), move legality and castling (movegen.h) and the legality of a diagram (setup.h) differ.
#pragma once

#include "rules/core/movelist.h"
#include "rules/core/position.h"
#include "rules/orthodox/notation.h"
#include "rules/powerful_monarch/check.h"
#include "rules/powerful_monarch/movegen.h"
#include "rules/powerful_monarch/setup.h"
#include "rules/condition_name.h"
#include "rules/variant.h"

namespace regent {

struct PowerfulMonarch {
  using Position = regent::Position;
  using Move = regent::Move;
  using Undo = regent::Undo;
  using MoveList = regent::MoveList;
  static constexpr const char* name = "powerfulmonarch";
  static constexpr const char* title = "Powerful Monarch Chess";  // in captions and headings
  // `condition powerfulmonarchchess`, or any abbreviation of three letters or more ("pow").
  static constexpr ConditionName condition{.full = "powerfulmonarchchess", .shortest = 3};

  static void generate(const Position& pos, MoveList& list) { powerfulmonarch::generate_legal(pos, list); }
  static bool has_move(const Position& pos) { return powerfulmonarch::has_legal_move(pos); }
  static std::size_t count_moves(const Position& pos) { return powerfulmonarch::count_legal(pos); }
  static void make(Position& pos, Move m, Undo& u) { pos.do_move(m, u); }
  static void unmake(Position& pos, Move m, const Undo& u) { pos.undo_move(m, u); }
  static void make_null(Position& pos, Undo& u) { pos.do_null_move(u); }
  static void unmake_null(Position& pos, const Undo& u) { pos.undo_null_move(u); }
  static bool in_check(const Position& pos) { return powerfulmonarch::in_check(pos, pos.side_to_move()); }
  static GameState state(const Position& pos) {
    if (has_move(pos)) return GameState::Ongoing;
    return in_check(pos) ? GameState::Checkmate : GameState::Stalemate;
  }
  static bool is_checkmate(const Position& pos) { return in_check(pos) && !has_move(pos); }
  static bool is_stalemate(const Position& pos) { return !in_check(pos) && !has_move(pos); }
  static MoveDescription describe(const Position& pos, Move m) { return orthodox::describe(pos, m); }
  static std::optional<Position> setup(const Diagram& d, SetupError* e) { return powerfulmonarch::setup(d, e); }
  static std::optional<std::string> illegality(const Position& pos) { return powerfulmonarch::illegality(pos); }
  static std::string fen(const Position& pos) { return pos.fen(); }
};

static_assert(Variant<PowerfulMonarch>);

}  // namespace regent
