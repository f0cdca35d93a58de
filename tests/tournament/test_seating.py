"""The seat draw: repeats, winds, determinism, budgets, cancelling and the quality report."""

from __future__ import annotations

import threading
from collections import Counter

import pytest

from tourney.errors import TourneyError
from tourney.tournament.seating import (
    Progress,
    SeatingError,
    SeatingRequest,
    SeatingResult,
    draw,
    render,
)


def request(n: int, rounds: int, **kw: object) -> SeatingRequest:
    return SeatingRequest(players=tuple(range(1, n + 1)), rounds=rounds, **kw)  # type: ignore[arg-type]


def seeded(req: SeatingRequest, iterations: int = 20_000, seed: int = 7, **kw: object) -> SeatingResult:
    return draw(req, seconds=None, iterations=iterations, seed=seed, **kw)  # type: ignore[arg-type]


def pair_counts(result: SeatingResult) -> Counter[frozenset[int]]:
    met: Counter[frozenset[int]] = Counter()
    for rnd in result.rounds:
        for table in rnd.tables:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    met[frozenset((a, b))] += 1
    return met


def test_every_player_sits_exactly_once_in_every_round() -> None:
    result = seeded(request(24, 5), iterations=2000)
    assert len(result.rounds) == 5
    for rnd in result.rounds:
        assert sorted(rnd.players()) == list(range(1, 25))
        assert all(len(t) == 4 for t in rnd.tables)


def test_forty_players_seven_rounds_meet_nobody_twice() -> None:
    result = seeded(request(40, 7))
    assert result.quality.repeats == 0
    assert max(pair_counts(result).values()) == 1
    assert result.stopped == "solved"


def test_sixteen_players_five_rounds_meet_everybody_exactly_once() -> None:
    result = seeded(request(16, 5), iterations=50_000)
    met = pair_counts(result)
    assert len(met) == 16 * 15 // 2
    assert set(met.values()) == {1}


def test_past_the_zero_limit_twenty_players_eight_rounds_reach_the_lower_bound() -> None:
    result = seeded(request(20, 8), iterations=20_000, seed=3)
    assert result.quality.lower_bound == 20 * (3 * 8 - 19) // 2 == 50
    assert result.quality.repeats == 50
    assert result.quality.max_meet == 2


def test_winds_are_balanced_for_every_player() -> None:
    for rounds in (4, 7, 8):
        result = seeded(request(20, rounds), iterations=500)
        assert result.quality.wind_violations == 0
        for player in range(1, 21):
            winds = Counter(t.index(player) for rnd in result.rounds for t in rnd.tables if player in t)
            assert all(rounds // 4 <= winds[w] <= -(-rounds // 4) for w in range(4))


def test_same_seed_and_iteration_budget_give_the_same_draw() -> None:
    first = seeded(request(28, 7), iterations=300, seed=11)
    second = seeded(request(28, 7), iterations=300, seed=11)
    assert first.rounds == second.rounds


def test_an_iteration_budget_stops_with_the_best_draw_so_far() -> None:
    result = seeded(request(20, 7), iterations=50)
    assert result.stopped == "iterations"
    assert result.iterations == 50
    assert result.quality.repeats >= result.quality.lower_bound == 20


def test_a_set_event_cancels_the_search_and_still_returns_a_schedule() -> None:
    stop = threading.Event()
    stop.set()
    result = draw(request(20, 8), seconds=30, seed=1, cancel=stop)
    assert result.stopped == "cancelled"
    assert len(result.rounds) == 8


def test_a_cancel_callback_stops_a_long_search_early() -> None:
    calls: list[Progress] = []

    def stop_after_first_report() -> bool:
        return len(calls) > 0

    # 24 players, 8 rounds: the best draw known has 18 repeats, above the bound of 12, so it searches on
    result = draw(request(24, 8), seconds=30, seed=1, progress=calls.append, cancel=stop_after_first_report)
    assert result.stopped == "cancelled"
    assert result.seconds < 5


def test_progress_reports_iterations_and_repeat_units() -> None:
    calls: list[Progress] = []
    seeded(request(20, 6), iterations=3000, progress=calls.append)
    assert calls
    assert calls[-1].iterations == 3000
    assert calls[-1].hard_violations == 0
    assert calls[-1].repeat_units >= 0


def test_a_seating_error_is_a_tourney_error_with_a_code() -> None:
    with pytest.raises(TourneyError) as caught:
        draw(request(20, 0))
    assert isinstance(caught.value, SeatingError)
    assert caught.value.code == "bad_rounds"


def test_the_quality_report_renders_as_plain_text() -> None:
    result = seeded(request(20, 7), iterations=300)
    text = render(result.quality)
    assert "Repeated meetings: " in text
    assert "best possible: at least 20" in text
    assert "Wind violations: 0" in text
    assert result.quality.max_meet <= 2
