#include "solver/run/watchdog.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace regent {

Watchdog::Watchdog(SearchAbort& abort, double seconds, bool progress) : abort_(abort) {
  if (seconds <= 0 && !progress) return;
  thread_ = std::thread([this, seconds, progress] {
    const auto start = std::chrono::steady_clock::now();
    std::unique_lock lock(mutex_);
    bool shown = false;
    while (!done_) {
      const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (seconds > 0 && elapsed >= seconds) {
        abort_.stop = true;
        break;
      }
      if (progress && elapsed >= 1.0) {
        std::fprintf(stderr, "\r  ... %d/%d first moves, %.0f s ", abort_.first_moves_done.load(),
                     abort_.first_moves_total.load(), elapsed);
        shown = true;
      }
      double wait = 0.5;
      if (seconds > 0) wait = std::min(wait, seconds - elapsed);
      cv_.wait_for(lock, std::chrono::duration<double>(std::max(wait, 0.001)), [this] { return done_; });
    }
    if (shown) std::fprintf(stderr, "\r%60s\r", "");
  });
}

Watchdog::~Watchdog() {
  {
    std::lock_guard lock(mutex_);
    done_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
}

}  // namespace regent
