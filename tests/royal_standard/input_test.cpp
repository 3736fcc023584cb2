// The Royal Standard's input: the condition and its spellings, piece codes, squares of the
// 38-square board, the FEN-like notation (problem files, --fen, JSON), the frozen standard-bearers,
// the text diagram, and the checks of a problem position.
#include <algorithm>

#include "rules/royal_standard/input.h"
#include "solver/io/diagram_text.h"
#include "solver/io/json_problem.h"
#include "solver/io/popeye_parser.h"
#include "solver/run/runner.h"
#include "tests/royal_standard/royal_test_util.h"

namespace regent::test {
namespace {

const std::string kInitialPieces =
    "pieces white kd1 eb1c1e1f1 ba2f2 rb2g2 wd2 black kd6 eb6c6e6f6 ba5f5 rb5g5 wd5\n";

std::vector<io::ParsedProblem> parse(const std::string& text) { return io::parse_popeye(text, "rs.pop"); }

std::string pieces_of(const io::ProblemInstance& p) {
  std::string out;
  for (const auto& piece : p.pieces) {
    if (!out.empty()) out += ' ';
    out += io::to_string(piece);
  }
  return out;
}

// The error of the first problem of a file, when solved: "LINE: MESSAGE".
std::string solve_error(const std::string& text) {
  const auto problems = parse(text);
  if (problems.empty()) return "no problem";
  if (problems[0].error) return std::to_string(problems[0].error->line) + ": " + problems[0].error->message;
  const ProblemOutcome o = solve_problem(problems[0].twins[0], {});
  return o.error ? std::to_string(o.error_line) + ": " + *o.error : "no error";
}

TEST(RoyalStandardInput, ReadersTakeTheConventionsTheRulesDeclare) {
  // rules/royal_standard/input.cpp declares them; solver/io turns them into its piece table and
  // board shape without naming the variant.
  const io::VariantInput* v = io::variant_input("royalstandard");
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(v->condition, "royalstandard");
  EXPECT_EQ(v->board.files, 7);
  EXPECT_EQ(v->board.ranks, 6);
  const std::vector<io::SquareRef> holes = {{0, 0}, {6, 0}, {0, 5}, {6, 5}};  // a1 g1 a6 g6
  EXPECT_EQ(v->board.holes, holes);
  EXPECT_EQ(v->board.squares_of_rank(0).size(), 5u);
  EXPECT_EQ(v->fen_fields, std::vector<std::string>{"frozen"});
  for (const char* code : {"K", "R", "B", "E", "W", "sb", "wm"}) EXPECT_TRUE(v->pieces.canonical(code)) << code;
  for (const char* code : {"Q", "S", "P"}) EXPECT_FALSE(v->pieces.canonical(code)) << code;
  EXPECT_EQ(v->pieces.canonical("SB"), "E");
  // The readers find them through the rules' list, which holds the variant's own declaration.
  const auto& listed = variant_input_conventions();
  EXPECT_NE(std::find(listed.begin(), listed.end(), &royalstandard::input_conventions()), listed.end());
}

TEST(RoyalStandardInput, ConditionSpellings) {
  for (const char* name : {"royalstandard", "RoyalStandard", "royal-standard", "Royal_Standard", "royal", "royalst"})
    EXPECT_NE(io::variant_input(name), nullptr) << name;
  for (const char* name : {"roya", "royalstandards", "regent", "madrasi"}) EXPECT_EQ(io::variant_input(name), nullptr) << name;
  const auto problems = parse("condition Royal-Standard\n" + kInitialPieces + "stipulation kc3\n");
  ASSERT_FALSE(problems[0].error) << problems[0].error->message;
  const ProblemOutcome o = solve_problem(problems[0].twins[0], {});
  EXPECT_EQ(o.variant, "royalstandard");
  EXPECT_EQ(o.fen, royalstandard::INITIAL_FEN);
}

// E and W, or their long forms SB and WM; the problemist's S (knight) does not exist here.
TEST(RoyalStandardInput, PieceCodes) {
  const auto problems = parse("condition royalstandard\npieces white kd1 sbc1 wmd2 eb1 black kd6 wd5 sbe6\nstip kc2\n");
  ASSERT_FALSE(problems[0].error) << problems[0].error->message;
  EXPECT_EQ(pieces_of(problems[0].twins[0]), "wKd1 wEc1 wWd2 wEb1 bKd6 bWd5 bEe6");
  const auto knight = parse("condition royalstandard\npieces white kd1 sc3 black kd6\nstip kc2\n");
  ASSERT_TRUE(knight[0].error);
  EXPECT_EQ(knight[0].error->to_string(),
            "rs.pop:2: problem 1: unknown piece 'S' in 'sc3' (known pieces: K R B E W (SB = E, WM = W))");
  // Without the condition (or before it) the codes are orthodox ones.
  const auto orthodox = parse("pieces white kd1 eb1 black kd6\ncondition royalstandard\nstip kc2\n");
  ASSERT_TRUE(orthodox[0].error);
  EXPECT_EQ(orthodox[0].error->message, "unknown piece 'E' in 'eb1' (known pieces: K Q R B S P (N = S))");
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kd1 qc3 black kd6\nstip kc2\n"),
            "2: unknown piece 'Q' in 'qc3' (known pieces: K R B E W (SB = E, WM = W))");
}

TEST(RoyalStandardInput, SquaresOffTheBoard) {
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kd1 ra1 black kd6\nstip kc2\n"),
            "2: square a1 is a hole of The Royal Standard's board (a1, g1, a6 and g6 do not exist)");
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kd1\nblack kd6\nblack rg6\nstip kc2\n"),
            "4: square g6 is a hole of The Royal Standard's board (a1, g1, a6 and g6 do not exist)");
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kd1 rh3 black kd6\nstip kc2\n"),
            "2: square h3 is off The Royal Standard's board (files a-g, ranks 1-6)");
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kd1 bc7 black kd6\nstip kc2\n"),
            "2: square c7 is off The Royal Standard's board (files a-g, ranks 1-6)");
  // Every one of the 38 squares is accepted.
  std::string pieces = "pieces white kb1 black kf6 white";
  for (int r = 0; r < 6; ++r)
    for (int f = 0; f < 7; ++f) {
      const std::string name{char('a' + f), char('1' + r)};
      if (name != "a1" && name != "g1" && name != "a6" && name != "g6" && name != "b1" && name != "f6") pieces += " e" + name;
    }
  const auto all = parse("condition royalstandard\n" + pieces + "\nstip kc2\n");
  ASSERT_FALSE(all[0].error);
  EXPECT_EQ(all[0].twins[0].pieces.size(), 38u);
  EXPECT_EQ(solve_error("condition royalstandard\n" + pieces + "\nstip kc2\n"),
            "1: illegal position: White has 36 standard-bearers, more than the 4 of the initial array (no piece is "
            "ever created)");
}

