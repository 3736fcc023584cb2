// perft: the number of legal move paths of a given length, for any variant. The last ply is
// counted without being played (bulk counting), by the variant's count_moves where it has one.
// A move that ends the game at once (Regent Chess' Pat Perpetuum Mobile, V::ended) is a leaf: the
// path stops there and counts 1, whatever depth is left.
#pragma once

#include <cstdint>

#include "rules/variant.h"

namespace regent {

template <Variant V>
std::uint64_t perft(typename V::Position& pos, int depth) {
  if constexpr (requires { V::ended(pos); })
    if (depth >= 1 && V::ended(pos)) return 1;
  if constexpr (requires { V::count_moves(pos); })
    if (depth == 1) return V::count_moves(pos);
  typename V::MoveList list;
  V::generate(pos, list);
  if (depth <= 1) return depth == 1 ? list.size() : 1;
  std::uint64_t nodes = 0;
  typename V::Undo undo;
  for (const auto& m : list) {
    V::make(pos, m, undo);
    nodes += perft<V>(pos, depth - 1);
    V::unmake(pos, m, undo);
  }
  return nodes;
}

}  // namespace regent
