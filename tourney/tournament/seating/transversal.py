"""Seat schedules from resolvable transversal designs: 4n players in four groups of n, n rounds,
nobody meeting anybody twice (and never a player of his own group).

Three mutually orthogonal Latin squares of order n give a transversal design TD(5, n); dropping
one group leaves a resolvable TD(4, n). Here the squares are L_a(r, c) = a·r + c over a ring
that is a product of finite fields each of order at least 4 (MacNeish's product construction of
MOLS), so n may be any product of prime powers q >= 4 (5, 7, 8, 9, 11, ..., 20, 28, 35, 36, 40,
44, 45 ...). Round r seats, for every c, the table {(j, a_j·r + c) : j = 0..3} where a_0..a_3
are four elements whose differences are all units: tables of one round share no player, and two
tables of different rounds sharing two players j, k would need (a_j - a_k)(r - r') = 0.
Source: Colbourn and Dinitz (eds.), "Handbook of Combinatorial Designs" (2nd ed., 2007), III.3
(MOLS, MacNeish's theorem) and III.3.2 (TD(k, n) from k-2 MOLS); H. F. MacNeish, "Euler squares",
Ann. of Math. 23 (1922).
"""

from __future__ import annotations

from math import gcd

from tourney.tournament.seating.galois import Field, field, prime_power

Rounds = list[list[list[int]]]


def field_factors(n: int) -> list[int] | None:
    """n as a product of prime powers, each at least 4 (its factors), or None if n has none."""
    factors = []
    rest = n
    p = 2
    while rest > 1:
        if rest % p == 0:
            q = 1
            while rest % p == 0:
                rest //= p
                q *= p
            if q < 4:
                return None
            factors.append(q)
        p += 1
    return factors if n > 1 else None


def _ring_elements(fields: list[Field]) -> list[tuple[int, ...]]:
    elements: list[tuple[int, ...]] = [()]
    for f in fields:
        elements = [(*e, x) for e in elements for x in range(f.order)]
    return elements


def transversal_schedule(players: int) -> Rounds | None:
    """The resolvable TD(4, n) schedule for 4n players (n rounds), None if n is not a product of
    prime powers of at least 4."""
    if players % 4:
        return None
    n = players // 4
    factors = field_factors(n)
    if factors is None:
        return None
    assert all(prime_power(q) for q in factors)
    fields = [field(q) for q in factors]
    elements = _ring_elements(fields)
    index = {e: i for i, e in enumerate(elements)}
    multipliers = [tuple(j for _ in fields) for j in range(4)]  # j is the field element j in every factor

    def value(a: tuple[int, ...], r: tuple[int, ...], c: tuple[int, ...]) -> int:
        return index[tuple(f.add[f.mul[a[i]][r[i]]][c[i]] for i, f in enumerate(fields))]

    return [[[j * n + value(a, r, c) for j, a in enumerate(multipliers)] for c in elements] for r in elements]


def _rows(n: int, multipliers: tuple[int, ...]) -> int:
    """How many rounds r = 0, 1, ... the multipliers keep apart modulo n: the least d with
    d·(a_j - a_k) = 0 (mod n) for some pair j, k."""
    gaps = [(a - b) % n for i, a in enumerate(multipliers) for b in multipliers[i + 1:]]
    return min(n // gcd(gap, n) for gap in gaps)


def cyclic_transversal_schedule(players: int) -> Rounds | None:
    """The same tables over the integers modulo n, for any n: rounds r = 0..k-1 where k is the
    least d with d·(a_j - a_k) = 0 (mod n), the multipliers chosen to make k as large as possible
    (k = n for n prime; e.g. 25 rounds for n = 50 with multipliers 0, 1, 2, 3)."""
    if players % 4 or players < 16:
        return None
    n = players // 4
    limit = min(n, 16)
    best = max(((0, 1, b, c) for b in range(2, limit) for c in range(b + 1, limit)),
               key=lambda a: _rows(n, a), default=None)
    if best is None or _rows(n, best) < 2:
        return None
    return [[[j * n + (a * r + c) % n for j, a in enumerate(best)] for c in range(n)]
            for r in range(_rows(n, best))]