TEST(RoyalStandardInput, Forsyth) {
  const auto problems = parse("condition royalstandard\nforsyth 2k2/7/3E3/7/2r4/1K3 b\nstip kc2\n");
  ASSERT_TRUE(problems[0].error);  // 'b' is read as the next command: forsyth takes the board only
  const auto ok = parse("condition royalstandard\nforsyth 2k2/7/3E3/7/2r4/1K3\nstip kc2\n");
  ASSERT_FALSE(ok[0].error) << ok[0].error->message;
  EXPECT_EQ(pieces_of(ok[0].twins[0]), "bKd6 wEd4 bRc2 wKc1");
  const auto bad = parse("condition royalstandard\nforsyth 2k3/7/3E3/7/2r4/1K3\nstip kc2\n");
  ASSERT_TRUE(bad[0].error);
  EXPECT_EQ(bad[0].error->message, "rank 6 of forsyth '2k3/7/3E3/7/2r4/1K3' has 6 squares instead of 5");
}

TEST(RoyalStandardInput, FenWithCondition) {
  const io::ProblemInstance p =
      io::problem_from_fen("2k2/7/3E3/7/2r4/1K3 b d4", "kc2", {}, {"royalstandard"});
  EXPECT_EQ(pieces_of(p), "bKd6 wEd4 bRc2 wKc1");
  ASSERT_EQ(p.conditions.size(), 1u);
  EXPECT_EQ(p.conditions[0].args, (std::vector<std::string>{"frozen", "d4"}));
  EXPECT_EQ(p.fen->side_to_move, 'b');
  try {
    io::problem_from_fen("2k2/7/7/7/7/1K3 w - - 0 1", "kc2", {}, {"royalstandard"});
    ADD_FAILURE();
  } catch (const io::InputError& e) {
    EXPECT_EQ(std::string(e.what()),
              "too many fields in FEN '2k2/7/7/7/7/1K3 w - - 0 1' (expected placement, side to move, frozen)");
  }
  const ProblemOutcome o = solve_fen("2k2/7/7/7/7/1K3 w", "kc2", {});
  ASSERT_TRUE(o.error);  // without the condition it is an orthodox FEN, which needs 8 ranks
  EXPECT_EQ(*o.error, "expected 8 ranks separated by '/' in forsyth '2k2/7/7/7/7/1K3', found 6");
}

