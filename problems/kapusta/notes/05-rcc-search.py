#!/usr/bin/env python3
"""Problem 5 (h#2, 3 solutions, 7+14) under the reading RCC: filler search.

The aim (issue 15): a reconstruction that is sound under RCC (exactly the three published
solutions with the published brackets, `condition regent rcc`) and in which `2...Kxe3??` is
illegal in the three places the text says: after 1.Sc7 d6xc7 2.Rd8, after 1.Se7 d6xe7 2.Rd8 and
after 1.Sb6 d6-d7 2.Rd6 / 2.Rd1.

Fixed (the essential units of notes/05.md): white Kf3 (crowned), Kf7 (regent), Bg4, Pd6; black
Kf1 (crowned), Ka7 (regent), Sd5, Ba4, Rd3, Bb8, Pe3, and a black rook on the c-file.
A candidate is a list of further units ("fillers").  Each candidate is judged in three stages:

  1. solved under RCC (one run of the binary per batch, JSON output); it passes if its solution
     set is exactly the three published solutions with their published brackets;
  2. the published alternatives, with `regent moves --fen ...,rcc`: 2.Rd8[Kf7=Qf7/Pc7=c7],
     2.Rd8[Kf7=Qf7/Pe7=e7], 2.Rd6/Rd1[Kf7=Qf7/Pd7=d7] legal; after them the sleeping promotions,
     and `Kxe3` illegal in all four positions; after 2.Rc8/2.Sc8 the promotion on c8 illegal;
  3. solved under RS-1 as well (a fact to record).

Two modes:
  05-rcc-search.py FRAME [REGENT]       every placement of a frame (FRAMES below; `current` is
                                        05-sc7.pop itself): counts and the best candidates;
  05-rcc-search.py climb REGENT SEED 'WHITE/BLACK' STEPS
                                        hill climbing from a start (the fillers, e.g.
                                        'pe4 ba5 bh2/rc1 rc4 pb3 pe5 pe6 pg2 ph4'): each step
                                        solves up to 240 random neighbours (one filler moved to
                                        another square and/or given another type, P B S R), scores
                                        them by cooks under RCC + K_WEIGHT (env, default 3) times
                                        the failed published alternatives (an undecided Kxe3 counts
                                        half more), moves to the best if not worse, and prints the
                                        Pareto front (cooks, failures) at the end.
The squares in KEEP_EMPTY stay empty and no black rook is put on the 2nd rank (it would block
on f2 after Kxe3: notes/05.md, "Under RCC").  Run with `nice -n 10`; it uses one solver process.
"""
import collections
import itertools
import json
import os
import random
import re
import subprocess
import sys
import tempfile

REGENT = 'build/regent'
FILES = 'abcdefgh'
SQUARES = [f + str(r) for r in range(1, 9) for f in FILES]

ESSENTIAL_WHITE = ['kf3', 'kf7', 'bg4', 'pd6']
ESSENTIAL_BLACK = ['kf1', 'ka7', 'sd5', 'ba4', 'rd3', 'bb8', 'pe3']

PUBLISHED = {
    'Sc7 d6xc7=P Bc6 Pc7-c8=K[-Kf3/Kf7=Qf7]',
    'Se7 d6xe7=P Rc6 Pe7-e8=K[-Kf3/Kf7=Qf7]',
    'Sb6 d6-d7=P Bd6 Pd7-d8=K[-Kf3/Kf7=Qf7]',
}


def nice(cmd):
    return ['nice', '-n', '10'] + cmd


def problem_text(white, black, rcc=True):
    return ('stipulation h#2\n'
            f'condition regent {"rcc " if rcc else ""}white regent f7 king f3 black regent a7 king f1\n'
            f'pieces white {" ".join(white)} black {" ".join(black)}\n'
            'option intended 3\n')


