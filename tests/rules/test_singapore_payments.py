"""Singapore payments: base and doubling (SG-S, SG-P), pays for all (SG-X), immediate payments (SG-I)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.singapore_support import deal, paid, win
from tourney.errors import EngineError
from tourney.rules import score_deal

ONE_FAN = "RdRdRd 123m 456p 789s 55s"  # South: one fān (SG-F01)


def test_sg_s01_the_fan_total_is_capped_at_five_by_default():
    result = win("S", "EEE SSS WWW NNN RdRd", "Rd")
    assert (result["seats"]["S"]["fan_counted"], result["seats"]["S"]["fan"]) == (7, 5)
    assert result["seats"]["S"]["score"] == 32


def test_sg_s01_a_club_may_set_another_cap():
    result = win("S", "EEE SSS WWW NNN RdRd", "Rd", options={"limit_fan": 6})
    assert result["seats"]["S"]["fan"] == 6
    assert paid(result)[("E", "S")] == 64


def test_sg_s02_only_the_winner_scores():
    result = score_deal(deal({"S": {"hand": ONE_FAN, "win": {"tile": "1m", "from": "self"}},
                              "E": {"hand": "GdGdGd WdWdWd 123m 11p"}}))
    assert [result["seats"][w]["score"] for w in "EWN"] == [0, 0, 0]


def test_sg_s03_sg_r02_and_sg_i01_kongs_are_paid_during_the_hand_4_concealed_2_exposed():
    result = score_deal(deal({"S": {"hand": ONE_FAN, "win": {"tile": "1m", "from": "self"}},
                              "E": {"hand": "(1111p) [9999m]"}}))
    assert paid(result)[("W", "E")] == 4 + 2
    assert paid(result)[("S", "E")] == 6
    assert result["seats"]["E"]["score"] == 0


def test_sg_s04_pungs_pairs_and_chows_carry_no_points():
    result = win("S", ONE_FAN, "1m")
    assert result["seats"]["S"]["points"] == 0


def test_sg_s05_the_base_is_one_point_doubled_once_per_fan():
    result = win("S", "RdRdRd GdGdGd 123m 456p 11s", "1m")  # two dragon pungs: 2 fān
    assert result["seats"]["S"]["score"] == 4
    three = win("S", "RdRdRd GdGdGd WdWd 123m 456p", "1m")  # SG-F13: 3 fān
    assert three["seats"]["S"]["score"] == 8


def test_sg_p01_each_opponent_pays_at_least_two():
    result = win("S", ONE_FAN, "1m")
    assert paid(result) == {("E", "S"): 2, ("W", "S"): 2, ("N", "S"): 2}


def test_sg_s06_and_sg_p02_the_discarder_pays_double():
    result = win("S", ONE_FAN, "1m", "W")
    assert paid(result) == {("E", "S"): 2, ("W", "S"): 4, ("N", "S"): 2}
    assert result["seats"]["S"]["payment"] == "SG-P02"


def test_sg_p03_self_drawn_all_three_pay_the_base():
    result = win("S", "RdRdRd GdGdGd 123m 456p 11s", "1m")
    assert paid(result) == {("E", "S"): 4, ("W", "S"): 4, ("N", "S"): 4}
    assert result["seats"]["S"]["payment"] == "SG-P03"


def test_sg_g03_east_pays_and_receives_like_the_others():
    assert paid(win("S", ONE_FAN, "1m"))[("E", "S")] == 2
    assert paid(win("E", ONE_FAN, "1m")) == {("S", "E"): 2, ("W", "E"): 2, ("N", "E"): 2}


def test_sg_p04_and_sg_a05_pays_for_all_is_four_times_the_base_or_three_by_option():
    hand = "[RdRdRd] [GdGdGd] 123m 456p 55s 2f 1a 3a"  # five fān already shown
    assert paid(win("S", hand, "5s", "W")) == {("W", "S"): 4 * 32}
    assert paid(win("S", hand, "5s", "W", options={"pays_for_all_multiplier": 3})) == {("W", "S"): 96}


def test_sg_x01_not_when_the_first_two_dragons_were_concealed():
    result = win("N", "GdGdGd WdWdWd 234p 88s RdRdRd", "Rd", "E")
    assert paid(result) == {("E", "N"): 64, ("S", "N"): 32, ("W", "N"): 32}


def test_sg_x02_wind_hand_completed_on_a_discard_the_discarder_pays_for_all():
    result = win("N", "[EEE] [SSS] [WWW] NNN 55p", "N", "E")
    assert result["seats"]["N"]["payment"] == "SG-X02"
    assert paid(result) == {("E", "N"): 128}


def test_sg_x03_and_sg_a15_five_fan_already_shown_the_discarder_pays_for_all():
    result = win("S", "[RdRdRd] [GdGdGd] 123m 456p 55s 2f 1a 3a", "5s", "W")
    assert result["seats"]["S"]["payment"] == "SG-X03"
    assert paid(result) == {("W", "S"): 128}


def test_sg_x03_does_not_apply_to_a_self_drawn_win():
    result = win("S", "[RdRdRd] [GdGdGd] 123m 456p 55s 2f 1a 3a", "5s")
    assert paid(result) == {("E", "S"): 32, ("W", "S"): 32, ("N", "S"): 32}


def test_sg_x04_four_fan_shown_and_the_discard_reaches_the_cap():
    result = win("S", "[RdRdRd] [GdGdGd] SSS 456p 55s 2f 1a", "5s", "W")
    assert result["seats"]["S"]["payment"] == "SG-X04"
    assert paid(result) == {("W", "S"): 128}


def test_sg_x04_not_when_the_hand_stays_below_the_cap():
    result = win("S", "[RdRdRd] [GdGdGd] 123m 456p 55s 2f 1a", "5s", "W")
    assert paid(result) == {("E", "S"): 16, ("W", "S"): 32, ("N", "S"): 16}


def test_sg_a15_a_declared_concealed_kong_is_not_already_exposed():
    result = win("S", "[RdRdRd] (GdGdGdGd) SSS 456p 55s 2f 1a", "5s", "W")
    assert result["seats"]["S"]["fan"] == 5
    assert result["seats"]["S"]["payment"] == "SG-P02"


DRAGONS_ON_A_DISCARD = "[GdGdGd] [WdWdWd] 234p 88s RdRdRd"


@pytest.mark.parametrize(("left", "rule"), [(10, "SG-P02"), (4, "SG-X01"), (0, "SG-X01")])
def test_sg_x05_pays_for_all_only_near_the_end_when_the_club_says_so(left, rule):
    result = win("N", DRAGONS_ON_A_DISCARD, "Rd", "E", options={"pays_for_all_tiles_left": 4},
                 wall_tiles_left=left)
    assert result["seats"]["N"]["payment"] == rule


def test_sg_x05_the_option_needs_the_tiles_left_in_the_wall():
    with pytest.raises(EngineError, match="wall_tiles_left") as error:
        win("N", DRAGONS_ON_A_DISCARD, "Rd", "E", options={"pays_for_all_tiles_left": 4})
    assert error.value.code == "bad_deal"


def test_sg_x06_and_sg_a12_a_new_discard_near_the_end_pays_for_all():
    options = {"new_discard_tiles_left": 4}
    result = win("S", ONE_FAN, "1m", "W", ("new_discard",), options=options, wall_tiles_left=3)
    assert result["seats"]["S"]["payment"] == "SG-X06"
    assert paid(result) == {("W", "S"): 8}


@pytest.mark.parametrize(("options", "left"), [({}, 3), ({"new_discard_tiles_left": 4}, 5)])
def test_sg_x06_is_off_by_default_and_only_near_the_end(options, left):
    result = win("S", ONE_FAN, "1m", "W", ("new_discard",), options=options, wall_tiles_left=left)
    assert result["seats"]["S"]["payment"] == "SG-P02"


def test_sg_x06_a_new_discard_needs_the_tiles_left_in_the_wall_when_the_option_is_on():
    with pytest.raises(EngineError, match='option new_discard_tiles_left needs "wall_tiles_left"'):
        win("S", ONE_FAN, "1m", "W", ("new_discard",), options={"new_discard_tiles_left": 4})
    assert win("S", ONE_FAN, "1m", "W", options={"new_discard_tiles_left": 4})["net"]["S"] == 8


def test_sg_x06_refuses_more_than_seven_tiles():
    with pytest.raises(EngineError, match="new_discard_tiles_left") as error:
        win("S", ONE_FAN, "1m", "W", options={"new_discard_tiles_left": 8})
    assert error.value.code == "bad_option"


def late_kong(options: dict[str, Any], left: int) -> dict[str, Any]:
    record = [{"kind": "kong", "concealed": False, "from": "N"}]
    return score_deal(deal({"W": {"hand": "[5555p]", "instant": record}}, void=True, options=options,
                           wall_tiles_left=left))


def test_sg_x07_a_late_kong_on_a_discard_is_paid_six_by_the_discarder():
    assert paid(late_kong({"late_kong_tiles_left": 4}, 2)) == {("N", "W"): 6}


@pytest.mark.parametrize(("options", "left"), [({}, 2), ({"late_kong_tiles_left": 4}, 9)])
def test_sg_x07_is_off_by_default_and_only_near_the_end(options, left):
    assert paid(late_kong(options, left)) == {("E", "W"): 2, ("S", "W"): 2, ("N", "W"): 2}


def test_sg_x08_thirteen_wonders_robbing_a_kong_is_paid_by_everyone_alike():
    result = win("S", "199m 19p 19s ESWN RdGdWd", "1m", "W", ("robbing_kong",),
                 options={"pays_for_all_multiplier": 3})
    assert result["seats"]["S"]["payment"] == "SG-X08"
    assert paid(result) == {("E", "S"): 32, ("W", "S"): 32, ("N", "S"): 32}


def bonus_payments(hand: str, seat: str, records: list[dict[str, Any]]) -> dict[tuple[str, str], int]:
    return paid(score_deal(deal({seat: {"hand": hand, "instant": records}}, void=True)))


@pytest.mark.parametrize(("dealt", "amount"), [(True, 4), (False, 2)])
def test_sg_i02_cat_and_rat_are_paid_4_when_dealt_else_2(dealt, amount):
    records = [{"kind": "animal_pair", "pair": "cat_rat", "dealt": dealt}]
    assert bonus_payments("12a", "W", records) == {("E", "W"): amount, ("S", "W"): amount,
                                                   ("N", "W"): amount}


def test_sg_i03_rooster_and_centipede_are_paid_2_during_play():
    records = [{"kind": "animal_pair", "pair": "rooster_centipede", "dealt": False}]
    assert bonus_payments("34a", "N", records)[("E", "N")] == 2


def test_sg_i04_and_sg_a06_a_complete_set_is_paid_4_on_top_of_the_own_pair():
    records = [{"kind": "complete_set", "set": "flowers"}, {"kind": "own_flower_season", "dealt": False},
               {"kind": "complete_set", "set": "seasons"}]
    assert bonus_payments("1234f 1234y", "E", records)[("N", "E")] == 4 + 2 + 4


@pytest.mark.parametrize(("dealt", "amount"), [(True, 4), (False, 2)])
def test_sg_i05_own_flower_and_season(dealt, amount):
    records = [{"kind": "own_flower_season", "dealt": dealt}]
    assert bonus_payments("3f 3y", "W", records)[("S", "W")] == amount


def test_sg_i01_a_kong_shown_must_be_recorded_as_paid():
    with pytest.raises(EngineError, match=r"seat E: the hand shows 1 concealed kong\(s\) but") as error:
        score_deal(deal({"E": {"hand": "(1111p)", "instant": []}}, void=True))
    assert error.value.code == "bad_deal"


def test_sg_i02_a_pair_held_must_be_recorded_and_a_record_must_be_held():
    with pytest.raises(EngineError, match="holds the Cat and the Rat"):
        score_deal(deal({"S": {"hand": "12a", "instant": []}}, void=True))
    record = [{"kind": "animal_pair", "pair": "cat_rat", "dealt": True}]
    with pytest.raises(EngineError, match="does not show them"):
        score_deal(deal({"S": {"hand": "1a", "instant": record}}, void=True))


@pytest.mark.parametrize("record", [
    {"kind": "bribe"}, {"kind": "kong"}, {"kind": "kong", "concealed": True, "from": "N"},
    {"kind": "kong", "concealed": False, "from": "E"},
    {"kind": "animal_pair", "pair": "cat_dog", "dealt": True},
    {"kind": "complete_set", "set": "dragons"}, {"kind": "own_flower_season", "dealt": True, "when": 3},
])
def test_sg_i01_to_i05_badly_written_records_are_refused_naming_the_seat(record):
    with pytest.raises(EngineError, match=r'seat E: "instant" entry 1') as error:
        score_deal(deal({"E": {"hand": "(1111p) [2222p]", "instant": [record]}}, void=True))
    assert error.value.code == "bad_deal"


def test_sg_a13_immediate_payments_stand_when_nobody_wins():
    result = score_deal(deal({"E": {"hand": "(1111p)"}}, void=True))
    assert result["net"] == {"E": 12, "S": -4, "W": -4, "N": -4}


def test_instant_is_refused_by_other_rulesets():
    from tourney.rules.registry import available_ids

    other = next((rid for rid in available_ids() if rid != "singapore"), None)
    if other is None:
        pytest.skip("no other ruleset available yet")
    data = deal({"E": {"hand": "(1111p)"}}, void=True)
    data["ruleset"] = other
    with pytest.raises(EngineError, match='"instant" is not used'):
        score_deal(data)
