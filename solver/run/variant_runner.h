// The runner's entry points over a list of variants (rules/variant_list.h): solve, moves,
// board and perft of runner.h, with the problem's variant chosen from `Variants`. runner.cpp
// instantiates them over the product's list (rules/variants.h); a test instantiates them over a
// longer one (tests/test_orthodox/). Each is a template over the chosen variant below the one
// dispatch per problem, so the search calls the rules directly.
#pragma once

#include <algorithm>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "rules/core/position.h"
#include "rules/perft.h"
#include "rules/variant.h"
#include "solver/analysis/analysis.h"
#include "solver/io/json_problem.h"
#include "solver/io/text_encoding.h"
#include "solver/run/position_setup.h"
#include "solver/run/runner.h"
#include "solver/run/variant_choice.h"
#include "solver/run/watchdog.h"

namespace regent {

namespace runner_detail {

// The steps of a run under the chosen variant V, below the one dispatch.

// Help play's set play: the other side begins (a null move), the play a half-move shorter. None
// when the side to move is in check (the other side could take the king) or nothing is left.
template <Variant V>
HelpSolution help_set_play(const typename V::Position& diagram, TranspositionTable& tt, const io::Stipulation& stip,
                           const SolveOptions& options, SearchAbort& abort) {
  HelpSolution out;
  out.set_play_shown = true;
  io::Stipulation set = stip;
  if (set.half) {
    set.half = false;
  } else {
    set.moves -= 1;
    set.half = true;
  }
  if (set.half_moves() < 1 || V::in_check(diagram)) return out;
  typename V::Position pos = diagram;
  typename V::Undo null;
  V::make_null(pos, null);
  SolveOptions o = options;
  o.set_play = false;
  o.help_sink = nullptr;
  o.keep_solutions = -1;  // (maxsolutions and stoponshortsolutions apply to the set play on its own, as in Popeye)
  o.part = 0;  // all of it, in the share that has it
  o.parts = 1;
  Analysis<V> analysis(pos, tt, set, o, &abort);
  out.set_play = std::move(analysis.solve().help.solutions);
  return out;
}

template <Variant V>
void run_variant(const io::ProblemInstance& problem, const VariantArguments& arguments, const RunConfig& config,
                 ProblemOutcome& out) {
  auto pos = build_position<V>(problem, arguments, out.result.notes, out.error, out.error_line, SetupFor::Solving);
  if (!pos) return;
  out.fen = V::fen(*pos);
  if (problem.stipulation.moves < 1 && !(problem.stipulation.play == io::Play::Help && problem.stipulation.half)) {
    out.error = "the stipulation needs at least one move";
    out.error_line = problem.line;
    return;
  }
  std::optional<TranspositionTable> own_table;
  TranspositionTable* tt = config.table.get();
  if (tt) tt->new_generation();
  else tt = &own_table.emplace(config.hash_mb);
  SearchAbort abort;
  abort.also = config.interrupt;
  double limit = config.max_seconds;
  if (problem.options.maxtime > 0 && (limit <= 0 || problem.options.maxtime < limit)) limit = problem.options.maxtime;
  const auto start = std::chrono::steady_clock::now();
  {
    Watchdog watchdog(abort, limit, config.progress);
    SolveOptions options = solve_options_from(problem.options, problem.stipulation);
    options.first_moves_before = problem.first_moves_before;
    options.tries_without_key = config.tries_without_key;
    options.threads = std::max(1, config.threads);
    options.part = config.part;
    options.parts = std::max(1, config.parts);
    options.pruning = config.pruning;
    options.help_sink = config.observer;
    options.keep_solutions = config.keep_solutions;
    options.help_buffer_bytes = config.help_buffer_bytes;
    // Help play's set play is solved first: it is printed with the heading, before the solutions.
    HelpSolution set_play;
    if (options.set_play && problem.stipulation.play == io::Play::Help && options.part == 0)
      set_play = help_set_play<V>(*pos, *tt, problem.stipulation, options, abort);
    const auto with_set_play = [&](HelpSolution& h) {
      h.set_play = set_play.set_play;
      h.set_play_shown = set_play.set_play_shown;
    };
    with_set_play(out.result.help);
    if (config.observer) config.observer->begin(out);
    Analysis<V> analysis(*pos, *tt, problem.stipulation, options, &abort);
    auto notes = std::move(out.result.notes);
    out.result = analysis.solve();
    out.result.notes = std::move(notes);
    with_set_play(out.result.help);
    out.result.interrupted = out.result.timed_out && config.interrupt && config.interrupt->load();
  }
  out.result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The side to move's moves as data: the legal ones, and the rejected ones too if the variant
// lists them (its optional study_moves, rules/variant.h).
template <Variant V>
void list_moves(const io::ProblemInstance& problem, const VariantArguments& arguments, MovesOutcome& out) {
  auto pos = build_position<V>(problem, arguments, out.notes, out.error, out.error_line, SetupFor::Studying);
  if (!pos) return;
  out.fen = V::fen(*pos);
  out.side = pos->side_to_move() == WHITE ? "white" : "black";
  if constexpr (requires { V::study_moves(*pos); }) {
    for (auto& study : V::study_moves(*pos)) {
      MoveEntry e;
      e.record.desc = std::move(study.desc);
      e.record.coord = coordinates(e.record.desc);
      e.legal = study.legal;
      if (study.legal) {
        mark_from_position_after<V>(e.record, study.after);
        e.fen_after = V::fen(study.after);
      } else {
        e.rule = std::move(study.rule);
        e.reason = std::move(study.reason);
      }
      out.moves.push_back(std::move(e));
    }
  } else {
    typename V::MoveList list;
    V::generate(*pos, list);
    for (const auto& m : list) {
      MoveEntry e;
      e.record.desc = V::describe(*pos, m);
      e.record.coord = coordinates(e.record.desc);
      typename V::Undo u;
      V::make(*pos, m, u);
      mark_from_position_after<V>(e.record, *pos);
      e.fen_after = V::fen(*pos);
      V::unmake(*pos, m, u);
      out.moves.push_back(std::move(e));
    }
  }
}

// The position's units and their roles (see BoardUnit; the variant's optional unit_role).
template <Variant V>
void read_board(const io::ProblemInstance& problem, const VariantArguments& arguments, BoardOutcome& out) {
  std::vector<std::string> notes;
  auto pos = build_position<V>(problem, arguments, notes, out.error, out.error_line, SetupFor::Studying);
  if (!pos) return;
  const Position* board = nullptr;
  if constexpr (requires { pos->board.geometry(); }) board = &pos->board;
  else board = &*pos;
  out.geometry = board->geometry();
  for (Bitboard units = board->pieces(); units;) {
    const Square s = pop_lsb(units);
    const Piece piece = board->piece_on(s);
    BoardUnit u{color_of(piece), piece_letter(type_of(piece)), s, UnitRole::Plain};
    if constexpr (requires { V::unit_role(*pos, s); }) u.role = V::unit_role(*pos, s);
    out.units.push_back(u);
  }
}

template <Variant V>
PerftResult perft_divide(typename V::Position& pos, int depth, bool divide) {
  PerftResult r;
  if (!divide) {
    r.total = perft<V>(pos, depth);
    return r;
  }
  typename V::MoveList list;
  V::generate(pos, list);
  typename V::Undo u;
  for (const auto& m : list) {
    V::make(pos, m, u);
    const std::uint64_t n = depth > 1 ? perft<V>(pos, depth - 1) : 1;
    V::unmake(pos, m, u);
    r.divided.emplace_back(uci(m), n);
    r.total += n;
  }
  return r;
}

// Which variant an outcome comes from: its name (JSON, tests) and its title (captions, headings).
template <Variant V, class Outcome>
void record_variant(Outcome& out) {
  out.variant = V::name;
  out.variant_title = V::title;
}

}  // namespace runner_detail

// solve, moves, board and perft of runner.h over `Variants` (a VariantList): the problem's variant
// is chosen from that list (variant_choice.h), the rest is compiled for the chosen variant.
template <class Variants>
struct VariantRunner {
  static ProblemOutcome solve(const io::ProblemInstance& given, const RunConfig& config) {
    const io::ProblemInstance problem = the_stipulation_played(given);
    ProblemOutcome out;
    out.problem = problem;
    const char* unsupported = nullptr;
    if (problem.options.enpassant.size() > 3)
      unsupported = "option enpassant with 4 squares is not supported (give from, passed and to squares: c7c6c5)";
    else if (problem.options.postkeyplay && problem.stipulation.play == io::Play::Help)
      unsupported = "option postkeyplay applies to direct and self play, not to help play";
    else if (problem.options.duplex && problem.options.halfduplex)
      unsupported = "options duplex and halfduplex exclude each other";
    else if (problem.options.duplex && problem.duplex_half == 0)  // a caller's slip, not the input's
      unsupported = "option duplex: each half is solved on its own (io::duplex_halves)";
    auto solve = [&]<Variant V>(const VariantArguments& arguments) {
      runner_detail::record_variant<V>(out);
      if (unsupported) {
        out.error = unsupported;
        out.error_line = problem.line;
        return;
      }
      runner_detail::run_variant<V>(problem, arguments, config, out);
    };
    with_variant<Variants>(problem, out.error, out.error_line, solve);
    if (out.error) out.error = io::printable(*out.error);  // it may quote the input
    return out;
  }

