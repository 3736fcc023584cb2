// Small helpers shared by the tests of the problem input layer.
#pragma once

#include "solver/io/problem_spec.h"

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace regent::io::test {

// "wKb7 wRc2 bKd8" in the stored order.
inline std::string pieces_string(const std::vector<PieceSpec>& pieces) {
    std::string out;
    for (const auto& p : pieces) {
        if (!out.empty()) out += ' ';
        out += to_string(p);
    }
    return out;
}

inline std::string squares_string(const std::vector<SquareRef>& squares) {
    std::string out;
    for (const auto& s : squares) out += to_string(s);
    return out;
}

inline std::string read_test_file(const std::string& relative) {
    std::ifstream in(std::string(REGENT_TEST_DATA_DIR) + "/" + relative, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

}  // namespace regent::io::test
