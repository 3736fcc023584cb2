#include "rules/powerful_monarch/setup.h"

#include <cctype>

#include "rules/orthodox/setup.h"
#include "rules/powerful_monarch/check.h"

namespace regent::powerfulmonarch {

namespace {
const char* color_name(Color c) { return c == WHITE ? "White" : "Black"; }

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
}  // namespace

std::optional<Position> setup(const Diagram& d, SetupError* error) {
  const auto& args = d.variant_args;
  const bool two_words = args.size() == 1 && lower(args[0]) == "monarch";
  if (!args.empty() && !two_words) {
    if (error) *error = SetupError{d.variant_line, "condition powerfulmonarch takes no arguments, found '" + args[0] + "'"};
    return std::nullopt;
  }
  SetupError orthodox_error;
  auto pos = orthodox::setup(d, &orthodox_error);
  if (!pos && error) {
    *error = orthodox_error;
    const std::string orthodox_words = "does not exist in orthodox chess";
    if (auto at = error->message.find(orthodox_words); at != std::string::npos)
      error->message.replace(at, orthodox_words.size(), "does not exist in Powerful Monarch Chess");
  }
  return pos;
}

std::optional<std::string> illegality(const Position& pos) {
  for (Color c : {WHITE, BLACK}) {
    const int kings = popcount(pos.pieces(c, KING));
    if (kings == 0) return std::string(color_name(c)) + " has no king";
    if (kings > 1) return std::string(color_name(c)) + " has " + std::to_string(kings) + " kings";
  }
  const Color us = pos.side_to_move(), them = ~us;
  if (in_check(pos, them)) {
    if (non_king_attackers(pos, us, pos.king_square(them), pos.pieces()))
      return std::string(color_name(them)) + " is in check but it is " + color_name(us) + "'s move";
    return std::string(color_name(them)) + "'s king stands undefended next to the enemy king but it is " +
           color_name(us) + "'s move";
  }
  if (auto material = orthodox::material_illegality(pos)) return material;
  if (popcount(non_king_attackers(pos, them, pos.king_square(us), pos.pieces())) > 2)
    return std::string(color_name(us)) + " is in check from more than two pieces";
  return std::nullopt;
}

}  // namespace regent::powerfulmonarch
