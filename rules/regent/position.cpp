#include "rules/regent/position.h"

#include <mutex>

namespace regent::regentchess {

namespace keys {
Key regent[2][65];
Key regent_castling[16];
Key ppm;
Key rcc;

void init() {
  static std::once_flag once;
  std::call_once(once, [] {
    std::uint64_t s = 0x5EC7E7C4E55ULL;
    auto next = [&s] {  // splitmix64, seeded apart from the core tables
      std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      return z ^ (z >> 31);
    };
    for (auto& side : regent)
      for (auto& k : side) k = next();
    Key single[4];
    for (auto& k : single) k = next();
    for (int r = 0; r < 16; ++r) {
      regent_castling[r] = 0;
      for (int b = 0; b < 4; ++b)
        if (r & (1 << b)) regent_castling[r] ^= single[b];
    }
    ppm = next();
    rcc = next();
  });
}
}  // namespace keys

bool RegentPosition::king_has_flight(Color c) const {
  const Square k = king[c];
  Bitboard targets = king_attacks(k) & ~board.pieces(c);
  if (!targets) return false;
  // Along a line of check the king does not shield the squares behind it.
  const Bitboard occ = board.pieces() ^ bb(k);
  const Square hint = flight_hint[c];
  if (hint != SQ_NONE && (targets & bb(hint)) && !attacked(~c, hint, occ)) return true;
  while (targets) {
    const Square q = pop_lsb(targets);
    if (!attacked(~c, q, occ)) {
      flight_hint[c] = q;
      return true;
    }
  }
  return false;
}

bool RegentPosition::opposition() const {
  const Bitboard black = king_units(BLACK);
  Bitboard white = king_units(WHITE);
  while (white)
    if (king_attacks(pop_lsb(white)) & black) return true;
  return false;
}

}  // namespace regent::regentchess
