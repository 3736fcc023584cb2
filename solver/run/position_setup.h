// Turning a problem into the position a variant plays: its diagram (rules/diagram.h), the
// variant's setup and legality check, and the problem conventions the solver applies on top
// (nowk/nobk, e.p. by retro analysis or by the problem's word).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/diagram.h"
#include "rules/variant.h"
#include "solver/io/problem_spec.h"

namespace regent {

// The problem's position as the rules receive it: pieces, side to move (by the stipulation, the
// FEN and the options), castling and e.p. conventions. The variant's arguments are left empty.
Diagram diagram_of(const io::ProblemInstance& p);

// Popeye's option whitetoplay in help play: White begins, and the play is a half-move shorter
// (h#2 is played as h#1.5, and printed so); a stipulation that begins with White already (h#n.5)
// is left as it is.
io::ProblemInstance the_stipulation_played(io::ProblemInstance p);

// The arguments of the condition that chose the variant, as its setup receives them
// (Diagram::variant_args), and the condition's line for error messages (0: none).
struct VariantArguments {
  std::vector<std::string> args;
  int line = 0;
};

// What a position is set up for: a problem to solve, or a position to study (regent moves,
// perft, diagram), which may be one that can arise in a game without being a problem's.
enum class SetupFor { Solving, Studying };

// Builds and checks the problem's position under V: setup notes go to *notes, errors to
// error/error_line. The e.p. conventions are applied here. `arguments`: those of the condition
// that chose V (with_variant, variant_choice.h).
template <Variant V>
std::optional<typename V::Position> build_position(const io::ProblemInstance& problem, const VariantArguments& arguments,
                                                   std::vector<std::string>& notes, std::optional<std::string>& error,
                                                   int& error_line, SetupFor purpose) {
  SetupError err;
  Diagram diagram = diagram_of(problem);
  // Option duplex: a stated e.p. right describes the last move before the diagram's first mover
  // plays; in the second half the other side begins, and the right means nothing for it (Popeye
  // solves that half without it too).
  if (problem.duplex_half == 2 && diagram.en_passant != SQ_NONE) {
    notes.push_back("en passant on " + square_name(diagram.en_passant) +
                    " belongs to the first half of the duplex: not allowed in the second");
    diagram.en_passant = SQ_NONE;
  }
  diagram.variant_args = arguments.args;
  diagram.variant_line = arguments.line;
  std::optional<typename V::Position> pos;
  if constexpr (requires { V::setup(diagram, &err, &notes); }) pos = V::setup(diagram, &err, &notes);
  else pos = V::setup(diagram, &err);
  if (!pos) {
    error = err.message;
    error_line = err.line ? err.line : problem.line;
    return std::nullopt;
  }
  // Options nowk and nobk: Popeye's way to say that a side has no king on purpose. Such a position
  // is no orthodox one; the variant plays it if it can (and the solution says so in a note).
  KinglessSides kingless;
  kingless.side[WHITE] = problem.options.nowk;
  kingless.side[BLACK] = problem.options.nobk;
  std::optional<std::string> why;
  if (!kingless.any()) {
    why = V::illegality(*pos);
  } else if constexpr (requires(const typename V::Position& p) { V::illegality(p, kingless); }) {
    why = V::illegality(*pos, kingless);
    const bool both = kingless[WHITE] && kingless[BLACK];
    const std::string who = both ? "neither side has a king (option nowk nobk)"
                                 : kingless[WHITE] ? "White has no king (option nowk)" : "Black has no king (option nobk)";
    if (!why) notes.push_back(who + ": not a position of a game; solved as given, a side without a king is never in check");
  } else {
    error = std::string("options nowk and nobk are not supported under ") + V::title;
    error_line = problem.line;
    return std::nullopt;
  }
  if (why) {
    error = "illegal position: " + *why;
    // A problem whose only flaw is a missing king is told the option that accepts it.
    if constexpr (requires(const typename V::Position& p) { V::illegality(p, kingless); }) {
      if (!kingless.any() && purpose == SetupFor::Solving) {
        for (Color c : {WHITE, BLACK}) {
          KinglessSides one;
          one.side[c] = true;
          if (!V::illegality(*pos, one)) *error += c == WHITE ? " (option nowk accepts that)" : " (option nobk accepts that)";
        }
      }
    }
    error_line = problem.line;
    return std::nullopt;
  }
  if constexpr (requires(const typename V::Position& p) { V::decided(p); }) {
    if (purpose == SetupFor::Solving) {
      if (auto why = V::decided(*pos)) {
        error = "not a problem position: " + *why;
        error_line = problem.line;
        return std::nullopt;
      }
    }
  }
  // By convention e.p. is allowed only when the problem says so, or when retro analysis proves
  // that the last move was the double step (a FEN's e.p. field is taken as the problem's word).
  if constexpr (requires(const typename V::Position& p) { V::prove_double_step(p); }) {
    if (diagram.en_passant == SQ_NONE && !problem.fen) {
      const auto proof = V::prove_double_step(*pos);
      if (proof.passed != SQ_NONE) {
        pos->set_ep_square(proof.passed);
        notes.push_back("retro analysis: the last move must have been " + proof.move + ", so en passant on " +
                        square_name(proof.passed) + " is allowed");
      }
    }
  }
  if (diagram.en_passant != SQ_NONE && !problem.fen)
    notes.push_back("en passant on " + square_name(diagram.en_passant) + " is allowed, as the problem states");
  return pos;
}

}  // namespace regent
