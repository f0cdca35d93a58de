"""The MCR counting principles (MCR-C01 … C05), the 8-point minimum, settlement and penalties."""

from __future__ import annotations

import pytest

from tests.rules.mcr_support import fans, mcr_deal, mcr_seat
from tourney.errors import EngineError
from tourney.rules import score_deal


def test_mcr_c01_big_three_dragons_leaves_out_the_dragon_pungs_it_holds() -> None:
    found = fans(mcr_seat("RdRdRd GdGdGd WdWdWd 123m 55p", "5p"))
    assert "MCR-F02" in found
    assert not {"MCR-F59", "MCR-F54"} & set(found)


def test_mcr_c01_full_flush_leaves_out_no_honors_and_all_chows_keeps_it_out() -> None:
    found = fans(mcr_seat("123m 456m 789m 234m 55m", "5m"))
    assert "MCR-F22" in found and "MCR-F76" not in found


def test_mcr_c02_the_pungs_of_big_three_winds_are_not_also_pungs_of_honors() -> None:
    found = fans(mcr_seat("EEE SSS WWW 123m 55p", "5p", seat="N", round_wind="N"))
    assert "MCR-F38" in found and "MCR-F73" not in found


def test_mcr_c02_a_prevalent_wind_pung_is_not_also_a_pung_of_honors() -> None:
    found = fans(mcr_seat("SSS 123m 456p 789s 55s", "5s", round_wind="S"))
    assert found.get("MCR-F60") == 2 and "MCR-F73" not in found


def test_mcr_c03_identical_chows_are_not_combined_twice_into_the_same_fan() -> None:
    found = fans(mcr_seat("234m 234m 234p 789s 55s", "5s"))
    assert found["MCR-F69"] == 1 and found["MCR-F70"] == 1


def test_mcr_c04_a_pure_straight_is_not_also_split_into_short_straights() -> None:
    found = fans(mcr_seat("123456789m 99p 555s", "9p"))
    assert "MCR-F28" in found
    assert not {"MCR-F71", "MCR-F72"} & set(found)


def test_mcr_c05_a_fourth_chow_joins_a_three_chow_fan_once() -> None:
    found = fans(mcr_seat("123456789m 123p 55s", "5s"))
    assert found["MCR-F28"] == 16 and found["MCR-F70"] == 1


def test_mcr_c05_four_related_chows_make_at_most_three_pair_fans() -> None:
    found = fans(mcr_seat("234567m 234567p 55s", "5s"))
    pair_fans = sum(found.get(r, 0) for r in ("MCR-F69", "MCR-F70", "MCR-F71", "MCR-F72"))
    assert pair_fans == 3


def test_mcr_r03_a_hand_under_8_points_is_reported_and_settles_nothing() -> None:
    deal = mcr_deal("345m 99m [678p] [555s] [123s] 1f 2f 3f 4f", "5m", seat="N", round_wind="S")
    result = score_deal(deal)
    seat = result["seats"]["N"]
    assert seat["below_minimum"] is True and seat["fan_points"] < 8  # flowers do not count
    assert seat["points"] == seat["fan_points"] + 4
    assert result["payments"] == []


def test_mcr_s01_a_discard_win_is_paid_8_plus_points_by_the_discarder_and_8_by_the_others() -> None:
    result = score_deal(mcr_deal("123456789m 123p 55s 1f", "5s", source="S"))
    assert result["seats"]["E"]["points"] == 23
    assert result["net"] == {"E": 31 + 16, "S": -31, "W": -8, "N": -8}


def test_mcr_s01_a_self_drawn_win_is_paid_8_plus_points_by_each() -> None:
    result = score_deal(mcr_deal("123456789m 123p 55s", "5s", source="self"))
    points = result["seats"]["E"]["points"]
    assert result["net"] == {"E": 3 * (8 + points), "S": -(8 + points), "W": -(8 + points),
                             "N": -(8 + points)}


def test_mcr_s02_a_void_deal_pays_nothing() -> None:
    deal = {"ruleset": "mcr", "round_wind": "E", "void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}
    assert score_deal(deal)["net"] == dict.fromkeys("ESWN", 0)


def test_mcr_p01_a_false_mah_jong_penalty_is_shared_by_the_other_three() -> None:
    deal = {"ruleset": "mcr", "round_wind": "E", "void": True,
            "seats": {"E": {"hand": ""}, "S": {"hand": "", "penalty": 30}, "W": {"hand": ""},
                      "N": {"hand": ""}}}
    assert score_deal(deal)["net"] == {"E": 10, "S": -30, "W": 10, "N": 10}


def test_mcr_p01_the_false_mah_jong_option_defaults_to_30() -> None:
    from tourney.rules.registry import get_ruleset
    assert get_ruleset("mcr").option("false_mahjong_penalty").default == 30


def test_mcr_p01_a_penalty_that_three_cannot_share_is_refused() -> None:
    deal = {"ruleset": "mcr", "round_wind": "E", "void": True,
            "seats": {"E": {"hand": ""}, "S": {"hand": "", "penalty": 10}, "W": {"hand": ""},
                      "N": {"hand": ""}}}
    with pytest.raises(EngineError, match="multiple of 3"):
        score_deal(deal)


def test_mcr_r06_a_self_drawn_flag_on_a_discard_win_is_refused() -> None:
    with pytest.raises(EngineError, match="last_tile"):
        score_deal(mcr_deal("123m 456p 789s 234m 55s", "5s", flags=("last_tile",)))


def test_mcr_r06_flags_of_other_rulesets_are_refused() -> None:
    with pytest.raises(EngineError, match="heavenly"):
        score_deal(mcr_deal("123m 456p 789s 234m 55s", "5s", source="self", flags=("heavenly",)))


def test_mcr_r02_an_incomplete_hand_is_refused_naming_the_seat() -> None:
    with pytest.raises(EngineError, match="seat E") as refused:
        score_deal(mcr_deal("123m 456p 789s 234m 59s", "5s"))
    assert refused.value.code == "incomplete_hand"


def test_mcr_r05_each_shown_meld_the_winning_discard_may_have_completed_is_tried() -> None:
    # won on 7s: as [789s] (an edge wait on 89s, the hand concealed before) or as [567s]
    result = mcr_seat("123m 456p 99m [567s] [789s]", "7s")
    assert result["points"] >= 8


def test_mcr_r05_a_meld_beside_a_concealed_copy_of_the_winning_tile_was_claimed_earlier() -> None:
    found = fans(mcr_seat("123m 456p 567s 99m [789s]", "7s"))
    assert "MCR-F62" not in found


def test_mcr_f77_the_edge_wait_counts_only_when_the_hand_waited_on_one_tile() -> None:
    assert "MCR-F77" not in fans(mcr_seat("234m 456p 789s 555s 99m", "4m"))
    assert "MCR-F77" in fans(mcr_seat("123m 456p 789s 555s 99m", "3m"))
