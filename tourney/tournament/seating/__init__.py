"""The seat draw: whole schedules with as few repeated meetings as possible, balanced winds, and
the referee's constraints honoured; a Swiss round seated by standings bands.

Entry points (pure: no files, no Qt):

- ``draw(request, ...)`` draws every round not yet played (``request.played`` stays as it is, so
  after a late arrival, a withdrawal or a substitute only the future rounds are re-seated).
- ``draw_swiss_round(request, standings, ...)`` seats the next round by standings bands.
- ``render(result.quality)`` gives the printable quality report.

Both stop at their time or iteration budget with the best schedule so far, report ``Progress``
to a callback, and can be cancelled with a ``threading.Event`` or any callable returning True.
A request no draw can satisfy raises ``SeatingError`` with a code saying what cannot be met.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from tourney.language import Words, say
from tourney.tournament.seating.layout import Layout, club_lower_bound, forced_pairs, make_layout
from tourney.tournament.seating.model import (
    OddCount,
    Progress,
    SeatingError,
    SeatingRequest,
    SeatingResult,
    SeatingRound,
)
from tourney.tournament.seating.quality import assess, lower_bound, render
from tourney.tournament.seating.search import (
    HARD_WEIGHT,
    REPEAT_WEIGHT,
    SearchOutcome,
    SearchProblem,
    TabuSearch,
)
from tourney.tournament.seating.swiss import band_tables, met_before
from tourney.tournament.seating.winds import assign_winds

__all__ = [
    "OddCount",
    "Progress",
    "SeatingError",
    "SeatingRequest",
    "SeatingResult",
    "SeatingRound",
    "draw",
    "draw_swiss_round",
    "render",
]

Cancel = threading.Event | Callable[[], bool] | None
OnProgress = Callable[[Progress], None] | None


def draw(
    request: SeatingRequest,
    *,
    seconds: float | None = 10.0,
    iterations: int | None = None,
    seed: int | None = None,
    progress: OnProgress = None,
    cancel: Cancel = None,
) -> SeatingResult:
    """Draw all rounds of ``request`` not yet played, searching until the budget is spent (or
    until no better draw can exist). With ``seed`` and ``iterations`` (``seconds=None``) the
    result is reproducible."""
    start = time.monotonic()
    rng = random.Random(seed)
    layout = make_layout(request, rng)
    return _search(request, layout, rng, _Budget(start, seconds, iterations), progress, cancel, None)


def draw_swiss_round(
    request: SeatingRequest,
    standings: Sequence[int],
    *,
    seconds: float | None = 2.0,
    iterations: int | None = None,
    seed: int | None = None,
    progress: OnProgress = None,
    cancel: Cancel = None,
) -> SeatingResult:
    """Seat the round after ``request.played`` by standings (best first): the top four at the
    first table and so on, moving players to a neighbouring table where that avoids a repeat (two or
    three tables away only when no nearer seating avoids every repeat; ``stopped`` says which). When
    no such seating exists, the weighted search keeps repeats fewest and ``stopped`` is "no_band"."""
    start = time.monotonic()
    missing = [p for p in request.players if p not in set(standings)]
    if missing:
        raise SeatingError("unknown_player",
                           say("Player {player} has no place in the standings.", player=missing[0]))
    rng = random.Random(seed)
    one_more = replace(request, rounds=len(request.played) + 1)
    layout = make_layout(one_more, rng)
    rank = {layout.index[p]: i for i, p in enumerate(p for p in standings if p in layout.index)}
    tables = layout.free_rounds[0]
    _seat_by_rank(tables, rank, layout.locked[0])
    budget = _Budget(start, seconds, iterations)
    apart = met_before(len(layout.ids), layout.fixed_rounds, layout.pair_kind)
    for reach, said in BANDS:  # the narrowest band that keeps every repeat away, winds then balanced
        banded = band_tables(tables, layout.locked[0], apart, reach)
        if banded is not None:
            tables[:] = banded
            found = SearchOutcome(layout.free_rounds, 0, 0, said)
            return _settled(one_more, layout, rng, budget, cancel, found)
    band = [[0] * len(tables) for _ in layout.ids]
    for p, i in rank.items():
        home = min(i // 4, len(tables) - 1)
        band[p] = [REPEAT_WEIGHT // 2 * (t - home) ** 2 for t in range(len(tables))]
    result = _search(one_more, layout, rng, budget, progress, cancel, [band])
    return replace(result, stopped="no_band") if result.quality.repeats else result


# how far from his standing's table a player may move, and what the draw says when it had to go so far
BANDS = ((1, "solved"), (2, "band_2"), (3, "band_3"))


def _seat_by_rank(tables: list[list[int]], rank: dict[int, int], locked: set[int]) -> None:
    """Refill the tables (keeping their sizes and the locked players) in standings order."""
    by_size: dict[int, list[int]] = {}
    for table in tables:
        by_size.setdefault(len(table), []).extend(p for p in table if p not in locked)
    for group in by_size.values():
        group.sort(key=lambda p: rank.get(p, len(rank)), reverse=True)
    for table in tables:
        kept = [p for p in table if p in locked]
        table[:] = kept + [by_size[len(table)].pop() for _ in range(len(table) - len(kept))]


def _should_stop(cancel: Cancel) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


FINISH_FIXED, FINISH_PER_SEAT = 0.03, 0.00006  # measured: 172 x 15 winds and report take 0.06-0.15 s


@dataclass(frozen=True)
class _Budget:
    """When the draw started and what it may spend: the finishing work (winds, the quality report)
    counts inside ``seconds``, so the search itself stops a little earlier."""

    start: float
    seconds: float | None
    iterations: int | None

    def deadline(self) -> float | None:
        return None if self.seconds is None else self.start + self.seconds

    def search_deadline(self, layout: Layout) -> float | None:
        if self.seconds is None:
            return None
        seats = sum(len(t) for rnd in layout.free_rounds for t in rnd)
        finishing = min(self.seconds / 3, FINISH_FIXED + FINISH_PER_SEAT * seats)
        return self.start + self.seconds - finishing


def _search(
    request: SeatingRequest,
    layout: Layout,
    rng: random.Random,
    budget: _Budget,
    progress: OnProgress,
    cancel: Cancel,
    table_cost: list[list[list[int]]] | None,
) -> SeatingResult:
    start = budget.start
    real = {i for i, p in enumerate(layout.ids) if p >= 0}
    rounds = layout.fixed_rounds + layout.free_rounds
    forced = sum(
        max(0, sum(1 for rnd in rounds for t in rnd if layout.index[a] in t and layout.index[b] in t) - 1)
        for a, b in forced_pairs(request)
    )
    bound = max(0, lower_bound(rounds, real) - forced)
    problem = SearchProblem(
        n=len(layout.ids),
        fixed_rounds=layout.fixed_rounds,
        free_rounds=layout.free_rounds,
        locked=layout.locked,
        pair_kind=layout.pair_kind,
        club_weight=layout.club_weight,
        target=bound * REPEAT_WEIGHT + club_lower_bound(request, layout),
        table_cost=table_cost,
    )

    def report(done: int, cost: int) -> None:
        if progress is not None:
            units = (cost % HARD_WEIGHT) // REPEAT_WEIGHT
            progress(Progress(done, time.monotonic() - start, units, cost // HARD_WEIGHT))

    outcome = TabuSearch(problem, rng).run(budget.search_deadline(layout), budget.iterations,
                                           _should_stop(cancel), report)
    result = _settled(request, layout, rng, budget, cancel, outcome)
    if outcome.cost >= HARD_WEIGHT:
        error = SeatingError(
            "constraints_unmet",
            say("No draw found keeps every never-together pair apart ({pairs}); "
                "the constraints may be impossible together.",
                pairs=_pairs_met(result.quality.never_together_violations)),
            result,
        )
        raise error
    return result


def _settled(request: SeatingRequest, layout: Layout, rng: random.Random, budget: _Budget, cancel: Cancel,
             outcome: SearchOutcome) -> SeatingResult:
    """The found rounds with their winds balanced, as the draw's result."""
    stop = _should_stop(cancel)
    assign_winds(len(layout.ids), layout.fixed_rounds, outcome.rounds, rng, budget.deadline(), stop)
    return _result(request, layout, outcome, time.monotonic() - budget.start)


def _pairs_met(violations: Sequence[tuple[int, int, int]]) -> Words | str:
    """'round 2: 5 and 9; round 3: 5 and 9' as one sentence the window can translate part by part."""
    said: Words | str = ""
    for r, a, b in violations:
        if said:
            said = say("{before}; round {round}: {a} and {b}", before=said, round=r, a=a, b=b)
        else:
            said = say("round {round}: {a} and {b}", round=r, a=a, b=b)
    return said


def _result(request: SeatingRequest, layout: Layout, outcome: SearchOutcome, seconds: float) -> SeatingResult:
    ids = layout.ids
    drawn = tuple(
        SeatingRound(
            tables=tuple(tuple(ids[p] for p in table) for table in rnd),
            byes=tuple(sorted(ids[p] for p in byes)),
        )
        for rnd, byes in zip(outcome.rounds, layout.byes, strict=True)
    )
    rounds = tuple(request.played) + drawn
    return SeatingResult(
        rounds=rounds,
        quality=assess(rounds, request),
        iterations=outcome.iterations,
        seconds=seconds,
        stopped=outcome.stopped,
        substitutes=layout.substitutes,
    )
