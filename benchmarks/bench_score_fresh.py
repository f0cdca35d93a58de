"""Scoring speed on deals never scored before: the check on bench_score.py's warm tables.

Usage: PYTHONPATH=. python benchmarks/bench_score_fresh.py [RULESET ...]

bench_score.py scores the same deals in each of its 7 passes, so the engine's small tables (keyed by
one suit's tiles, never by a hand) are warm from its second pass on. Here each of 7 passes scores
1,000 deals this process has never scored, with parsing of the same deals beside it, after 1,000
other deals have warmed the interpreter, as in a program that has been running for a while. The three take
turns on each set: parse it, score it (never seen), score it again (warm). Prints best-of-7 rates
and both ratios. On this 2-core host the never-seen ratio swings by about ±0.05 between runs:
run it several times.
"""

from __future__ import annotations

import contextlib
import gc
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from tourney.errors import EngineError
from tourney.rules import get_ruleset, parse_deal, ruleset_ids, score_deal
from tourney.rules.simulate import random_deal

PASSES = 7


def unscored_deals(rng: random.Random, ruleset_id: str, count: int) -> list[dict[str, Any]]:
    """Random deals the ruleset reads, checked by parsing only, so that no table is warmed by them."""
    ruleset, deals = get_ruleset(ruleset_id), []
    while len(deals) < count:
        deal = random_deal(rng, ruleset_id)
        try:
            parse_deal(deal, ruleset)
        except EngineError:
            continue
        deals.append(deal)
    return deals


def rate(work: Callable[[Any], Any], deals: list[dict[str, Any]]) -> float:
    """Deals per CPU second of one pass; a deal the ruleset refuses counts as done."""
    start = time.process_time()
    for deal in deals:
        with contextlib.suppress(EngineError):
            work(deal)
    return len(deals) / max(time.process_time() - start, 1e-9)


def measure(ruleset_id: str) -> str:
    ruleset = get_ruleset(ruleset_id)
    sets = [unscored_deals(random.Random(100 + k), ruleset_id, 1000) for k in range(PASSES + 1)]
    rate(score_deal, sets[PASSES])
    gc.collect()
    gc.freeze()  # the 8,000 deals held here would otherwise slow every full collection
    parsed = fresh = warm = 0.0
    for deals in sets[:PASSES]:  # taking turns, so a busier or calmer spell slows all three alike
        parsed = max(parsed, rate(lambda deal: parse_deal(deal, ruleset), deals))
        fresh = max(fresh, rate(score_deal, deals))
        warm = max(warm, rate(score_deal, deals))
    return (f"{ruleset_id:<14}{fresh:>11,.0f}/s {parsed:>11,.0f}/s {fresh / parsed:>7.3f}"
            f" {warm / parsed:>11.3f}")


def main() -> None:
    print(f"{'ruleset':<14}{'never seen':>14}{'parse only':>14}{'ratio':>8}{'warm ratio':>12}")
    for ruleset_id in sys.argv[1:] or ruleset_ids():
        print(measure(ruleset_id), flush=True)


if __name__ == "__main__":
    main()
