// The final mate (stalemate) positions of help play (rules/orthodox/mate_targets.h) must be
// complete: every mate (stalemate) that play reaches contains one of the root's targets, and every
// node on the way keeps every target the mate contains. Compared with playing every line, on random
// positions and on a published problem's solution.
#include <gtest/gtest.h>

#include <initializer_list>
#include <random>
#include <string>
#include <vector>

#include "rules/orthodox/empty_board.h"
#include "rules/orthodox/mate_targets.h"
#include "rules/orthodox/orthodox.h"
#include "tests/rules/random_board.h"

namespace regent {
namespace {

// Whether position f (the mated side to move) holds every unit of target t on its slot (and, for a
// complete target, no other unit of the mated side).
bool contains(const Position& f, const orthodox::MateTarget& t, Color mated) {
  if (f.king_square(mated) != Square(t.king)) return false;
  int mated_slots = 0;
  for (int i = 0; i < t.n; ++i) {
    const auto& s = t.slot[i];
    const Piece want = make_piece(Color(s.color), orthodox::empty_board::kTypeOf[s.kind]);
    if (f.piece_on(Square(s.square)) != want) return false;
    mated_slots += Color(s.color) == mated;
  }
  return !t.complete || popcount(f.pieces(mated)) - 1 == mated_slots;
}

// How many of the targets position f contains.
int targets_contained(const Position& f, const orthodox::MateTargets& targets, Color mated) {
  int n = 0;
  for (const auto& t : targets.targets) n += contains(f, t, mated);
  return n;
}

// Plays every line of `plies` plies from the root (the last one a check) and, at each mate,
// asserts what the file's comment says. Returns the number of mates.
class EveryLine {
 public:
  EveryLine(const Position& root, int plies, bool stalemate = false) : plies_(plies), stalemate_(stalemate) {
    mating_ = plies % 2 ? root.side_to_move() : ~root.side_to_move();
    targets_ = orthodox::enumerate_mate_targets(root, mating_, (plies + 1) / 2, plies / 2, stalemate);
  }
  bool known() const { return targets_.known; }
  int mates(const Position& root) {
    line_.assign(1, root);
    walk(plies_);
    return mates_;
  }

 private:
  void walk(int left) {
    Position& pos = line_.back();
    if (left == 0) {
      if (!(stalemate_ ? Orthodox::is_stalemate(pos) : Orthodox::is_checkmate(pos))) return;
      ++mates_;
      int contained = 0;
      for (const auto& t : targets_.targets) {
        if (!contains(pos, t, ~mating_)) continue;
        ++contained;
        for (std::size_t d = 0; d + 1 < line_.size(); ++d) {
          const int plies_left = plies_ - int(d);
          const orthodox::MateTargetTest test(line_[d], mating_, (plies_left + 1) / 2, plies_left / 2);
          EXPECT_TRUE(test.fits(t)) << "node " << line_[d].fen() << " drops a target of the mate " << pos.fen();
        }
      }
      EXPECT_GT(contained, 0) << "no target in the mate " << pos.fen() << " from " << line_.front().fen();
      return;
    }
    MoveList list;
    if (left == 1 && !stalemate_) orthodox::generate_checks(pos, list);
    else orthodox::generate_legal(pos, list);
    for (Move m : list) {
      line_.push_back(line_.back());
      line_.back().do_move(m, undo_);
      walk(left - 1);
      line_.pop_back();
    }
  }

