#include "solver/run/runner.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "rules/orthodox/orthodox.h"
#include "rules/powerful_monarch/powerful_monarch.h"
#include "rules/prince/prince.h"
#include "rules/regent/regent.h"
#include "rules/regent/study.h"
#include "rules/royal_standard/royal_standard.h"
#include "rules/perft.h"
#include "solver/io/json_problem.h"
#include "solver/io/text_encoding.h"
#include "solver/io/variant_input.h"

namespace regent {

namespace {

// Sets the abort flag when the time limit passes, and shows progress on stderr (first moves
// examined, seconds) while a solve runs longer than a second; stops as soon as the solve ends.
class Watchdog {
 public:
  Watchdog(SearchAbort& abort, double seconds, bool progress) : abort_(abort) {
    if (seconds <= 0 && !progress) return;
    thread_ = std::thread([this, seconds, progress] {
      const auto start = std::chrono::steady_clock::now();
      std::unique_lock lock(mutex_);
      bool shown = false;
      while (!done_) {
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (seconds > 0 && elapsed >= seconds) {
          abort_.stop = true;
          break;
        }
        if (progress && elapsed >= 1.0) {
          std::fprintf(stderr, "\r  ... %d/%d first moves, %.0f s ", abort_.first_moves_done.load(),
                       abort_.first_moves_total.load(), elapsed);
          shown = true;
        }
        double wait = 0.5;
        if (seconds > 0) wait = std::min(wait, seconds - elapsed);
        cv_.wait_for(lock, std::chrono::duration<double>(std::max(wait, 0.001)), [this] { return done_; });
      }
      if (shown) std::fprintf(stderr, "\r%60s\r", "");
    });
  }
  ~Watchdog() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

