// Fuzz target: the Popeye-language reader (solver/io/popeye_parser.h) and the output of what it
// reads. The input is a problem file; as the command line does, lines that are not UTF-8 are read
// as Latin-1 first.
#include "fuzz/fuzz_common.h"
#include "solver/io/popeye_parser.h"
#include "solver/io/text_encoding.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace regent;
  const std::string text = io::utf8_text(fuzz::text_of(data, size));
  REGENT_FUZZ_CHECK(io::is_valid_utf8(text), "utf8_text gives UTF-8");
  const auto problems = io::parse_popeye(text, "fuzz.pop");
  fuzz::write_problems(problems, text, "fuzz.pop");
  return 0;
}
