#include <cstdio>
#include <cstdlib>
#include <string>

#include "rules/orthodox/orthodox.h"
#include "rules/perft.h"

int main(int argc, char** argv) {
  using namespace regent;
  if (argc == 4 && std::string(argv[1]) == "perft") {
    std::string err;
    auto pos = Position::from_fen(argv[2], &err);
    if (!pos) { std::fprintf(stderr, "%s\n", err.c_str()); return 2; }
    std::printf("%llu\n", (unsigned long long)perft<Orthodox>(*pos, std::atoi(argv[3])));
    return 0;
  }
  return 2;
}
