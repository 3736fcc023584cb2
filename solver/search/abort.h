// Stopping a search from outside: the time limit, Ctrl-C, and (for a thread helping another with
// one first move) the end of the work it helps with. The searches ask stopped() at every node.
#pragma once

#include <atomic>

namespace regent {

struct SearchAbort {
  std::atomic<bool> stop{false};
  // Further reasons to stop, each optional: a flag owned elsewhere (Ctrl-C for a whole run; the
  // task a helper works for), and the SearchAbort of the solve a thread's own one belongs to.
  const std::atomic<bool>* also = nullptr;
  const SearchAbort* parent = nullptr;
  // Progress of a solve, written by the first-move scheduler and read for the progress line.
  std::atomic<int> first_moves_done{0};
  std::atomic<int> first_moves_total{0};

  bool stopped() const {
    return stop.load(std::memory_order_relaxed) || (also && also->load(std::memory_order_relaxed)) ||
           (parent && parent->stopped());
  }
};

}  // namespace regent