TEST(RoyalStandardInput, JsonProblem) {
  const auto problems = io::parse_json_problems(
      R"({"problems": [{"stipulation": "kc2", "condition": ["royalstandard"], "fen": "2k2/7/3E3/7/2r4/1K3 b d4"},
          {"stipulation": "kc2", "conditions": ["royalstandard"], "pieces": {"white": ["Kc1", "SBd4"], "black": ["Kd6"]}}]})",
      "rs.json");
  ASSERT_EQ(problems.size(), 2u);
  ASSERT_FALSE(problems[0].error) << problems[0].error->message;
  ASSERT_FALSE(problems[1].error) << problems[1].error->message;
  EXPECT_EQ(pieces_of(problems[0].twins[0]), "bKd6 wEd4 bRc2 wKc1");
  EXPECT_EQ(problems[0].twins[0].conditions[0].args, (std::vector<std::string>{"frozen", "d4"}));
  EXPECT_EQ(pieces_of(problems[1].twins[0]), "wKc1 wEd4 bKd6");
}

// The frozen standard-bearers: the condition's arguments or the FEN's third field, part of the key.
TEST(RoyalStandardInput, FrozenStandardBearers) {
  const auto problems =
      parse("condition royalstandard frozen d4\npieces white kc1 eb1d1e1d4 black kd6 rc3 eb6c6e6f6\nstip kc2\n");
  ASSERT_FALSE(problems[0].error);
  const ProblemOutcome o = solve_problem(problems[0].twins[0], {});
  ASSERT_FALSE(o.error) << *o.error;
  EXPECT_EQ(o.fen, "eekee/7/3E3/2r4/7/EKEE1 w d4");
  EXPECT_EQ(solve_error("condition royalstandard frozen d5\npieces white kc1 ed4 black kd6\nstip kc2\n"),
            "1: condition royalstandard: frozen square d5 holds no standard-bearer");
  EXPECT_EQ(solve_error("condition royalstandard frizzen d4\npieces white kc1 ed4 black kd6\nstip kc2\n"),
            "1: condition royalstandard: expected 'frozen' and the squares of the standard-bearers that may not "
            "move on their owner's next turn (e.g. 'frozen c3 e4'), found 'frizzen d4'");
  const RoyalPosition a = rs("2k2/7/3E3/7/2r4/1K3 w d4"), b = rs("2k2/7/3E3/7/2r4/1K3 w -");
  EXPECT_NE(a.key(), b.key());
  EXPECT_EQ(royalstandard::fen(a), "2k2/7/3E3/7/2r4/1K3 w d4");
  std::string error;
  EXPECT_FALSE(royalstandard::from_fen("2k2/7/3E3/7/2r4/1K3 w c2", &error));
  EXPECT_EQ(error, "frozen square c2 holds no standard-bearer");
  EXPECT_FALSE(royalstandard::from_fen("2k2/7/3E3/7/2r4/1K3 w a1", &error));
  EXPECT_EQ(error, "invalid frozen field 'a1' (expected '-' or squares such as 'c3e4')");
  EXPECT_FALSE(royalstandard::from_fen("2k2/7/3E3/7/2r4/1K4 w", &error));
  EXPECT_EQ(error, "rank 1 of Royal Standard FEN '2k2/7/3E3/7/2r4/1K4' has 6 squares, expected 5 (a and g are holes "
                   "on ranks 1 and 6)");
}

