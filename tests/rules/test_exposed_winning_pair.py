"""docs/notation.md, hands: the pair shown at Mah Jong ``[xx]`` scores as the same tiles bare, in any ruleset,
and every shown meld the winning discard may have completed is tried (issue 16 point 5)."""

from __future__ import annotations

import pytest

from tourney.errors import EngineError
from tourney.notation import format_hand, parse_hand
from tourney.rules import score_deal

POINT_RULESETS = ["fimj", "classic-bmja", "classic-dmjl", "singapore", "mcr"]


def _deal(ruleset: str, hand: str, tile: str, source: str = "S", other: str = "") -> dict:
    seats = {w: {"hand": ""} for w in "ESWN"}
    seats["E"] = {"hand": hand, "win": {"tile": tile, "from": source, "flags": []}}
    if other:
        seats["W"] = {"hand": other}
    return {"ruleset": ruleset, "round_wind": "E", "seats": seats}


@pytest.mark.parametrize("ruleset", POINT_RULESETS)
def test_a_shown_winning_pair_scores_exactly_as_the_same_tiles_bare(ruleset: str) -> None:
    bare = score_deal(_deal(ruleset, "123m 444p 777s RdRdRd 55m", "5m"))
    shown = score_deal(_deal(ruleset, "123m 444p 777s RdRdRd [55m]", "5m"))
    assert shown["net"] == bare["net"]
    assert shown["seats"]["E"]["items"] == bare["seats"]["E"]["items"]


def test_a_shown_pair_is_written_back_as_it_was_given() -> None:
    hand = parse_hand("123m 456p 789s RdRdRd [55m]")
    assert parse_hand(format_hand(hand)) == hand


def test_a_shown_pair_on_a_self_drawn_win_is_refused() -> None:
    with pytest.raises(EngineError, match=r"winning discard") as refused:
        score_deal(_deal("fimj", "123m 456p 789s RdRdRd [55m]", "5m", source="self"))
    assert refused.value.code == "bad_meld"


def test_a_shown_pair_of_another_tile_than_the_winning_one_is_refused() -> None:
    with pytest.raises(EngineError, match=r"winning tile 5p"):
        score_deal(_deal("mcr", "123m 456p 789s RdRdRd [55m]", "5p"))


def test_a_shown_pair_in_a_hand_that_did_not_win_is_refused() -> None:
    with pytest.raises(EngineError, match=r"seat W"):
        score_deal(_deal("fimj", "123m 456p 789s RdRdRd 55m", "5m", other="[22s] 345p"))


@pytest.mark.parametrize("hand", ["123m 456p 99m [567s] [789s]", "123m 456p 99m [789s] [567s]"])
def test_cl_z56_every_meld_the_winning_discard_may_have_completed_is_tried(hand: str) -> None:
    """Won on 7s: as [789s] the hand waited on 7s alone (89s, an edge wait), worth CL-Z56."""
    bare = score_deal(_deal("classic-dmjl", "123m 456p 99m [567s] 789s", "7s"))
    shown = score_deal(_deal("classic-dmjl", hand, "7s"))
    assert "CL-Z56" in [item["rule"] for item in shown["seats"]["E"]["items"]]
    assert shown["seats"]["E"]["score"] == bare["seats"]["E"]["score"]
