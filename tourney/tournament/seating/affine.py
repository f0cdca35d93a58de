"""Seat schedules from the affine geometries AG(d, 4): 4^d players, (4^d - 1)/3 rounds, nobody
meeting anybody twice (everybody meets everybody exactly once over all the rounds).

The players are the points of the d-dimensional vector space over GF(4); the tables are its lines
{p + λv : λ in GF(4)}, four points each, and a round is one direction v: the lines parallel to v
cover every point once. Two points lie on exactly one line, so no pair meets twice. AG(2, 4) is
the affine plane of order 4 (16 players, 5 rounds); AG(3, 4) gives 64 players and 21 rounds.
Source: the resolvable 2-(q^d, q, 1) designs of affine geometry, e.g. Beth, Jungnickel and Lenz,
"Design Theory" (2nd ed., 1999), ch. I.2 and VIII; Colbourn and Dinitz (eds.), "Handbook of
Combinatorial Designs" (2nd ed., 2007), VII.2.
"""

from __future__ import annotations

import itertools

from tourney.tournament.seating.galois import field

Rounds = list[list[list[int]]]


def _point(coordinates: tuple[int, ...]) -> int:
    return sum(c * 4**i for i, c in enumerate(coordinates))


def affine_rounds(dimension: int) -> Rounds:
    """The parallel classes of lines of AG(dimension, 4), one round each, players 0..4^d-1."""
    gf = field(4)
    vectors = list(itertools.product(range(4), repeat=dimension))
    directions = [v for v in vectors if any(v) and v[next(i for i, c in enumerate(v) if c)] == 1]
    rounds = []
    for v in directions:
        seen: set[int] = set()
        tables = []
        for p in vectors:
            if _point(p) in seen:
                continue
            line = [tuple(gf.add[p[i]][gf.mul[lam][v[i]]] for i in range(dimension)) for lam in range(4)]
            table = [_point(x) for x in line]
            seen.update(table)
            tables.append(table)
        rounds.append(tables)
    return rounds


def affine_schedule(players: int) -> Rounds | None:
    """The AG(d, 4) schedule for 16 or 64 players (5 or 21 rounds), None for other counts."""
    dimension = {16: 2, 64: 3}.get(players)
    return None if dimension is None else affine_rounds(dimension)
