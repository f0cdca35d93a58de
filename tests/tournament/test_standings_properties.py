"""Invariants of the standings over random small tournaments (ties are frequent on purpose)."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tournament.standings_fixtures import players, table
from tourney.tournament.ranking_schemes import Scheme
from tourney.tournament.ranking_tiebreaks import TieBreaks
from tourney.tournament.standings import compute_standings
from tourney.tournament.standings_input import Field, games_of

# scores in a few values so that players tie at tables and in totals
scores = st.lists(st.sampled_from([-20, -10, 0, 10, 20]), min_size=8, max_size=8)
tournaments = st.lists(st.tuples(st.permutations(range(1, 9)), scores), min_size=1, max_size=3)


def _field(rounds: list[tuple[list[int], list[int]]]) -> Field:
    results = []
    for number, (order, points) in enumerate(rounds, start=1):
        results += table(number, 1, dict(zip(order[:4], points[:4], strict=True)))
        results += table(number, 2, dict(zip(order[4:], points[4:], strict=True)))
    return Field(players(*range(1, 9)), tuple(results), seed="prop")


@settings(max_examples=60)
@given(tournaments)
def test_table_points_of_a_table_always_add_up_to_the_place_points(rounds):
    scheme = Scheme("table_points")
    games = games_of(_field(rounds).results)
    for number in range(1, len(rounds) + 1):
        for table_number in (1, 2):
            at_table = [g for g in games if (g.round, g.table) == (number, table_number)]
            assert sum(scheme.table_points(g) for g in at_table) == 7


@settings(max_examples=60)
@given(tournaments)
def test_rank_points_of_a_table_add_up_to_scores_uma_and_oka(rounds):
    scheme = Scheme("rank_points", oka=Fraction(20), divisor=10)
    games = [g for g in games_of(_field(rounds).results) if (g.round, g.table) == (1, 1)]
    assert sum(scheme.rank_points(g) for g in games) == Fraction(sum(g.score for g in games), 10) + 20


@settings(max_examples=60)
@given(tournaments)
def test_ranks_count_the_players_strictly_ahead_and_level_players_share(rounds):
    chain = TieBreaks(("best_game", "head_to_head", "firsts"))
    rows = compute_standings(_field(rounds), Scheme("table_points"), chain).rows
    for i, row in enumerate(rows):
        if i and row.shared and rows[i - 1].rank == row.rank:
            assert (row.components, row.tie_breaks) == (rows[i - 1].components, rows[i - 1].tie_breaks)
        else:
            assert row.rank == i + 1
        if i:
            assert tuple(row.components.values()) <= tuple(rows[i - 1].components.values())


@settings(max_examples=40)
@given(tournaments)
def test_with_the_lot_nobody_shares_a_place(rounds):
    rows = compute_standings(_field(rounds), Scheme("points")).rows
    assert [r.rank for r in rows] == list(range(1, 9))
