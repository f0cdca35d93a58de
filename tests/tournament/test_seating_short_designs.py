"""Draws with tables of three that start from a built-in schedule with empty chairs."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tourney.tournament.seating import OddCount, SeatingRequest, draw
from tourney.tournament.seating.short_designs import designed_with_short_tables


def sizes_for(players: int) -> list[int]:
    short = -players % 4
    return [4] * ((players + short) // 4 - short) + [3] * short


@pytest.mark.parametrize(("players", "rounds"), [(150, 10), (150, 15), (99, 12), (63, 13)])
def test_empty_chairs_leave_tables_of_three_where_nobody_meets_twice_and_the_rotation_is_fair(
        players: int, rounds: int) -> None:
    sizes = sizes_for(players)
    schedule = designed_with_short_tables(players, sizes, rounds, random.Random(3))
    assert schedule is not None and len(schedule) == rounds
    met: Counter[frozenset[int]] = Counter()
    short: Counter[int] = Counter({p: 0 for p in range(players)})
    for rnd in schedule:
        assert [len(t) for t in rnd] == sizes
        assert sorted(p for t in rnd for p in t) == list(range(players))
        met.update(frozenset((a, b)) for t in rnd for a in t for b in t if a < b)
        short.update(p for t in rnd if len(t) == 3 for p in t)
        assert max(short.values()) - min(short.values()) <= 1
    assert max(met.values()) == 1


def test_no_start_is_offered_when_no_schedule_covers_the_rounds() -> None:
    assert designed_with_short_tables(30, sizes_for(30), 9, random.Random(1)) is None


@pytest.mark.parametrize(("players", "rounds"), [(150, 10), (198, 15)])
def test_a_large_draw_with_tables_of_three_has_no_repeat_before_the_search_takes_a_step(
        players: int, rounds: int) -> None:
    result = draw(SeatingRequest(players=tuple(range(1, players + 1)), rounds=rounds,
                                 odd_count=OddCount.THREE_PLAYER_TABLES), seconds=None, iterations=0, seed=2)
    q = result.quality
    assert q.repeats == 0 and q.fairness.fair and q.wind_violations == 0
    assert all(len(t) == 3 for rnd in result.rounds for t in rnd.tables[-(-players % 4):])


def test_when_no_empty_chairs_rotate_fairly_players_trade_places_and_the_rotation_stays_fair() -> None:
    sizes = sizes_for(197)  # three chairs would need 135 different tablemates in 15 rounds
    schedule = designed_with_short_tables(197, sizes, 15, random.Random(4))
    assert schedule is not None
    short: Counter[int] = Counter({p: 0 for p in range(197)})
    for rnd in schedule:
        assert [len(t) for t in rnd] == sizes
        assert sorted(p for t in rnd for p in t) == list(range(197))
        short.update(p for t in rnd if len(t) == 3 for p in t)
        assert max(short.values()) - min(short.values()) <= 1


def test_a_draw_that_starts_from_traded_places_mends_the_repeats_they_made() -> None:
    request = SeatingRequest(players=tuple(range(1, 198)), rounds=15, odd_count=OddCount.THREE_PLAYER_TABLES)
    result = draw(request, seconds=None, iterations=3000, seed=2)
    assert result.quality.repeats == 0 and result.quality.fairness.fair
