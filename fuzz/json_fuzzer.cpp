// Fuzz target: the JSON problem reader (solver/io/json_problem.h) and the output of what it
// reads. The input is a JSON problem file, as the command line reads it (no conversion: JSON is
// UTF-8, and the reader says where it is not).
#include "fuzz/fuzz_common.h"
#include "solver/io/json_problem.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace regent;
  const std::string_view text = fuzz::text_of(data, size);
  const auto problems = io::parse_json_problems(text, "fuzz.json");
  fuzz::write_problems(problems, text, "fuzz.json");
  return 0;
}
