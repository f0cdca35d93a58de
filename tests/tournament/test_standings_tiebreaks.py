"""The tie-break chain: each criterion on a hand-made tie, shared places, the lot, the sentence."""

from fractions import Fraction

import pytest

from tests.tournament.standings_fixtures import eight_players, order_of, players, table
from tourney.tournament.ranking_schemes import Scheme
from tourney.tournament.ranking_tiebreaks import TieBreaks, lot_number, tie_breaks_from_config
from tourney.tournament.standings import compute_standings
from tourney.tournament.standings_input import Field, StandingsError

POINTS = Scheme("points")


def _field(*tables: dict[int, int]) -> Field:
    results = [r for i, scores in enumerate(tables, start=1) for r in table(i, 1, scores)]
    return Field(players(1, 2, 3, 4), tuple(results), seed="tie")


def test_best_single_game_separates_equal_totals():
    # totals 1: 30 - 20 = 10, 2: -10 + 20 = 10, 3: 0, 4: -20; best games 30 against 20.
    field = _field({1: 30, 2: -10, 3: -10, 4: -10}, {1: -20, 2: 20, 3: 10, 4: -10})
    standings = compute_standings(field, POINTS, TieBreaks(("best_game",)))
    assert order_of(standings) == [(1, 1), (2, 2), (3, 3), (4, 4)]
    assert standings.row(1).tie_breaks == {"best_game": 30}
    assert standings.row(3).tie_breaks == {}


def test_ties_that_survive_the_chain_share_the_place():
    field = _field({1: 30, 2: -10, 3: -10, 4: -10}, {1: -20, 2: 20, 3: 10, 4: -10})
    standings = compute_standings(field, POINTS, TieBreaks(()))
    assert order_of(standings) == [(1, 1), (2, 1), (3, 3), (4, 4)]
    assert [r.place_text for r in standings.rows] == ["1=", "1=", "3", "4"]


def test_head_to_head_counts_meetings_among_the_level_players():
    # 1 finishes ahead of 2 in rounds 1 and 2, behind in round 3; both total 0.
    field = _field({1: 10, 2: 0, 3: -5, 4: -5}, {1: 10, 2: 0, 3: -5, 4: -5}, {1: -20, 2: 0, 3: 15, 4: 5})
    standings = compute_standings(field, POINTS, TieBreaks(("head_to_head",)))
    assert order_of(standings) == [(3, 1), (1, 2), (2, 3), (4, 4)]
    assert (standings.row(1).tie_breaks, standings.row(2).tie_breaks) == (
        {"head_to_head": 2}, {"head_to_head": 1})


def test_head_to_head_gives_half_for_a_shared_place():
    field = _field({1: 10, 2: 10, 3: -10, 4: -10})
    standings = compute_standings(field, POINTS, TieBreaks(("head_to_head",)))
    assert standings.row(1).tie_breaks == {"head_to_head": Fraction(1, 2)}
    assert order_of(standings) == [(1, 1), (2, 1), (3, 3), (4, 3)]


def test_number_of_first_places_then_shared_place():
    # totals 5, 5, 5, -15; firsts 1, 0, 1: 1 and 3 share first, 2 is third.
    field = _field({1: 10, 2: 5, 3: -5, 4: -10}, {1: -5, 2: 0, 3: 10, 4: -5})
    standings = compute_standings(field, POINTS, TieBreaks(("firsts",)))
    assert order_of(standings) == [(1, 1), (3, 1), (2, 3), (4, 4)]
    assert standings.row(2).tie_breaks == {"firsts": 0}


def test_lot_is_reproducible_from_the_tournament_seed():
    field = _field({1: 10, 2: 5, 3: -5, 4: -10}, {1: -5, 2: 0, 3: 10, 4: -5})
    assert (lot_number("tie", 1), lot_number("tie", 3)) == (lot_number("tie", 1), lot_number("tie", 3))
    first = compute_standings(field, POINTS, TieBreaks(("firsts", "lot")))
    again = compute_standings(field, POINTS, TieBreaks(("firsts", "lot")))
    assert order_of(first) == order_of(again)
    winner, runner_up = sorted((1, 3), key=lambda p: lot_number("tie", p), reverse=True)
    assert order_of(first) == [(winner, 1), (runner_up, 2), (2, 3), (4, 4)]
    assert first.row(winner).tie_breaks == {"firsts": 1, "lot": lot_number("tie", winner)}


def test_lot_numbers_are_fixed_for_a_seed():
    # Pinned: the same file must draw the same way in every version of the program.
    assert [lot_number("tie", p) for p in (1, 2, 3)] == [222672, 265365, 585236]
    assert [lot_number("eight", p) for p in (5, 6)] == [242757, 115856]


def test_default_chain_breaks_a_first_round_tie_down_to_the_lot():
    standings = compute_standings(eight_players(), Scheme("table_points"), after_round=1)
    # 5 and 6 share first at the same table: same table points, score, best game, head-to-head 1/2, firsts.
    row5, row6 = standings.row(5), standings.row(6)
    assert {row5.rank, row6.rank} == {2, 3}
    assert set(row5.tie_breaks) == {"best_game", "head_to_head", "firsts", "lot"}
    assert (row5.rank, row6.rank) == (2, 3)  # lots 242757 against 115856


def test_chain_sentence_lists_the_tie_breaks_after_the_scheme():
    assert TieBreaks().sentence(Scheme("table_points")) == (
        "Players level on table points and total score are separated by best single game, then "
        "head-to-head, then number of first places, then by drawing lots.")
    assert TieBreaks(("best_game", "firsts")).sentence(POINTS) == (
        "Players level on total score are separated by best single game, then number of first places; "
        "players still level share the place.")
    assert TieBreaks(()).sentence(POINTS) == "Players level on total score share the place."


def test_chain_from_config_refuses_unknown_names_and_a_lot_before_the_end():
    assert tie_breaks_from_config(["firsts", "lot"]).criteria == ("firsts", "lot")
    with pytest.raises(StandingsError, match="unknown tie-break 'age'"):
        tie_breaks_from_config(["age"])
    with pytest.raises(StandingsError, match="last"):
        tie_breaks_from_config(["lot", "firsts"])
    with pytest.raises(StandingsError, match="twice"):
        tie_breaks_from_config(["firsts", "firsts"])
