"""Scoring speed: full `score_deal` of random 4-seat deals, per ruleset.

Usage: PYTHONPATH=. python benchmarks/bench_score.py [DEALS] [RULESET ...]

For each ruleset, prints deals scored per second (CPU time, best of 5 passes over the same deals)
and, as the reference measured in the same run, how fast the same deals are only read and checked
(`parse_deal`, no scoring). Target for fimj: at least 2,000 deals per second.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from typing import Any

from tourney.errors import EngineError
from tourney.rules import get_ruleset, parse_deal, score_deal
from tourney.rules.simulate import random_deal


def best_rate(work: Callable[[dict[str, Any]], Any], deals: list[dict[str, Any]]) -> float:
    best = 0.0
    for _ in range(5):
        start = time.process_time()
        for deal in deals:
            work(deal)
        best = max(best, len(deals) / (time.process_time() - start))
    return best


def scorable(rng: random.Random, ruleset_id: str, count: int) -> list[dict[str, Any]]:
    """Random deals the ruleset accepts (Singapore refuses hands under its minimum fan)."""
    deals: list[dict[str, Any]] = []
    while len(deals) < count:
        deal = random_deal(rng, ruleset_id)
        try:
            score_deal(deal)
        except EngineError:
            continue
        deals.append(deal)
    return deals


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rulesets = sys.argv[2:] or ["fimj", "classic-bmja", "classic-dmjl", "singapore"]
    print(f"{count} random deals per ruleset, CPU time, best of 5\n")
    print(f"{'ruleset':<14}{'score_deal':>14}{'parse only':>14}{'ratio':>8}")
    for ruleset_id in rulesets:
        try:
            ruleset = get_ruleset(ruleset_id)
        except EngineError as missing:
            print(f"{ruleset_id:<14} {missing.message}")
            continue
        deals = scorable(random.Random(1), ruleset_id, count)
        scored = best_rate(score_deal, deals)
        parsed = best_rate(lambda deal, r=ruleset: parse_deal(deal, r), deals)
        print(f"{ruleset_id:<14}{scored:>11,.0f}/s {parsed:>11,.0f}/s {scored / parsed:>7.2f}")


if __name__ == "__main__":
    main()
