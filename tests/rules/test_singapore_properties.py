"""Singapore invariants over random deals (hypothesis), and `tourney score` serving singapore."""

from __future__ import annotations

import json
import random
from typing import Any

from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.cli import main
from tourney.errors import EngineError
from tourney.notation import parse_hand
from tourney.rules import score_deal
from tourney.rules.simulate import random_deal
from tourney.rules.singapore.instant import implied_instant

options_strategy = st.fixed_dictionaries({}, optional={
    "limit_fan": st.integers(1, 13),
    "min_fan": st.just(0),
    "half_flush_fan": st.sampled_from([1, 2]),
    "concealed_hand_fan": st.sampled_from([0, 1]),
    "pays_for_all_multiplier": st.sampled_from([3, 4]),
    "late_kong_tiles_left": st.none() | st.integers(0, 8),
})


def singapore_deal(seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """A random deal with the immediate payments its kongs and bonus tiles call for."""
    data = random_deal(random.Random(seed), "singapore", options=options, void_rate=0.15)
    for wind, seat in data["seats"].items():
        seat["instant"] = implied_instant(parse_hand(seat["hand"]), wind)
    return data


@settings(max_examples=150)
@given(seed=st.integers(0, 2**32), options=options_strategy)
def test_payments_sum_to_zero_and_the_winner_is_paid_two_to_the_fan(seed, options):
    data = singapore_deal(seed, options)
    try:
        result = score_deal(data)
    except EngineError as error:  # a random hand may fall under the minimum, never anything else
        assert error.code == "min_fan"
        return
    assert sum(result["net"].values()) == 0
    assert all(p["amount"] > 0 and p["from"] != p["to"] for p in result["payments"])
    winners = [w for w, s in data["seats"].items() if "win" in s]
    for wind in winners:
        seat = result["seats"][wind]
        cap = options.get("limit_fan", 5)
        assert 0 <= seat["fan"] <= cap
        assert seat["fan"] == min(seat["fan_counted"], cap)
        assert seat["score"] == 2 ** seat["fan"]
        assert sum(i.get("fan", 0) for i in seat["items"]) == seat["fan_counted"]
        # self-drawn, pays for all at 3, Thirteen Wonders: 3 x base; a discard: 4 x base
        assert sum(p["amount"] for p in result["payments"] if p["to"] == wind) >= 3 * seat["score"]
    for wind in set("ESWN") - set(winners):
        assert result["seats"][wind]["score"] == 0


@settings(max_examples=60)
@given(seed=st.integers(0, 2**32))
def test_below_the_minimum_is_always_refused_with_a_clear_message(seed):
    data = singapore_deal(seed, {"min_fan": 3})
    try:
        result = score_deal(data)
    except EngineError as error:
        assert error.code == "min_fan"
        assert error.message.startswith("seat ") and "below the minimum of 3 fan" in error.message
        return
    assert all(s["fan_counted"] >= 3 for s in result["seats"].values() if s["score"])


EXAMPLE_2 = {
    "ruleset": "singapore", "round_wind": "E",
    "seats": {"E": {"hand": ""}, "S": {"hand": ""}, "N": {"hand": ""},
              "W": {"hand": "123p 456s 678m 234m 55p 1a", "win": {"tile": "4m", "from": "N"}}},
}


def test_tourney_score_serves_singapore():
    result = CliRunner().invoke(main, ["score", "-"], input=json.dumps(EXAMPLE_2))
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["ruleset"] == "singapore"
    assert out["net"] == {"E": -4, "S": -4, "W": 16, "N": -8}


def test_tourney_score_prints_the_minimum_fan_refusal_and_exits_2():
    data = json.loads(json.dumps(EXAMPLE_2))
    data["seats"]["W"] = {"hand": "123p 456s 678m 234m 55p 1f", "win": {"tile": "4m", "from": "N"}}
    data["options"] = {"min_fan": 2}
    result = CliRunner().invoke(main, ["score", "-"], input=json.dumps(data))
    assert result.exit_code == 2
    assert "seat W: the hand counts 1 fan, below the minimum of 2 fan" in result.stderr


def test_tourney_rulesets_lists_singapore_as_available():
    result = CliRunner().invoke(main, ["rulesets"])
    assert "singapore\n" in result.stdout
