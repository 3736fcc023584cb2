#include "solver/output/latex_document.h"

#include "solver/output/tex_text.h"

namespace regent {

std::string latex_preamble() {
  return
      "% Chess problems with their solutions, written by regent (regent latex).\n"
      "% Compile with pdflatex; the diagrams need the chess-problem-diagrams package\n"
      "% (Debian: texlive-games and texlive-pstricks).\n"
      // 12pt: the package draws its diagrams in the size that goes with the class's font size.
      "\\documentclass[a4paper,12pt]{article}\n"
      "\\usepackage[T1]{fontenc}\n"
      "\\usepackage[margin=2cm]{geometry}\n"
      "\\usepackage{diagram}\n"
      "\\normalnames % authors as the problem files write them\n"
      "\\nocomputer % no C+/C- mark: the verdict is in the solution\n"
      "\\setboolean{legend}{true} % file letters and rank numbers round the board\n"
      "% The solution as regent prints it, line for line, in a typewriter font; a line too long\n"
      "% for the page goes on indented.\n"
      "\\newenvironment{regentsolution}{\\par\\smallskip\\footnotesize\\ttfamily\\frenchspacing\\raggedright\n"
      "  \\parindent=0pt \\parskip=0pt \\everypar{\\hangindent=4em \\hangafter=1 }}{\\par\\bigskip}\n"
      "\\begin{document}\n";
}

std::string latex_ending() { return "\\end{document}\n"; }

std::string latex_solution_line(std::string_view line) {
  if (line.find_first_not_of(' ') == std::string_view::npos) return "\\mbox{}\\par\n";
  return tex_fixed_width_line(line) + "\\par\n";
}

}  // namespace regent
