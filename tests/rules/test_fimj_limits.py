"""FIMJ limit hands (L01–L08) and their general rules (L00a–L00d), with option limit_rule (A11)."""

from __future__ import annotations

import pytest

from tests.rules.test_fimj import FILLER, play, rules, win
from tourney.errors import EngineError

ALL_HEAD_PUNGS = "SSS 999p (1111m) RdRdRd GdGd"  # South, round South: L02; ordinary 78 × 2^7


def limit(seat: dict) -> tuple[str | None, int]:
    return seat["limit"], seat["score"]


def test_fimj_l01_coppie_seven_different_pairs_is_300() -> None:
    assert limit(win("11m 22m 33p 44p 55s EE RdRd", "Rd")) == ("FIMJ-L01", 300)


def test_fimj_a21_two_identical_pairs_are_not_coppie() -> None:
    with pytest.raises(EngineError) as error:
        win("1111m 33p 44p 55s EE RdRd", "Rd")
    assert error.value.code == "incomplete_hand"


def test_fimj_l02_all_pungs_of_head_tiles_is_400() -> None:
    assert limit(win("[111m] [999p] NNN [RdRdRd] 99s", "9s")) == ("FIMJ-L02", 400)


def test_fimj_a06_all_pungs_with_a_simple_is_not_l02() -> None:
    assert win("[111m] [999p] NNN [RdRdRd] 55s", "5s")["limit"] is None


def test_fimj_l03_purezza_one_suit_no_honours_is_500() -> None:
    assert limit(win("123p 456p 789p 111p 55p", "5p")) == ("FIMJ-L03", 500)


def test_fimj_a21_one_suit_seven_pairs_scores_purezza_500() -> None:
    assert limit(win("11p 22p 33p 55p 66p 88p 99p", "9p")) == ("FIMJ-L03", 500)


def test_fimj_l04_east_ninth_mah_jong_in_a_row_is_600() -> None:
    east = play({"E": f"555s {FILLER}"}, "E", "5p", east_streak=8)["seats"]["E"]
    assert limit(east) == ("FIMJ-L04", 600)
    assert play({"E": f"555s {FILLER}"}, "E", "5p", east_streak=7)["seats"]["E"]["limit"] is None


def test_fimj_l04_only_east_plants_nine_flowers() -> None:
    assert win(f"555s {FILLER}", "5p", east_streak=8)["limit"] is None


def test_fimj_l05_four_kongs_is_700() -> None:
    assert limit(win("(2222m) [3333p] [4444s] (5555s) 99m", "9m")) == ("FIMJ-L05", 700)


def test_fimj_l06_thirteen_wonderful_lanterns_is_700() -> None:
    assert limit(win("19m 19p 19s ESWN RdGdWd Wd", "Wd")) == ("FIMJ-L06", 700)


def test_fimj_l07_east_wins_with_his_dealt_tiles_is_800() -> None:
    east = play({"E": f"555s {FILLER}"}, "E", "5p", flags=("heavenly",))["seats"]["E"]
    assert limit(east) == ("FIMJ-L07", 800)


def test_fimj_l07_another_player_wins_on_easts_first_discard_is_800() -> None:
    assert limit(win(f"555s {FILLER}", "5p", source="E", flags=("first_discard",))) == ("FIMJ-L07", 800)


def test_fimj_l08_four_blessings_of_the_house_is_1000() -> None:
    assert limit(win("EEE SSS WWW [NNN] 55p", "5p")) == ("FIMJ-L08", 1000)


def test_fimj_l00a_a_limit_hand_takes_no_further_doublings() -> None:
    seat = win("11m 22m 33p 44p 55s EE RdRd 2y 2f", "Rd")
    assert (seat["score"], seat["points"], seat["doubles"]) == (300, 300, 0)
    assert rules(seat) == ["FIMJ-L01"]


def test_fimj_l00b_the_east_double_still_applies_to_limit_payments() -> None:
    result = play({"W": "11m 22m 33p 44p 55s EE RdRd"}, "W", "Rd", source="E")
    assert result["net"] == {"W": 1200, "E": -600, "S": -300, "N": -300}


def test_fimj_l00c_several_limits_score_only_the_highest() -> None:
    assert limit(win("EEE SSS WWW [NNN] RdRd", "Rd")) == ("FIMJ-L08", 1000)  # also L02
    assert limit(win("(1111m) [9999p] [EEEE] (RdRdRdRd) 99s", "9s")) == ("FIMJ-L05", 700)


def test_fimj_l00c_under_the_default_limit_rule_the_limit_replaces_a_bigger_ordinary_score() -> None:
    assert limit(win(ALL_HEAD_PUNGS, "Gd", round_wind="S")) == ("FIMJ-L02", 400)


def test_fimj_a11_limit_rule_max_keeps_the_ordinary_score_when_it_is_higher() -> None:
    seat = win(ALL_HEAD_PUNGS, "Gd", round_wind="S", options={"limit_rule": "max"})
    assert limit(seat) == (None, 78 << 7)
    assert seat["doubles"] == 7


def test_fimj_a11_limit_rule_max_keeps_the_limit_when_it_is_higher() -> None:
    seat = win("11m 22m 33p 44p 55s EE RdRd", "Rd", options={"limit_rule": "max"})
    assert limit(seat) == ("FIMJ-L01", 300)


MAX = {"limit_rule": "max"}
BONUS = "1234f 1234y"  # own flower and season, both bouquets: doublings an ordinary count would take


def test_fimj_t05_l01_under_limit_rule_max_seven_pairs_score_their_limit_not_an_ordinary_count() -> None:
    seat = win("114499m55p5588s EE 1y2y3y4y", "1m", source="E", options=MAX)  # the hand: not 832
    assert limit(seat) == ("FIMJ-L01", 300)
    assert rules(seat) == ["FIMJ-L01"]


def test_fimj_t05_l06_under_limit_rule_max_the_thirteen_lanterns_score_their_limit() -> None:
    seat = win(f"19m 19p 19s ESWN RdGdWd Rd {BONUS}", "Rd", options=MAX)
    assert limit(seat) == ("FIMJ-L06", 700)


def test_fimj_l03_under_limit_rule_max_one_suit_seven_pairs_score_purezza() -> None:
    seat = win("11224455778899m 1y2y3y4y", "1m", options=MAX)
    assert limit(seat) == ("FIMJ-L03", 500)


def test_fimj_l03_under_limit_rule_max_one_suit_sets_keep_the_higher_of_purezza_and_the_count() -> None:
    assert limit(win("111222333444m99m", "9m", options=MAX)) == ("FIMJ-L03", 500)
    counted = win(f"111222333444m99m {BONUS}", "9m", options=MAX)
    assert counted["limit"] is None and counted["score"] > 500


def test_fimj_a11_under_limit_rule_max_a_hand_read_as_sets_or_as_pairs_keeps_the_higher() -> None:
    """112233m 445566p 77s is three chows twice or seven pairs: L01 when that is worth more."""
    assert limit(win("112233m445566p77s", "7s", options=MAX)) == ("FIMJ-L01", 300)


def test_fimj_l00d_and_p07_east_collects_at_most_737280_from_each_player() -> None:
    freak = "RdRdRd GdGdGd WdWdWd [EEE] 55p 1234f 1234y"  # 56 points, 18 doublings
    result = play({"E": freak}, "E", "5p")
    assert result["seats"]["E"]["score"] == 56 << 18
    assert {p["amount"] for p in result["payments"]} == {737_280}
    assert result["net"]["E"] == 3 * 737_280 == 2_211_840
