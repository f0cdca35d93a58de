"""The built-in zero-repeat schedules, and draws that start from them."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tourney.tournament.seating import SeatingRequest, draw
from tourney.tournament.seating.cyclic import CYCLIC_DESIGNS
from tourney.tournament.seating.designs import designed_rounds

DESIGNS = {design.players: design for design in CYCLIC_DESIGNS}


def meetings(rounds: list[list[list[int]]]) -> Counter[tuple[int, int]]:
    met: Counter[tuple[int, int]] = Counter()
    for rnd in rounds:
        for table in rnd:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    met[min(a, b), max(a, b)] += 1
    return met


@pytest.mark.parametrize("players", sorted(DESIGNS))
def test_every_built_in_schedule_seats_everyone_once_a_round_and_repeats_no_meeting(players: int) -> None:
    design = DESIGNS[players]
    rounds = design.rounds()
    for rnd in rounds:
        assert sorted(p for table in rnd for p in table) == list(range(players))
        assert all(len(table) == 4 for table in rnd)
    assert max(meetings(rounds).values()) == 1


def test_a_built_in_schedule_is_relabelled_by_the_seed() -> None:
    first = designed_rounds(24, 7, random.Random(1))
    second = designed_rounds(24, 7, random.Random(2))
    assert first is not None and second is not None
    assert first != second
    assert max(meetings(first).values()) == 1


def test_no_built_in_schedule_for_an_unknown_count() -> None:
    assert designed_rounds(22, 5, random.Random(1)) is None
    assert designed_rounds(12, 2, random.Random(1)) is None


def test_twenty_four_players_seven_rounds_meet_nobody_twice_at_once() -> None:
    request = SeatingRequest(players=tuple(range(1, 25)), rounds=7)
    result = draw(request, seconds=None, iterations=10, seed=3)
    assert result.quality.repeats == 0
    assert result.quality.wind_violations == 0


def test_a_draw_with_a_played_round_does_not_use_the_built_in_schedule_blindly() -> None:
    request = SeatingRequest(players=tuple(range(1, 25)), rounds=3)
    first = draw(request, seconds=None, iterations=200, seed=1)
    again = SeatingRequest(players=request.players, rounds=3, played=first.rounds[:1])
    result = draw(again, seconds=None, iterations=2000, seed=2)
    assert result.rounds[0] == first.rounds[0]
    assert result.quality.repeats == 0


def test_forty_players_thirteen_rounds_meet_everybody_exactly_once() -> None:
    rounds = DESIGNS[40].rounds()
    assert len(rounds) == 13
    met = meetings(rounds)
    assert len(met) == 40 * 39 // 2
    assert set(met.values()) == {1}


def test_forty_players_thirteen_rounds_meet_nobody_twice() -> None:
    request = SeatingRequest(players=tuple(range(1, 41)), rounds=13)
    result = draw(request, seconds=None, iterations=10, seed=1)
    assert result.quality.repeats == 0
    assert result.quality.max_meet == 1
