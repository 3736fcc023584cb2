// Fuzz target: set-up and move generation of what reads (solver/run/runner.h, the code paths of
// `regent moves` and `regent perft`). The input is as the FEN target's: a FEN, optionally a
// newline and a condition line. A position that sets up in its variant gets
//   - every move listed (generated, described, played, its marks and the FEN after it, taken
//     back), in text and JSON;
//   - perft 2 with --divide: one entry per legal move of the listing;
//   - its FEN read back to the same position and the same moves;
//   - the FEN after each legal move read and set up again (a legal move leads to a legal position,
//     unless it ends the game at once: Regent Chess' Pat Perpetuum Mobile, the capture of the
//     last king).
#include "fuzz/fuzz_common.h"
#include "solver/io/json_problem.h"
#include "solver/output/moves_output.h"

namespace {

using namespace regent;

std::optional<io::ProblemInstance> read(const fuzz::FenInput& in) {
  try {
    return io::problem_from_fen(in.fen, "#1", {}, in.conditions);
  } catch (const io::InputError&) {
    return std::nullopt;
  }
}

// Whether the placement field of a FEN has a king of each side (every variant's king is K / k).
bool both_kings(const std::string& fen) {
  const std::string placement = fen.substr(0, fen.find(' '));
  return placement.find('K') != std::string::npos && placement.find('k') != std::string::npos;
}

std::string move_texts(const MovesOutcome& moves) {
  std::string out;
  for (const MoveEntry& e : moves.moves) out += e.record.desc.text + (e.legal ? " " : "?? ");
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::FenInput in = fuzz::fen_input(fuzz::text_of(data, size));
  const auto problem = read(in);
  if (!problem) return 0;
  const MovesOutcome moves = moves_problem(*problem);
  if (moves.error) return 0;
  (void)fuzz::strict_dump(moves_json(moves, 1));
  (void)moves_text(moves, false);
  (void)moves_text(moves, true);

  std::size_t legal = 0;
  for (const MoveEntry& e : moves.moves) legal += e.legal;
  const PerftResult perft = perft_fen(in.fen, 2, true, in.condition);
  REGENT_FUZZ_CHECK(!perft.error, "perft sets up the position moves set up: " + perft.error.value_or(""));
  REGENT_FUZZ_CHECK(perft.divided.size() == legal,
                    "perft has one entry per legal move: " + std::to_string(perft.divided.size()) + " entries, " +
                        std::to_string(legal) + " legal moves: " + move_texts(moves));

  const fuzz::FenInput again = fuzz::variant_fen_input(moves.variant, moves.fen);
  const auto reread = read(again);
  REGENT_FUZZ_CHECK(reread.has_value(), "the position's FEN reads: " + moves.fen);
  const MovesOutcome moves_again = moves_problem(*reread);
  REGENT_FUZZ_CHECK(!moves_again.error, "the position's FEN sets up: " + moves.fen + ": " + moves_again.error.value_or(""));
  REGENT_FUZZ_CHECK(moves_again.variant == moves.variant && moves_again.fen == moves.fen,
                    "the position's FEN reads back as the same position: " + moves.fen + " -> " + moves_again.fen);
  REGENT_FUZZ_CHECK(move_texts(moves_again) == move_texts(moves),
                    "the position read back has the same moves: " + moves.fen);

  for (const MoveEntry& e : moves.moves) {
    // A move that ends the game at once leaves no position to go on from: a Pat Perpetuum Mobile
    // move (drawn), the capture of the last king (Prince, The Royal Standard).
    if (!e.legal || e.fen_after.empty() || e.record.desc.cycle || !both_kings(e.fen_after)) continue;
    const auto after = read(fuzz::variant_fen_input(moves.variant, e.fen_after));
    REGENT_FUZZ_CHECK(after.has_value(), "the FEN after " + e.record.desc.text + " reads: " + e.fen_after);
    const BoardOutcome board = board_problem(*after);
    REGENT_FUZZ_CHECK(!board.error, "the position after the legal move " + e.record.desc.text + " from " + moves.fen +
                                        " sets up: " + e.fen_after + ": " + board.error.value_or(""));
  }
  return 0;
}
