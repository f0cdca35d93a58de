"""The moves of the seat draw: a schedule's pair-meeting counts and its cost, kept up to date
under swaps of two players of the same round.

Players are plain indices ``0..n-1`` here; ``seating.py`` translates from the referee's player
numbers. A schedule is a list of rounds, each a list of tables (lists of indices). Rounds already
played are frozen: they only contribute their meetings. In the free rounds a move swaps two
players of the same round between two tables of the same size, never moving a locked player (a
fixed table), so table sizes, byes and fixed tables stay as the caller laid them out.

The cost of a schedule is a sum over pairs, so a swap is evaluated from the twelve pairs it
changes. Costs are ordered lexicographically through weights: a never-together meeting outweighs
any number of repeats, a repeat outweighs any club clash. A pair meeting k times costs
``(k-1)**2`` repeat units, so one triple meeting is worse than two doubled pairs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

NORMAL, FREE, FORBIDDEN, CLUB = 0, 1, 2, 3
REPEAT_WEIGHT = 1_000_000
HARD_WEIGHT = 1_000_000_000_000


def repeat_units(k: int) -> int:
    """Repeat units of a pair meeting k times: 0, 0, 1, 4, 9, ..."""
    return (k - 1) ** 2 if k > 1 else 0


@dataclass
class SearchProblem:
    """What the engine needs: player count, frozen and free rounds, locks and pair kinds."""

    n: int
    fixed_rounds: list[list[list[int]]]
    free_rounds: list[list[list[int]]]
    locked: list[set[int]]
    pair_kind: list[int]
    club_weight: list[int]
    target: int = 0
    table_cost: list[list[list[int]]] | None = field(default=None)



def _marginals(kind: int, club: int, top: int) -> tuple[list[int], list[int]]:
    """Cost of raising a pair's count from k to k+1 (inc[k]) and lowering it from k to k-1 (dec[k])."""
    def cost(k: int) -> int:
        if kind == FREE:
            return 0
        value = REPEAT_WEIGHT * repeat_units(k)
        if kind == FORBIDDEN:
            value += HARD_WEIGHT * k
        return value

    inc = [cost(k + 1) - cost(k) + (club if kind == CLUB else 0) for k in range(top + 1)]
    dec = [0] + [cost(k - 1) - cost(k) - (club if kind == CLUB else 0) for k in range(1, top + 2)]
    return inc, dec


