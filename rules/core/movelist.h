// A fixed-capacity move list: no allocation in the search loop.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <memory>
#include <type_traits>

#include "rules/core/types.h"

namespace regent {

// The slots past size() are left uninitialised: a list is made at every node of a search, and
// zeroing a few hundred moves there cost more than generating them.
template <class M, std::size_t Capacity>
class BasicMoveList {
  static_assert(std::is_trivially_copyable_v<M> && std::is_trivially_destructible_v<M>);

 public:
  static constexpr std::size_t capacity = Capacity;
  BasicMoveList() {}
  BasicMoveList(const BasicMoveList& o) : size_(o.size_) { std::copy(o.begin(), o.end(), begin()); }
  BasicMoveList& operator=(const BasicMoveList& o) {
    size_ = o.size_;
    std::copy(o.begin(), o.end(), begin());
    return *this;
  }

  void push(const M& m) {
    assert(size_ < Capacity);
    std::construct_at(store_.moves + size_++, m);
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  // Keeps the first n moves (n <= size()).
  void truncate(std::size_t n) {
    assert(n <= size_);
    size_ = n;
  }
  M& operator[](std::size_t i) { return store_.moves[i]; }
  const M& operator[](std::size_t i) const { return store_.moves[i]; }
  M* begin() { return store_.moves; }
  M* end() { return store_.moves + size_; }
  const M* begin() const { return store_.moves; }
  const M* end() const { return store_.moves + size_; }
  bool contains(const M& m) const { return std::find(begin(), end(), m) != end(); }

 private:
  union Storage {
    Storage() {}
    M moves[Capacity];
  } store_;
  std::size_t size_ = 0;
};

// 218 is the most legal moves of any orthodox position; 256 leaves room.
using MoveList = BasicMoveList<Move, 256>;

}  // namespace regent
