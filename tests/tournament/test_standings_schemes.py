"""Ranking schemes: table points, total score, rank points (uma/oka); penalties, withdrawals, byes."""

from dataclasses import replace
from fractions import Fraction

from tests.tournament.standings_fixtures import eight_players, order_of, players, table
from tourney.tournament.ranking_schemes import Scheme, default_ranking
from tourney.tournament.ranking_tiebreaks import TieBreaks
from tourney.tournament.standings import compute_standings
from tourney.tournament.standings_input import Bye, Field, Penalty


def test_table_points_by_place_then_total_score():
    standings = compute_standings(eight_players(), Scheme("table_points"))
    # 1 and 6 both have 9/2 table points; 6's total score 15 beats 1's 10.
    assert order_of(standings) == [(5, 1), (3, 2), (6, 3), (1, 4), (7, 5), (2, 6), (4, 7), (8, 8)]
    assert [standings.row(p).table_points for p in (5, 3, 6, 1, 7, 2, 4, 8)] == [
        7, 5, Fraction(9, 2), Fraction(9, 2), 3, Fraction(5, 2), Fraction(3, 2), 0]
    assert standings.row(6).components == {"table_points": Fraction(9, 2), "total_score": 15}


def test_two_tied_first_share_the_points_of_first_and_second():
    field = Field(players(1, 2, 3, 4), tuple(table(1, 1, {1: 20, 2: 20, 3: -10, 4: -30})))
    standings = compute_standings(field, Scheme("table_points"))
    assert [standings.row(p).table_points for p in (1, 2, 3, 4)] == [3, 3, 1, 0]


def test_three_tied_share_the_points_of_the_three_places_they_cover():
    field = Field(players(1, 2, 3, 4), tuple(table(1, 1, {1: 30, 2: -10, 3: -10, 4: -10})))
    standings = compute_standings(field, Scheme("table_points"))
    assert [standings.row(p).table_points for p in (1, 2, 3, 4)] == [4, 1, 1, 1]


def test_place_points_are_configurable():
    scheme = Scheme("table_points", place_points=(Fraction(3), Fraction(1), Fraction(0), Fraction(-1)))
    standings = compute_standings(eight_players(), scheme)
    # 5: (3 + 1)/2 + 3 = 5; 3: 0 + 3 = 3; 1: 3 + (0 - 1)/2 = 5/2
    assert [standings.row(p).table_points for p in (5, 3, 1)] == [5, 3, Fraction(5, 2)]


def test_total_score_scheme_ranks_by_the_sum_of_net_points():
    standings = compute_standings(eight_players(), Scheme("points"))
    # 1 and 3 both have 10: table points 9/2 against 5 put 3 first; 2 and 7 (-10): 7 has 3 against 5/2.
    assert order_of(standings) == [(5, 1), (6, 2), (3, 3), (1, 4), (7, 5), (2, 6), (4, 7), (8, 8)]
    assert [standings.row(p).total_score for p in (5, 6, 3, 1, 7, 2, 4, 8)] == [60, 15, 10, 10, -10, -10,
                                                                                  -30, -30]


def test_rank_points_add_uma_and_oka_to_the_score_divided():
    field = Field(players(1, 2, 3, 4), tuple(table(1, 1, {1: 25000, 2: 5000, 3: -10000, 4: -20000})))
    standings = compute_standings(field, Scheme("rank_points", oka=Fraction(20)))
    # 25 + 15 + 20, 5 + 5, -10 - 5, -20 - 15
    assert [(r.player.id, r.rank_points) for r in standings.rows] == [(1, 60), (2, 10), (3, -15), (4, -35)]


def test_rank_points_tied_first_share_uma_and_oka():
    field = Field(players(1, 2, 3, 4), tuple(table(1, 1, {1: 10000, 2: 10000, 3: -5000, 4: -15000})))
    standings = compute_standings(field, Scheme("rank_points", oka=Fraction(20)), TieBreaks(()))
    # (15 + 20 + 5) / 2 = 20 each, plus 10
    assert [(r.player.id, r.rank, r.rank_points) for r in standings.rows] == [
        (1, 1, 30), (2, 1, 30), (3, 3, -10), (4, 4, -30)]


def test_penalty_is_taken_off_the_total_score():
    field = replace(eight_players(), penalties=(Penalty(6, 2, 10, "late"),))
    standings = compute_standings(field, Scheme("table_points"))
    # 6 drops to 5 points and falls behind 1 (10), both on 9/2 table points.
    assert order_of(standings)[2:4] == [(1, 3), (6, 4)]
    assert (standings.row(6).total_score, standings.row(6).penalties) == (5, 10)


