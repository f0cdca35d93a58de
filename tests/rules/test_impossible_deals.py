"""Every impossibility rule of every ruleset (docs/rules/<ruleset>.md, "Impossible deals") refuses a deal
that breaks it, naming the rule; the cases of issue 28 as written in the issue; the yakuman named."""

from __future__ import annotations

import json

import pytest

from tests.rules.impossible_support import MAKERS, impossible_from
from tourney.errors import EngineError
from tourney.rules import score_deal

CASES = [(ruleset, rule, make) for ruleset, makers in MAKERS.items() for rule, make in makers]


@pytest.mark.parametrize(("ruleset_id", "rule", "make"), CASES,
                         ids=[f"{rule}-{ruleset}" for ruleset, rule, _ in CASES])
def test_a_deal_breaking_an_impossibility_rule_is_refused_naming_the_rule(ruleset_id, rule, make):
    deal = impossible_from(ruleset_id, make)
    with pytest.raises(EngineError) as refused:
        score_deal(deal)
    assert f"({rule})" in refused.value.message, (json.dumps(deal), refused.value.message)


def _riichi(seat: str, hand: str, tile: str, source: str = "self", flags: tuple[str, ...] = (),
            **top: object) -> dict:
    seats = {w: {"hand": ""} for w in "ESWN"}
    seats[seat] = {"hand": hand, "win": {"tile": tile, "from": source, "flags": list(flags)}}
    return {"ruleset": "riichi-ema", "round_wind": "E", "seats": seats, **top}


ISSUE_CASES = [
    ("RI-N01", _riichi("E", "123m456p789s EE [RdRdRd]", "1m", flags=("heavenly",))),
    ("RI-N01", _riichi("E", "123m456p789s EE (RdRdRdRd)", "1m", flags=("heavenly",))),
    ("RI-N02", _riichi("S", "123m456p789s EE (RdRdRdRd)", "1m", flags=("first_draw",))),
    ("RI-N03", _riichi("S", "123m456p789s EE RdRdRd", "1m", flags=("replacement",))),
    ("RI-N04", _riichi("S", "123m456p789s EE RdRdRd", "1m", "E", ("last_discard", "robbing_kong"))),
    ("RI-N05", _riichi("S", "111m456p789s EE RdRdRd", "1m", "E", ("robbing_kong",))),
    ("RI-N06", {**_riichi("S", "111m456p789s EE RdRdRd", "E"), "dora": ["1m"],
                "seats": {**_riichi("S", "111m456p789s EE RdRdRd", "E")["seats"], "E": {"hand": "1m"}}}),
    ("RI-N07", _riichi("S", "123m456p789s EE RdRdRd", "1m", "E", ("first_discard",))),
    ("RI-N08", _riichi("E", "123m456p789s EE RdRdRd", "1m", flags=("heavenly", "last_tile"))),
]


@pytest.mark.parametrize(("rule", "deal"), ISSUE_CASES, ids=[f"{rule}-{i}" for i, (rule, _) in
                                                          enumerate(ISSUE_CASES)])
def test_the_riichi_deals_of_issue_28_are_refused_naming_the_rule(rule, deal):
    with pytest.raises(EngineError) as refused:
        score_deal(deal)
    assert refused.value.message.endswith(f"({rule})")


def test_a_possible_robbed_kong_and_rinshan_still_score():
    robbed = score_deal(_riichi("S", "123m456p789s EE RdRdRd", "2m", "E", ("robbing_kong",)))
    assert any(item["rule"] == "RI-Y14" for item in robbed["seats"]["S"]["items"])
    rinshan = score_deal(_riichi("S", "123m456p789s EE (RdRdRdRd)", "1m", flags=("replacement",)))
    assert any(item["rule"] == "RI-Y13" for item in rinshan["seats"]["S"]["items"])


def test_ri_l06_a_hand_both_suuankou_and_kazoe_is_named_suuankou_and_pays_the_same():
    deal = _riichi("S", "111222333m444p55s", "5s", dora=["9m", "1m", "2m", "3p"])
    deal["seats"]["S"]["riichi"] = True
    result = score_deal(deal)
    south = result["seats"]["S"]
    assert south["limit"] == "RI-L05"
    assert [item["rule"] for item in south["items"]] == ["RI-Y30"]
    assert result["net"] == {"E": -16000, "S": 32000, "W": -8000, "N": -8000}
