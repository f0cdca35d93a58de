"""Invariants of the classic presets over simulated deals (hypothesis)."""

from __future__ import annotations

import random
from itertools import combinations

from hypothesis import assume, given
from hypothesis import strategies as st

from tests.rules.test_classic_support import BMJA, DMJL
from tourney.errors import EngineError
from tourney.rules import score_deal
from tourney.rules.simulate import random_deal

PRESET_LIMITS = {DMJL: 500, BMJA: 1000}


def _scored(seed: int, ruleset: str, roof_off: bool) -> tuple[dict, dict]:
    data = random_deal(random.Random(seed), ruleset, options={"roof_off": roof_off}, void_rate=0.1)
    try:
        return data, score_deal(data)
    except EngineError as error:
        # The simulator deals any number of chows; BMJA allows one (CL-Z03). DMJL takes them all.
        assert ruleset == BMJA and error.code == "incomplete_hand", error.message
        assume(False)
        raise


def _expected_net(scores: dict[str, int], winners: list[str]) -> dict[str, int]:
    """CL-P01-CL-P03 written out independently of the engine."""
    net = dict.fromkeys(scores, 0)

    def pay(payer: str, payee: str, amount: int) -> None:
        amount *= 2 if "E" in (payer, payee) else 1
        net[payer] -= amount
        net[payee] += amount

    losers = [w for w in scores if w not in winners]
    for winner in winners:
        for loser in losers:
            pay(loser, winner, scores[winner])
    for a, b in combinations(losers, 2):
        low, high = sorted((a, b), key=lambda w: scores[w])
        pay(low, high, scores[high] - scores[low])
    return net


@given(seed=st.integers(0, 2**32 - 1), ruleset=st.sampled_from([DMJL, BMJA]), roof_off=st.booleans())
def test_classic_payments_sum_to_zero_and_follow_cl_p01_to_p03(seed, ruleset, roof_off):
    data, result = _scored(seed, ruleset, roof_off)
    assert sum(result["net"].values()) == 0
    assert all(p["amount"] > 0 for p in result["payments"])
    scores = {w: s["score"] for w, s in result["seats"].items()}
    winners = [w for w, seat in data["seats"].items() if "win" in seat]
    if result.get("void"):
        assert result["payments"] == [] and set(scores.values()) == {0}
    else:
        assert len(winners) == 1
        assert result["net"] == _expected_net(scores, winners)


@given(seed=st.integers(0, 2**32 - 1), ruleset=st.sampled_from([DMJL, BMJA]))
def test_classic_cl_z17_no_hand_scores_above_the_limit_unless_roof_off(seed, ruleset):
    _, result = _scored(seed, ruleset, roof_off=False)
    assert all(0 <= s["score"] <= PRESET_LIMITS[ruleset] for s in result["seats"].values())
    for seat in result["seats"].values():
        if seat["limit"] is None:
            assert seat["score"] == min(seat["points"] * 2 ** seat["doubles"], PRESET_LIMITS[ruleset])

