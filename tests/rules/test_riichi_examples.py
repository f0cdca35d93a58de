"""Worked examples of the riichi rules (docs/rules/riichi.md), each test naming the rule it shows."""

from __future__ import annotations

from typing import Any

import pytest

from tourney.errors import EngineError
from tourney.rules import score_deal


def deal(winner: str, hand: str, tile: str, source: str = "self", flags: tuple[str, ...] = (),
         ruleset: str = "riichi-ema", round_wind: str = "E", seats: dict[str, dict[str, Any]] | None = None,
         **top: Any) -> dict[str, Any]:
    table: dict[str, dict[str, Any]] = {w: {"hand": ""} for w in "ESWN"}
    for wind, extra in (seats or {}).items():
        table[wind].update(extra)
    table[winner].update({"hand": hand, "win": {"tile": tile, "from": source, "flags": list(flags)}})
    return {"ruleset": ruleset, "round_wind": round_wind, "seats": table, **top}


def winner(result: dict[str, Any], wind: str) -> dict[str, Any]:
    return result["seats"][wind]


def rules(seat: dict[str, Any]) -> set[str]:
    return {item["rule"] for item in seat["items"]}


PINFU = "234m 567p 23456s 88p"  # waits 1s-4s-7s


def test_riichi_pinfu_tsumo_is_20_fu_and_each_share_is_rounded_up_RI_U10_RI_P02() -> None:
    result = score_deal(deal("S", PINFU + " 7s", "7s", seats={"S": {"riichi": True}}))
    seat = winner(result, "S")
    assert (seat["han"], seat["fu"]) == (4, 20)  # riichi, tsumo, pinfu, tanyao
    assert {"RI-Y01", "RI-Y04", "RI-Y05", "RI-Y07"} <= rules(seat)
    # basic points 20 * 2^6 = 1,280: dealer pays 2,600, the others 1,300 each; plus the riichi stick back
    assert result["net"] == {"E": -2600, "S": 5200, "W": -1300, "N": -1300}
    assert result["sticks"]["S"] == 0 and result["table"] == 0  # his own stick back


def test_a_dealer_ron_pays_six_times_the_basic_points_RI_P01() -> None:
    result = score_deal(deal("E", PINFU + " 7s", "7s", source="N", seats={"E": {"riichi": True}}))
    seat = winner(result, "E")
    assert (seat["han"], seat["fu"]) == (3, 30)  # riichi, pinfu, tanyao; 30 fu on a discard
    assert seat["points"] == 5800  # 30 * 2^5 = 960 * 6 = 5,760 -> 5,800
    assert result["net"]["N"] == -5800


def test_seven_pairs_are_always_25_fu_RI_U02() -> None:
    seat = winner(score_deal(deal("W", "1133m 5577p 99s EE N N", "N", source="E")), "W")
    assert (seat["han"], seat["fu"], seat["points"]) == (2, 25, 1600)
    assert rules(seat) >= {"RI-Y15"}


def test_a_closed_wait_adds_2_fu_and_a_closed_ron_10_RI_U03_RI_U08() -> None:
    seat = winner(score_deal(deal("S", "234m 567p 345s 88p 678s", "7s", source="W",
                                  seats={"S": {"riichi": True}})), "S")
    assert (seat["han"], seat["fu"], seat["points"]) == (2, 40, 2600)  # riichi, tanyao; 20 + 10 + 2


def test_an_open_hand_with_nothing_but_the_base_counts_30_fu_RI_U09() -> None:
    seat = winner(score_deal(deal("N", "234m 567p 234s 88p [678s]", "4s", source="E")), "N")
    assert (seat["han"], seat["fu"], seat["points"]) == (1, 30, 1000)  # open tanyao


def test_a_pung_completed_on_a_discard_is_open_so_no_three_concealed_pungs_RI_Y20_RI_U05() -> None:
    hand = "222m 444p 666s 777s 88s"
    ron = winner(score_deal(deal("S", hand, "7s", source="W", seats={"S": {"riichi": True}})), "S")
    tsumo = winner(score_deal(deal("S", hand, "7s", seats={"S": {"riichi": True}})), "S")
    assert "RI-Y20" in rules(ron)  # 222m 444p 666s stay concealed: the 7s pung is the open one
    assert "RI-Y30" in rules(tsumo)  # four concealed pungs self-drawn: yakuman
    assert tsumo["limit"] == "RI-L05"


