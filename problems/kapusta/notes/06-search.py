#!/usr/bin/env python3
"""Problem 6 (h#2, 2 solutions, 5+7): every setting within the frame of notes/06.md.

Fixed (forced by the solution text): white Kb8 (crowned), Qh7 (regent), Pf7; black Ka1
(crowned), Ka6 (regent), Pe2, a black unit on e8, a black rook on the 2nd rank that plays Re2
and Rf2, and black units on a2 and b2.

Varied:
  the white units d1 (B or Q) and f1 (S, B, R or Q),
  the black rook's square (b2, c2, d2, g2, h2),
  the type of the a2 unit (R, S, B, Q, P) and of the e8 unit (S, B),
  rook not on b2: the type of the b2 unit (R, S, B, Q, P): 7 black units;
  rook on b2: the 7th black unit Y, any type, any free square.

Each setting is solved with `regent --format json` (option intended 2). Printed: how many
placements, how many are legal positions, how many have both published solutions, and their
solution counts.

Usage: python3 problems/kapusta/notes/06-search.py [REGENT] (default build/regent)
"""
import collections
import json
import subprocess
import sys
import tempfile

REGENT = sys.argv[1] if len(sys.argv) > 1 else 'build/regent'
SQUARES = [f + str(r) for f in 'abcdefgh' for r in range(1, 9)]


def settings():
    for d1 in 'bq':
        for f1 in 'sbrq':
            white = ['kb8', 'qh7', 'pf7', d1 + 'd1', f1 + 'f1']
            for rook in ['b2', 'c2', 'd2', 'g2', 'h2']:
                for a2 in 'rsbqp':
                    for e8 in 'sb':
                        black = ['ka1', 'ka6', 'pe2', a2 + 'a2', 'r' + rook, e8 + 'e8']
                        name = f'd1={d1} f1={f1} rook={rook} a2={a2} e8={e8}'
                        if rook != 'b2':
                            for t in 'rsbqp':
                                yield f'{name} b2={t}', white, black + [t + 'b2']
                            continue
                        taken = {'b8', 'h7', 'f7', 'd1', 'f1', 'a1', 'a6', 'e2', 'a2', 'b2', 'e8'}
                        for t in 'psbrq':
                            for sq in SQUARES:
                                if sq in taken or (t == 'p' and sq[1] in '18'):
                                    continue
                                yield f'{name} Y={t}{sq}', white, black + [t + sq]


def problem_text(white, black):
    return ('stipulation h#2\n'
            'condition regent white regent h7 king b8 black regent a6 king a1\n'
            f'pieces white {" ".join(white)} black {" ".join(black)}\n'
            'option intended 2\n')


def solve(batch):
    with tempfile.NamedTemporaryFile('w', suffix='.pop') as f:
        f.write('beginproblem\n' + 'next\n'.join(problem_text(w, b) for _, w, b in batch) + 'endproblem\n')
        f.flush()
        out = subprocess.run([REGENT, '--format', 'json', '--threads', '1', f.name],
                             capture_output=True, text=True, check=False).stdout
    return json.loads(out)['problems']


def main():
    all_settings = list(settings())
    legal, both = 0, []
    for i in range(0, len(all_settings), 2000):
        batch = all_settings[i:i + 2000]
        for (name, _, _), p in zip(batch, solve(batch)):
            if p.get('error'):
                continue
            legal += 1
            sols = [' '.join(m['text'] for m in s) for s in p['solution']['solutions']]
            s1 = any(s.startswith('Pe2xd1=K') and 'Pf7-f8=K' in s and ' Re2 Qb1' in s for s in sols)
            s2 = any(s.startswith('Pe2xf1=K') and 'Pf7xe8=K' in s and ' Rf2 Qh1' in s for s in sols)
            if s1 and s2:
                both.append((len(sols), name))
    print(f'placements {len(all_settings)}, legal {legal}, with both published solutions {len(both)}')
    print('solution counts:', sorted(collections.Counter(n for n, _ in both).items()))
    for n, name in sorted(both):
        print(n, name)


if __name__ == '__main__':
    main()
