// The interface every variant implements, as a C++20 concept. The solver is a template over a
// Variant, so calls into the rules are direct (and inlined) in the search loop.
//
// A variant provides:
//   Position, Move, Undo, MoveList      its state and move types
//   name                                "orthodox", "regent", ...
//   title                               its name for readers: "Regent Chess", "The Royal Standard"
//   generate(pos, list)                 every legal move of the side to move
//   has_move(pos)                       whether the side to move has a legal move
//   make(pos, m, undo) / unmake(...)    play and take back a move
//   make_null(pos, undo) / unmake_null  pass (threats, set play)
//   in_check(pos)                       the side to move is in check
//   state(pos)                          the game-ending state of the side to move
//   is_checkmate(pos), is_stalemate(pos) the two goals, as cheaply as the variant can test them;
//                                       checkmate must imply in_check (the solver relies on it)
//   describe(pos, m)                    the move as data and text, in the position before it
//   setup(diagram, error)               the Position of a problem's diagram (rules/diagram.h)
//   illegality(pos)                     why the position cannot arise, or nullopt
//   fen(pos)                            the position in the variant's one-line notation
// and may provide:
//   decided(pos)                        why a position that can arise is no problem to solve, or
//                                       nullopt (The Royal Standard: the king can be captured at
//                                       once); `regent moves`, `perft` and `diagram` accept it
//   generate_checks(pos, list)          exactly the legal moves that give check (the mating move
//                                       of help and direct play, the selfmate's last defence)
//   can_check_within(pos, side, moves, king_moves)
//                                       false only if `side` provably cannot give check in time
//   mate_after_one_move_each_possible(pos), mate_picture(pos)
//                                       false / the moves of the side to move after which a mate
//                                       by the other side is still possible (help play's last
//                                       two plies; the first form stops at the first way found)
//   mate_in_three_plies_possible(pos)   false only if no move of the side to move, reply and
//                                       second move of the side to move mate (help play with
//                                       three plies left)
//   mate_in_four_plies_possible(pos)    the same for two moves of each side, the side to be
//                                       mated first (help play with four plies left)
//   stalemate_in_three_plies_possible(pos)
//                                       false only if no move of the side to move, reply and
//                                       second move of the side to move stalemate the other
//                                       side (help stalemate with three plies left)
//   mate_squares_within_budget(pos, side, moves, other_moves, candidates),
//   stalemate_squares_within_budget(...)
//                                       the squares of `candidates` where the other side's king
//                                       may still end mated (stalemated) when `side` has `moves`
//                                       moves and the other side `other_moves`: each square
//                                       left out is proven (help play three plies or more
//                                       before the end, two for a stalemate)
//   stalemate_flight_squares_within_budget(...)
//                                       the same from the stalemated king's flights alone: the
//                                       question budget_progress's squares rest on
//   stalemate_pieces_within_budget(pos, side, moves, other_moves)
//                                       false only if the other side's pieces cannot all end
//                                       without a move or taken in time (help stalemate)
//   stalemate_pieces_all_to_take(pos, side, moves, other_moves)
//                                       where those pieces that must be taken are as many as
//                                       `side`'s moves, their squares (0: no claim): with `side`
//                                       to move, a move that takes none of them and promotes
//                                       nothing leaves a position the test above denies
//   squares_within_budget_after(pos, move, mate, side, moves, other_moves, candidates, complete)
//                                       either of the two above for the position after a legal
//                                       move, without making it ({known, squares}; known false:
//                                       not asked, the child asks itself)
//   budget_progress(pos, tight, moves_after, other_moves, mate)
//                                       the side to move being the side to be mated
//                                       (stalemated), for squares the budget denies with one
//                                       move fewer for it: squares(move), those at which the
//                                       move brings a unit nearer and the budget's exact stage
//                                       still allows after it (the others are denied after it)
//   key_after(pos, move)                the key after the move, or a guess (a table prefetch for
//                                       each move ahead of playing them)
//   key_after_exact(pos, move)          whether key_after is surely the key after the move (the
//                                       table is then asked before the move is played)
//   quiet_move_filter(pos)              which moves of the side to be mated, four plies before
//                                       the end, may change the three-ply answer
// The searches test for each optional one at compile time and keep the full search without it;
// docs/help-play.md says which shortcut rests on which, and why each is exact.
//
// Optional too, for the runner and the readers (solver/run/, solver/io/), tested the same way:
//   condition                           a ConditionName (rules/condition_name.h): the condition
//                                       lines that select the variant; without it none does, and
//                                       the variant is only the default (the first of the list)
//   input_conventions()                 its pieces, board and FEN fields, if not orthodox chess'
//                                       (rules/input_conventions.h)
//   regents_field_args(field, args)     a FEN's regents field ("d1,d8") as the condition's
//                                       arguments; a FEN with that field and no condition is
//                                       played under the variant that has it
//   setup(diagram, error, notes)        setup() that also adds notes for the solution
//   annotate(position_after)            what the variant adds to a move's check mark
//   study_moves(pos)                    `regent moves`: every move the side to move could try,
//                                       the rejected ones with their rule (StudiedMove); without
//                                       it the legal moves of generate()
//   unit_role(pos, square)              what a diagram marks about the unit on the square
//                                       (UnitRole); without it every unit is plain
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <vector>