def solve(batch, rcc=True):
    """batch: list of (white, black). Returns one dict per problem: error or solution strings."""
    with tempfile.NamedTemporaryFile('w', suffix='.pop', delete=False) as f:
        f.write('beginproblem\n' + 'next\n'.join(problem_text(w, b, rcc) for w, b in batch) + 'endproblem\n')
        name = f.name
    try:
        out = subprocess.run(nice([REGENT, '--format', 'json', '-j', '1', name]),
                             capture_output=True, text=True, check=False).stdout
    finally:
        os.unlink(name)
    result = []
    for p in json.loads(out)['problems']:
        if p.get('error'):
            result.append({'error': p['error']})
            continue
        sols = []
        for s in p['solution']['solutions']:
            sols.append(' '.join(m['notation'] for m in s) + (' #' if s and s[-1]['mate'] else ''))
        result.append({'solutions': sols, 'timed_out': p['solution'].get('timed_out')})
    return result


def published_exactly(sols):
    return len(sols) == 3 and {s[:-2] if s.endswith(' #') else s for s in sols} == PUBLISHED and \
        all(s.endswith(' #') for s in sols)


# ------------------------------------------------------------------------------------------------
# Positions after the published lines, as FEN, for `regent moves`

def board_of(white, black):
    board = {}
    for colour, units in (('w', white), ('b', black)):
        for u in units:
            letter = u[0].upper() if colour == 'w' else u[0].lower()
            board[u[1:]] = letter.replace('S', 'N').replace('s', 'n')
    return board


def fen_of(board, to_move, reading):
    rows = []
    for r in range(8, 0, -1):
        row, empty = '', 0
        for f in FILES:
            p = board.get(f + str(r))
            if p:
                row += (str(empty) if empty else '') + p
                empty = 0
            else:
                empty += 1
        rows.append(row + (str(empty) if empty else ''))
    return '/'.join(rows) + f' {to_move} - - 0 1 f7,a7' + (',rcc' if reading == 'rcc' else '')


def play(board, *moves):
    b = dict(board)
    for m in moves:
        src, dst, new = m
        piece = b.pop(src)
        b[dst] = new or piece
    return b


def moves_output(board, to_move, reading='rcc'):
    r = subprocess.run(nice([REGENT, 'moves', '--fen', fen_of(board, to_move, reading)]),
                       capture_output=True, text=True, check=False)
    if r.returncode != 0:
        return None
    return [l.strip() for l in r.stdout.splitlines()]


def find(lines, prefix):
    """The move line of `regent moves` that starts with prefix (a disambiguating file or rank
    after the piece letter allowed: `Rd1` finds `Rdd1`) followed by a bracket, mark or end."""
    for l in lines or []:
        m = re.match(re.escape(prefix[0]) + r'[a-h1-8]?' + re.escape(prefix[1:]), l) if prefix[0] in 'KQRBS' \
            else (re.match(re.escape(prefix), l))
        if m and (len(l) == m.end() or l[m.end()] in '[+#? '):
            return l
    return None


def plain(line):
    """A move line without the disambiguation of its piece (`Rdd1[...]` -> `Rd1[...]`)."""
    if line and len(line) > 3 and line[0] in 'KQRBS' and line[1] in FILES + '12345678' and \
            (line[2] in FILES or line[2] == 'x'):
        return line[0] + line[2:]
    return line


