// How a problem's condition line names a variant, in Popeye's forgiving style: the full name, an
// abbreviation of it, another exact spelling. Each variant that a condition selects declares its
// ConditionName as plain data (a static member `condition`); the runner asks every variant of the
// list (rules/variants.h), and the problem readers ask those with input conventions of their own.
#pragma once

#include <cstddef>
#include <string_view>

namespace regent {

struct ConditionName {
  std::string_view full;       // the full name: "powerfulmonarchchess"
  std::size_t shortest = 0;    // a prefix of `full` at least this long selects the variant too; 0: none
  std::string_view also = {};  // another exact spelling ("regent" besides "regentchess"), or none
  bool ignore_dashes = false;  // '-' and '_' are dropped and case ignored first ("Royal-Standard")

  // Whether the name written in a condition line (lower case, as the readers give it) selects it.
  constexpr bool selects(std::string_view written) const {
    char buffer[64];
    std::size_t n = 0;
    if (ignore_dashes) {
      for (char c : written) {
        if (c == '-' || c == '_') continue;
        if (n == sizeof buffer) return false;  // longer than any full name
        buffer[n++] = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
      }
      written = std::string_view(buffer, n);
    }
    if (written == full || (!also.empty() && written == also)) return true;
    return shortest > 0 && written.size() >= shortest && full.starts_with(written);
  }
};

}  // namespace regent
