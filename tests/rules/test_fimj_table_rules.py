"""FIMJ rules about the tiles, the table and the course of play: what of them the program checks.

Rules that describe only what happens at the physical table (building the wall, FIMJ-W02, W05, W06;
discarding face up, R02; the order of calls, R03, R04) leave the engine nothing to decide and have no
test here; everything a referee records about them reaches the engine as a hand, a flag or a deal.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.rules.test_fimj import deal, held, play, rules, win
from tourney.errors import EngineError
from tourney.notation import parse_hand
from tourney.rules import get_ruleset, parse_deal
from tourney.rules.flow import initial_round_wind, new_game, next_state
from tourney.tiles import ALL_TILES, HEAD_TILES


def test_fimj_t01_the_set_has_144_tiles_four_of_each_and_one_of_each_bonus_tile():
    played = [t for t in ALL_TILES if t.suit in "mpswdfy"]
    copies = Counter({t: 1 if t.is_bonus else 4 for t in played})
    assert sum(copies.values()) == 144
    table = deal({"E": "5555p", "S": "5p", "N": "123m 456m 789m 123p 99m"}, "N", "9m")
    with pytest.raises(EngineError, match="5p appears 5 times; a set has 4"):
        parse_deal(table, get_ruleset("fimj"))
    twice = deal({"E": "2f", "S": "2f", "N": "123m 456m 789m 123p 99m"}, "N", "9m")
    with pytest.raises(EngineError, match="2f appears 2 times"):
        parse_deal(twice, get_ruleset("fimj"))


def test_fimj_t02_head_tiles_are_terminals_and_honours():
    assert sorted(t.code for t in HEAD_TILES) == sorted(
        ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "Rd", "Gd", "Wd"])
    assert rules(win("111m 234p 567s 789s 55m", "5m")).count("FIMJ-S09") == 1  # 1m pung is a head pung


def test_fimj_t04_flowers_and_seasons_never_form_combinations():
    with pytest.raises(EngineError, match="a bonus tile cannot be part of a meld"):
        parse_hand("[1f2f3f]")
    seat = win("123m 456m 789m 123p 99m 1f 2f 3f", "9m", seat="E")
    assert seat["arrangement"].endswith("123f")  # shown apart, in no set
    assert "FIMJ-S01" in rules(seat)  # East's own flower scores, the others do not


def test_fimj_g08_turns_go_east_south_west_north_so_south_is_east_next():
    state = next_state(new_game(), void=False, east_won=False)
    assert state.player_at("E") == new_game().player_at("S")


def test_fimj_g09_the_game_is_won_on_points_not_on_hands_won():
    from tourney.tournament.standings import compute_standings
    from tourney.tournament.standings_input import Entrant, Field, GameResult

    field = Field(entrants=tuple(Entrant(i, f"P{i}") for i in range(1, 5)), results=(
        GameResult(1, 1, 1, "E", 900), GameResult(1, 1, 2, "S", 1200),
        GameResult(1, 1, 3, "W", -1000), GameResult(1, 1, 4, "N", -1100)))
    assert [row.player.id for row in compute_standings(field).rows] == [2, 1, 3, 4]


def test_fimj_w03_the_first_dice_select_the_wall_counting_counter_clockwise_from_east():
    assert [initial_round_wind(d1, 2) for d1 in (5, 2, 3, 4)] == ["E", "S", "W", "N"]


def test_fimj_w04_east_alone_holds_14_tiles_before_the_first_discard():
    with pytest.raises(EngineError, match="seat S: the hand has 14 tiles"):
        play({"S": "123m 456m 789m 123p 99p", "E": "678m 789p 789s WWW 99m"}, "E", "9m")


def test_fimj_r05_a_declared_concealed_kong_scores_as_concealed_a_claimed_one_as_exposed():
    assert "FIMJ-S11" in rules(held("(5555p)"))
    assert "FIMJ-S10" in rules(held("[5555p]"))


def test_fimj_r06_kongs_and_bonus_tiles_declared_after_the_mah_jong_count_for_their_owner():
    seat = held("(EEEE) 4y")
    assert "FIMJ-S13" in rules(seat) and "FIMJ-S02" in rules(seat)


def test_fimj_r08_a_hand_without_claimed_melds_is_concealed_even_if_won_on_a_discard():
    assert parse_hand("123m 456m 789m 123p 99p").is_concealed
    assert parse_hand("(5555p) 123m 456m 789m 99p").is_concealed
    assert not parse_hand("[555p] 123m 456m 789m 99p").is_concealed


def test_fimj_e01_a_hand_that_ends_without_mah_jong_is_void_and_scores_nothing():
    result = play({"E": "123m", "S": "EEE"}, void=True)
    assert result["void"] is True
    assert all(seat["score"] == 0 for seat in result["seats"].values())
    assert result["payments"] == []
