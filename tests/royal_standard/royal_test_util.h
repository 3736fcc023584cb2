// Helpers for The Royal Standard's tests: positions from the one-line notation, move lists as
// sorted notation, playing moves by their text.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "rules/royal_standard/royal_standard.h"

namespace regent::test {

using royalstandard::RoyalPosition;

inline RoyalPosition rs(const std::string& fen) {
  std::string error;
  auto pos = royalstandard::from_fen(fen, &error);
  if (!pos) ADD_FAILURE() << "bad Royal Standard FEN '" << fen << "': " << error;
  return pos ? *pos : royalstandard::initial_position();
}

// Every move of the side to move in notation, sorted.
inline std::vector<std::string> move_texts(const RoyalPosition& pos) {
  RoyalStandard::MoveList list;
  RoyalStandard::generate(pos, list);
  std::vector<std::string> out;
  for (const auto& m : list) out.push_back(RoyalStandard::describe(pos, m).text);
  std::sort(out.begin(), out.end());
  return out;
}

// The moves of one piece (those whose text starts with its code and square, e.g. "Wd2").
inline std::vector<std::string> moves_of(const RoyalPosition& pos, const std::string& piece) {
  std::vector<std::string> out;
  for (const auto& t : move_texts(pos))
    if (t.rfind(piece, 0) == 0) out.push_back(t);
  return out;
}

// Plays the moves given by their notation, one after the other.
inline RoyalPosition after(RoyalPosition pos, const std::vector<std::string>& texts) {
  for (const auto& text : texts) {
    RoyalStandard::MoveList list;
    RoyalStandard::generate(pos, list);
    bool found = false;
    for (const auto& m : list)
      if (RoyalStandard::describe(pos, m).text == text) {
        RoyalStandard::Undo u;
        RoyalStandard::make(pos, m, u);
        found = true;
        break;
      }
    if (!found) {
      ADD_FAILURE() << "no move '" << text << "' in " << royalstandard::fen(pos);
      break;
    }
  }
  return pos;
}

// "c5" -> the square.
inline Square sq(const std::string& name) { return make_square(name[0] - 'a', name[1] - '1'); }

// The moves capturing on a square, in notation, sorted.
inline std::vector<std::string> captures_on(const RoyalPosition& pos, const std::string& square) {
  std::vector<std::string> out;
  for (const auto& t : move_texts(pos))
    if (t.find("*" + square) != std::string::npos) out.push_back(t);
  return out;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace regent::test
