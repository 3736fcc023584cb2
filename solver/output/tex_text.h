// Text from a problem file or from regent's own output made safe to put into a LaTeX document
// (`regent latex`): whatever the text holds, the document still compiles and shows it.
//
// The document is set in T1 fonts with LaTeX's UTF-8 input (latex_document.h), so the text keeps
// its accented Latin letters; a character LaTeX cannot typeset that way is written as [U+XXXX].
#pragma once

#include <string>
#include <string_view>

namespace regent {

// Running text (author, source, title, stipulation): TeX's special characters as commands
// (\#, \&, \textbackslash{}, ...), the characters T1 fonts would join into ligatures (<< >> -- ,,
// `` '') kept apart, control characters and bytes that are not UTF-8 written as io::printable
// writes them (\t, \xNN).
std::string tex_escaped(std::string_view text);

// One line of fixed-width text (the solution, as regent prints it) for a typewriter font: as
// tex_escaped, and each space kept, so that the columns stay where they were: the leading spaces
// and all but the last of a run of spaces as unbreakable spaces (~), the last of a run as a plain
// space, where a line too long for the page may break.
std::string tex_fixed_width_line(std::string_view line);

}  // namespace regent
