// Kapusta's notation of complex moves (seed, digest §5): the mobile stage in the problemists'
// short form, with the from-square for regents, princes and pawns arriving as princes
// ("Qe1-f2", "Kd5xe4", "Pc7-c8=K", "d6xc7=P"), then the transformations in brackets in the
// order they happen ("[Qd5=Kd5/g2=Pg2]"). The full form writes every transformation; the
// abridged form writes the moving regent's net change as a suffix ("Kd5-c6=Q[Qc1=Kc1]") and
// leaves out virtual transformations that undo each other.
#pragma once

#include <string>

#include "rules/regent/complex_move.h"
#include "rules/variant.h"

namespace regent::regentchess {

enum class NotationForm : std::uint8_t { Full, Abridged };

// The move's text without check mark; `before` is the position the move is played in.
std::string move_text(const RegentPosition& before, const ComplexMove& cm, NotationForm form);
// The bracket alone ("[Qd5=Kd5/g2=Pg2]", "" if there is none).
std::string transformations_text(const ComplexMove& cm, NotationForm form);

// The move as data (text in the full form, alternative abridged text).
MoveDescription describe(const RegentPosition& pos, Move m);
MoveDescription describe(const RegentPosition& pos, const ComplexMove& cm);
// Mark and annotations of the position after a move: "+", "++", phantom flights "<a4>".
MoveAnnotation annotate(const RegentPosition& after);

}  // namespace regent::regentchess