// Each side's standard-bearers besides those the problems give: white e1 f1 g2, black b6 c6 e6 f6.
const std::string kWhiteBearers = " ee1f1g2", kBlackBearers = " eb6c6e6f6";

TEST(RoyalStandardInput, IllegalPositions) {
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kc1 black rd6\nstip kc2\n"),
            "1: illegal position: Black has no king");
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kc1 wc2d2 black kd6\nstip kc2\n"),
            "1: illegal position: White has 2 windmills, more than the 1 of the initial array (no piece is ever "
            "created)");
  EXPECT_EQ(solve_error("condition royalstandard frozen d4 e4\npieces white kb1 ec1d1e1f1 black kf6 ed4e4b6c6\n"
                        "stip kc2\n"),
            "1: illegal position: Black, not to move, has 2 frozen standard-bearers: only its last move can have "
            "displaced one");
  EXPECT_EQ(solve_error("condition royalstandard frozen c4 d4 e4\npieces white kb1 ec4d4c1d1 black kf6 ee4b6c6d6\n"
                        "stip kc2\n"),
            "1: illegal position: 3 frozen standard-bearers: each of the last two moves can have displaced only one");
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kb1 black kf6\noption enpassant c2c3c4\nstip kc2\n"),
            "1: there is no en passant in The Royal Standard (no pawns)");
}

// A captured standard-bearer is put back at once, so each side has its four in every position of a
// game: a diagram with another number is refused, as impossible orthodox material is.
TEST(RoyalStandardInput, EachSideHasFourStandardBearers) {
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kc1 ed4 black kd6" + kBlackBearers + "\nstip kc2\n"),
            "1: illegal position: White has 1 standard-bearer, but each side always has 4 (a captured "
            "standard-bearer is put back on the board, never removed)");
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kc1 ed4" + kWhiteBearers + " black kd6 eb6c6e6\nstip kc2\n"),
            "1: illegal position: Black has 3 standard-bearers, but each side always has 4 (a captured "
            "standard-bearer is put back on the board, never removed)");
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kb1 black kf6\nstip kc2\n"),
            "1: illegal position: White has 0 standard-bearers, but each side always has 4 (a captured "
            "standard-bearer is put back on the board, never removed)");
  EXPECT_EQ(solve_error("condition royalstandard\npieces white kc1 ed4" + kWhiteBearers + " black kd6" + kBlackBearers +
                        "\nstip kc2\n"),
            "no error");
  // Such a position cannot arise in a game, so regent moves and perft refuse it too.
  const PerftResult r = perft_fen("2k2/7/3E3/7/2r4/1K3 w -", 1, false, "royalstandard");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(*r.error, "illegal position: White has 1 standard-bearer, but each side always has 4 (a captured "
                      "standard-bearer is put back on the board, never removed)");
  const MovesOutcome m = moves_problem(io::problem_from_fen("2k2/7/3E3/7/2r4/1KEEE w -", "kc2", {}, {"royalstandard"}));
  ASSERT_TRUE(m.error);
  EXPECT_EQ(*m.error, "illegal position: Black has 0 standard-bearers, but each side always has 4 (a captured "
                      "standard-bearer is put back on the board, never removed)");
}

