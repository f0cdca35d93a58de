"""Scoring speed: full `score_deal` of random 4-seat deals, for every registered ruleset.

Usage: PYTHONPATH=. python benchmarks/bench_score.py [DEALS] [RULESET ...]

For each ruleset (default: every id the registry lists, so a ruleset added later is measured too),
prints deals scored per second (CPU time, best of 5 passes over the same deals) and, as the
reference measured in the same run, how fast the same deals are only read and checked
(`parse_deal`, no scoring). Goal for every ruleset: at least 2,000 deals per second, and scoring at
least half as fast as parsing (ratio >= 0.50).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from typing import Any

from tourney.errors import EngineError
from tourney.rules import get_ruleset, parse_deal, ruleset_ids, score_deal
from tourney.rules.simulate import random_deal

GOAL_RATE = 2000
GOAL_RATIO = 0.5


def best_rate(work: Callable[[dict[str, Any]], Any], deals: list[dict[str, Any]]) -> float:
    best = 0.0
    for _ in range(5):
        start = time.process_time()
        for deal in deals:
            work(deal)
        best = max(best, len(deals) / max(time.process_time() - start, 1e-9))
    return best


def scorable(rng: random.Random, ruleset_id: str, count: int) -> list[dict[str, Any]]:
    """Random deals the ruleset accepts (Singapore refuses hands under its minimum fan), at most 50
    tries per deal wanted."""
    deals: list[dict[str, Any]] = []
    for _ in range(50 * count):
        if len(deals) == count:
            break
        deal = random_deal(rng, ruleset_id)
        try:
            score_deal(deal)
        except EngineError:
            continue
        deals.append(deal)
    return deals


def measure(ruleset_id: str, count: int) -> str:
    try:
        ruleset = get_ruleset(ruleset_id)
        deals = scorable(random.Random(1), ruleset_id, count)
    except (EngineError, ValueError) as missing:
        return f"{ruleset_id:<14} not measured: {missing}"
    if not deals:
        return f"{ruleset_id:<14} not measured: no random deal of {ruleset_id} scores"
    scored = best_rate(score_deal, deals)
    parsed = best_rate(lambda deal: parse_deal(deal, ruleset), deals)
    ratio = scored / parsed
    verdict = "ok" if scored >= GOAL_RATE and ratio >= GOAL_RATIO else "MISSED"
    short = f" (only {len(deals)} deals)" if len(deals) < count else ""
    return f"{ruleset_id:<14}{scored:>11,.0f}/s {parsed:>11,.0f}/s {ratio:>7.2f}  {verdict}{short}"


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rulesets = sys.argv[2:] or ruleset_ids()
    print(f"{count} random deals per ruleset, CPU time, best of 5; "
          f"goal >= {GOAL_RATE:,}/s and ratio >= {GOAL_RATIO:.2f}\n")
    print(f"{'ruleset':<14}{'score_deal':>14}{'parse only':>14}{'ratio':>8}")
    for ruleset_id in rulesets:
        print(measure(ruleset_id, count), flush=True)


if __name__ == "__main__":
    main()
