"""The classic seed rules (classic.md sections 1, 2, 7 and 8) as the two presets carry them out.

The preset rules (CL-Z) give the numbers; these tests check the general facts the seeds state.
Rules about the physical table only (wall, dealing, discards, claims: CL-W, CL-R, CL-K) leave the
engine nothing to decide; the CL-U items are gaps the presets fill and the CL-A items choices.
"""

from __future__ import annotations

import pytest

from tests.rules.test_classic_support import BMJA, DMJL, deal, other, rules, win_deal, winner
from tourney.errors import EngineError
from tourney.rules import score_deal
from tourney.rules.flow import new_game, next_state


@pytest.mark.parametrize("ruleset", [DMJL, BMJA])
def test_cl_t02_flowers_and_seasons_are_two_groups_each_tied_to_a_seat(ruleset):
    east = other(ruleset, "1f 1y", seat="E")
    south = other(ruleset, "1f 1y", seat="S")
    assert east["score"] > south["score"]  # plum and spring are East's own, not South's


@pytest.mark.parametrize("ruleset", [DMJL, BMJA])
def test_cl_t03_dragons_never_stand_for_numbers(ruleset):
    with pytest.raises(EngineError) as refused:
        score_deal(win_deal(ruleset, "123m 456m 789m Wd12p 55p", "5p"))
    assert refused.value.code == "incomplete_hand"


def test_cl_t04_head_tiles_are_terminals_and_honours():
    terminal = other(DMJL, "[111p]")["score"]
    simple = other(DMJL, "[555p]")["score"]
    honour = other(DMJL, "[WdWdWd]")["score"]
    assert terminal == 2 * simple and honour >= terminal


@pytest.mark.parametrize("ruleset", [DMJL, BMJA])
def test_cl_t05_a_winning_hand_is_four_sets_and_a_pair_chows_included(ruleset):
    assert winner(ruleset, "123m 444p 666s 888s 55m", "5m")["score"] > 0


def test_cl_g01_cl_g05_cl_g08_when_another_player_wins_the_current_south_becomes_east():
    state = next_state(new_game(), void=False, east_won=False, policy="classic_b")
    assert state.player_at("E") == new_game().player_at("S")


def test_cl_g07_a_game_is_four_rounds_and_the_round_wind_pung_doubles():
    state = new_game()
    while not state.finished:
        state = next_state(state, void=False, east_won=False, policy="classic_b")
    assert state.rounds_done == 4
    assert other(DMJL, "[SSS]", round_wind="S", seat="W")["doubles"] >= 1


@pytest.mark.parametrize("ruleset", [DMJL, BMJA])
def test_cl_s01_the_mah_jong_caller_always_gets_20_points(ruleset):
    seat = winner(ruleset, "123m 444p 666s 888s 55m", "5m", source="W")
    assert any(i["rule"] == "CL-Z21" and i.get("points") == 20 for i in seat["items"])


@pytest.mark.parametrize("ruleset", [DMJL, BMJA])
def test_cl_s02_no_minimum_is_needed_to_go_out(ruleset):
    seat = winner(ruleset, "[123m] 444p [666s] 888s 55m", "5m", source="W")
    assert seat["doubles"] == 0 and seat["score"] > 0


def test_cl_s03_the_non_winners_count_their_hands_too():
    assert other(DMJL, "[555p] EEE")["score"] > 0


@pytest.mark.parametrize("ruleset", [DMJL, BMJA])
def test_cl_s04_own_wind_dragon_and_round_wind_pungs_double_and_own_season_scores(ruleset):
    plain = other(ruleset, "[555p]", seat="E")["doubles"]
    assert other(ruleset, "[555p] [EEE]", seat="E", round_wind="S")["doubles"] >= plain + 1
    assert other(ruleset, "[555p] [RdRdRd]", seat="E")["doubles"] >= plain + 1
    # the own season scores in both presets (BMJA as a doubling, DMJL as points)
    assert other(ruleset, "[555p] 1y", seat="E")["score"] > other(ruleset, "[555p]", seat="E")["score"]


@pytest.mark.parametrize("ruleset", [DMJL, BMJA])
def test_cl_d01_cl_d02_a_dead_hand_counts_nobodys_points(ruleset):
    result = score_deal(deal(ruleset, {"E": {"hand": "[555p] EEE"}, "S": {"hand": "[RdRdRd]"}}, void=True))
    assert result["void"] is True and result["payments"] == []
    assert {seat["score"] for seat in result["seats"].values()} == {0}
    assert rules(result["seats"]["E"]) == set()