// The side to move can take the king at once: a position a game can reach (the move before it was
// legal, and lost), but no problem. The rook d4 reaches d6 through d5 when a standard-bearer next to
// d5 and d6 gives it range (e5, which can take the king itself; frozen, it still gives range); with
// the standard-bearer on e4 instead, d6 is out of range.
TEST(RoyalStandardInput, KingCapturableAtOnceIsNoProblem) {
  const std::string pieces = "pieces white kc1 rd4" + kWhiteBearers + " black kd6" + kBlackBearers;
  EXPECT_EQ(solve_error("condition royalstandard\n" + pieces + " white ee4\nstip kc2\n"), "no error");
  EXPECT_EQ(solve_error("condition royalstandard\n" + pieces + " white ee5\nstip kc2\n"),
            "1: not a problem position: White to move can capture the black king at once: the game is already "
            "decided");
  EXPECT_EQ(solve_error("condition royalstandard frozen e5\n" + pieces + " white ee5\nstip kc2\n"),
            "1: not a problem position: White to move can capture the black king at once: the game is already "
            "decided");
  // Studying it is another matter: its moves (the rook's capture of the king among them), its
  // diagram. With e5 frozen only the rook takes the king.
  const auto problems = parse("condition royalstandard frozen e5\n" + pieces + " white ee5\nstip kc2\n");
  ASSERT_FALSE(problems[0].error);
  const MovesOutcome m = moves_problem(problems[0].twins[0]);
  ASSERT_FALSE(m.error) << *m.error;
  std::vector<std::string> captures;
  for (const MoveEntry& e : m.moves)
    if (!e.record.annotation.ending.empty()) captures.push_back(e.record.text() + " " + e.record.annotation.ending);
  EXPECT_EQ(captures, std::vector<std::string>{"Rd4*d6 # king captured"});
  EXPECT_EQ(m.moves.size(), 18u);  // the king 5, the standard-bearers e1 4, f1 2, g2 3 (e5 frozen), the rook 4
  const BoardOutcome board = board_problem(problems[0].twins[0]);
  EXPECT_FALSE(board.error) << *board.error;
  EXPECT_EQ(board.units.size(), 11u);
}

TEST(RoyalStandardInput, Diagram) {
  const auto problems = parse("condition royalstandard\n" + kInitialPieces + "stipulation kc3\n");
  ASSERT_FALSE(problems[0].error);
  EXPECT_EQ(io::diagram_text(problems[0].twins[0]),
            "+---a---b---c---d---e---f---g---+\n"
            "|                               |\n"
            "6      -E  -E  -K  -E  -E       6\n"
            "|                               |\n"
            "5  -B  -R   .  -W   .  -B  -R   5\n"
            "|                               |\n"
            "4   .   .   .   .   .   .   .   4\n"
            "|                               |\n"
            "3   .   .   .   .   .   .   .   3\n"
            "|                               |\n"
            "2   B   R   .   W   .   B   R   2\n"
            "|                               |\n"
            "1       E   E   K   E   E       1\n"
            "|                               |\n"
            "+---a---b---c---d---e---f---g---+\n"
            "  kc3                   10 + 10\n"
            "          royalstandard\n");
}

TEST(RoyalStandardInput, PerftWithCondition) {
  const PerftResult r = perft_fen(royalstandard::INITIAL_FEN, 2, false, "royalstandard");
  ASSERT_FALSE(r.error) << *r.error;
  EXPECT_EQ(r.total, 361u);
  // The frozen standard-bearer d4 sits out White's turn (it would have 7 moves).
  const PerftResult d = perft_fen("eekee/7/3E3/2r4/5EE/K3E w d4", 1, true, "royal-standard");
  ASSERT_FALSE(d.error) << *d.error;
  EXPECT_EQ(d.divided, (std::vector<std::pair<std::string, std::uint64_t>>{
                           {"b1c1", 1}, {"b1a2", 1}, {"b1b2", 1}, {"b1c2", 1}, {"f1e1", 1}, {"f1e2", 1}, {"f2e1", 1},
                           {"f2e2", 1}, {"f2e3", 1}, {"f2f3", 1}, {"f2g3", 1}, {"g2f3", 1}, {"g2g3", 1}}));
  EXPECT_EQ(perft_fen("eekee/7/3E3/2r4/5EE/K3E w -", 1, false, "royal-standard").total, 20u);
}

}  // namespace
}  // namespace regent::test
