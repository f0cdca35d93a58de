"""Impossible requests are refused before the search, in one sentence saying why and what would do."""

from __future__ import annotations

import itertools
import time

import pytest

from tourney.language import translate
from tourney.tournament.seating import OddCount, SeatingError, SeatingRequest, draw
from tourney.tournament.seating.feasibility import largest_apart_set


def request(n: int, rounds: int, **kw: object) -> SeatingRequest:
    return SeatingRequest(players=tuple(range(1, n + 1)), rounds=rounds, **kw)  # type: ignore[arg-type]


def same_club_pairs(*clubs: range) -> tuple[tuple[int, int], ...]:
    return tuple(pair for club in clubs for pair in itertools.combinations(club, 2))


def test_two_clubs_of_ten_kept_apart_among_twenty_players_are_refused_at_once() -> None:
    start = time.monotonic()
    with pytest.raises(SeatingError) as caught:
        draw(request(20, 5, never_together=same_club_pairs(range(1, 11), range(11, 21))), seconds=30)
    assert time.monotonic() - start < 5  # no 30 s search first (the issue asks for under a second)
    error = caught.value
    assert error.code == "apart_impossible"
    assert error.result is None
    assert "only 5 tables" in error.message and "these 10 players" in error.message
    assert "at least 10 tables (40 players or more)" in error.message


def test_eleven_players_all_apart_in_a_five_table_event_are_refused_with_the_pigeonhole() -> None:
    with pytest.raises(SeatingError) as caught:
        draw(request(20, 4, never_together=same_club_pairs(range(1, 12))), seconds=30)
    assert caught.value.code == "apart_impossible"
    assert "Players 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 must all sit apart" in caught.value.message


def test_players_sitting_out_are_counted_in_the_explanation() -> None:
    # 22 players: 5 tables and 2 byes a round, so at most 7 mutually apart players could be kept apart.
    with pytest.raises(SeatingError) as caught:
        draw(request(22, 1, odd_count=OddCount.BYE, never_together=same_club_pairs(range(1, 9))), seconds=9)
    assert "only 5 tables and 2 players sitting out" in caught.value.message
    assert "at least 6 tables" in caught.value.message


def test_as_many_apart_players_as_tables_are_still_drawn() -> None:
    result = draw(request(20, 3, never_together=same_club_pairs(range(1, 6))), seconds=None,
                  iterations=3000, seed=2)
    assert result.quality.never_together_violations == ()


def test_the_largest_apart_set_is_found_among_overlapping_groups() -> None:
    pairs = (*same_club_pairs(range(1, 5), range(4, 10)), (20, 21))
    assert largest_apart_set(range(1, 30), pairs) == [4, 5, 6, 7, 8, 9]
    assert largest_apart_set(range(1, 10), ()) == []


def test_too_many_players_fixed_to_one_table_are_named_with_the_way_out() -> None:
    with pytest.raises(SeatingError) as caught:
        draw(request(16, 2, fixed_tables={p: 3 for p in range(1, 7)}), seconds=9)
    assert caught.value.code == "table_overfull"
    assert caught.value.message == ("Players 1, 2, 3, 4, 5, 6 are all fixed to table 3, which seats 4; "
                                    "fix 2 of them to another table.")


def test_the_explanations_are_said_in_italian() -> None:
    with pytest.raises(SeatingError) as caught:
        draw(request(20, 4, never_together=same_club_pairs(range(1, 12))), seconds=30)
    assert translate(caught.value.message, "it").startswith("I giocatori 1, 2, 3")
