"""Random deals: one generator per ruleset id, and every deal it makes is one its ruleset scores."""

from __future__ import annotations

import random

import pytest

from tourney.rules import EngineError, ruleset_ids, score_deal
from tourney.rules.simulate import DEAL_MAKERS, random_deal

# Singapore refuses hands under its minimum fan; with the minimum at 0 every random deal scores
_OPTIONS = {"singapore": {"min_fan": 0}}
_HAND_RULES = {"incomplete_hand", "min_fan", "no_match"}


def test_every_registered_ruleset_has_a_random_deal_generator() -> None:
    assert set(ruleset_ids()) <= set(DEAL_MAKERS), "add the new ruleset's generator to DEAL_MAKERS"


@pytest.mark.parametrize("ruleset_id", sorted(DEAL_MAKERS))
def test_random_deals_of_each_ruleset_are_valid_and_most_score(ruleset_id: str) -> None:
    """Valid notation and table every time; only the ruleset's own hand rules may refuse one (classic
    BMJA allows one chow, CL-Z03)."""
    rng = random.Random(7)
    scored = 0
    for _ in range(150):
        deal = random_deal(rng, ruleset_id, options=_OPTIONS.get(ruleset_id), void_rate=0.1)
        assert deal["ruleset"] == ruleset_id
        try:
            result = score_deal(deal)
        except EngineError as refusal:
            assert refusal.code in _HAND_RULES, refusal.message
            continue
        assert sum(result["net"].values()) == 0
        scored += 1
    assert scored >= 50


def test_american_random_deals_use_jokers_flowers_and_shown_groups() -> None:
    rng = random.Random(11)
    hands = [s["hand"] for _ in range(200) for s in random_deal(rng, "american")["seats"].values()]
    assert any("J" in h for h in hands)
    assert any("F" in h for h in hands)
    assert any("[" in h for h in hands)


def test_a_ruleset_without_a_generator_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="no-such-ruleset"):
        random_deal(random.Random(1), "no-such-ruleset")
