"""The draw's time budget: the clock is asked every step and inside a long step, and the finishing
work (winds) stops at the deadline with every table still seated in some wind order. Elapsed times
are measured in benchmarks/bench_seating_budget.py, not here."""

from __future__ import annotations

import random
import time

from tourney.tournament.seating import SeatingRequest, draw
from tourney.tournament.seating.layout import make_layout
from tourney.tournament.seating.search import SearchProblem, TabuSearch
from tourney.tournament.seating.winds import assign_winds


def _search(n: int, rounds: int) -> TabuSearch:
    """A search from a random draw (no built-in schedule covers 168 players in 20 rounds)."""
    layout = make_layout(SeatingRequest(players=tuple(range(1, n + 1)), rounds=rounds), random.Random(1))
    problem = SearchProblem(n=len(layout.ids), fixed_rounds=[], free_rounds=layout.free_rounds,
                            locked=layout.locked, pair_kind=layout.pair_kind, club_weight=layout.club_weight)
    return TabuSearch(problem, random.Random(1))


def test_a_halt_request_cuts_a_long_step_short_after_a_few_players() -> None:
    search = _search(168, 20)
    asked = []

    def halt() -> bool:
        asked.append(1)
        return True

    move = search._best_of_conflicts(1, search.cost, halt)
    assert len(asked) == 1  # asked after the first eight players, not after the whole round
    assert move is not None  # the best swap among those eight is still made


def test_a_deadline_already_past_stops_the_search_before_its_first_step() -> None:
    outcome = _search(168, 20).run(time.monotonic() - 1, None, lambda: False, lambda it, cost: None)
    assert outcome.stopped == "time"
    assert outcome.iterations == 0


def test_winds_past_the_deadline_still_seat_every_table_in_a_wind_order() -> None:
    search = _search(45, 8)
    rounds = [[list(t) for t in rnd] for rnd in search.rounds]
    before = [[sorted(t) for t in rnd] for rnd in rounds]
    assign_winds(search.n, [], rounds, random.Random(2), deadline=time.monotonic() - 1)
    assert [[sorted(t) for t in rnd] for rnd in rounds] == before


def test_a_draw_cancelled_from_the_start_reports_the_cancel_and_a_whole_schedule() -> None:
    result = draw(SeatingRequest(players=tuple(range(1, 169)), rounds=20), seconds=30, seed=1,
                  cancel=lambda: True)
    assert result.stopped == "cancelled"
    assert result.iterations == 0
    assert len(result.rounds) == 20
