// The searches' per-ply arrays hold the longest stipulation the input accepts (a #35 or h#33
// overran arrays of 64 plies and crashed).
#include <gtest/gtest.h>

#include "rules/orthodox/orthodox.h"
#include "rules/regent/regent.h"
#include "solver/io/stipulation.h"
#include "solver/search/abort.h"
#include "solver/search/battle_search.h"
#include "solver/search/help_search.h"
#include "solver/search/transposition.h"

namespace regent {
namespace {

template <class V>
void expect_room_for_the_longest_stipulations() {
  for (const char* text : {"#100", "s#100", "=100", "s=100", "kc9"}) {
    SCOPED_TRACE(text);
    // ply indices 0 .. half_moves() (the position after the last move included)
    EXPECT_GE(BattleSearch<V>::kMaxPly, io::parse_stipulation(text).half_moves());
  }
  for (const char* text : {"h#100", "h#100.5", "h=100.5", "hkc9.5"}) {
    SCOPED_TRACE(text);
    EXPECT_GE(HelpSearch<V>::kMaxPlies, io::parse_stipulation(text).half_moves());
  }
  EXPECT_GE(TranspositionTable::kMaxLength, io::kMaxStipulationMoves);
  EXPECT_THROW(io::parse_stipulation("h#101"), io::StipulationError);
}

TEST(SearchLimits, ArraysHoldTheLongestStipulation) {
  expect_room_for_the_longest_stipulations<Orthodox>();
  expect_room_for_the_longest_stipulations<RegentChess>();
}

// A stopped search returns after a number of nodes linear in its length. (Each iterative-deepening
// step used to go on into its first move after the shorter search had returned stopped, so the
// nodes after a stop doubled with each move of length: a helper thread stopped deep in a =100,
// or a run stopped by SIGTERM, searched for hours.) Stalemate with bare kings: nothing is ever
// proven, so the table answers nothing and every node is searched.
TEST(SearchLimits, AStoppedSearchReturnsAtOnce) {
  Position pos = *Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  TranspositionTable tt(1);
  SearchAbort abort;
  abort.stop = true;
  for (const int n : {10, 20, 100}) {
    SCOPED_TRACE(n);
    BattleSearch<Orthodox> search(pos, tt, io::Play::Direct, io::Goal::Stalemate, &abort);
    EXPECT_FALSE(search.attacker_wins(n));
    EXPECT_LE(search.nodes(), std::uint64_t(4 * n));
    EXPECT_FALSE(search.defender_loses(n));
    EXPECT_LE(search.nodes(), std::uint64_t(8 * n));
  }
}

// The same for help play, which has no iterative deepening but the same stop test after each
// move: a stopped h=n goes down one line and back (bare kings again: no failure is remembered
// that could cut the line short, so the bound is the length of the line).
TEST(SearchLimits, AStoppedHelpSearchReturnsAtOnce) {
  Position pos = *Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  Orthodox::MoveList firsts;
  Orthodox::generate(pos, firsts);
  ASSERT_EQ(firsts.size(), 5u);
  TranspositionTable tt(1);
  SearchAbort abort;
  abort.stop = true;
  for (const int plies : {20, 40, 200}) {
    SCOPED_TRACE(plies);
    HelpSearch<Orthodox> search(pos, tt, io::Goal::Stalemate, &abort);
    int reported = 0;
    EXPECT_EQ(search.enumerate_from(*firsts.begin(), plies, [&](const Orthodox::Move*, int) { return ++reported, true; }),
              0u);
    EXPECT_EQ(reported, 0);
    EXPECT_LE(search.nodes(), std::uint64_t(plies));
  }
}

}  // namespace
}  // namespace regent
