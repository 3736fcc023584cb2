// The searches' per-ply arrays hold the longest stipulation the input accepts (a #35 or h#33
// overran arrays of 64 plies and crashed).
#include <gtest/gtest.h>

#include "rules/orthodox/orthodox.h"
#include "rules/regent/regent.h"
#include "solver/io/stipulation.h"
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

}  // namespace
}  // namespace regent
