// Fuzz target: the short texts of a problem (solver/io/stipulation.h, popeye_parser.h): a
// stipulation, a condition, option words and a twin, each reader given the same text, and the
// name of a variant's condition (solver/io/variant_input.h). A stipulation that reads is written
// back and read again to the same stipulation.
#include "fuzz/fuzz_common.h"
#include "solver/io/popeye_parser.h"
#include "solver/io/stipulation.h"
#include "solver/io/variant_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace regent;
  const std::string_view text = fuzz::text_of(data, size);
  std::string error;
  if (const auto stipulation = io::try_parse_stipulation(text, &error)) {
    REGENT_FUZZ_CHECK(stipulation->moves >= 0 && stipulation->moves <= io::kMaxStipulationMoves,
                      "the number of moves is within the limit");
    REGENT_FUZZ_CHECK(stipulation->half_moves() <= io::kMaxStipulationPlies, "the plies are within the limit");
    const std::string canonical = io::to_string(*stipulation);
    const auto again = io::try_parse_stipulation(canonical);
    REGENT_FUZZ_CHECK(again && *again == *stipulation && io::to_string(*again) == canonical,
                      "the stipulation written back reads the same: " + canonical);
  } else {
    REGENT_FUZZ_CHECK(!error.empty(), "a stipulation error has a message");
  }
  const auto input_error = [](const io::InputError& e) {
    REGENT_FUZZ_CHECK(e.line() == 3 && *e.what() != '\0',
                      "an input error has the text's line and a message: line " + std::to_string(e.line()) + ": " +
                          e.what());
  };
  try {
    const io::ConditionSpec condition = io::parse_condition_text(text, 3);
    (void)io::variant_input(std::vector<io::ConditionSpec>{condition});
  } catch (const io::InputError& e) {
    input_error(e);
  }
  try {
    io::Options options;
    std::vector<std::string> warnings;
    io::parse_option_text(text, options, 3, &warnings);
  } catch (const io::InputError& e) {
    input_error(e);
  }
  try {
    (void)io::parse_twin_text(text, 3);
  } catch (const io::InputError& e) {
    input_error(e);
  }
  (void)io::variant_input(text);
  return 0;
}
