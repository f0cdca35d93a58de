"""Find a base round for a fully developed cyclic seat schedule by exact cover (run by hand;
prints a CyclicDesign literal in the notation of ``seating_cyclic.base_round``).

The players are Z_m x G groups plus k fixed "infinity" players and the schedule is developed over
all m elements (round t adds t), as in ``tools/find_base_rounds.py``. Developed whole, a base
round repeats no meeting exactly when every difference class is used at most once: a pair of
groups g < h and a difference y − x, or one group and a difference ±d (never d = m/2: that pair
would meet twice), and each fixed player sits with players of different groups. So a base round is
an exact cover: every player seated once, every class used at most once (exactly once when the
counts leave no slack, as for 32 = Z_10 x 3 + 2 and 44 = Z_14 x 3 + 2, where the annealing of
``find_base_rounds.py`` gets stuck a few classes short). The search is Knuth's Algorithm X, taking
the item with the fewest tables left first, in a random order set by the seed, and starting over
in a new random order after ``--restart`` search nodes (a backtracking search's running time is
heavy-tailed: many short runs beat one long one).

With ``--apart`` the players of the same element in two groups never meet (the groups of a group
divisible design: ``--apart all`` on Z_11 x 3 + 3 asks for a 4-RGDD of type 3^12), which uses up the
slack and makes every other class exact; ``--bases B`` develops B base rounds over Z_m.

    python tools/find_base_rounds_exact.py M G K [--seed S] [--seconds T] [--restart NODES]
                                                 [--bases B] [--apart all|G-H,...]
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time

from find_base_rounds import wrapped  # the same literal as the annealing tool prints

Point = tuple[int, int]  # (element, group); (-1, i) is the fixed player ∞_i


def difference_class(m: int, p: Point, q: Point,
                     apart: frozenset[tuple[int, int]] = frozenset()) -> tuple[int, int, int] | None:
    """The class of a pair of group points; None for a pair that may never sit together (also the
    same element of two groups named in ``apart``: the groups of a group divisible design)."""
    (x, g), (y, h) = sorted((p, q), key=lambda point: point[1])
    if g < h:
        return None if (g, h) in apart and x == y else (g, h, (y - x) % m)
    d = (y - x) % m
    d = min(d, m - d)
    return None if 2 * d == m else (g, g, d)


def candidate_tables(m: int, groups: int, inf: int, bases: int,
                     apart: frozenset[tuple[int, int]]) -> list[tuple[int, tuple[Point, ...]]]:
    """Every (base round, table) whose pairs fall in distinct allowed classes; a fixed player's
    table holds three players of different groups (in base round 0 ∞_0 sits with element 0 of
    group 0, since a translate of a base round gives the same rounds)."""
    points = [(x, g) for g in range(groups) for x in range(m)]
    out = []
    for size, fixed in [(4, None), *((3, i) for i in range(inf))]:
        for table in itertools.combinations(points, size):
            classes = [difference_class(m, p, q, apart) for p, q in itertools.combinations(table, 2)]
            if None in classes or len(set(classes)) < len(classes):
                continue
            for b in range(bases):
                if fixed is None:
                    out.append((b, table))
                elif len({g for _, g in table}) == 3 and (b or fixed or (0, 0) in table):
                    out.append((b, ((-1, fixed), *table)))
    return out


class ExactCover:
    """Algorithm X over dicts of sets: ``items`` maps an item to the options covering it."""

    def __init__(self, options: list[tuple], primary: set, rng: random.Random, deadline: float,
                 budget: int) -> None:
        self.options = options
        self.primary = primary
        self.items: dict = {}
        for i, option in enumerate(options):
            for item in option:
                self.items.setdefault(item, set()).add(i)
        self.order = [item for item in self.items if item in primary]  # a fixed order, for the seed
        self.rng, self.deadline, self.nodes, self.budget = rng, deadline, 0, budget

    def solve(self, chosen: list[int]) -> list[int] | None:
        open_items = [item for item in self.order if item in self.items]
        if not open_items:
            return chosen
        self.nodes += 1
        if self.nodes > self.budget or (self.nodes & 1023 == 0 and time.monotonic() > self.deadline):
            raise TimeoutError
        item = min(open_items, key=lambda it: len(self.items[it]))
        candidates = sorted(self.items[item])
        self.rng.shuffle(candidates)
        for i in candidates:
            removed = self._select(i)
            found = self.solve([*chosen, i])
            if found is not None:
                return found
            self._deselect(i, removed)
        return None

    def _select(self, i: int) -> list:
        removed = []
        for item in self.options[i]:
            for j in self.items[item]:
                for other in self.options[j]:
                    if other != item:
                        self.items[other].discard(j)
            removed.append((item, self.items.pop(item)))
        return removed

    def _deselect(self, i: int, removed: list) -> None:
        for item, covering in reversed(removed):
            self.items[item] = covering
            for j in covering:
                for other in self.options[j]:
                    if other != item:
                        self.items[other].add(j)


def search(m: int, groups: int, inf: int, seed: int, seconds: float, restart: int, bases: int = 1,
           apart: frozenset[tuple[int, int]] = frozenset()) -> list[list[tuple[Point, ...]]] | None:
    """``bases`` base rounds (developed over Z_m, bases·m rounds in all); each player sits once
    in each, each class is used once at most over all of them, each fixed player meets a group
    once at most."""
    tables = candidate_tables(m, groups, inf, bases, apart)
    options = []
    for b, table in tables:
        finite = [p for p in table if p[0] >= 0]
        classes = [("class", difference_class(m, p, q)) for p, q in itertools.combinations(finite, 2)]
        meets = [("meets", table[0][1], g) for _, g in finite] if table[0][0] < 0 else []
        options.append((*((b, p) for p in table), *classes, *meets))
    n = m * groups + inf
    needed = bases * (6 * n // 4 - 3 * inf)
    all_classes = {item for option in options for item in option if item[0] == "class"}
    all_meets = {item for option in options for item in option if item[0] == "meets"}
    primary = {item for option in options for item in option if item[0] not in ("class", "meets")}
    if needed == len(all_classes):  # no slack: every class is used, so it may guide the choice
        primary |= all_classes
    if 3 * bases == groups:  # each fixed player meets every group exactly once
        primary |= all_meets
    print(f"{len(options)} tables, {needed} of {len(all_classes)} classes to use", file=sys.stderr)
    rng, deadline, runs = random.Random(seed), time.monotonic() + seconds, 0
    while time.monotonic() < deadline:
        runs += 1
        cover = ExactCover(options, primary, rng, deadline, restart)
        try:
            chosen = cover.solve([])
        except TimeoutError:
            continue
        if chosen is not None:
            print(f"found in run {runs}", file=sys.stderr)
            return [[table for b, table in (tables[i] for i in chosen) if b == base] for base in range(bases)]
        return None  # the whole space searched: none exists
    return None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("m", type=int)
    ap.add_argument("g", type=int)
    ap.add_argument("k", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--restart", type=int, default=10**9)
    ap.add_argument("--bases", type=int, default=1)
    ap.add_argument("--apart", default="", help="groups whose same elements never meet: all, or 0-1,2-3")
    a = ap.parse_args()
    pairs = itertools.combinations(range(a.g), 2) if a.apart == "all" else (
        tuple(map(int, pair.split("-"))) for pair in a.apart.split(",") if pair)
    found = search(a.m, a.g, a.k, a.seed, a.seconds, a.restart, a.bases, frozenset(pairs))
    if found is None:
        print("not found")
        return
    for base in found:
        base.sort(key=lambda table: table[0][0] >= 0)
        rows = [" ".join(f"∞{g}" if x < 0 else f"{x}.{g}" for x, g in table) for table in base]
        print("\n".join([f"    modulus={a.m},", f"    groups={a.g},", f"    infinities={a.k},",
                         "    base=base_round(", *wrapped(rows), "    ),"]))


if __name__ == "__main__":
    main()
