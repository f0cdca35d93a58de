"""Standings after each round, movement, a player's history and team standings."""

from dataclasses import replace
from fractions import Fraction

import pytest

from tests.tournament.standings_fixtures import eight_players, order_of
from tourney.tournament.ranking_schemes import Scheme
from tourney.tournament.ranking_tiebreaks import TieBreaks
from tourney.tournament.standings import compute_standings, standings_by_round
from tourney.tournament.standings_history import player_history, team_standings
from tourney.tournament.standings_input import Bye, Entrant, Penalty, StandingsError

TABLE_POINTS = Scheme("table_points")
NO_LOT = TieBreaks(("best_game", "head_to_head", "firsts"))


def test_standings_after_round_one_count_only_round_one():
    standings = compute_standings(eight_players(), TABLE_POINTS, NO_LOT, after_round=1)
    # 5 and 6 share first at their table and stay level through the chain (head-to-head 1/2 each).
    assert order_of(standings) == [(1, 1), (5, 2), (6, 2), (2, 4), (7, 5), (3, 6), (4, 7), (8, 8)]
    assert standings.row(5).tie_breaks == {"best_game": 20, "head_to_head": Fraction(1, 2), "firsts": 1}


def test_movement_is_places_gained_since_the_previous_round():
    standings = compute_standings(eight_players(), TABLE_POINTS, NO_LOT, after_round=2)
    moved = {r.player.id: r.movement for r in standings.rows}
    # after round 1: 1:1, 5:2, 6:2, 2:4, 7:5, 3:6, 4:7, 8:8; after round 2: 5, 3, 6, 1, 7, 2, 4, 8.
    assert moved == {5: 1, 3: 4, 6: -1, 1: -3, 7: 0, 2: -2, 4: 0, 8: 0}


def test_standings_by_round_gives_every_round_with_movement():
    rounds = standings_by_round(eight_players(), TABLE_POINTS, NO_LOT)
    assert [s.after_round for s in rounds] == [1, 2]
    assert all(r.movement is None for r in rounds[0].rows)
    assert rounds[1] == compute_standings(eight_players(), TABLE_POINTS, NO_LOT, after_round=2)


def test_a_player_new_in_a_round_has_no_movement():
    field = replace(eight_players(), byes=(Bye(2, 10),),
                    entrants=(*eight_players().entrants, Entrant(10, "Late")))
    standings = compute_standings(field, TABLE_POINTS, NO_LOT)
    assert standings.row(10).movement is None


def test_penalty_of_a_later_round_is_not_in_earlier_standings():
    field = replace(eight_players(), penalties=(Penalty(1, 2, 100, "late"), Penalty(2, None, 5, "card")))
    after_one = compute_standings(field, TABLE_POINTS, NO_LOT, after_round=1)
    assert (after_one.row(1).total_score, after_one.row(2).total_score) == (30, 5)


def test_asking_for_a_round_not_played_is_refused():
    with pytest.raises(StandingsError, match="no results after round 3"):
        compute_standings(eight_players(), after_round=3)


def test_player_history_lists_round_table_seat_opponents_score_and_place():
    history = player_history(eight_players(), 1, TABLE_POINTS)
    assert [(h.round, h.table, h.seat, h.opponents, h.score, h.place, h.shared) for h in history] == [
        (1, 1, "E", (2, 3, 4), 30, 1, False), (2, 1, "E", (5, 7, 2), -20, 3, True)]
    assert [h.table_points for h in history] == [4, Fraction(1, 2)]


def test_player_history_shows_a_bye():
    field = replace(eight_players(), byes=(Bye(3, 1),))
    entry = player_history(field, 1, TABLE_POINTS)[-1]
    assert (entry.round, entry.bye, entry.score, entry.table_points) == (3, True, 0, Fraction(7, 4))
    assert entry.to_json()["table"] is None


def test_substitute_has_a_history_though_he_is_not_ranked():
    assert [(h.round, h.score, h.place) for h in player_history(eight_players(), 9)] == [(2, -15, 4)]


def _with_teams():
    teams = {1: "Red", 2: "Red", 3: "Red", 4: "Blue", 5: "Blue", 6: "Blue", 7: "Green", 8: "Green"}
    field = eight_players()
    return replace(field, entrants=tuple(replace(e, team=teams.get(e.id, "")) for e in field.entrants))


def test_team_standings_sum_the_best_members():
    standings = compute_standings(_with_teams(), TABLE_POINTS, NO_LOT)
    teams = team_standings(standings, best=2)
    # Blue: 5 (7, 60) + 6 (9/2, 15); Red: 3 (5, 10) + 1 (9/2, 10); Green: 7 (3, -10) + 8 (0, -30).
    assert [(t.rank, t.team, t.components["table_points"], t.components["total_score"]) for t in teams] == [
        (1, "Blue", Fraction(23, 2), 75), (2, "Red", Fraction(19, 2), 20), (3, "Green", 3, -40)]
    assert [r.player.id for r in teams[0].counted] == [5, 6]


def test_team_with_fewer_members_than_count_is_marked_incomplete():
    teams = team_standings(compute_standings(_with_teams(), TABLE_POINTS, NO_LOT), best=3)
    assert {t.team: t.complete for t in teams} == {"Blue": True, "Red": True, "Green": False}


def test_level_teams_share_the_place():
    field = eight_players()
    teams_of = {2: "Red", 7: "Blue", 4: "Green"}
    field = replace(field, entrants=tuple(replace(e, team=teams_of.get(e.id, "")) for e in field.entrants))
    # Red: 2 (-10), Blue: 7 (-10), Green: 4 (-30).
    teams = team_standings(compute_standings(field, Scheme("points"), NO_LOT), best=1)
    assert [(t.rank, t.team, t.shared) for t in teams] == [(1, "Red", True), (1, "Blue", True),
                                                           (3, "Green", False)]
