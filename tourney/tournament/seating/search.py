"""The engine of the seat draw: a min-conflict tabu search over whole schedules.

Each step swaps a player of a costly pair (a repeated meeting, a never-together pair, a club clash)
with the player of another table of that round that lowers the cost most, the reverse move being
tabu for a few steps. In a large round (hundreds of players, most of them in some club clash) a step
weighs a random dozen of its conflicted players, those in a repeat first, rather than all of them: a
step stays a few milliseconds and the repeats still go first. When the search stalls it goes back to
its best schedule and shakes it with a few random swaps (an iterated tabu search). For a plain draw
(no played rounds, fixed tables, constraints or byes) with a built-in zero-repeat schedule for its
player count
(``seating_designs``), the search starts from that schedule; with tables of three, from one for the
next multiple of four with empty chairs (``seating_short_designs``). The moves and the incremental cost
live in ``seating_moves``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from tourney.tournament.seating.designs import designed_rounds, most_rounds
from tourney.tournament.seating.moves import (
    CLUB,
    FORBIDDEN,
    FREE,
    HARD_WEIGHT,
    NORMAL,
    REPEAT_WEIGHT,
    SearchProblem,
    SwapState,
    repeat_units,
)
from tourney.tournament.seating.short_designs import designed_with_short_tables

__all__ = [
    "CLUB", "FORBIDDEN", "FREE", "HARD_WEIGHT", "NORMAL", "REPEAT_WEIGHT",
    "SearchOutcome", "SearchProblem", "TabuSearch", "repeat_units",
]

CANDIDATES = 60
SAMPLE = 12  # a round with more than CANDIDATES conflicted players: how many of them one step weighs

@dataclass
class SearchOutcome:
    """The best free rounds found, their cost, and why the search stopped."""

    rounds: list[list[list[int]]]
    cost: int
    iterations: int
    stopped: str



def _designed_start(problem: SearchProblem, rng: random.Random) -> list[list[list[int]]] | None:
    """The free rounds to start from when a built-in schedule covers every round of a plain draw,
    or covers part of a dense one (more than two thirds of the zero-repeat maximum of rounds), else
    None: the design's rounds first, then the caller's own first draw for any rounds beyond it.
    With tables of three, a schedule for the next multiple of four with empty chairs, when it
    covers every round and keeps the rotation of the tables of three fair."""
    n, rounds = problem.n, problem.free_rounds
    plain = (
        not problem.fixed_rounds
        and problem.table_cost is None
        and all(not locked for locked in problem.locked)
        and all(kind == NORMAL for kind in problem.pair_kind)
        and all(sum(map(len, rnd)) == n for rnd in rounds)
    )
    if not plain or len(rounds) < 2:  # one round never repeats a meeting: any draw will do
        return None
    sizes = [len(t) for t in rounds[0]]
    if any(size != 4 for rnd in rounds for size in map(len, rnd)):
        same = all([len(t) for t in rnd] == sizes for rnd in rounds)
        return designed_with_short_tables(n, sizes, len(rounds), rng) if same else None
    # A sparse draw no built-in schedule covers whole is left to the search, which solves it at once.
    if most_rounds(n) < len(rounds) and 9 * len(rounds) <= 2 * (n - 1):
        return None
    designed = designed_rounds(n, len(rounds), rng)
    if designed is None:
        return None
    return designed + [[list(t) for t in rnd] for rnd in rounds[len(designed):]]


class TabuSearch(SwapState):
    """Min-conflict tabu search: move a player of a costly pair to the best table of that round."""

    def __init__(self, problem: SearchProblem, rng: random.Random) -> None:
        super().__init__(problem, rng, _designed_start(problem, rng))

    def _best_of_conflicts(
        self, it: int, best_cost: int, halt: Callable[[], bool]
    ) -> tuple[int, int, int] | None:
        """The best swap (round, p, q) moving a conflicted player, over the rounds taken in random
        order until about ``CANDIDATES`` players are in play: every round once conflicts are few,
        a couple of rounds while they are many, a ``SAMPLE`` of a round with more, which keeps an
        iteration cheap. ``halt`` is asked
        every few players (one step of a large draw can take a tenth of a second) and cuts the
        step short with the best swap seen so far."""
        order = list(range(len(self.rounds)))
        self.rng.shuffle(order)
        best: tuple[int, int, int] | None = None
        best_d, ties, seen = 0, 0, 0
        for r in order:
            players = self.conflicted(r)
            if len(players) > CANDIDATES:
                players = self._sample(r, players)
            loss = self.losses(r) if players else []
            for i, p in enumerate(players):
                if i & 7 == 7 and halt():
                    return best
                move = self.best_move(r, p, it, best_cost, loss)
                if move is None:
                    continue
                q, d = move
                if best is None or d < best_d:
                    best, best_d, ties = (r, p, q), d, 1
                elif d == best_d:
                    ties += 1
                    if self.rng.randrange(ties) == 0:
                        best = (r, p, q)
            seen += len(players)
            if seen >= CANDIDATES:
                break
        return best

    def _heavy_and_light(self, r: int, players: list[int]) -> tuple[list[int], list[int]]:
        """``players`` of round r split into those sitting with someone they met before or must
        never meet (a repeat or worse), and the rest (club clashes only)."""
        n, meet, kinds = self.n, self.meet, self.p.pair_kind
        heavy: set[int] = set()
        for table in self.rounds[r]:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    pair = a * n + b
                    if (meet[pair] > 1 and kinds[pair] != FREE) or (kinds[pair] == FORBIDDEN and meet[pair]):
                        heavy.update((a, b))
        return [p for p in players if p in heavy], [p for p in players if p not in heavy]

    def _sample(self, r: int, players: list[int]) -> list[int]:
        """A random ``SAMPLE`` of a large round's conflicted players, those in a repeat or a
        never-together pair first (a club clash weighs less than any repeat)."""
        heavy, light = self._heavy_and_light(r, players)
        self.rng.shuffle(heavy)
        if len(heavy) >= SAMPLE:
            return heavy[:SAMPLE]
        return heavy + self.rng.sample(light, min(len(light), SAMPLE - len(heavy)))

    def run(
        self,
        deadline: float | None,
        max_iterations: int | None,
        should_stop: Callable[[], bool],
        on_progress: Callable[[int, int], None],
    ) -> SearchOutcome:
        """Search until the target cost, the deadline, the iteration budget or a stop request."""
        rng, target = self.rng, self.p.target
        best_cost, best = self.cost, [[list(t) for t in rnd] for rnd in self.rounds]
        stall, it, stopped = 0, 0, "solved"
        stall_limit = 200 + 20 * self.n
        next_report = time.monotonic() + 0.2

        def halt() -> bool:
            return should_stop() or (deadline is not None and time.monotonic() >= deadline)

        while best_cost > target and self.bad and self.rounds:
            now = time.monotonic()  # every step: a step of a large draw is long, so count time, not steps
            if should_stop():
                stopped = "cancelled"
                break
            if deadline is not None and now >= deadline:
                stopped = "time"
                break
            if now >= next_report:
                on_progress(it, best_cost)
                next_report = now + 0.2
            if max_iterations is not None and it >= max_iterations:
                stopped = "iterations"
                break
            it += 1
            move = self._best_of_conflicts(it, best_cost, halt)
            if move is None:
                stall += 1
                continue
            r, p, q = move
            a_idx, b_idx = self.where[r][p], self.where[r][q]
            self.swap(r, p, q)
            tables = len(self.rounds[r])
            self.tabu[r][p * tables + a_idx] = it + rng.randint(4, 14)
            self.tabu[r][q * tables + b_idx] = it + rng.randint(4, 14)
            if self.cost < best_cost:
                best_cost, stall = self.cost, 0
                best = [[list(t) for t in rnd] for rnd in self.rounds]
            else:
                stall += 1
                if stall > stall_limit:
                    self.restore(best)
                    self.perturb(2 + rng.randrange(max(2, self.n // 8)))
                    stall = 0
        if stopped == "solved" and best_cost > target:
            stopped = "converged"  # no costly pair left, yet above the bound: band costs remain
        on_progress(it, best_cost)
        return SearchOutcome(best, best_cost, it, stopped)
