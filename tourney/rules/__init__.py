"""The ruleset engine: one entry point, :func:`score_deal`, from deal JSON to result JSON."""

from __future__ import annotations

from typing import Any

from tourney.errors import EngineError
from tourney.language import say
from tourney.rules.deal import Deal, parse_deal
from tourney.rules.registry import _LOADED, available_ids, get_ruleset, ruleset_ids
from tourney.rules.result import DealResult

__all__ = ["Deal", "DealResult", "EngineError", "available_ids", "get_ruleset", "parse_deal",
           "ruleset_ids", "score", "score_deal"]


def score(deal_json: Any) -> DealResult:
    """Check a deal and score it under its ruleset, as typed objects."""
    if not isinstance(deal_json, dict):
        raise EngineError("bad_deal", say("a deal is a JSON object with ruleset, round_wind and seats"))
    ruleset = get_ruleset(deal_json.get("ruleset"))
    return ruleset.score(parse_deal(deal_json, ruleset))


def score_deal(deal_json: Any) -> dict[str, Any]:
    """Score a deal given as the JSON of NOTATION.md section 3; returns section 4's JSON.

    :func:`score` written out (every deal passes here): a loaded ruleset found by its id at once,
    else :func:`get_ruleset`, which loads it or names what is wrong."""
    if deal_json.__class__ is not dict:
        return score(deal_json).to_json()
    ruleset_id = deal_json.get("ruleset")
    ruleset = _LOADED.get(ruleset_id) if ruleset_id.__class__ is str else None
    if ruleset is None:
        ruleset = get_ruleset(ruleset_id)
    return ruleset.score(parse_deal(deal_json, ruleset)).to_json()
