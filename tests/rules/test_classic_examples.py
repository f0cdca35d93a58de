"""The worked examples of classic.md (section 12.14 and the CL-X examples with numbers), exactly."""

from __future__ import annotations

import pytest

from tests.rules.test_classic_support import BMJA, DMJL, deal, rules, win_deal, winner
from tourney.errors import EngineError
from tourney.rules import get_ruleset, parse_deal, score, score_deal

X1_HAND = "999m666p SS [RdRdRd] [345s] 2f 3y"
X3_HAND = "111234m EEE SSS RdRd"
X4_HAND = "111999m999p RdRd (EEEE) 1f 1y"


def test_cl_z_x1_dmjl_south_self_drawn_scores_108():
    seat = winner(DMJL, X1_HAND, "S")
    assert (seat["points"], seat["doubles"], seat["score"]) == (54, 1, 108)
    assert {"CL-Z30", "CL-Z31", "CL-Z36", "CL-Z39", "CL-Z21", "CL-Z53", "CL-Z55", "CL-Z56",
            "CL-Z45"} == rules(seat)


def test_cl_z_x1_bmja_south_self_drawn_scores_192():
    seat = winner(BMJA, X1_HAND, "S")
    assert (seat["points"], seat["doubles"], seat["score"]) == (48, 2, 192)
    assert "CL-Z41" in rules(seat) and "CL-Z55" not in rules(seat)


def test_cl_z_x1_bmja_two_chows_instead_of_the_pung_is_no_mah_jong():
    with pytest.raises(EngineError) as refused:
        winner(BMJA, "999m678p SS [RdRdRd] [345s] 2f 3y", "S")
    assert refused.value.code == "incomplete_hand"


X2_OTHERS = {"E": "777s55p WdWd [GdGdGd] [RdRdRd]"}


def _x2(ruleset: str) -> dict:
    result = score_deal(win_deal(ruleset, "111999m 111999p NN", "N", source="W", seat="S",
                                 others=X2_OTHERS))
    return result["seats"]["E"]


def test_cl_z_x2_dmjl_east_not_winning_scores_112():
    east = _x2(DMJL)
    assert (east["points"], east["doubles"], east["score"]) == (14, 3, 112)


def test_cl_z_x2_bmja_east_calling_for_three_great_scholars_scores_400():
    east = _x2(BMJA)
    assert east["score"] == 400 and east["limit"] == "CL-Z85h"


@pytest.mark.parametrize(("ruleset", "options", "expected"), [
    (DMJL, {}, 500), (DMJL, {"roof_off": True}, 1728),
    (BMJA, {}, 384), (BMJA, {"roof_off": True}, 384),
])
def test_cl_z_x3_east_self_drawn_red_dragon(ruleset, options, expected):
    seat = winner(ruleset, X3_HAND, "Rd", seat="E", options=options)
    assert seat["score"] == expected
    assert (seat["points"], seat["doubles"]) == ((54, 5) if ruleset == DMJL else (48, 3))


@pytest.mark.parametrize(("ruleset", "options", "expected", "limit"), [
    (DMJL, {}, 500, "CL-Z72"), (DMJL, {"roof_off": True}, 500, "CL-Z72"),
    (BMJA, {}, 1000, None), (BMJA, {"roof_off": True}, 22528, None),
])
def test_cl_z_x4_east_wins_with_the_last_wall_tile(ruleset, options, expected, limit):
    seat = winner(ruleset, X4_HAND, "Rd", flags=("last_tile",), seat="E", options=options)
    assert (seat["score"], seat["limit"]) == (expected, limit)
    if ruleset == BMJA:
        assert (seat["points"], seat["doubles"]) == (88, 8)


def test_cl_x1_settlement_north_96_east_24_south_10_west_4():
    seats = {"E": {"hand": "RdRdRd 555s"}, "S": {"hand": "[999p] [111s] [222s]"},
             "W": {"hand": "[555m] [666m]"},
             "N": {"hand": "[GdGdGd] 999m 111p 678m WdWd", "win": {"tile": "Wd", "from": "W"}}}
    result = score_deal(deal(DMJL, seats))
    assert {w: s["score"] for w, s in result["seats"].items()} == {"E": 24, "S": 10, "W": 4, "N": 96}
    paid = {(p["from"], p["to"]): p["amount"] for p in result["payments"]}
    assert paid == {("E", "N"): 192, ("S", "N"): 96, ("W", "N"): 96,
                    ("S", "E"): 28, ("W", "E"): 40, ("W", "S"): 6}
    assert result["net"] == {"N": 384, "E": -124, "S": -118, "W": -142}


def test_cl_x3_cross_reference_dmjl_scores_68_and_bmja_refuses_two_chows():
    hand = "GdGdGd [222s] 234m 678p 55p 2f"
    seat = winner(DMJL, hand, "4m", source="E")
    assert (seat["points"], seat["doubles"], seat["score"]) == (34, 1, 68)
    with pytest.raises(EngineError):
        winner(BMJA, hand, "4m", source="E")


def _keeps(seats: dict, **top) -> bool:
    ruleset = get_ruleset(DMJL)
    data = deal(DMJL, seats, **top)
    return ruleset.dealer_keeps_seat(parse_deal(data, ruleset), score(data))


def test_cl_x2_rotation_option_b_east_keeps_the_seat_until_another_player_wins():
    east_wins = {"E": {"hand": X3_HAND, "win": {"tile": "Rd", "from": "self"}}}
    south_wins = {"S": {"hand": X3_HAND, "win": {"tile": "Rd", "from": "self"}}}
    assert _keeps(east_wins)  # hand 1 and hand 3 (the replay): East won
    assert _keeps({}, void=True)  # hand 2: dead hand
    assert not _keeps(south_wins)  # hand 4: South wins, East passes to South