def stage2(white, black, reading='rcc'):
    """The published alternatives.  Returns (ok, report lines)."""
    b0 = board_of(white, black)
    report, ok = [], True

    def expect(cond, text):
        nonlocal ok
        report.append(('ok   ' if cond else 'FAIL ') + text)
        ok = ok and bool(cond)

    lines_ = {}
    # Solution 1 and 2: after 1.Sc7 d6xc7 / 1.Se7 d6xe7, Black plays 2.Rd8.
    for knight_to, pawn in (('c7', 'c7'), ('e7', 'e7')):
        b1 = play(b0, ('d5', knight_to, None), ('d6', pawn, 'P'))
        out = moves_output(b1, 'b', reading)
        want = f'Rd8[Kf7=Qf7/P{pawn}={pawn}]'
        expect(plain(find(out, want)) == want, f'1.S{knight_to} d6x{pawn}: 2.{want} legal, no check ({find(out, "Rd8")})')
        b2 = play(b1, ('d3', 'd8', None), ('f7', 'f7', 'Q'))
        out = moves_output(b2, 'w', reading)
        k = find(out, 'Kxe3')
        lines_[f'{knight_to} Rd8 Kxe3'] = k
        expect(k is not None and '??' in k, f'... 2.Rd8: Kxe3 illegal ({k})')
        p = find(out, f'P{pawn}xd8=K')
        expect(p is not None and '??' in p and 'sleeps' in p, f'... 2.Rd8: P{pawn}xd8=K illegal ({p})')
    # Solution 3: after 1.Sb6 d6-d7 Black plays 2.Rd6 / 2.Rd1, or 2.Rc8 / 2.Sc8.
    b1 = play(b0, ('d5', 'b6', None), ('d6', 'd7', 'P'))
    out = moves_output(b1, 'b', reading)
    for to in ('d6', 'd1'):
        want = f'R{to}[Kf7=Qf7/Pd7=d7]'
        expect(plain(find(out, want)) == want, f'1.Sb6 d6-d7: 2.{want} legal, no check ({find(out, "R" + to)})')
        b2 = play(b1, ('d3', to, None), ('f7', 'f7', 'Q'))
        o2 = moves_output(b2, 'w', reading)
        k = find(o2, 'Kxe3')
        lines_[f'b6 R{to} Kxe3'] = k
        expect(k is not None and '??' in k, f'... 2.R{to}: Kxe3 illegal ({k})')
    rook_c8 = [sq for sq in ('c4', 'c5', 'c6', 'c2', 'c1', 'c3') if b1.get(sq) == 'r' and
               all(b1.get(f'c{r}') is None for r in range(int(sq[1]) + 1, 8)) and b1.get('c7') is None]
    for src, name in ([(rook_c8[0], 'R')] if rook_c8 else []) + [('b6', 'S')]:
        b2 = play(b1, (src, 'c8', None))
        o2 = moves_output(b2, 'w', reading)
        p = find(o2, 'Pd7xc8=K')
        expect(p is not None and '??' in p and '4.3' in p, f'1.Sb6 d6-d7 2.{name}c8: Pd7xc8=K illegal ({p})')
    return ok, report, lines_


# ------------------------------------------------------------------------------------------------
# Frames

def frame_current():
    """The RS-1 reconstruction itself."""
    yield (['pe4', 'ba5', 'bh2'], ['rc2', 'rc4', 'pb3', 'pe5', 'pe6', 'pg2', 'ph4'])


FRAMES = {'current': frame_current}


# ------------------------------------------------------------------------------------------------
# Local search: hill climbing over the fillers from a start position

WHITE_TYPES = 'pbsr'
BLACK_TYPES = 'pbsr'


def kxe3_failures(white, black):
    """How many of the four published `Kxe3??` are not decided illegal by Rule 7 (an undecided
    move counts half), plus one for each other published alternative that fails."""
    ok, report, kx = stage2(white, black)
    fails = 0.0
    for r in report:
        if r.startswith('FAIL'):
            fails += 1
    for line in kx.values():
        if line and '7: undecided' in line:
            fails += 0.5
    return fails, report


def score(w, b, res):
    if 'error' in res:
        return None
    sols = res['solutions']
    pub = sum(1 for s in sols if s.endswith(' #') and s[:-2] in PUBLISHED)
    return 100 * (3 - pub) + (len(sols) - pub)


def occupied(units):
    return {u[1:] for u in units}