 private:
  SearchAbort& abort_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;
};

Square to_square(io::SquareRef s) { return make_square(s.file, s.rank); }

Diagram diagram_of(const io::ProblemInstance& p) {
  Diagram d;
  for (const auto& piece : p.pieces)
    d.pieces.push_back(PlacedPiece{piece.color == 'w' ? WHITE : BLACK, piece.code, to_square(piece.square), piece.line});
  const io::Stipulation& st = p.stipulation;
  Color first = st.starting_side() == 'w' ? WHITE : BLACK;
  // A FEN's side to move decides who attacks in direct and self play (so "#2" from a FEN with
  // Black to move is Black mating); help play always starts as the stipulation says.
  if (p.fen && st.play != io::Play::Help) first = p.fen->side_to_move == 'b' ? BLACK : WHITE;
  if (p.options.whitetoplay && st.play == io::Play::Help) first = WHITE;  // (the_stipulation_played)
  if (p.options.halfduplex || p.duplex_half == 2) first = ~first;  // the other side plays the stipulation
  // Option postkeyplay: the diagram is the position after the key, the defender to move.
  if (p.options.postkeyplay && st.play != io::Play::Help) first = ~first;
  d.side_to_move = first;
  for (const auto& s : p.options.nocastling) d.no_castling.push_back(to_square(s));
  if (p.fen) d.castling = p.fen->castling;
  if (p.fen && p.fen->en_passant) d.en_passant = to_square(*p.fen->en_passant);
  if (p.fen) {
    d.halfmove_clock = p.fen->halfmove_clock;
    d.fullmove_number = p.fen->fullmove_number;
  }
  const auto& ep = p.options.enpassant;
  if (ep.size() == 3) d.en_passant = to_square(ep[1]);           // from, passed, to
  else if (ep.size() == 2) d.en_passant = make_square(ep[0].file, (ep[0].rank + ep[1].rank) / 2);
  else if (ep.size() == 1) d.en_passant = to_square(ep[0]);      // the passed square
  return d;
}

enum class VariantKind { Regent, PowerfulMonarch, Prince, RoyalStandard };

// The variant a condition name selects. Besides the full names, the royal-piece variants accept
// an abbreviation of at least three letters (Popeye's forgiving style): "pow", "powerful", "pri".
std::optional<VariantKind> variant_kind(const std::string& name) {
  if (name == "regent" || name == "regentchess") return VariantKind::Regent;
  auto abbreviates = [&](std::string_view full) { return name.size() >= 3 && full.starts_with(name); };
  if (abbreviates("powerfulmonarchchess")) return VariantKind::PowerfulMonarch;
  if (abbreviates("prince")) return VariantKind::Prince;
  // A variant with input conventions of its own says which spellings select it (rules/input_conventions.h).
  if (const io::VariantInput* v = io::variant_input(name); v && v->condition == RoyalStandard::name)
    return VariantKind::RoyalStandard;
  return std::nullopt;
}

// The condition that selects the variant, if any (the other conditions are rejected earlier).
const io::ConditionSpec* variant_condition(const io::ProblemInstance& p) {
  for (const auto& c : p.conditions)
    if (variant_kind(c.name)) return &c;
  return nullptr;
}

// The regents field of a Regent FEN ("d1,d8", "-,d8") as `condition regent` arguments.
void append_regents_field(const std::string& field, std::vector<std::string>& args) {
  const auto comma = field.find(',');
  const std::string parts[2] = {field.substr(0, comma), field.substr(comma + 1)};
  for (int i = 0; i < 2; ++i) {
    args.push_back(i == 0 ? "white" : "black");
    if (parts[i] == "-") {
      args.push_back("classical");
    } else {
      args.push_back("regent");
      args.push_back(parts[i]);
    }
  }
}

// What a position is set up for: a problem to solve, or a position to study (regent moves,
// perft, diagram), which may be one that can arise in a game without being a problem's.
enum class SetupFor { Solving, Studying };

// Builds and checks the problem's position under V: setup notes go to *notes, errors to
// error/error_line. The e.p. conventions are applied here.
template <Variant V>
std::optional<typename V::Position> build_position(const io::ProblemInstance& problem, std::vector<std::string>& notes,
                                                   std::optional<std::string>& error, int& error_line,
                                                   SetupFor purpose) {
  SetupError err;
  Diagram diagram = diagram_of(problem);
  if (const io::ConditionSpec* c = variant_condition(problem)) {
    diagram.variant_args = c->args;
    diagram.variant_line = c->line ? c->line : problem.line;
  }
  if (problem.fen && problem.fen->regents) append_regents_field(*problem.fen->regents, diagram.variant_args);
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
void run_variant(const io::ProblemInstance& problem, const RunConfig& config, ProblemOutcome& out) {
  auto pos = build_position<V>(problem, out.result.notes, out.error, out.error_line, SetupFor::Solving);
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

// The side to move's moves as data (legal ones; Regent Chess also lists the rejected ones).
template <Variant V>
void list_moves(const io::ProblemInstance& problem, MovesOutcome& out) {
  auto pos = build_position<V>(problem, out.notes, out.error, out.error_line, SetupFor::Studying);
  if (!pos) return;
  out.fen = V::fen(*pos);
  out.side = pos->side_to_move() == WHITE ? "white" : "black";
  if constexpr (std::is_same_v<V, RegentChess>) {
    for (const auto& study : regentchess::study_moves(*pos)) {
      MoveEntry e;
      e.record.desc = regentchess::describe(*pos, study.trace);
      e.record.coord = coordinates(e.record.desc);
      e.legal = study.legal;
      if (study.legal) {
        mark_from_position_after<V>(e.record, study.after);
        e.fen_after = V::fen(study.after);
      } else {
        e.rule = regentchess::rule_id(study.why.rule);
        e.reason = regentchess::rejection_text(study.why);
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

// The position's units and their roles (see BoardUnit).
template <Variant V>
void read_board(const io::ProblemInstance& problem, BoardOutcome& out) {
  std::vector<std::string> notes;
  auto pos = build_position<V>(problem, notes, out.error, out.error_line, SetupFor::Studying);
  if (!pos) return;
  const Position* board = nullptr;
  if constexpr (requires { pos->board.geometry(); }) board = &pos->board;
  else board = &*pos;
  out.geometry = board->geometry();
  for (Bitboard units = board->pieces(); units;) {
    const Square s = pop_lsb(units);
    const Piece piece = board->piece_on(s);
    BoardUnit u{color_of(piece), piece_letter(type_of(piece)), s, BoardUnit::Role::Plain};
    if constexpr (std::is_same_v<V, RegentChess>) {
      if (pos->regent[u.color] == s) u.role = BoardUnit::Role::Regent;
      else if (pos->princes(u.color) & bb(s)) u.role = BoardUnit::Role::Prince;
    }
    out.units.push_back(u);
  }
}

}  // namespace

SolveOptions solve_options_from(const io::Options& o, const io::Stipulation& stipulation) {
  SolveOptions s;
  // Popeye's options that change what wins, where they apply (io::unused_option_warnings says
  // where they do not).
  const bool battle = stipulation.play != io::Play::Help;
  BattleOptions& b = s.battle_options;
  if (battle && o.threat < stipulation.moves) b.max_threat = o.threat;
  if (battle) b.max_flights = o.maxflightsquares;
  if (battle) b.nontrivial_defences = o.nontrivial_defences;
  b.nontrivial_length = o.nontrivial_length;
  b.quodlibet = o.quodlibet && stipulation.play == io::Play::Self;
  b.keep_mating_piece = o.keepmatingpiece;
  // startmovenumber / uptomovenumber: in Popeye's intelligent mode (help play) the bounds of the
  // lengths solved, in moves; otherwise the bounds of the first moves' numbers.
  if (!battle && o.intelligent) {
    s.help_moves_from = o.startmovenumber;
    s.help_moves_to = o.uptomovenumber;
  } else {
    s.first_move_from = o.startmovenumber;
    s.first_move_to = o.uptomovenumber;
  }
  s.tries = o.try_play;
  s.defence = std::max(1, o.defence);
  s.set_play = o.setplay;
  s.post_key = o.postkeyplay;
  s.no_threat = o.nothreat;
  s.mates_in_1 = o.matesin1;
  s.max_solutions = o.maxsolutions;
  s.stop_on_short = o.stoponshort;
  s.no_short_variations = o.noshortvariations;
  s.intended = o.intended > 0 ? o.intended : 1;
  return s;
}

namespace {

// Which variant an outcome comes from: its name (JSON, tests) and its title (captions, headings).
template <Variant V, class Outcome>
void record_variant(Outcome& out) {
  out.variant = V::name;
  out.variant_title = V::title;
}

// Chooses the problem's variant and calls run.template operator()<V>(). Conditions other than the
// variant's are errors. Returns the variant's name, or nullopt with the error set.
template <class Run>
std::optional<std::string> with_variant(const io::ProblemInstance& problem, std::optional<std::string>& error,
                                        int& error_line, Run run) {
  const io::ConditionSpec* variant = variant_condition(problem);
  for (const auto& c : problem.conditions) {
    if (&c == variant) continue;
    error = "condition '" + c.name + "' is not supported (supported: regent, powerfulmonarch, prince, royalstandard)";
    error_line = c.line ? c.line : problem.line;
    return std::nullopt;
  }
  const auto kind = variant ? variant_kind(variant->name) : std::nullopt;
  if (kind == VariantKind::PowerfulMonarch) {
    run.template operator()<PowerfulMonarch>();
    return PowerfulMonarch::name;
  }
  if (kind == VariantKind::RoyalStandard) {
    run.template operator()<RoyalStandard>();
    return RoyalStandard::name;
  }
  if (kind == VariantKind::Prince) {
    run.template operator()<Prince>();
    return Prince::name;
  }
  if (kind == VariantKind::Regent || (problem.fen && problem.fen->regents)) {
    run.template operator()<RegentChess>();
    return RegentChess::name;
  }
  run.template operator()<Orthodox>();
  return Orthodox::name;
}

}  // namespace

namespace {

// Popeye's option whitetoplay in help play: White begins, and the play is a half-move shorter
// (h#2 is played as h#1.5, and printed so); a stipulation that begins with White already (h#n.5)
// is left as it is.
io::ProblemInstance the_stipulation_played(io::ProblemInstance p) {
  io::Stipulation& st = p.stipulation;
  if (p.options.whitetoplay && st.play == io::Play::Help && !st.half && st.moves >= 1) {
    st.moves -= 1;
    st.half = true;
  }
  return p;
}

}  // namespace

ProblemOutcome solve_problem(const io::ProblemInstance& given, const RunConfig& config) {
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
  auto solve = [&]<Variant V>() {
    record_variant<V>(out);
    if (unsupported) {
      out.error = unsupported;
      out.error_line = problem.line;
      return;
    }
    run_variant<V>(problem, config, out);
  };
  with_variant(problem, out.error, out.error_line, solve);
  if (out.error) out.error = io::printable(*out.error);  // it may quote the input
  return out;
}

MovesOutcome moves_problem(const io::ProblemInstance& problem) {
  MovesOutcome out;
  out.problem = problem;
  auto list = [&]<Variant V>() {
    record_variant<V>(out);
    list_moves<V>(problem, out);
  };
  with_variant(problem, out.error, out.error_line, list);
  if (out.error) out.error = io::printable(*out.error);  // it may quote the input
  return out;
}

BoardOutcome board_problem(const io::ProblemInstance& problem) {
  BoardOutcome out;
  auto read = [&]<Variant V>() {
    record_variant<V>(out);
    read_board<V>(problem, out);
  };
  with_variant(problem, out.error, out.error_line, read);
  if (out.error) out.error = io::printable(*out.error);  // it may quote the input
  return out;
}

void FirstMoveNumbering::number(io::ProblemInstance& twin, int problem) {
  if (problem != problem_) {
    problem_ = problem;
    before_ = 0;
  }
  twin.first_moves_before = before_;
  if (twin.options.startmovenumber == 0 && twin.options.uptomovenumber == 0) return;
  std::optional<std::string> error;
  int line = 0;
  std::vector<std::string> notes;
  with_variant(twin, error, line, [&]<Variant V>() {
    if (auto pos = build_position<V>(twin, notes, error, line, SetupFor::Solving))
      before_ += int(numbered_moves<V>(*pos).size());
  });
}

ProblemOutcome solve_fen(const std::string& fen, const std::string& stipulation,
                         const std::vector<std::string>& options, const RunConfig& config) {
  ProblemOutcome out;
  try {
    io::ProblemInstance p = io::problem_from_fen(fen, stipulation, options);
    return solve_problem(p, config);
  } catch (const std::exception& e) {
    out.error = io::printable(e.what());
    return out;
  }
}

namespace {

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

}  // namespace

PerftResult perft_fen(const std::string& fen, int depth, bool divide, const std::string& condition) {
  PerftResult r;
  if (depth < 1 || depth > kMaxPerftDepth) {
    r.error = "perft depth must be from 1 to " + std::to_string(kMaxPerftDepth) + ", not " + std::to_string(depth);
    return r;
  }
  // The FEN as a problem (under the condition, if any), set up and checked as a problem's
  // position is: no king, the side not to move in check and the like are errors. A position
  // that can arise in a game but is no problem's (The Royal Standard: the king can be captured at
  // once) is counted. The stipulation is irrelevant: "#1" keeps the FEN's side to move. Without a
  // condition the variant is Regent Chess when the FEN has a regents field, else orthodox chess.
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
  with_variant(problem, r.error, line, [&]<Variant V>() {
    if (auto pos = build_position<V>(problem, notes, r.error, line, SetupFor::Studying))
      r = perft_divide<V>(*pos, depth, divide);
  });
  if (r.error) r.error = io::printable(*r.error);
  return r;
}

}  // namespace regent
