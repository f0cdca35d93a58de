"""What leaves the standings: JSON rows, sentences, statistics, EMA rows, MERS base rank, configuration."""

import json
from fractions import Fraction

import pytest

from tests.tournament.standings_fixtures import eight_players, players, table
from tourney.tournament.ranking_schemes import Scheme, scheme_from_config
from tourney.tournament.ranking_tiebreaks import TieBreaks
from tourney.tournament.standings import compute_standings, configure
from tourney.tournament.standings_federation import EMA_COLUMNS, ema_rows, mers_base_rank
from tourney.tournament.standings_input import Field, GameResult, StandingsError
from tourney.tournament.standings_stats import DealSummary, highest_hand, most_hands_won, referee_statistics


def test_json_row_has_rank_name_club_components_and_tie_breaks_used():
    standings = compute_standings(eight_players(), Scheme("points"))
    row = standings.row(3).to_json()
    assert {k: row[k] for k in ("rank", "name", "club", "components", "tie_breaks", "withdrawn")} == {
        "rank": 3, "name": "P3", "club": "C0", "components": {"total_score": 10},
        "tie_breaks": {"table_points": 5}, "withdrawn": False}
    # points after round 1: 1 (30), 5 and 6 (20, by lot), 2 (10), 7 (-10), 3 (-15): 3 climbs from 6th to 3rd.
    assert row["table_points"] == 5 and row["movement"] == 3


def test_json_of_the_standings_is_serialisable_and_carries_the_sentences():
    out = compute_standings(eight_players(), Scheme("table_points")).to_json()
    text = json.dumps(out)
    assert json.loads(text)["rows"][2]["table_points"] == 4.5
    assert out["ranked_by"] == ["table_points", "total_score"]
    assert out["sentences"][0].startswith("Players are ranked by table points")


def test_fractions_in_json_are_rounded_to_two_decimals():
    field = Field(players(1, 2, 3, 4), tuple(table(1, 1, {1: 10, 2: 10, 3: 10, 4: -30})))
    row = compute_standings(field, Scheme("table_points"), TieBreaks(())).rows[0].to_json()
    assert row["table_points"] == 2.33  # (4 + 2 + 1) / 3


def _deals() -> list[DealSummary]:
    return [
        DealSummary(1, 1, 1, 1, won=True, self_drawn=True, score=120, arrangement="pung 5B",
                    items=({"rule": "FIMJ-S06", "name": "pung", "points": 4},)),
        DealSummary(1, 1, 1, 2, won=False),
        DealSummary(1, 1, 2, 2, won=True, score=300),
        DealSummary(1, 1, 3, 1, won=True, score=300, arrangement="all pungs"),
        DealSummary(2, 2, 1, 3, won=True, self_drawn=True, score=80),
        DealSummary(2, 2, 2, 9, won=True, self_drawn=True, score=900),
        DealSummary(2, 2, 3, 9, won=True, self_drawn=True, score=90),
    ]


def test_most_hands_won_leaves_out_substitutes():
    assert most_hands_won(_deals()).leaders == (1, 9)
    stat = most_hands_won(_deals(), left_out={9})
    assert (stat.value, stat.leaders) == (2, (1,))
    assert stat.sentence({1: "Anna"}) == "Most hands won: Anna, 2."


def test_highest_hand_names_every_hand_that_reached_it():
    stat = highest_hand(_deals(), left_out={9})
    assert (stat.value, stat.leaders) == (300, (2, 1))
    assert stat.sentence({1: "Anna", 2: "Bruno"}) == (
        "Highest hand: Bruno and Anna, 300 points (round 1, table 1, deal 2; round 1, table 1, deal 3).")
    assert stat.to_json()["hands"][1]["arrangement"] == "all pungs"


