"""A round seated by standing with no avoidable repeat: every player at the table his standing gives
him or a neighbouring one (his band), and nobody at a table with somebody met before, whenever the
bands allow it.

The search is exact within a node budget: tables are filled from the top, each from the players
whose band reaches it, the ones at home first; a player whose band ends at this table must sit here.
It answers None when no such seating exists (or the budget ran out): the caller then falls back to
the weighted search and says that the bands could not avoid every repeat.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from tourney.tournament.seating.moves import FORBIDDEN, FREE

NODE_BUDGET = 300_000  # tables tried for one band width: about half a second at most

Apart = Callable[[int, int], bool]


def met_before(n: int, played: list[list[list[int]]], pair_kind: list[int]) -> Apart:
    """Whether two players must not share a table: they met in a played round, or may never meet."""
    met = {(a, b) for rnd in played for table in rnd for a in table for b in table if a != b}
    return lambda a, b: (pair_kind[a * n + b] == FORBIDDEN
                         or (pair_kind[a * n + b] != FREE and (a, b) in met))


def band_tables(tables: list[list[int]], locked: set[int], apart: Apart, reach: int = 1,
                budget: int = NODE_BUDGET) -> list[list[int]] | None:
    """``tables`` as seated by standing (table t holds the players whose home is t), reseated so that
    nobody shares a table with a player ``apart`` from him, every player at most ``reach`` tables from
    his home, sizes and ``locked`` players kept; None when the bands allow no such seating."""
    home = {p: t for t, table in enumerate(tables) for p in table if p not in locked}
    kept = [[p for p in table if p in locked] for table in tables]
    seats = [len(table) - len(kept[t]) for t, table in enumerate(tables)]
    tried = [0]
    failed: set[tuple[int, frozenset[int]]] = set()  # who was left for table t when nothing worked

    def fill(t: int, waiting: list[int]) -> list[list[int]] | None:
        if t == len(tables):
            return [] if not waiting else None
        state = (t, frozenset(waiting))
        if state in failed:
            return None
        pool = sorted(waiting + [p for p in home if home[p] == t + reach],
                      key=lambda p: (abs(home[p] - t), home[p]))
        must = [p for p in pool if home[p] <= t - reach]
        others = [p for p in pool if home[p] > t - reach]
        if len(must) > seats[t] or not _fit(must, kept[t], apart):
            return None
        for chosen in combinations(others, seats[t] - len(must)):
            tried[0] += 1
            if tried[0] > budget:
                return None
            table = [*must, *chosen]
            if not _fit(table, kept[t], apart):
                continue
            left = [p for p in others if p not in chosen]
            if t + 1 < len(tables):  # who must sit at the next table fits there, and together
                forced = [p for p in left if home[p] <= t + 1 - reach]
                if len(forced) > seats[t + 1] or not _fit(forced, kept[t + 1], apart):
                    continue
            rest = fill(t + 1, left)
            if rest is not None:
                return [[*kept[t], *table], *rest]
        if tried[0] <= budget:  # searched through: no seating from here
            failed.add(state)
        return None

    return fill(0, [p for p in home if home[p] < reach])


def _fit(players: list[int], kept: list[int], apart: Apart) -> bool:
    together = [*kept, *players]
    return not any(apart(a, b) for i, a in enumerate(together) for b in together[i + 1:])
