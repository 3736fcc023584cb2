// Fuzz target: every FEN dialect (solver/io/json_problem.h parse_fen): orthodox FEN, Regent FEN
// (a regents field "d1,d8" at the end) and The Royal Standard's notation (its 38-square board,
// its pieces, a frozen field), then the position set up in its variant as `regent --fen FEN
// --condition TEXT` does. The input: the FEN, optionally a newline and a condition line.
#include "fuzz/fuzz_common.h"
#include "solver/io/json_problem.h"
#include "solver/io/variant_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace regent;
  const fuzz::FenInput in = fuzz::fen_input(fuzz::text_of(data, size));
  // Each dialect reads the FEN or says why.
  static const io::VariantInput* const royal_standard = io::variant_input("royalstandard");
  REGENT_FUZZ_CHECK(royal_standard != nullptr, "The Royal Standard has input conventions");
  for (const io::VariantInput* dialect : {static_cast<const io::VariantInput*>(nullptr), royal_standard}) {
    try {
      const io::FenPosition position = io::parse_fen(in.fen, 7, dialect);
      for (const io::PieceSpec& piece : position.pieces)
        REGENT_FUZZ_CHECK(piece.square.file >= 0 && piece.square.file < 8 && piece.square.rank >= 0 &&
                              piece.square.rank < 8 && (piece.color == 'w' || piece.color == 'b'),
                          "a piece read is on the grid: " + io::to_string(piece));
    } catch (const io::InputError& e) {
      REGENT_FUZZ_CHECK(e.line() == 7 && *e.what() != '\0',
                        "a FEN error has the line and a message: line " + std::to_string(e.line()) + ": " + e.what());
    }
  }
  // As the command line reads it, set up in its variant.
  io::ProblemInstance problem;
  try {
    problem = io::problem_from_fen(in.fen, "#1", {}, in.conditions);
  } catch (const io::InputError& e) {
    REGENT_FUZZ_CHECK(*e.what() != '\0', "a FEN error has a message");
    return 0;
  }
  const BoardOutcome board = board_problem(problem);
  if (board.error) {
    REGENT_FUZZ_CHECK(!board.error->empty(), "a set-up error has a message");
    return 0;
  }
  for (const BoardUnit& unit : board.units)
    REGENT_FUZZ_CHECK(board.geometry.exists(unit.square), "a unit set up stands on the variant's board");
  return 0;
}
