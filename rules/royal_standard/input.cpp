#include "rules/royal_standard/input.h"

#include "rules/royal_standard/board.h"

namespace regent::royalstandard {

const InputConventions& input_conventions() {
  static const InputConventions conventions = [] {
    InputConventions c;
    c.condition = kCondition;
    c.pieces = {{"K", "king"}, {"R", "rook"}, {"B", "bishop"}, {"E", "standard-bearer"}, {"W", "windmill"}};
    c.aliases = {{"SB", "E"}, {"WM", "W"}};
    c.board = kBoard;
    c.fen_fields = {"frozen"};
    return c;
  }();
  return conventions;
}

}  // namespace regent::royalstandard
