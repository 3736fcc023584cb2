// A fixed-capacity move list: no allocation in the search loop.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>

#include "rules/core/types.h"

namespace regent {

template <class M, std::size_t Capacity>
class BasicMoveList {
 public:
  void push(const M& m) {
    assert(size_ < Capacity);
    moves_[size_++] = m;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  M& operator[](std::size_t i) { return moves_[i]; }
  const M& operator[](std::size_t i) const { return moves_[i]; }
  M* begin() { return moves_.data(); }
  M* end() { return moves_.data() + size_; }
  const M* begin() const { return moves_.data(); }
  const M* end() const { return moves_.data() + size_; }
  bool contains(const M& m) const { return std::find(begin(), end(), m) != end(); }

 private:
  std::array<M, Capacity> moves_;
  std::size_t size_ = 0;
};

// 218 is the most legal moves of any orthodox position; 256 leaves room.
using MoveList = BasicMoveList<Move, 256>;

}  // namespace regent
