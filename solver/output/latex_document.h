// The LaTeX document `regent latex` writes: a preamble that loads the chess-problem-diagrams
// package, then for each problem its diagram (latex_diagram.h) with the solution under it, exactly
// as the text output prints it (Popeye's layout, or Kapusta's with --notation kapusta), line for
// line in a typewriter font. It compiles with pdflatex (Debian: texlive-games, texlive-pstricks,
// texlive-latex-base; scripts/setup --with-latex installs them).
#pragma once

#include <string>
#include <string_view>

namespace regent {

// From \documentclass to \begin{document}, each line ending in '\n'.
std::string latex_preamble();

// \end{document}.
std::string latex_ending();

// The environment the solution lines go in (defined by the preamble).
inline constexpr std::string_view kSolutionEnvironment = "regentsolution";

// One line of the text output (without its '\n') as a line of the solution environment: an empty
// line is an empty line of the same height, any other ends with \par.
std::string latex_solution_line(std::string_view line);

}  // namespace regent