def test_penalty_can_be_taken_off_the_table_points():
    field = replace(eight_players(), penalties=(Penalty(3, None, 1, "phone rang"),))
    standings = compute_standings(field, Scheme("table_points", penalty_on="table_points"))
    assert order_of(standings)[:4] == [(5, 1), (6, 2), (1, 3), (3, 4)]
    assert (standings.row(3).table_points, standings.row(3).total_score) == (4, 10)


def test_penalty_in_rank_points_is_divided_like_the_score():
    field = Field(players(1, 2, 3, 4), tuple(table(1, 1, {1: 25000, 2: 5000, 3: -10000, 4: -20000})),
                  penalties=(Penalty(1, 1, 8000, "slow play"),))
    assert compute_standings(field, Scheme("rank_points")).row(1).rank_points == 25 + 15 - 8


def test_withdrawn_player_stays_ranked_for_the_games_he_played_and_is_marked():
    standings = compute_standings(eight_players(), Scheme("table_points"))
    row = standings.row(8)
    assert (row.rank, row.games, row.total_score, row.withdrawn) == (8, 1, -30, True)
    assert row.to_json()["withdrawn"] is True


def test_substitute_results_count_for_nobody_by_default():
    standings = compute_standings(eight_players(), Scheme("table_points"))
    assert 9 not in [r.player.id for r in standings.rows]
    # 8's result is not credited with 9's game either.
    assert standings.row(8).games == 1


def test_substitute_can_be_ranked_when_configured():
    standings = compute_standings(eight_players(), Scheme("table_points", substitutes_count=True))
    assert order_of(standings)[-2:] == [(9, 8), (8, 9)]
    assert standings.row(9).total_score == -15


def _five_players_with_byes() -> Field:
    """Round 1: 5 sits out; round 2: 1 sits out.

    R1: 1 +20, 2 +10, 3 -10, 4 -20 (4, 2, 1, 0)   R2: 5 +30, 4 +10, 3 -10, 2 -30 (4, 2, 1, 0)
    """
    results = table(1, 1, {1: 20, 2: 10, 3: -10, 4: -20}) + table(2, 1, {5: 30, 4: 10, 3: -10, 2: -30})
    return Field(players(1, 2, 3, 4, 5), tuple(results), byes=(Bye(1, 5), Bye(2, 1)))


def test_bye_scores_the_mean_place_points_by_default():
    standings = compute_standings(_five_players_with_byes(), Scheme("table_points"))
    # 5: 7/4 + 4, score 30; 1: 4 + 7/4, score 20; 4: 2, -10; 2 and 3: 2, -20, best game 10 against -10.
    assert order_of(standings) == [(5, 1), (1, 2), (4, 3), (2, 4), (3, 5)]
    assert standings.row(5).table_points == Fraction(23, 4)
    assert (standings.row(1).games, standings.row(1).byes) == (1, 1)


def test_bye_scores_its_configured_value():
    scheme = Scheme("table_points", bye_score=15, bye_table_points=Fraction(3))
    standings = compute_standings(_five_players_with_byes(), scheme)
    assert (standings.row(1).table_points, standings.row(1).total_score) == (7, 35)
    assert (standings.row(5).table_points, standings.row(5).total_score) == (7, 45)


def test_each_scheme_is_described_by_one_sentence():
    assert Scheme("points").sentence() == (
        "Players are ranked by total score, the sum of their net points in every game.")
    assert Scheme("table_points").sentence() == (
        "Players are ranked by table points, 4/2/1/0 by place at each table (players tied at a table "
        "share the values of the places they cover), then by total score.")
    assert Scheme("rank_points", oka=Fraction(20)).sentence() == (
        "Players are ranked by rank points: each game's net points divided by 1000, plus an uma of "
        "+15/+5/-5/-15 by place and an oka of 20 to the first (players tied at a table share the values "
        "of the places they cover).")


def test_notes_say_how_penalties_byes_and_substitutes_count():
    assert Scheme("table_points").notes() == [
        "Penalties are taken off the total score.", "A bye scores 0 points and 1.75 table points.",
        "Withdrawn players stay ranked for the games they played.",
        "A substitute's results count for nobody; he is not ranked."]


def test_each_ruleset_has_a_default_scheme():
    assert default_ranking("fimj") == "table_points"
    assert default_ranking("classic-bmja") == "points"
    assert default_ranking("some-future-ruleset") == "points"
