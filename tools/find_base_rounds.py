"""Find a base round for a cyclic seat schedule (run by hand; prints a CyclicDesign literal).

The players are Z_m x G groups plus k fixed "infinity" players; round t adds t to every finite
player (the method of differences, see tourney/tournament/seating/designs.py). Two base-round
pairs of the same kind and difference meet again within rounds 0..R-1 exactly when their
positions differ by less than R (mod m), so the search works on the base round alone: a
min-conflict tabu search over swaps of two players of different base tables.

    python tools/find_base_rounds.py M G K [--rounds R] [--seed S] [--seconds T]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import defaultdict

BIG = 1000


class Base:
    def __init__(self, m: int, groups: int, inf: int, rounds: int, rng: random.Random,
                 moduli: tuple[int, ...] = ()) -> None:
        self.m, self.g, self.k, self.r = m, groups, inf, rounds
        moduli = moduli or (m,)
        assert math.prod(moduli) == m

        def split(x: int) -> list[int]:
            out = []
            for q in moduli:
                x, digit = divmod(x, q)
                out.append(digit)
            return out

        def join(digits: list[int]) -> int:
            x = 0
            for q, digit in zip(reversed(moduli), reversed(digits), strict=True):
                x = x * q + digit
            return x

        self.sub = [[join([(a - b) % q for a, b, q in zip(split(x), split(y), moduli, strict=True)])
                     for y in range(m)] for x in range(m)]
        self.n = m * groups + inf
        assert self.n % 4 == 0 and inf <= self.n // 4
        self.rng = rng
        self.f = [sum(rounds - abs(e) for e in range(-rounds + 1, rounds) if e % m == d) for d in range(m)]
        if len(moduli) > 1:  # a product group is developed whole: every other position collides
            assert rounds == m
            self.f = [0] + [m] * (m - 1)
        pts = list(range(self.n))
        finite = pts[: m * groups]
        rng.shuffle(finite)
        tables = [[m * groups + i] for i in range(inf)] + [[] for _ in range(self.n // 4 - inf)]
        for t in tables:
            while len(t) < 4:
                t.append(finite.pop())
        self.tables = tables
        self.where = {p: i for i, t in enumerate(tables) for p in t}
        self.keys: dict[tuple[int, int, int], dict[int, int]] = defaultdict(lambda: defaultdict(int))
        self.cost = 0
        for t in tables:
            for i, a in enumerate(t):
                for b in t[i + 1:]:
                    self.cost += self._pair(a, b, +1)

    def _entries(self, a: int, b: int) -> list[tuple[tuple[int, int, int], int]]:
        m, fin = self.m, self.m * self.g
        if a >= fin and b >= fin:
            return [((-9, 0, 0), -1)]
        if b >= fin:
            a, b = b, a
        if a >= fin:
            return [((-1 - (a - fin), b // m, 0), b % m)]
        (ga, xa), (gb, xb) = divmod(a, m), divmod(b, m)
        if ga > gb:
            (ga, xa), (gb, xb) = (gb, xb), (ga, xa)
        d = self.sub[xb][xa]
        if ga < gb:
            return [((ga, gb, d), xa)]
        minus = self.sub[0][d]
        if minus == d:
            return [((ga, ga, d), xa), ((ga, ga, d), xb)]
        if d > minus:
            return [((ga, ga, minus), xb)]
        return [((ga, ga, d), xa)]

    def _pair(self, a: int, b: int, step: int) -> int:
        delta = 0
        for key, pos in self._entries(a, b):
            if pos == -1:
                delta += BIG * step
                continue
            bucket = self.keys[key]
            if step < 0:
                bucket[pos] -= 1
            for q, c in bucket.items():
                if c:
                    delta += step * c * self.f[self.sub[q][pos]]
            if step > 0:
                bucket[pos] += 1
        return delta

    def swap(self, a: int, b: int) -> int:
        ta, tb = self.where[a], self.where[b]
        A, B = self.tables[ta], self.tables[tb]
        d = 0
        for x in A:
            if x != a:
                d += self._pair(a, x, -1)
        for x in B:
            if x != b:
                d += self._pair(b, x, -1)
        A[A.index(a)], B[B.index(b)] = b, a
        self.where[a], self.where[b] = tb, ta
        for x in A:
            if x != b:
                d += self._pair(b, x, +1)
        for x in B:
            if x != a:
                d += self._pair(a, x, +1)
        self.cost += d
        return d

    def conflicted(self) -> list[int]:
        out = set()
        for t in self.tables:
            for i, a in enumerate(t):
                for b in t[i + 1:]:
                    for key, pos in self._entries(a, b):
                        if pos == -1:
                            out.update((a, b))
                            continue
                        bucket = self.keys[key]
                        if any(c and (q != pos or c > 1) and self.f[self.sub[q][pos]]
                               for q, c in bucket.items()):
                            out.update((a, b))
        return sorted(out)


def search(m: int, g: int, k: int, rounds: int, seed: int, seconds: float,
           moduli: tuple[int, ...] = ()) -> Base | None:
    """Simulated annealing: swap a player of a clashing pair with a random player of another
    table, keep the swap by the Metropolis rule; reheat from the best base round when stuck."""
    rng = random.Random(seed)
    s = Base(m, g, k, rounds, rng, moduli)
    unit = max(1, s.f[1])
    best = s.cost
    end = time.monotonic() + seconds
    temperature, it, last_gain = 0.8 * unit, 0, 0
    bad = s.conflicted()
    while s.cost and time.monotonic() < end:
        it += 1
        if it % 50 == 0 or not bad:
            bad = s.conflicted() or list(range(s.n))
        a = rng.choice(bad)
        b = rng.randrange(s.n)
        if s.where[a] == s.where[b]:
            continue
        d = s.swap(a, b)
        if d > 0 and rng.random() >= math.exp(-d / temperature):
            s.swap(a, b)
            continue
        if s.cost < best:
            best, last_gain = s.cost, it
        temperature = max(0.05 * unit, temperature * 0.99995)
        if it - last_gain > 200_000:
            temperature, last_gain = 0.8 * unit, it
        if it % 20000 == 0:
            print(f"  it {it} cost {s.cost} best {best} T {temperature / unit:.3f}", file=sys.stderr,
                  flush=True)
    if s.cost:
        return None
    return s


def literal(s: Base) -> str:
    """The base round as a CyclicDesign literal, in the compact notation of ``base_round``."""
    fin = s.m * s.g
    def point(p: int) -> str:
        return f"∞{p - fin}" if p >= fin else f"{p % s.m}.{p // s.m}"
    tables = [" ".join(point(p) for p in sorted(t, key=lambda p: (p < fin, p))) for t in s.tables]
    return "\n".join([f"    modulus={s.m},", f"    groups={s.g},", f"    infinities={s.k},",
                      "    base=base_round(", *wrapped(tables), "    ),"])


def wrapped(tables: list[str], width: int = 96) -> list[str]:
    """The tables as string literals of at most ``width`` characters, "/" between tables."""
    lines, line = [], ""
    for table in tables:
        piece = f"{table} / " if table is not tables[-1] else table
        if line and len(line) + len(piece) > width:
            lines.append(line)
            line = ""
        line += piece
    return [f'        "{text}"' for text in [*lines, line]]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("m", type=int)
    ap.add_argument("g", type=int)
    ap.add_argument("k", type=int)
    ap.add_argument("--rounds", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--group", help="the group as a product of cyclic groups, e.g. 3,3 (default Z_M)")
    a = ap.parse_args()
    moduli = tuple(map(int, a.group.split(","))) if a.group else ()
    s = search(a.m, a.g, a.k, a.rounds or a.m, a.seed, a.seconds, moduli)
    print(literal(s) if s else "not found")


if __name__ == "__main__":
    main()
