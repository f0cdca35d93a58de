"""Scoring speed: full `score_deal` of random 4-seat deals, for every registered ruleset.

Usage: PYTHONPATH=. python benchmarks/bench_score.py [DEALS] [RULESET ...]

For each ruleset (default: every id the registry lists, so a ruleset added later is measured too),
prints deals scored per second (CPU time, best of 7 passes over the same deals) and, as the
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


def best_rates(works: list[Callable[[dict[str, Any]], Any]], deals: list[dict[str, Any]],
               passes: int = 7) -> list[float]:
    """Deals per CPU second of each work, best of ``passes``; the works take turns within each pass,
    so a machine that gets busier or calmer during the run slows them alike."""
    best = [0.0] * len(works)
    for _ in range(passes):
        for k, work in enumerate(works):
            start = time.process_time()
            for deal in deals:
                work(deal)
            best[k] = max(best[k], len(deals) / max(time.process_time() - start, 1e-9))
    return best


def best_rate(work: Callable[[Any], Any], items: list[Any]) -> float:
    """Items per CPU second of one work, best of 7 passes."""
    return best_rates([work], items)[0]


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
    scored, parsed = best_rates([score_deal, lambda deal: parse_deal(deal, ruleset)], deals)
    ratio = scored / parsed
    verdict = "ok" if scored >= GOAL_RATE and ratio >= GOAL_RATIO else "MISSED"
    short = f" (only {len(deals)} deals)" if len(deals) < count else ""
    line = f"{ruleset_id:<14}{scored:>11,.0f}/s {parsed:>11,.0f}/s {ratio:>7.2f}  {verdict}{short}"
    if ruleset_id == "mcr":
        from benchmarks.mcr_reference import pymahjonggb_rate

        oracle = pymahjonggb_rate(deals, lambda work, items: best_rates([work], items)[0])
        if oracle:
            line += f"\n{'  PyMahjongGB':<14}{oracle:>11,.0f}/s  (same hands, winner's fans only, C++)"
    if ruleset_id.startswith("riichi"):
        line += riichi_reference_lines(ruleset, deals)
    return line


def riichi_reference_lines(ruleset: Any, deals: list[dict[str, Any]]) -> str:
    """Beside riichi, measured taking turns in one run (best of 7 passes): the `mahjong` package's
    HandCalculator on the same winners and context, given its arguments as tile ids or as notation
    text (benchmarks/riichi_reference.py); our valuation of the winner's hand alone (what
    HandCalculator does); and score_deal and parse_deal of the same deals as a riichi sheet carries
    them, the non-winners' hands left empty (riichi scores no hand but the winner's; HandCalculator
    is given no other hand)."""
    from benchmarks.riichi_reference import handcalculator_text_work, handcalculator_work

    ids, text = handcalculator_work(deals), handcalculator_text_work(deals)
    if ids is None or text is None:
        return "\n  mahjong package not installed: no HandCalculator reference"
    parsed = [parse_deal(deal, ruleset) for deal in deals]
    entered = [_winner_only(deal) for deal in deals]

    def value(deal: Any) -> Any:
        table = ruleset.table(deal)
        return [ruleset.value(deal, table, seat) for seat in deal.winners]
    works = [(value, parsed), (score_deal, deals), (score_deal, entered),
             (lambda deal: parse_deal(deal, ruleset), entered), ids, text]
    ours, full, bare, bare_parse, oracle, oracle_text = _turns(works)
    return (f"\n{'  entered':<14}{bare:>11,.0f}/s {bare_parse:>11,.0f}/s {bare / bare_parse:>7.2f}"
            f"  (same deals, non-winners' hands empty, as a riichi sheet has them)"
            f"\n{'  hand only':<14}{ours:>11,.0f}/s  (our winner's hand valued, deal already parsed)"
            f"\n{'  HandCalc.':<14}{oracle:>11,.0f}/s  (mahjong package, same winners and context, tile ids)"
            f"\n{'  HandCalc.txt':<14}{oracle_text:>11,.0f}/s  (the same from notation text: TilesConverter, "
            f"Meld, HandConfig)"
            f"\n{'  vs HandCalc.':<14}  score_deal {full / oracle:.2f}x (text {full / oracle_text:.2f}x), "
            f"entered {bare / oracle:.2f}x (text {bare / oracle_text:.2f}x), hand only {ours / oracle:.2f}x")


def _winner_only(deal: dict[str, Any]) -> dict[str, Any]:
    seats = {w: s if "win" in s else {**s, "hand": ""} for w, s in deal["seats"].items()}
    return {**deal, "seats": seats}


def _turns(works: list[tuple[Callable[[Any], Any], list[Any]]], passes: int = 7) -> list[float]:
    """Items per CPU second of each (work, items), best of ``passes``, the works taking turns."""
    best = [0.0] * len(works)
    for _ in range(passes):
        for k, (work, items) in enumerate(works):
            start = time.process_time()
            for item in items:
                work(item)
            best[k] = max(best[k], len(items) / max(time.process_time() - start, 1e-9))
    return best


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rulesets = sys.argv[2:] or ruleset_ids()
    print(f"{count} random deals per ruleset, CPU time, best of 7 passes taking turns; "
          f"goal >= {GOAL_RATE:,}/s and ratio >= {GOAL_RATIO:.2f}\n")
    print(f"{'ruleset':<14}{'score_deal':>14}{'parse only':>14}{'ratio':>8}")
    for ruleset_id in rulesets:
        print(measure(ruleset_id, count), flush=True)


if __name__ == "__main__":
    main()