  // The problem under each reading of its variant's rules (the optional capability `readings`,
  // rules/variant.h), each named in `reading`; empty if the variant has only one. A reading's
  // argument goes to the variant's condition, which is added if the problem names the variant
  // only by a FEN's regents field.
  static std::vector<io::ProblemInstance> under_each_reading(const io::ProblemInstance& problem) {
    std::vector<io::ProblemInstance> out;
    std::optional<std::string> error;
    int line = 0;
    with_variant<Variants>(problem, error, line, [&]<Variant V>(const VariantArguments&) {
      if constexpr (requires { V::readings; V::condition; }) {
        for (const RuleReading& r : V::readings) {
          io::ProblemInstance p = problem;
          p.reading = r.name;
          if (*r.argument) {
            auto c = std::find_if(p.conditions.begin(), p.conditions.end(),
                                  [](const io::ConditionSpec& s) { return selects_a_variant<Variants>(s.name); });
            if (c != p.conditions.end()) c->args.emplace_back(r.argument);
            else p.conditions.push_back(io::ConditionSpec{std::string(V::condition.full), {r.argument}, p.line});
          }
          out.push_back(std::move(p));
        }
      }
    });
    return out;
  }

  static MovesOutcome moves(const io::ProblemInstance& problem) {
    MovesOutcome out;
    out.problem = problem;
    auto list = [&]<Variant V>(const VariantArguments& arguments) {
      runner_detail::record_variant<V>(out);
      runner_detail::list_moves<V>(problem, arguments, out);
    };
    with_variant<Variants>(problem, out.error, out.error_line, list);
    if (out.error) out.error = io::printable(*out.error);  // it may quote the input
    return out;
  }

