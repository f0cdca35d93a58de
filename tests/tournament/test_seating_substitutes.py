"""Substitutes sit at different tables whenever the count allows (their results count for nobody,
so two at one table spoil it for the real players), and the quality report says how many share one."""

from __future__ import annotations

import random

import pytest

from tourney.tournament.seating import OddCount, SeatingRequest, draw, render
from tourney.tournament.seating.layout import spread_substitutes


def request(n: int, rounds: int, **kw: object) -> SeatingRequest:
    return SeatingRequest(players=tuple(range(1, n + 1)), rounds=rounds, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(6))
def test_twenty_nine_players_and_three_substitutes_never_share_a_table(seed: int) -> None:
    result = draw(request(29, 7, odd_count=OddCount.SUBSTITUTES), seconds=None, iterations=2000, seed=seed)
    assert result.substitutes == (-1, -2, -3)
    for rnd in result.rounds:
        assert all(sum(p < 0 for p in table) <= 1 for table in rnd.tables)
    assert result.quality.substitute_seats == 21
    assert result.quality.substitutes_together == 0
    assert "Tables with two substitutes or more: 0" in render(result.quality)


def test_substitutes_keep_apart_beside_fixed_players_and_never_together_pairs() -> None:
    req = request(13, 4, odd_count=OddCount.SUBSTITUTES, fixed_tables={1: 1, 2: 1, 3: 1, 4: 1, 5: 2},
                  never_together=((6, 7),))
    result = draw(req, seconds=None, iterations=2000, seed=3)
    for rnd in result.rounds:
        assert {p for p in rnd.tables[0]} == {1, 2, 3, 4}  # the full fixed table takes no substitute
        assert all(sum(p < 0 for p in table) <= 1 for table in rnd.tables)
    assert result.quality.substitutes_together == 0


def test_with_more_substitutes_than_tables_they_are_spread_as_evenly_as_possible() -> None:
    tables = spread_substitutes([4, 4], {}, [10, 11, 12], random.Random(1))
    assert sorted(tables.values()).count(1) in (1, 2) and len(set(tables.values())) == 2
    result = draw(request(5, 2, odd_count=OddCount.SUBSTITUTES), seconds=None, iterations=200, seed=1)
    assert result.quality.substitutes_together == 2  # one table each round has two of the three


def test_a_draw_without_substitutes_does_not_mention_them() -> None:
    result = draw(request(16, 3), seconds=None, iterations=500, seed=1)
    assert result.quality.substitute_seats == 0
    assert "substitutes" not in render(result.quality)
