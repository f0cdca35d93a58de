"""The cut to a final, as rules: the snake, the carry, whole tables, the final ranked above the rest."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tourney.tournament.final import (
    Final,
    FinalError,
    carried,
    final_standings,
    parse_pattern,
    seating_order,
    snake,
    table_size_for,
)
from tourney.tournament.standings import compute_standings, configure
from tourney.tournament.standings_input import Entrant, Field, GameResult


def test_the_snake_seats_eight_finalists_1_4_5_8_and_2_3_6_7():
    assert snake(8) == ((1, 4, 5, 8), (2, 3, 6, 7))


def test_the_snake_of_twelve_turns_at_every_row():
    assert snake(12) == ((1, 6, 7, 12), (2, 5, 8, 11), (3, 4, 9, 10))


def test_a_final_of_four_is_one_table_in_order_of_standing():
    assert snake(4) == ((1, 2, 3, 4),)


def test_the_snake_at_tables_of_three():
    assert snake(6, 3) == ((1, 4, 5), (2, 3, 6))


def test_the_seating_order_lists_the_players_table_by_table_as_the_pattern_places_them():
    assert seating_order([11, 12, 13, 14, 15, 16, 17, 18], snake(8)) == [11, 14, 15, 18, 12, 13, 16, 17]


def test_a_custom_pattern_is_read_and_must_seat_every_place_once_at_whole_tables():
    assert parse_pattern("1-2-7-8 / 3-4-5-6", 8, 4) == ((1, 2, 7, 8), (3, 4, 5, 6))
    with pytest.raises(FinalError, match="places 1 to 8 once each"):
        parse_pattern("1-2-3-4/1-5-6-7", 8, 4)
    with pytest.raises(FinalError, match="joined by -"):
        parse_pattern("1,2,3,4", 4, 4)


@pytest.mark.parametrize(("value", "half"), [(36, 18), (37, 19), (-37, -18), (-36, -18), (1, 1), (-1, 0),
                                             (0, 0), (Fraction(5, 2), 1), (Fraction(7, 2), 2)])
def test_half_carry_is_rounded_to_the_nearest_whole_point_an_exact_half_up(value, half):
    assert carried(value, "half") == half


def test_keep_carries_the_score_as_it_is_and_none_carries_nothing():
    assert carried(Fraction(7, 2), "keep") == Fraction(7, 2)
    assert carried(1234, "none") == 0


@pytest.mark.parametrize(("count", "size"), [(4, 4), (8, 4), (12, 4), (3, 3), (6, 3), (9, 3)])
def test_a_final_fills_whole_tables_of_four_or_of_three(count, size):
    assert table_size_for(count, 16) == size


@pytest.mark.parametrize("count", [0, 1, 2, 5, 7, 10, 11])
def test_a_final_that_cannot_fill_whole_tables_is_refused_by_its_option(count):
    with pytest.raises(FinalError, match=f"--top {count}: a final needs a multiple of 4"):
        table_size_for(count, 16)


def test_a_final_bigger_than_the_field_is_refused():
    with pytest.raises(FinalError, match="only 8 players"):
        table_size_for(12, 8)


def _field() -> Field:
    """Eight players; round 1 at two tables, then the final (1-4) and a consolation (5-8) in round 2."""
    entrants = tuple(Entrant(i, f"P{i}") for i in range(1, 9))
    first = [(1, 1, 400), (2, 1, 200), (3, 1, -100), (4, 1, -500),
             (5, 2, 300), (6, 2, 100), (7, 2, -150), (8, 2, -250)]
    second = [(1, 1, -300), (4, 1, 500), (5, 1, -100), (2, 1, -100),
              (3, 2, 900), (6, 2, -300), (7, 2, -300), (8, 2, -300)]
    results = [GameResult(1, t, p, "ESWN"[i % 4], s) for i, (p, t, s) in enumerate(first)]
    results += [GameResult(2, t, p, "ESWN"[i % 4], s) for i, (p, t, s) in enumerate(second)]
    return Field(entrants, tuple(results))


def _final_table(carry: str):
    field_ = _field()
    scheme, chain = configure("points")
    cut = compute_standings(field_, scheme, chain, 1)
    finalists = tuple(r.player.id for r in cut.rows[:4])  # 1 (400), 5 (300), 2 (200), 6 (100)
    later = Field(tuple(e for e in field_.entrants if e.id in finalists),
                  tuple(r for r in field_.results if r.round == 2 and r.player_id in finalists))
    after = compute_standings(field_, scheme, chain, 2)
    return final_standings(after, cut, compute_standings(later, scheme, chain), Final(1, finalists, carry))


def test_the_finalists_rank_first_by_carried_plus_final_score_and_the_rest_follow_in_their_order():
    table = _final_table("half")
    # carried: 1 -> 200, 5 -> 150, 2 -> 100, 6 -> 50; final round: 1 -300, 5 -100, 2 -100, 6 -300
    assert [(r.player.id, r.components["total_score"]) for r in table.rows[:4]] == [
        (5, 50), (2, 0), (1, -100), (6, -250)]
    assert all(r.final for r in table.rows[:4]) and not any(r.final for r in table.rows[4:])
    assert [r.player.id for r in table.rows[4:]] == [3, 4, 7, 8]  # 3 scored 800 in all: still below the final
    assert [r.rank for r in table.rows] == list(range(1, 9))
    assert table.rows[0].carried == {"total_score": 150}
    assert "carrying half their score" in table.sentences()[-1]


def test_with_nothing_carried_the_final_round_alone_ranks_the_finalists_ties_by_the_cut():
    table = _final_table("none")
    assert [r.player.id for r in table.rows[:4]] == [5, 2, 1, 6]  # 5 and 2 both -100: 5 was ahead at the cut
