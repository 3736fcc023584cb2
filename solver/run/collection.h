// Verifying a collection in pieces (docs/collections.md): which problems a shard takes, and what
// an earlier JSON-lines output (`regent verify --jsonl`) already holds.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace regent {

// `--shard K/N`: the problem with running index i (1-based, across all files given) belongs to
// shard (i - 1) mod N, so shard 0 takes problems 1, N+1, 2N+1, ...
struct Shard {
  int k = 0;
  int n = 1;
  bool contains(int index) const { return (index - 1) % n == k; }
};

// "K/N" with 0 <= K < N, both decimal integers. nullopt with *error set (the message of
// `regent verify --shard`) otherwise.
std::optional<Shard> parse_shard(std::string_view text, std::string* error);

// The twins an earlier `--jsonl` output recorded, by (index, id); an unreadable problem has the
// id "" (its line has "id": null). Lines that are not a complete JSON object with an integer
// "index" are ignored, such as a line cut short when the process was killed (the next run
// ends it with a newline first, see ends_mid_line); blank lines are skipped.
struct ResumeLog {
  std::map<std::pair<int, std::string>, bool> done;  // -> unsound
  bool ends_mid_line = false;  // the text does not end with a newline: its last line was cut
  int ignored = 0;             // lines ignored (cut or not JSON)

  // The recorded twin, if any: whether it was unsound.
  std::optional<bool> find(int index, const std::string& id) const;
};

ResumeLog read_resume_log(std::string_view text);

}  // namespace regent
