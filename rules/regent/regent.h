// Regent Chess (V. Kapusta, 2021) as a Variant (see rules/variant.h). The rules as implemented,
// with the paragraph of the seed each comes from, are in docs/rules/regent.md.
//
// Position: the board plus each side's regent (position.h). Move: the mobile stage only; make()
// plays the whole complex move, transformations included (complex_move.h). Legality adds Rule
// PV and Rule 7 (legality.h). Copy-make: the Undo is the position before the move.
#pragma once

#include "rules/condition_name.h"
#include "rules/core/movelist.h"
#include "rules/regent/complex_move.h"
#include "rules/regent/legality.h"
#include "rules/regent/notation.h"
#include "rules/regent/position.h"
#include "rules/regent/setup.h"
#include "rules/regent/study.h"
#include "rules/variant.h"

namespace regent {

struct RegentChess {
  using Position = regentchess::RegentPosition;
  using Move = regent::Move;
  using Undo = regentchess::RegentPosition;
  using MoveList = regent::MoveList;
  static constexpr const char* name = "regent";
  static constexpr const char* title = "Regent Chess";  // in captions and headings
  // `condition regent` or `condition regentchess`, no abbreviation.
  static constexpr ConditionName condition{.full = "regentchess", .also = "regent"};

  static void generate(const Position& pos, MoveList& list) { regentchess::generate_legal(pos, list); }
  static bool has_move(const Position& pos) { return regentchess::has_legal_move(pos); }
  // The move just played ended the game at once (PPM, §8): perft counts it as a leaf.
  static bool ended(const Position& pos) { return pos.ppm; }
  static std::size_t count_moves(const Position& pos) { return regentchess::count_legal(pos); }
  static void make(Position& pos, Move m, Undo& u) {
    u = pos;
    regentchess::apply(pos, m);
  }
  static void unmake(Position& pos, Move, const Undo& u) { pos = u; }
  static void make_null(Position& pos, Undo& u) {
    u = pos;
    pos.board.set_ep_square(SQ_NONE);
    pos.board.set_side_to_move(~pos.side_to_move());
  }
  static void unmake_null(Position& pos, const Undo& u) { pos = u; }
  // A king or a regent in its king stage is attacked. Not after a PPM move: the game is drawn at
  // once (§8), so the move is marked stalemate only, never check as well.
  static bool in_check(const Position& pos) { return !pos.ppm && regentchess::in_check(pos); }
  static GameState state(const Position& pos) {
    if (pos.ppm) return GameState::Draw;
    if (has_move(pos)) return GameState::Ongoing;
    return in_check(pos) ? GameState::Checkmate : GameState::Stalemate;
  }
  static bool is_checkmate(const Position& pos) { return !pos.ppm && in_check(pos) && !has_move(pos); }
  // Complete pat (§1.4) and Pat Perpetuum Mobile (§8, "drawn by stalemate") both count.
  static bool is_stalemate(const Position& pos) { return pos.ppm || (!in_check(pos) && !has_move(pos)); }
  static MoveDescription describe(const Position& pos, Move m) { return regentchess::describe(pos, m); }
  static MoveAnnotation annotate(const Position& after) { return regentchess::annotate(after); }
  static std::optional<Position> setup(const Diagram& d, SetupError* e) { return regentchess::setup(d, e); }
  static std::optional<Position> setup(const Diagram& d, SetupError* e, std::vector<std::string>* notes) {
    return regentchess::setup(d, e, notes);
  }
  static std::optional<std::string> illegality(const Position& pos) { return regentchess::illegality(pos); }
  static std::string fen(const Position& pos) { return regentchess::fen(pos); }
  // The regents field of the one-line notation (setup.h) stands for the condition's arguments.
  static void regents_field_args(std::string_view field, std::vector<std::string>& args) {
    regentchess::append_regents_field_args(field, args);
  }
  // `regent moves` lists the rejected mobile stages too, each with the rule that forbids it.
  static std::vector<StudiedMove<Position>> study_moves(const Position& pos) { return regentchess::listed_moves(pos); }
  // Two readings of §6.3.1 (docs/rules/regent.md): RS-1, the default, and the stricter RCC.
  static constexpr RuleReading readings[] = {{"RS-1", ""}, {"RCC", "rcc"}};
  // The diagram marks the regents and the princes (the kings not crowned).
  static UnitRole unit_role(const Position& pos, Square s) {
    const Color c = color_of(pos.board.piece_on(s));
    if (pos.regent[c] == s) return UnitRole::Regent;
    if (pos.princes(c) & bb(s)) return UnitRole::Prince;
    return UnitRole::Plain;
  }
};

static_assert(Variant<RegentChess>);

}  // namespace regent
