// The watchdog of one solve: stops it when its time is up and shows its progress meanwhile.
#pragma once

#include <condition_variable>
#include <mutex>
#include <thread>

#include "solver/search/abort.h"

namespace regent {

// Sets the abort flag when the time limit passes, and shows progress on stderr (first moves
// examined, seconds) while a solve runs longer than a second; stops as soon as the solve ends.
class Watchdog {
 public:
  Watchdog(SearchAbort& abort, double seconds, bool progress);  // seconds <= 0: no limit
  ~Watchdog();

 private:
  SearchAbort& abort_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace regent