#include "rules/core/types.h"
#include "rules/diagram.h"
#include <optional>

namespace regent {

// How the game stands for the side to move.
enum class GameState : std::uint8_t {
  Ongoing,    // has a legal move
  Checkmate,  // no legal move, king (or royal unit) attacked: the side to move lost
  Stalemate,  // no legal move, not in check
  Draw,       // drawn by a rule of the variant (e.g. Regent Chess' Pat Perpetuum Mobile)
};

// A move as data for output: the mobile part of the move, plus the full text of the variant's
// notation without the check or mate mark (which depends on the position after the move).
// One step of a variant's multistage move after its mobile part (Regent Chess' transformations).
struct TransformationStep {
  std::string kind;  // "to-king", "to-queen", "wakes", "sleeps", "annihilated", "abdicates"
  Color color = WHITE;
  Square square = SQ_NONE;
  std::string text;  // as in the notation: "Qd5=Kd5"
};

struct MoveDescription {
  Square from = SQ_NONE;
  Square to = SQ_NONE;
  char piece = ' ';      // problemist letter of the moving unit: K Q R B S P
  char promotion = 0;    // letter of the promoted unit, 0 if none
  bool capture = false;
  bool castling = false;
  bool en_passant = false;
  std::string text;      // e.g. "Rc2-c7", "g7-g8=Q", "0-0", "d5*c6 ep."
  std::string abridged;  // a variant's shorter form of the same move, "" if it has none
  std::vector<TransformationStep> transformations;  // in the order they happen
  bool cycle = false;    // the transformations repeat for ever (Regent Chess' PPM)
};

// Optional capability `annotate(position_after)`: what a variant adds to a move's check mark.
struct MoveAnnotation {
  std::string check_mark;  // replaces "+" when the move checks, e.g. "++" (dual-target check)
  std::string suffix;      // after the mark, e.g. " <a4>" (phantom flights)
  std::vector<Square> flights;  // the squares the suffix names (Regent Chess' phantom flights)
  std::string ending;      // how the game ended, e.g. "RM-3", "PPM" ("" if it goes on)
};

// Optional capability `study_moves(pos)`: one move the side to move could attempt, for
// composers studying a position (`regent moves`), with the rule that forbids it if it is illegal.
template <class Position>
struct StudiedMove {
  MoveDescription desc;  // the move (when illegal, up to the step that breaks the rule)
  bool legal = false;
  std::string rule;      // illegal: the rule's id, e.g. "hidden-self-check"
  std::string reason;    // illegal: the rule in words, e.g. "6.3.3: self-check at transformation 3 (Qd1=Kd1)"
  Position after{};      // legal: the position after the move
};

// Optional capability `unit_role(pos, square)`: what a diagram marks about a unit besides its
// piece (Regent Chess' regent and princes).
enum class UnitRole : std::uint8_t { Plain, Regent, Prince };

// Optional capability `readings`: the readings of a variant's rules that a problem can be
// verified under (`regent verify --both-readings`), the first the default. `argument` is what
// the variant's condition takes to select the reading ("" for the default).
struct RuleReading {
  const char* name;
  const char* argument;
};

template <class V>
concept Variant = requires(typename V::Position& pos, const typename V::Position& cpos,
                           typename V::Move m, typename V::Undo& undo, typename V::MoveList& list) {
  { V::name } -> std::convertible_to<const char*>;
  { V::title } -> std::convertible_to<const char*>;
  { V::generate(cpos, list) };
  { V::has_move(cpos) } -> std::same_as<bool>;
  { V::make(pos, m, undo) };
  { V::unmake(pos, m, undo) };
  { V::make_null(pos, undo) };
  { V::unmake_null(pos, undo) };
  { V::in_check(cpos) } -> std::same_as<bool>;
  { V::state(cpos) } -> std::same_as<GameState>;
  { V::is_checkmate(cpos) } -> std::same_as<bool>;
  { V::is_stalemate(cpos) } -> std::same_as<bool>;
  { V::describe(cpos, m) } -> std::same_as<MoveDescription>;
  { V::setup(std::declval<const Diagram&>(), std::declval<SetupError*>()) }
      -> std::same_as<std::optional<typename V::Position>>;
  { V::illegality(cpos) } -> std::same_as<std::optional<std::string>>;
  { V::fen(cpos) } -> std::same_as<std::string>;
  { cpos.key() } -> std::convertible_to<std::uint64_t>;
  { cpos.side_to_move() } -> std::convertible_to<Color>;
};

}  // namespace regent