  static BoardOutcome board(const io::ProblemInstance& problem) {
    BoardOutcome out;
    auto read = [&]<Variant V>(const VariantArguments& arguments) {
      runner_detail::record_variant<V>(out);
      runner_detail::read_board<V>(problem, arguments, out);
    };
    with_variant<Variants>(problem, out.error, out.error_line, read);
    if (out.error) out.error = io::printable(*out.error);  // it may quote the input
    return out;
  }

  // How many first moves Popeye's move numbers count in the twin's diagram (numbered_moves of
  // analysis.h; FirstMoveNumbering), 0 if it cannot be set up.
  static int numbered_first_moves(const io::ProblemInstance& twin) {
    std::optional<std::string> error;
    int line = 0, count = 0;
    std::vector<std::string> notes;
    with_variant<Variants>(twin, error, line, [&]<Variant V>(const VariantArguments& arguments) {
      if (auto pos = build_position<V>(twin, arguments, notes, error, line, SetupFor::Solving))
        count = int(numbered_moves<V>(*pos, first_move_must_mate(twin.stipulation)).size());
    });
    return count;
  }

  static PerftResult perft(const std::string& fen, int depth, bool divide, const std::string& condition) {
    PerftResult r;
    if (depth < 1 || depth > kMaxPerftDepth) {
      r.error = "perft depth must be from 1 to " + std::to_string(kMaxPerftDepth) + ", not " + std::to_string(depth);
      return r;
    }
    // The FEN as a problem (under the condition, if any), set up and checked as a problem's
    // position is: no king, the side not to move in check and the like are errors. A position
    // that can arise in a game but is no problem's (The Royal Standard: the king can be captured at
    // once) is counted. The stipulation is irrelevant: "#1" keeps the FEN's side to move. Without a
    // condition the variant is chosen as with_variant says (variant_choice.h).
    io::ProblemInstance problem;
    try {
      problem = io::problem_from_fen(fen, "#1", {}, condition.empty() ? std::vector<std::string>{}
                                                                      : std::vector<std::string>{condition});
    } catch (const std::exception& e) {
      r.error = io::printable(e.what());
      return r;
    }
    int line = 0;
    std::vector<std::string> notes;
    with_variant<Variants>(problem, r.error, line, [&]<Variant V>(const VariantArguments& arguments) {
      if (auto pos = build_position<V>(problem, arguments, notes, r.error, line, SetupFor::Studying))
        r = runner_detail::perft_divide<V>(*pos, depth, divide);
    });
    if (r.error) r.error = io::printable(*r.error);
    return r;
  }
};

}  // namespace regent