def neighbours(wf, bf, rng, n):
    """n random placements that differ from (wf, bf) in one filler (square and/or type)."""
    fixed = occupied(ESSENTIAL_WHITE + ESSENTIAL_BLACK)
    out = set()
    tries = 0
    while len(out) < n and tries < 50 * n:
        tries += 1
        w, b = list(wf), list(bf)
        side = rng.random() < len(wf) / (len(wf) + len(bf))
        units, types = (w, WHITE_TYPES) if side else (b, BLACK_TYPES)
        i = rng.randrange(len(units))
        taken = fixed | occupied(w) | occupied(b)
        taken.discard(units[i][1:])
        t = units[i][0] if rng.random() < 0.6 else rng.choice(types)
        sq = units[i][1:] if rng.random() < 0.2 else rng.choice(SQUARES)
        if sq in taken or sq in KEEP_EMPTY or (t == 'p' and sq[1] in '18'):
            continue
        if not side and t == 'r' and sq[1] == '2':
            continue      # a black rook on the 2nd rank interposes on f2 after Kxe3 (notes/05.md)
        units[i] = t + sq
        key = (tuple(sorted(w)), tuple(sorted(b)))
        if key != (tuple(sorted(wf)), tuple(sorted(bf))):
            out.add(key)
    return [(list(w), list(b)) for w, b in out]


PARETO = []
# Squares the published lines need empty: the d-file of Rd3-d8/d6/d1 and of the pawn, the c-file
# of Rc4-c6 and of the c8 guard, the promotion squares, the knight's squares, e2 (Bg4's guard in
# the mates) and f2-f6 (the queen's line to f1).
KEEP_EMPTY = set('d1 d2 d4 d7 d8 c5 c6 c7 c8 b6 e7 e8 e2 f2 f4 f5 f6'.split())
K_WEIGHT = float(os.environ.get('K_WEIGHT', '3'))


def climb(wf, bf, steps=30, per_step=240, seed=1, log=print):
    rng = random.Random(seed)
    seen = set()
    res = solve([(ESSENTIAL_WHITE + wf, ESSENTIAL_BLACK + bf)])[0]
    cur = score(wf, bf, res)
    cur_k = kxe3_failures(ESSENTIAL_WHITE + wf, ESSENTIAL_BLACK + bf)[0] if cur is not None and cur < 100 else 9
    best_total = (cur, cur_k)
    log(f'start {" ".join(wf)} / {" ".join(bf)}: score {cur}, kxe3 {cur_k}')
    evaluated = 0
    found = []
    for step in range(steps):
        cands = [c for c in neighbours(wf, bf, rng, per_step) if (tuple(sorted(c[0])), tuple(sorted(c[1]))) not in seen]
        for c in cands:
            seen.add((tuple(sorted(c[0])), tuple(sorted(c[1]))))
        results = solve([(ESSENTIAL_WHITE + w, ESSENTIAL_BLACK + b) for w, b in cands])
        evaluated += len(cands)
        scored = []
        for (w, b), r in zip(cands, results):
            sc = score(w, b, r)
            if sc is None or sc >= 100:
                continue
            scored.append((sc, w, b))
        scored.sort(key=lambda t: t[0])
        # the Kxe3 test on the few best
        best = None
        for sc, w, b in scored[:8]:
            k = kxe3_failures(ESSENTIAL_WHITE + w, ESSENTIAL_BLACK + b)[0]
            tot = (sc + K_WEIGHT * k, sc, k, w, b)
            PARETO.append((sc, k, ' '.join(w), ' '.join(b)))
            if sc == 0 and k == 0:
                found.append((w, b))
            if best is None or tot[0] < best[0]:
                best = tot
        if best is None:
            log(f'step {step}: no neighbour keeps the published solutions')
            continue
        if best[0] <= cur + K_WEIGHT * cur_k:
            cur, cur_k, wf, bf = best[1], best[2], best[3], best[4]
        log(f'step {step} ({evaluated} solved): best neighbour cooks {best[1]} kxe3 {best[2]}; '
            f'now {" ".join(wf)} / {" ".join(bf)} cooks {cur} kxe3 {cur_k}')
        if found:
            break
    return wf, bf, cur, cur_k, found, evaluated