def test_referee_statistics_give_the_three_titles():
    stats = referee_statistics(_deals(), left_out={9})
    assert [(s.title, s.value, s.leaders) for s in stats] == [
        ("Most hands won", 2, (1,)), ("Highest hand", 300, (2, 1)), ("Most self-drawn wins", 1, (1, 3))]
    assert stats[2].sentence({1: "Anna", 3: "Carlo"}) == "Most self-drawn wins: Anna and Carlo, 1 each."
    assert referee_statistics([]) == []


def test_mers_base_rank_is_1000_times_n_minus_place_over_n_minus_one():
    assert [mers_base_rank(p, 8) for p in (1, 3, 8)] == [1000, Fraction(5000, 7), 0]
    assert mers_base_rank(1, 1) == 1000
    with pytest.raises(ValueError):
        mers_base_rank(9, 8)


def test_ema_rows_give_place_name_federation_id_country_points():
    field = eight_players()
    field = Field(tuple(e.__class__(e.id, e.name, country="IT", federation_id=f"0{e.id}", status=e.status)
                        for e in field.entrants), field.results, seed=field.seed)
    rows = ema_rows(compute_standings(field, Scheme("table_points")))
    assert EMA_COLUMNS == ("place", "name", "federation_id", "country", "points")
    assert rows[0].values() == [1, "P5", "05", "IT", 7]
    assert rows[2].values() == [3, "P6", "06", "IT", 4.5]
    assert rows[2].to_json()["mers_base_rank"] == 714.29  # 1000 * 5 / 7
    assert rows[-1].base_rank == 0


def test_shared_place_gets_the_same_mers_base_rank():
    field = Field(players(1, 2, 3, 4), (GameResult(1, 1, 1, "E", 5), GameResult(1, 1, 2, "S", 5),
                                        GameResult(1, 1, 3, "W", -5), GameResult(1, 1, 4, "N", -5)))
    rows = ema_rows(compute_standings(field, Scheme("points"), TieBreaks(())))
    assert [(r.place, r.base_rank) for r in rows] == [(1, 1000), (1, 1000), (3, Fraction(1000, 3)),
                                                      (3, Fraction(1000, 3))]


def test_scheme_from_config_reads_the_values():
    scheme = scheme_from_config("rank_points", {"uma": [20, 10, -10, -20], "oka": 20, "divisor": 100,
                                                "bye_score": 0, "substitutes_count": True})
    assert (scheme.uma, scheme.oka, scheme.divisor, scheme.substitutes_count) == (
        (20, 10, -10, -20), 20, 100, True)
    halves = scheme_from_config("table_points", {"place_points": [3, 1.5, 0.5, 0]})
    assert halves.place_points == (3, Fraction(3, 2), Fraction(1, 2), 0)


@pytest.mark.parametrize(("ranking", "settings", "message"), [
    ("elo", {}, "unknown ranking scheme 'elo'"),
    ("points", {"colour": 1}, "unknown ranking setting 'colour'"),
    ("table_points", {"place_points": "4210"}, "the place points must be a list"),
    ("rank_points", {"divisor": 0}, "divisor must be a positive"),
    ("points", {"penalty_on": "table_points"}, "cannot be taken off"),
    ("rank_points", {"oka": "lots"}, "the oka must be a number"),
])
def test_scheme_from_config_refuses_bad_values(ranking, settings, message):
    with pytest.raises(StandingsError, match=message):
        scheme_from_config(ranking, settings)


def test_a_result_of_an_unregistered_player_is_refused():
    field = Field(players(1), (GameResult(1, 1, 7, "E", 0),))
    with pytest.raises(StandingsError, match="names player 7"):
        compute_standings(field)


def test_one_settings_object_configures_scheme_and_tie_breaks():
    scheme, chain = configure("table_points", {"place_points": [3, 1, 0, -1], "tie_breaks": ["firsts"]})
    assert (scheme.id, scheme.place_points[0], chain.criteria) == ("table_points", 3, ("firsts",))
    assert configure("points")[1] == TieBreaks()
