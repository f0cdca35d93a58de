"""The four worked examples of fimj.md section 13, deal JSON in and result JSON out, exact numbers."""

from __future__ import annotations

from typing import Any

from tests.rules.test_fimj import deal
from tourney.rules import score_deal


def payments(result: dict[str, Any]) -> dict[tuple[str, str], int]:
    return {(p["from"], p["to"]): p["amount"] for p in result["payments"]}


def scores(result: dict[str, Any]) -> dict[str, int]:
    return {w: seat["score"] for w, seat in result["seats"].items()}


def test_example_1_ordinary_hand_non_east_winner_full_settlement() -> None:
    result = score_deal(deal({
        "E": "[999p] 333s 13m 7p",
        "S": "[555s] RdRdRd 234p [678m] SS 2f",
        "W": "[2222m] 3y",
        "N": "",
    }, "S", "S"))
    south = result["seats"]["S"]
    assert (south["score"], south["points"], south["doubles"]) == (144, 36, 2)
    assert sorted((i["rule"], i.get("points", 0), i.get("doubles", 0)) for i in south["items"]) == [
        ("FIMJ-D01", 0, 1), ("FIMJ-D06", 0, 1), ("FIMJ-S01", 4, 0), ("FIMJ-S04", 2, 0),
        ("FIMJ-S06", 2, 0), ("FIMJ-S09", 8, 0), ("FIMJ-S14", 20, 0)]
    assert scores(result) == {"E": 8, "S": 144, "W": 24, "N": 0}
    assert payments(result) == {
        ("W", "S"): 140, ("N", "S"): 140, ("E", "S"): 290,
        ("E", "W"): 30, ("N", "E"): 20, ("N", "W"): 20}
    assert result["net"] == {"S": 570, "E": -300, "W": -90, "N": -180}


def test_example_2_east_wins_with_closing_doublings_on_the_last_tile() -> None:
    result = score_deal(deal({"E": "111p 555p [777p] 999p RdRd"}, "E", "Rd", flags=("last_tile",)))
    east = result["seats"]["E"]
    assert (east["score"], east["points"], east["doubles"]) == (704, 44, 4)
    assert sorted(i["rule"] for i in east["items"] if "doubles" in i) == [
        "FIMJ-C01", "FIMJ-C02", "FIMJ-C05", "FIMJ-D10"]
    assert payments(result) == {("S", "E"): 1410, ("W", "E"): 1410, ("N", "E"): 1410}
    assert result["net"] == {"E": 4230, "S": -1410, "W": -1410, "N": -1410}


def test_example_3_limit_hand_coppie_on_easts_discard_ignores_the_own_season() -> None:
    result = score_deal(deal({"W": "11m 22m 33p 44p 55s EE RdRd 3y"}, "W", "Rd", source="E"))
    west = result["seats"]["W"]
    assert (west["score"], west["points"], west["doubles"], west["limit"]) == (300, 300, 0, "FIMJ-L01")
    assert [i["rule"] for i in west["items"]] == ["FIMJ-L01"]
    assert payments(result) == {("E", "W"): 600, ("S", "W"): 300, ("N", "W"): 300}
    assert result["net"] == {"W": 1200, "E": -600, "S": -300, "N": -300}


def test_example_3_variant_east_plants_nine_flowers_and_collects_1200_from_each() -> None:
    result = score_deal(deal({"E": "123m 234p 678s 555s 55p"}, "E", "5p", east_streak=8))
    assert result["seats"]["E"]["limit"] == "FIMJ-L04"
    assert result["seats"]["E"]["score"] == 600
    assert payments(result) == {("S", "E"): 1200, ("W", "E"): 1200, ("N", "E"): 1200}
    assert result["net"]["E"] == 3600


def test_example_4_two_winners_on_the_same_discard() -> None:
    both = deal({
        "W": "(9999m) 123p 456p 789p 55s",  # S13 32 + S14 20 = 52, D17 2 doublings: 208
        "N": "123m 456s 789s 234p 55s 4f",  # S01 4 + S14 20 = 24, D01 + D16: 96
        "E": "RdRdRd",  # S09 8, D06: 16
        "S": "",
    })
    for seat in ("W", "N"):
        both["seats"][seat]["win"] = {"tile": "5s", "from": "S", "flags": []}
    result = score_deal(both)
    assert scores(result) == {"E": 16, "S": 0, "W": 208, "N": 96}
    assert payments(result) == {
        ("N", "W"): 110, ("E", "W"): 420, ("E", "N"): 190, ("S", "W"): 210, ("S", "N"): 100,
        ("S", "E"): 30}
    assert result["net"] == {"W": 740, "N": 180, "E": -580, "S": -340}
    assert sum(result["net"].values()) == 0
