"""The ruleset engine: one entry point, :func:`score_deal`, from deal JSON to result JSON."""

from __future__ import annotations

from typing import Any

from tourney.errors import EngineError
from tourney.language import say
from tourney.rules.deal import Deal
from tourney.rules.parse import parse_deal
from tourney.rules.registry import available_ids, get_ruleset, ruleset_ids
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
    """Score a deal given as the JSON of docs/notation.md, a deal; returns its result JSON."""
    return score(deal_json).to_json()
