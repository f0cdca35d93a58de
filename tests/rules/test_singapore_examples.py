"""The worked examples of singapore.md section 12, reproduced with the spec's exact numbers."""

from __future__ import annotations

from typing import Any

from tests.rules.singapore_support import paid
from tourney.rules import score_deal


def deal(seats: dict[str, dict[str, Any]], **top: Any) -> dict[str, Any]:
    table: dict[str, Any] = {w: {"hand": ""} for w in "ESWN"}
    table.update(seats)
    return {"ruleset": "singapore", "round_wind": "E", "seats": table, **top}



def items(result: dict[str, Any], seat: str) -> list[tuple[str, int]]:
    return [(i["rule"], i.get("fan", 0)) for i in result["seats"][seat]["items"] if "fan" in i]


def test_example_1_self_drawn_capped_with_an_earlier_concealed_kong():
    result = score_deal(deal({
        "E": {"hand": "(7777p)", "instant": [{"kind": "kong", "concealed": True}]},
        "S": {"hand": "[RdRdRd] SSS 345s 678s 99s 2f", "win": {"tile": "9s", "from": "self"}},
    }))
    south = result["seats"]["S"]
    assert sorted(items(result, "S")) == [("SG-F01", 1), ("SG-F02", 1), ("SG-F07", 2), ("SG-F18", 1)]
    assert (south["fan"], south["score"]) == (5, 32)
    assert paid(result) == {("E", "S"): 32, ("W", "S"): 32, ("N", "S"): 32,
                            ("S", "E"): 4, ("W", "E"): 4, ("N", "E"): 4}
    assert result["net"] == {"E": -32 + 12, "S": 96 - 4, "W": -36, "N": -36}


def test_example_2_discard_win_all_chows_with_an_animal():
    result = score_deal(deal({
        "W": {"hand": "123p 456s 678m 234m 55p 1a", "win": {"tile": "4m", "from": "N"}},
    }))
    assert sorted(items(result, "W")) == [("SG-F04", 1), ("SG-F16", 1)]
    assert result["seats"]["W"]["score"] == 4
    assert paid(result) == {("N", "W"): 8, ("E", "W"): 4, ("S", "W"): 4}
    assert result["net"]["W"] == 16


def north_dragon_hand(**top: Any) -> dict[str, Any]:
    return score_deal(deal({
        "N": {"hand": "[GdGdGd] [WdWdWd] 234p 88s RdRdRd", "win": {"tile": "Rd", "from": "E"}},
    }, **top))


def test_example_3_dragon_hand_completed_on_a_discard_the_discarder_pays_for_all():
    result = north_dragon_hand()
    assert sorted(items(result, "N")) == [("SG-F01", 1), ("SG-F01", 1), ("SG-F01", 1), ("SG-F11", 2)]
    assert result["seats"]["N"]["score"] == 32
    assert result["seats"]["N"]["payment"] == "SG-X01"
    assert paid(result) == {("E", "N"): 128}
    assert result["net"] == {"E": -128, "S": 0, "W": 0, "N": 128}


def test_example_3_with_the_pays_for_all_multiplier_three():
    result = north_dragon_hand(options={"pays_for_all_multiplier": 3})
    assert paid(result) == {("E", "N"): 96}


def test_example_4_thirteen_wonders_on_a_discard_everybody_pays_the_base():
    result = score_deal(deal({
        "S": {"hand": "119m 19p 19s ESWN RdGdWd", "win": {"tile": "1m", "from": "W"}},
    }))
    assert result["seats"]["S"]["limit"] == "SG-L02"
    assert result["seats"]["S"]["score"] == 32
    assert paid(result) == {("E", "S"): 32, ("W", "S"): 32, ("N", "S"): 32}
    assert result["net"]["S"] == 96


EXAMPLE_5_PAYMENTS = [
    {"kind": "animal_pair", "pair": "cat_rat", "dealt": True},
    {"kind": "animal_pair", "pair": "rooster_centipede", "dealt": False},
    {"kind": "complete_set", "set": "animals"},
]


def test_example_5_immediate_bonus_payments_stand_in_a_void_deal():
    result = score_deal(deal({"S": {"hand": "1a2a3a4a", "instant": EXAMPLE_5_PAYMENTS}}, void=True))
    assert result["void"] is True
    assert all(seat["score"] == 0 for seat in result["seats"].values())
    assert paid(result) == {("E", "S"): 10, ("W", "S"): 10, ("N", "S"): 10}
    assert result["net"]["S"] == 12 + 6 + 12


def test_example_5_if_south_then_wins_the_animals_give_five_fan():
    result = score_deal(deal({"S": {"hand": "123m 456m 789p 234s 55s 1a2a3a4a", "instant": EXAMPLE_5_PAYMENTS,
                                    "win": {"tile": "5s", "from": "self"}}}))
    assert ("SG-F17", 5) in items(result, "S")
    assert result["seats"]["S"]["fan"] == 5
    assert result["net"]["S"] == 3 * 32 + 30