def test_mangan_at_4_han_40_fu_and_kiriage_as_an_option_RI_L01_RI_L07() -> None:
    hand = "234m 567p 234s 88p 46s"  # kanchan 5s, closed ron: 40 fu
    seats = {"S": {"riichi": True}}
    seat = winner(score_deal(deal("S", hand + " 5s", "5s", source="W", seats=seats, dora=["7p"])), "S")
    assert (seat["han"], seat["fu"], seat["limit"], seat["points"]) == (4, 40, "RI-L01", 8000)
    thirty = deal("S", "234m 567p 234s 88p 45s 6s", "6s", source="W", seats=seats, dora=["1m"])
    assert winner(score_deal(thirty), "S")["points"] == 7700  # 4 han 30 fu
    thirty["options"] = {"kiriage": True}
    seat = winner(score_deal(thirty), "S")
    assert (seat["points"], seat["limit"]) == (8000, "RI-L07")


def test_thirteen_han_is_a_yakuman_under_ema_and_a_sanbaiman_under_wrc_RI_L06_RI_L04() -> None:
    hand = "11223344556677p"  # chinitsu, ryanpeikou, pinfu, riichi, tsumo, ippatsu ... plus dora
    seats = {"S": {"riichi": True}}
    ema = deal("S", hand, "7p", flags=("ippatsu",), seats=seats, dora=["6p"])
    seat = winner(score_deal(ema), "S")
    assert seat["han"] >= 13 and seat["limit"] == "RI-L06" and seat["points"] == 32000
    wrc = dict(ema, ruleset="riichi-wrc")
    seat = winner(score_deal(wrc), "S")
    assert seat["limit"] == "RI-L04" and seat["points"] == 24000


def test_yakuman_are_not_cumulative_in_ema_RI_L05() -> None:
    hand = "[EEE] SSS WWW NN RdRdRd"  # shousuushii and tsuuiisou
    seat = winner(score_deal(deal("E", hand, "N", source="S")), "E")
    assert seat["limit"] == "RI-L05" and seat["points"] == 48000
    options = {"double_yakuman": True}
    seat = winner(score_deal(deal("E", hand, "N", source="S", options=options)), "E")
    assert seat["limit"] == "RI-L08" and seat["points"] == 96000


def test_a_single_yakuman_names_every_yakuman_of_the_hand_RI_L05() -> None:
    """222333444m is three pungs or three chows: both readings are one yakuman under RI-L05 (chiihou);
    the one with suuankou is kept, so the referee sees both yakuman (found by the 100,000-hand run)."""
    seat = winner(score_deal(deal("W", "222333444m 22p 222s", "2m", flags=("first_draw",))), "W")
    assert seat["limit"] == "RI-L05" and seat["points"] == 32000 and seat["han"] == 13
    assert {"RI-Y40", "RI-Y30"} <= rules(seat)


def test_honba_add_300_and_the_winner_takes_every_stick_on_the_table_RI_P04_RI_P06() -> None:
    result = score_deal(deal("S", PINFU + " 7s", "7s", source="W", seats={"S": {"riichi": True},
                             "N": {"riichi": True}}, honba=2, riichi_sticks=1))
    assert result["net"]["W"] == -(3900 + 600)  # riichi pinfu tanyao 30 fu = 3,900; two honba
    assert result["net"]["S"] == 3900 + 600
    assert result["sticks"] == {"E": 0, "S": -1000 + 3000, "W": 0, "N": -1000}
    assert result["table"] == -1000 and result["riichi_sticks_after"] == 0
    assert sum(result["net"].values()) == 0 and sum(result["sticks"].values()) + result["table"] == 0


def test_tsumo_honba_are_100_from_each_loser_RI_P04() -> None:
    result = score_deal(deal("S", PINFU + " 7s", "7s", seats={"S": {"riichi": True}}, honba=1))
    assert result["net"]["W"] == -(1300 + 100)


def test_an_exhaustive_draw_pays_3000_from_noten_to_tenpai_RI_P07() -> None:
    def draw(tenpai: str) -> dict[str, Any]:
        seats = {w: {"hand": "", "tenpai": w in tenpai} for w in "ESWN"}
        return score_deal({"ruleset": "riichi-ema", "round_wind": "E", "seats": seats, "void": True})
    assert draw("E")["net"] == {"E": 3000, "S": -1000, "W": -1000, "N": -1000}
    assert draw("ES")["net"] == {"E": 1500, "S": 1500, "W": -1500, "N": -1500}
    assert draw("ESW")["net"] == {"E": 1000, "S": 1000, "W": 1000, "N": -3000}
    assert draw("")["net"] == dict.fromkeys("ESWN", 0)


