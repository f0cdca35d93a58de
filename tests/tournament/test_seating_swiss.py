"""Rounds seated by standing avoid every repeat the standing bands can avoid, and say when they cannot."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from tourney.tournament.seating import SeatingRequest, SeatingRound, draw, draw_swiss_round
from tourney.tournament.seating.swiss import band_tables


def _played_rounds(n: int, rounds: int, seed: int) -> tuple[SeatingRound, ...]:
    req = SeatingRequest(players=tuple(range(1, n + 1)), rounds=rounds)
    return draw(req, seconds=None, iterations=1500, seed=seed).rounds


def _swiss(n: int, played: tuple[SeatingRound, ...], seed: int):
    standings = list(range(1, n + 1))
    random.Random(seed).shuffle(standings)
    req = SeatingRequest(players=tuple(range(1, n + 1)), rounds=len(played) + 1, played=played)
    return standings, draw_swiss_round(req, standings, seconds=None, iterations=1500, seed=seed)


REACH = {"solved": 1, "band_2": 2, "band_3": 3}


def _moved_at_most(standings: list[int], tables, reach: int) -> bool:
    home = {p: i // 4 for i, p in enumerate(standings)}
    return all(abs(home[p] - t) <= reach for t, table in enumerate(tables) for p in table)


@pytest.mark.parametrize("seed", range(20))
def test_a_round_by_standing_after_a_random_first_round_has_no_repeat_on_every_seed(seed: int) -> None:
    played = _played_rounds(16, 1, seed)
    standings, result = _swiss(16, played, seed)
    assert result.quality.repeats == 0
    assert _moved_at_most(standings, result.rounds[-1].tables, REACH[result.stopped])


@pytest.mark.parametrize(("players", "rounds"), [(24, 3), (48, 5), (100, 4)])
def test_players_sit_within_the_narrowest_band_that_avoids_every_repeat(players: int, rounds: int) -> None:
    played = _played_rounds(players, rounds, 3)
    standings, result = _swiss(players, played, 3)
    assert result.quality.repeats == 0
    reach = REACH[result.stopped]
    assert _moved_at_most(standings, result.rounds[-1].tables, reach)
    if reach > 1:  # a narrower band had no seating without a repeat
        assert not _moved_at_most(standings, result.rounds[-1].tables, reach - 1)


def test_the_top_four_stay_together_when_they_never_met() -> None:
    played = _played_rounds(16, 1, 1)
    met = {frozenset(pair) for table in played[0].tables for pair in combinations(table, 2)}
    standings = [played[0].tables[t][0] for t in range(4)]
    standings += [p for p in range(1, 17) if p not in standings]
    assert not any(frozenset(pair) in met for pair in combinations(standings[:4], 2))
    req = SeatingRequest(players=tuple(range(1, 17)), rounds=2, played=played)
    result = draw_swiss_round(req, standings, seconds=None, iterations=500, seed=1)
    assert set(result.rounds[1].tables[0]) == set(standings[:4])


def test_bands_that_cannot_avoid_a_repeat_are_answered_none() -> None:
    everyone_met = {frozenset(pair) for pair in combinations(range(8), 2)}
    tables = [[0, 1, 2, 3], [4, 5, 6, 7]]
    assert band_tables(tables, set(), lambda a, b: frozenset((a, b)) in everyone_met) is None


def test_a_band_seating_keeps_table_sizes_and_the_players_fixed_to_a_table() -> None:
    apart = {frozenset((0, 1)), frozenset((4, 5))}
    seated = band_tables([[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10]], {8},
                         lambda a, b: frozenset((a, b)) in apart)
    assert seated is not None
    assert [len(t) for t in seated] == [4, 4, 3] and 8 in seated[2]
    assert not any(frozenset(pair) in apart for table in seated for pair in combinations(table, 2))


def test_a_round_the_bands_cannot_seat_without_a_repeat_says_so() -> None:
    # 8 players, 2 tables, three rounds played: with 8 players everybody has met somebody at every
    # table of four after three rounds in which each met the same three (two groups of four)
    groups = SeatingRound(tables=((1, 2, 3, 4), (5, 6, 7, 8)))
    crossed = SeatingRound(tables=((1, 2, 5, 6), (3, 4, 7, 8)))
    other = SeatingRound(tables=((1, 3, 5, 7), (2, 4, 6, 8)))
    req = SeatingRequest(players=tuple(range(1, 9)), rounds=4, played=(groups, crossed, other))
    result = draw_swiss_round(req, list(range(1, 9)), seconds=None, iterations=300, seed=1)
    assert result.quality.repeats > 0
    assert result.stopped == "no_band"
