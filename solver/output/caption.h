// The caption printed under a problem's diagram, as problem columns print it: stipulation,
// condition, number of intended solutions and piece count, e.g. "#2 Regent Chess (10+9)" or
// "h#2 Regent Chess 3 sol (7+14)". Shared by the SVG diagram and the Kapusta text layout.
#pragma once

#include <string>

#include "solver/io/problem_spec.h"

namespace regent {

// The piece count "(10+9)": white units + black units.
std::string piece_count(const io::ProblemInstance& problem);

// "#2 Regent Chess (10+9)": the stipulation, the variant's title (as the runner chose the variant:
// `variant` and `variant_title` of its outcome; none for orthodox chess), "N sol" when
// `option intended N` asks for more than one, the count.
std::string problem_caption(const io::ProblemInstance& problem, const std::string& variant,
                            const std::string& variant_title);

}  // namespace regent
