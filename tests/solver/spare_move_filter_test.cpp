// The no-move-to-spare filter of help play (solver/search/help_search.h, find_tight_squares;
// rules/orthodox/mate_budget.h, BudgetProgress) must drop nodes and never a solution. Every other
// shortcut but the final positions' test stays on in both runs, so the comparison isolates this one
// filter: the same solutions in the same order, and strictly fewer nodes with it (a search that
// stopped asking would show equal counts). Positions from tests/data/orthodox (Popeye's
// intelligent-mode examples and a longer helpmate), with their published numbers of solutions.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/orthodox/orthodox.h"
#include "tests/solver/help_lines.h"

namespace regent {
namespace {

// (the final positions' test off in both runs: on these problems it leaves the filter little or
// nothing to drop; final_targets_test.cpp compares it on its own)
TEST(SpareMoveFilter, DropsNodesAndNoSolution) {
  test::expect_drops_nodes_and_no_solution(
      [](HelpSearch<Orthodox>& search) { search.set_final_targets(false); },
      [](HelpSearch<Orthodox>& search) {
        search.set_final_targets(false);
        search.set_spare_move_filter(false);
      });
}

}  // namespace
}  // namespace regent