class SwapState:
    """A schedule under search: its meeting counts, cost, costly pairs and tabu marks."""

    def __init__(
        self, problem: SearchProblem, rng: random.Random, start: list[list[list[int]]] | None = None
    ) -> None:
        self.p = problem
        self.rng = rng
        n = problem.n
        self.n = n
        self.rounds = [[list(t) for t in rnd] for rnd in (start or problem.free_rounds)]
        self.tabu: list[list[int]] = [[0] * (n * max(1, len(rnd))) for rnd in self.rounds]
        top = len(problem.fixed_rounds) + len(problem.free_rounds) + 1
        self.inc = []
        self.dec = []
        for weight in problem.club_weight:
            pairs = [_marginals(kind, weight, top) for kind in range(4)]
            self.inc.append([pr[0] for pr in pairs])
            self.dec.append([pr[1] for pr in pairs])
        self.meet = [0] * (n * n)
        for rnd in problem.fixed_rounds:
            self._count(rnd, 1)
        for rnd in self.rounds:
            self._count(rnd, 1)
        self.where = [self._where(rnd) for rnd in self.rounds]
        self.cost = self.full_cost()
        self.bad: list[int] = []
        self.bad_at: dict[int, int] = {}
        self._find_bad()

    def _where(self, rnd: list[list[int]]) -> list[int]:
        where = [-1] * self.n
        for t, table in enumerate(rnd):
            for x in table:
                where[x] = t
        return where

    def _count(self, rnd: list[list[int]], step: int) -> None:
        meet, n = self.meet, self.n
        for table in rnd:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    meet[a * n + b] += step
                    meet[b * n + a] += step

    def full_cost(self) -> int:
        """The cost of the current schedule computed from scratch (the delta updates must agree)."""
        n, kinds = self.n, self.p.pair_kind
        total = 0
        for pair in self._met():
            k, kind = self.meet[pair], kinds[pair]
            if kind == FREE:
                continue
            total += REPEAT_WEIGHT * repeat_units(k) + (HARD_WEIGHT * k if kind == FORBIDDEN else 0)
        for r, rnd in enumerate(self.rounds):
            for t, table in enumerate(rnd):
                if self.p.table_cost is not None:
                    total += sum(self.p.table_cost[r][a][t] for a in table)
                for i, a in enumerate(table):
                    for b in table[i + 1:]:
                        if kinds[a * n + b] == CLUB:
                            total += self.p.club_weight[r]
        return total

    def _is_bad(self, pair: int) -> bool:
        kind = self.p.pair_kind[pair]
        k = self.meet[pair]
        if kind == NORMAL:
            return k > 1
        return kind != FREE and k > 0

    def _refresh_bad(self, pair: int) -> None:
        bad, at = self.bad, self.bad_at
        if self._is_bad(pair):
            if pair not in at:
                at[pair] = len(bad)
                bad.append(pair)
        elif pair in at:
            i = at.pop(pair)
            last = bad.pop()
            if i < len(bad):
                bad[i] = last
                at[last] = i

    def _swap_delta(self, r: int, p: int, others_a: list[int], q: int, table_b: list[int]) -> int:
        n, meet, kinds = self.n, self.meet, self.p.pair_kind
        inc, dec = self.inc[r], self.dec[r]
        d = 0
        for x in others_a:
            d += dec[kinds[p * n + x]][meet[p * n + x]] + inc[kinds[q * n + x]][meet[q * n + x]]
        for y in table_b:
            if y != q:
                d += dec[kinds[q * n + y]][meet[q * n + y]] + inc[kinds[p * n + y]][meet[p * n + y]]
        if self.p.table_cost is not None:
            a_idx, b_idx, tc = self.where[r][p], self.where[r][q], self.p.table_cost[r]
            d += tc[q][a_idx] + tc[p][b_idx] - tc[p][a_idx] - tc[q][b_idx]
        return d

    def losses(self, r: int) -> list[int]:
        """What each player of round r would shed by leaving his table (the dec of his pairs there):
        the part of a swap's delta that depends on one player only, shared by every move of the round."""
        n, meet, kinds, dec = self.n, self.meet, self.p.pair_kind, self.dec[r]
        loss = [0] * n
        for table in self.rounds[r]:
            for i, a in enumerate(table):
                an = a * n
                for b in table[i + 1:]:
                    value = dec[kinds[an + b]][meet[an + b]]
                    loss[a] += value
                    loss[b] += value
        return loss

    def best_move(self, r: int, p: int, it: int, best_cost: int,
                  loss: list[int] | None = None) -> tuple[int, int] | None:
        """The best swap of p with a player of another table of round r: (q, delta), tabu aside.
        ``loss``: :meth:`losses` of round r, when the caller already has it."""
        n, meet, kinds = self.n, self.meet, self.p.pair_kind
        inc = self.inc[r]
        rnd, where, locked, tabu = self.rounds[r], self.where[r], self.p.locked[r], self.tabu[r]
        if loss is None:
            loss = self.losses(r)
        a_idx = where[p]
        others_a = [x for x in rnd[a_idx] if x != p]
        size = len(others_a) + 1
        pn = p * n
        tables = len(rnd)
        tc = self.p.table_cost[r] if self.p.table_cost is not None else None
        best_q, best_d, ties = -1, 0, 0
        for b_idx, table_b in enumerate(rnd):
            if b_idx == a_idx or len(table_b) != size:
                continue
            incs = [inc[kinds[pn + y]][meet[pn + y]] for y in table_b]
            gain_p = loss[p] + sum(incs)
            p_tabu = tabu[p * tables + b_idx] > it
            for j, q in enumerate(table_b):
                if q in locked:
                    continue
                qn = q * n
                # p sheds his table and meets b but q; q sheds b and meets p's table but p
                d = gain_p - incs[j] + loss[q]
                for x in others_a:
                    d += inc[kinds[qn + x]][meet[qn + x]]
                if tc is not None:
                    d += tc[q][a_idx] + tc[p][b_idx] - tc[p][a_idx] - tc[q][b_idx]
                if (p_tabu or tabu[q * tables + a_idx] > it) and self.cost + d >= best_cost:
                    continue
                if best_q < 0 or d < best_d:
                    best_q, best_d, ties = q, d, 1
                elif d == best_d:
                    ties += 1
                    if self.rng.randrange(ties) == 0:
                        best_q = q
        return (best_q, best_d) if best_q >= 0 else None

    def swap(self, r: int, p: int, q: int) -> None:
        """Swap p and q (at different tables of free round r), keeping counts, cost and bad pairs."""
        n, meet = self.n, self.meet
        where, rnd = self.where[r], self.rounds[r]
        a_idx, b_idx = where[p], where[q]
        table_a, table_b = rnd[a_idx], rnd[b_idx]
        others_a = [x for x in table_a if x != p]
        self.cost += self._swap_delta(r, p, others_a, q, table_b)
        changed: list[int] = []
        for x in others_a:
            meet[p * n + x] -= 1
            meet[x * n + p] -= 1
            meet[q * n + x] += 1
            meet[x * n + q] += 1
            changed += (min(p, x) * n + max(p, x), min(q, x) * n + max(q, x))
        for y in table_b:
            if y != q:
                meet[q * n + y] -= 1
                meet[y * n + q] -= 1
                meet[p * n + y] += 1
                meet[y * n + p] += 1
                changed += (min(q, y) * n + max(q, y), min(p, y) * n + max(p, y))
        table_a[table_a.index(p)] = q
        table_b[table_b.index(q)] = p
        where[p], where[q] = b_idx, a_idx
        for pair in changed:
            self._refresh_bad(pair)

    def conflicted(self, r: int) -> list[int]:
        """Unlocked players of round r sitting with someone they cost something with."""
        n, bad_at, locked = self.n, self.bad_at, self.p.locked[r]
        out: set[int] = set()
        for table in self.rounds[r]:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    if (a * n + b if a < b else b * n + a) in bad_at:
                        out.add(a)
                        out.add(b)
        return sorted(out - locked)

    def perturb(self, moves: int) -> None:
        """Shake the schedule with up to ``moves`` random swaps (a kick out of a local minimum)."""
        for _ in range(moves):
            r = self.rng.randrange(len(self.rounds))
            rnd, locked = self.rounds[r], self.p.locked[r]
            if len(rnd) < 2:
                continue
            a_idx, b_idx = self.rng.sample(range(len(rnd)), 2)
            if len(rnd[a_idx]) != len(rnd[b_idx]):
                continue
            p, q = self.rng.choice(rnd[a_idx]), self.rng.choice(rnd[b_idx])
            if p not in locked and q not in locked:
                self.swap(r, p, q)

    def restore(self, rounds: list[list[list[int]]]) -> None:
        """Go back to ``rounds`` (e.g. the best so far), recomputing counts, cost and costly pairs."""
        for rnd in self.rounds:
            self._count(rnd, -1)
        self.rounds = [[list(t) for t in rnd] for rnd in rounds]
        for rnd in self.rounds:
            self._count(rnd, 1)
        self.where = [self._where(rnd) for rnd in self.rounds]
        self.cost = self.full_cost()
        self.bad, self.bad_at = [], {}
        self._find_bad()

    def _met(self) -> list[int]:
        """The pairs (a * n + b, a < b) that meet at least once, in order: only they can cost."""
        n, pairs = self.n, set()
        for rnd in (*self.p.fixed_rounds, *self.rounds):
            for table in rnd:
                for i, a in enumerate(table):
                    for b in table[i + 1:]:
                        pairs.add(a * n + b if a < b else b * n + a)
        return sorted(pairs)

    def _find_bad(self) -> None:
        for pair in self._met():  # a pair that never meets costs nothing, whatever its kind
            self._refresh_bad(pair)