  int plies_;
  bool stalemate_;
  Color mating_;
  orthodox::MateTargets targets_;
  std::vector<Position> line_;
  Undo undo_;
  int mates_ = 0;
};

TEST(MateTargets, PublishedSolutionsFinalPosition) {
  // Popeye's BEISPIEL/intell.inp #97 (N. Geissler, h#7): white Kf1 Ba8, black Kc8 Qc2 Rd4 Rh2
  // Bb7 Sg1 Pc7 Pf2. The solution ends 7.Qh7-e7 Ba8-c6#.
  auto root = Position::from_fen("B1k5/1bp5/8/8/3r4/8/2q2p1r/5Kn1 b - - 0 1");
  ASSERT_TRUE(root);
  const auto targets = orthodox::enumerate_mate_targets(*root, WHITE, 7, 7);
  ASSERT_TRUE(targets.known);
  // (the rook h2 and the knight g1 unused, the pawn f2 taken by the king on its way to d5)
  auto mate = Position::from_fen("2br4/2pkq3/2B5/3K4/8/8/7r/6n1 b - - 0 15");
  ASSERT_TRUE(mate);
  ASSERT_TRUE(Orthodox::is_checkmate(*mate));
  EXPECT_GT(targets_contained(*mate, targets, BLACK), 0);
  // With a move fewer for each side the list is shorter: a target's costs must fit fewer moves.
  const auto fewer = orthodox::enumerate_mate_targets(*root, WHITE, 6, 6);
  ASSERT_TRUE(fewer.known);
  EXPECT_LT(fewer.targets.size(), targets.targets.size());
}

TEST(MateTargets, PublishedStalemateCompleteList) {
  // Popeye's BEISPIEL/hpint.inp #107 (B. Schwarzkopf, Problemkiste 1993, h=5): white Kb8 Ba1 Sc1
  // Sf6 Pe2, black Kd8 Bb1 Pa2 Pb7 Pc2 Pe6 Pf5 Pf7. Its complete list (every black unit placed or
  // taken) has over 15,000 targets: within the limits, so the search gets it and not the list of
  // the king's blocks alone.
  auto root = Position::from_fen("1K1k4/1p3p2/4pN2/5p2/8/8/p1p1P3/BbN5 b - - 0 1");
  ASSERT_TRUE(root);
  const auto targets = orthodox::enumerate_mate_targets(*root, WHITE, 5, 5, true);
  ASSERT_TRUE(targets.known);
  ASSERT_FALSE(targets.targets.empty());
  EXPECT_TRUE(targets.targets.front().complete);
  EXPECT_GT(targets.targets.size(), 15000u);
  // The solution 1.b7-b5 e2-e4 2.b5-b4 e4*f5 3.b4-b3 f5*e6 4.b3-b2 e6*f7 5.b2*a1=R f7-f8=B ends
  // here: Black's pawns e6, f5 and f7 taken, its rook a1, bishop b1 and pawns a2 and c2 shut in.
  auto stalemate = Position::from_fen("1K1k1B2/8/5N2/8/8/8/p1p5/rbN5 b - - 0 6");
  ASSERT_TRUE(stalemate);
  ASSERT_TRUE(Orthodox::is_stalemate(*stalemate));
  EXPECT_GT(targets_contained(*stalemate, targets, BLACK), 0);
}

TEST(MateTargets, NotOfferedWithCastlingRights) {
  auto pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b Q - 0 1");
  ASSERT_TRUE(pos);
  EXPECT_FALSE(orthodox::enumerate_mate_targets(*pos, WHITE, 2, 2).known);
  auto without = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
  ASSERT_TRUE(without);
  EXPECT_TRUE(orthodox::enumerate_mate_targets(*without, WHITE, 2, 2).known);
}

// Plays every line of random positions (random_edge_king_position) of each length, `count`
// positions of each, and checks every mate (stalemate) as EveryLine does. Returns the mates
// (stalemates) seen.
struct Length {
  int plies, count;
};
int every_line_of_random_positions(unsigned seed, std::initializer_list<Length> lengths, const char* black_kinds,
                                   bool stalemate) {
  std::mt19937 rng(seed);
  int goals = 0;
  for (const Length length : lengths) {
    for (int made = 0; made < length.count;) {
      auto pos = test::random_edge_king_position(rng, length.plies, "QRRBBNNPP", black_kinds);
      if (!pos) continue;
      ++made;
      EveryLine lines(*pos, length.plies, stalemate);
      EXPECT_TRUE(lines.known()) << pos->fen();
      if (!lines.known()) continue;
      goals += lines.mates(*pos);
    }
  }
  return goals;
}

// Random positions, either side to move: every mate of every line contains a target, kept at
// every node on the way. (The comparison means something only where mates are common.)
TEST(MateTargets, EveryMateOfPlayContainsAKeptTarget) {
  const int mates = every_line_of_random_positions(
      20261207, {Length{2, 150}, Length{3, 150}, Length{4, 100}, Length{5, 50}, Length{6, 10}}, "qrbnpp", false);
  EXPECT_GT(mates, 200);
}

// The same for stalemates, with fewer units of the side to be stalemated.
TEST(MateTargets, EveryStalemateOfPlayContainsAKeptTarget) {
  const int stalemates = every_line_of_random_positions(
      20261208, {Length{2, 200}, Length{3, 150}, Length{4, 100}, Length{5, 30}}, "bnpppp", true);
  EXPECT_GT(stalemates, 200);
}

}  // namespace
}  // namespace regent
