"""Find a resolution of the affine plane AG(2,4) inflated by three (run by hand; prints the rows).

48 players are the 16 points of AG(2,4) times three copies; players of the same point never meet
(the groups of a 4-GDD of type 3^16). On each of the 20 lines L the 9 rows of the orthogonal array
OA(4,3) (rows (a, b) → a, b, a+b, a+2b mod 3 over the four points of L) give 9 tables
{(x, row(x)) : x ∈ L}: a transversal design TD(4,3) whose tables cover every pair of players on
L × 3 from different groups exactly once (Wilson's fundamental construction), so the 180 tables
meet every such pair once. What is left is resolving them into 15 rounds of 12 tables. Each round
takes three parallel classes of the plane (the 10 triples of the 5 classes once, and 01 2, 12 3,
23 4, 34 0, 40 1 once more, so each class serves 9 rounds, one per row of each of its lines) and one
row on each of their 12 lines, so that the three lines through a point give its three copies. That
is a small exact problem for a SAT solver (python-sat, a tools-only dependency).

    python tools/find_inflated_plane.py [--seed S] [--seconds T]
"""

from __future__ import annotations

import argparse
import itertools
import random
import signal
import sys

# GF(4) = {0, 1, w, w^2} as 0, 1, 2, 3: addition is XOR
MUL = [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]]
OA_ROWS = [(a, b, (a + b) % 3, (a + 2 * b) % 3) for a in range(3) for b in range(3)]
EXTRA = [(0, 1, 2), (1, 2, 3), (2, 3, 4), (0, 3, 4), (0, 1, 4)]
ROUND_CLASSES = [*itertools.combinations(range(5), 3), *EXTRA]


def plane_lines() -> list[tuple[int, tuple[int, ...]]]:
    """(parallel class, the four points x = 4·u + v in a fixed order) for every line of AG(2,4)."""
    lines = []
    for m in range(4):  # v = m·u + c
        lines += [(m, tuple(4 * u + (MUL[m][u] ^ c) for u in range(4))) for c in range(4)]
    lines += [(4, tuple(4 * c + v for v in range(4))) for c in range(4)]  # u = c
    return lines


def rounds_of(choice: list[list[tuple[int, int]]]) -> list[list[tuple[int, ...]]]:
    """Player s·16 + x for copy s of point x; choice[r] = [(line index, row index), …]."""
    lines = plane_lines()
    return [[tuple(sorted(OA_ROWS[row][i] * 16 + x for i, x in enumerate(lines[line][1])))
             for line, row in rnd] for rnd in choice]


def solve(seed: int, seconds: int) -> list[list[tuple[int, int]]] | None:
    from pysat.card import CardEnc, EncType
    from pysat.formula import IDPool
    from pysat.solvers import Solver

    lines = plane_lines()
    pool = IDPool()
    var = {}
    for li, (cls, _) in enumerate(lines):
        for row in range(9):
            for r, classes in enumerate(ROUND_CLASSES):
                if cls in classes:
                    var[li, row, r] = pool.id((li, row, r))
    clauses: list[list[int]] = []

    def exactly_one(lits: list[int]) -> None:
        clauses.extend(CardEnc.equals(lits, 1, vpool=pool, encoding=EncType.pairwise).clauses)

    for li in range(len(lines)):
        rounds = [r for r, classes in enumerate(ROUND_CLASSES) if lines[li][0] in classes]
        for row in range(9):
            exactly_one([var[li, row, r] for r in rounds])
        for r in rounds:
            exactly_one([var[li, row, r] for row in range(9)])
    for r, classes in enumerate(ROUND_CLASSES):
        for x in range(16):
            through = [(li, pts.index(x)) for li, (cls, pts) in enumerate(lines)
                       if cls in classes and x in pts]
            for s in range(3):
                exactly_one([var[li, row, r] for li, i in through for row in range(9)
                             if OA_ROWS[row][i] == s])
    # the first round's rows are free up to relabelling the copies of each point: fix one line's row
    first = next(li for li, (cls, _) in enumerate(lines) if cls in ROUND_CLASSES[0])
    clauses.append([var[first, 0, 0]])
    rng = random.Random(seed)
    rng.shuffle(clauses)
    print(f"{pool.top} variables, {len(clauses)} clauses", file=sys.stderr)
    signal.alarm(seconds)
    with Solver(name="cadical195", bootstrap_with=clauses) as solver:
        if not solver.solve():
            return None
        true = set(solver.get_model())
    signal.alarm(0)
    return [[(li, row) for (li, row, rr), v in var.items() if rr == r and v in true]
            for r in range(len(ROUND_CLASSES))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=int, default=600)
    a = ap.parse_args()
    choice = solve(a.seed, a.seconds)
    if choice is None:
        print("none exists")
        return
    rounds = rounds_of(choice)
    met: set[frozenset[int]] = set()
    for rnd in rounds:
        assert sorted(p for t in rnd for p in t) == list(range(48))
        for t in rnd:
            for pair in itertools.combinations(t, 2):
                assert frozenset(pair) not in met and pair[0] % 16 != pair[1] % 16
                met.add(frozenset(pair))
    print("found and checked")
    for rnd in choice:  # the row on each line, lines in plane_lines() order
        rows = dict(rnd)
        print("".join(str(rows[li]) if li in rows else "." for li in range(20)))


if __name__ == "__main__":
    main()