def run(frame, limit=None, seed=1, top=10, batch_size=400):
    cands = list(FRAMES[frame]())
    if limit and len(cands) > limit:
        random.Random(seed).shuffle(cands)
        cands = cands[:limit]
    stats = collections.Counter()
    hist = collections.Counter()
    exact = []
    near = []
    for i in range(0, len(cands), batch_size):
        batch = [(ESSENTIAL_WHITE + w, ESSENTIAL_BLACK + b) for w, b in cands[i:i + batch_size]]
        for (w, b), res in zip(batch, solve(batch, rcc=True)):
            stats['placements'] += 1
            if 'error' in res:
                stats['illegal'] += 1
                continue
            sols = res['solutions']
            hist[len(sols)] += 1
            have = sum(1 for s in sols if s.endswith(' #') and s[:-2] in PUBLISHED)
            if published_exactly(sols):
                exact.append((w, b))
            elif have == 3:
                near.append((len(sols), w, b, sols))
        print(f'.. {min(i + batch_size, len(cands))}/{len(cands)}', file=sys.stderr, flush=True)
    print(f'frame {frame}: {stats["placements"]} placements, {stats["illegal"]} rejected as positions, '
          f'{stats["placements"] - stats["illegal"]} solved under RCC')
    print('solutions under RCC (count: positions):', dict(sorted(hist.items())))
    print(f'all three published solutions, nothing else: {len(exact)}')
    good = []
    for w, b in exact:
        ok, report, _ = stage2(w, b)
        if ok:
            good.append((w, b))
    print(f'... and every published alternative incl. Kxe3?? illegal: {len(good)}')
    for w, b in good[:top]:
        rs1 = solve([(w, b)], rcc=False)[0]
        print('GOOD', ' '.join(w), '/', ' '.join(b), '| RS-1:', len(rs1.get('solutions', [])), 'solutions')
    for w, b in exact[:top]:
        if (w, b) in good:
            continue
        ok, report, _ = stage2(w, b)
        print('EXACT (stage 2 fails)', ' '.join(w), '/', ' '.join(b))
        for r in report:
            if r.startswith('FAIL'):
                print('   ', r)
    near.sort(key=lambda t: t[0])
    for n, w, b, sols in near[:top]:
        print(f'NEAR {n} sols', ' '.join(w), '/', ' '.join(b))
        for s in sols:
            if s[:-2] not in PUBLISHED:
                print('     cook', s)
    return good, exact, near


if __name__ == '__main__':
    frame = sys.argv[1] if len(sys.argv) > 1 else 'current'
    if len(sys.argv) > 2:
        REGENT = sys.argv[2]
    if frame == 'climb':
        seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
        start = sys.argv[4] if len(sys.argv) > 4 else 'pe4 ba5 bh2/rc2 rc4 pb3 pe5 pe6 pg2 ph4'
        w, b = start.split('/')
        steps = int(sys.argv[5]) if len(sys.argv) > 5 else 30
        try:
            climb(w.split(), b.split(), seed=seed, steps=steps)
        finally:
            front = sorted(set(PARETO))
            shown = []
            for sc, k, ws, bs in front:
                if not any(s2 <= sc and k2 <= k and (s2, k2) != (sc, k) for s2, k2, _, _ in front):
                    shown.append((sc, k, ws, bs))
            print(f'{len(front)} candidates with the published solutions tested for Kxe3; Pareto front:')
            for sc, k, ws, bs in shown[:40]:
                print(f'  cooks {sc} kxe3-fails {k}: {ws} / {bs}')
    else:
        run(frame)