def test_riichi_sticks_of_a_draw_stay_on_the_table_RI_P05_RI_P06() -> None:
    seats = {w: {"hand": ""} for w in "ESWN"}
    seats["S"]["riichi"] = True
    result = score_deal({"ruleset": "riichi-ema", "round_wind": "E", "seats": seats, "void": True,
                         "riichi_sticks": 2})
    assert result["net"] == {"E": -1000, "S": 3000, "W": -1000, "N": -1000}  # S tenpai by riichi
    assert result["sticks"]["S"] == -1000
    assert result["table"] == 1000 and result["riichi_sticks_after"] == 3


def test_a_chombo_pays_nothing_in_the_hand_RI_P08() -> None:
    seats = {w: {"hand": ""} for w in "ESWN"}
    seats["W"].update({"chombo": True, "riichi": True})
    result = score_deal({"ruleset": "riichi-ema", "round_wind": "E", "seats": seats, "void": True})
    assert result["net"] == dict.fromkeys("ESWN", 0) and result["chombo"] == ["W"]


def test_ema_pays_each_winner_of_one_discard_and_the_sticks_go_to_the_first_in_turn_RI_P09() -> None:
    seats = {"S": {"hand": "123m 456p 789p 55p 123s", "win": {"tile": "3s", "from": "E"}, "riichi": True},
             "N": {"hand": "234m 345p 678p 99m 345s", "win": {"tile": "3s", "from": "E"}, "riichi": True},
             "E": {"hand": ""}, "W": {"hand": ""}}
    data = {"ruleset": "riichi-ema", "round_wind": "E", "seats": seats, "riichi_sticks": 1, "honba": 1}
    result = score_deal(data)
    assert result["net"]["E"] == -(result["seats"]["S"]["points"] + result["seats"]["N"]["points"] + 600)
    assert result["net"]["S"] == result["seats"]["S"]["points"] + 300
    assert result["net"]["N"] == result["seats"]["N"]["points"] + 300
    assert result["sticks"] == {"E": 0, "S": 2000, "W": 0, "N": -1000}  # S is first after E
    with pytest.raises(EngineError):
        score_deal(dict(data, ruleset="riichi-wrc"))  # head bump


def test_ura_dora_count_only_for_a_riichi_winner_RI_D02() -> None:
    base = deal("S", PINFU + " 7s", "7s", source="W", ura_dora=["7p"])
    assert "RI-D02" not in rules(winner(score_deal(base), "S"))
    base["seats"]["S"]["riichi"] = True
    seat = winner(score_deal(base), "S")
    assert "RI-D02" in rules(seat) and seat["han"] == 5


def test_dora_follow_their_indicator_RI_D01() -> None:
    seat = winner(score_deal(deal("S", "123m 456p 789s EEE 99m", "9m", source="W", round_wind="E",
                                  dora=["8m", "N"])), "S")
    dora = next(item for item in seat["items"] if item["rule"] == "RI-D01")
    assert dora["fan"] == 2 + 3  # 9m pair and East pung (N -> E)


def test_red_fives_count_only_with_the_option_RI_D03() -> None:
    hand = "234m 406p 23456s 88p 7s"
    with pytest.raises(EngineError) as refused:
        score_deal(deal("S", hand, "7s", seats={"S": {"riichi": True}}))
    assert "red fives" in refused.value.message
    seat = winner(score_deal(deal("S", hand, "7s", seats={"S": {"riichi": True}},
                                  options={"red_fives": True})), "S")
    assert "RI-D03" in rules(seat) and seat["han"] == 5


def test_dora_alone_do_not_win_RI_D05() -> None:
    with pytest.raises(EngineError) as refused:
        score_deal(deal("S", "123m 456p 789s 11s [234p]", "1s", source="W", dora=["9s"]))
    assert refused.value.code == "no_yaku"


def test_riichi_needs_a_concealed_hand_RI_Y01() -> None:
    with pytest.raises(EngineError):
        score_deal(deal("N", "234m 567p 23s 88p [678s]", "4s", source="E", seats={"N": {"riichi": True}}))


def test_the_best_reading_is_kept_RI_G02() -> None:
    # 111222333m reads as three pungs or three identical chows
    seat = winner(score_deal(deal("S", "111222333m 789p 55s", "5s", seats={"S": {"riichi": True}})), "S")
    assert seat["han"] >= 4 and "RI-Y30" not in rules(seat)
