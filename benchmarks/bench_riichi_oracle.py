"""Our riichi engine against the `mahjong` package on many random hands (EMA preset), by hand.

Usage: PYTHONPATH=. python benchmarks/bench_riichi_oracle.py [HANDS] [SEED] [--rich]   (default 100,000)

Same comparison as tests/rules/test_riichi_oracle.py on more hands: both engines must agree on
whether the hand wins, on han, on fu below mangan and on the hand's worth. Hands of several yakuman
are counted apart: RI-L05 (EMA, yakuman are not cumulative) counts them once, the package adds them.
``--rich`` draws the winners' sets from a few kinds (one suit, terminals and honours, green tiles …,
``riichi_random.RICH_KINDS``) so that the rare yaku and the yakuman are compared thousands of times.
Prints the counts, how often each yaku was among the agreeing hands, and the first disagreements.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter

from tests.rules.riichi_oracle import oracle_verdict
from tests.rules.test_riichi_oracle import _ours
from tourney.errors import EngineError
from tourney.rules import score_deal
from tourney.rules.riichi.simulate import random_riichi_deal


def _yaku(deal: dict) -> list[str]:
    winner = next(w for w, s in deal["seats"].items() if "win" in s)
    try:
        return [item["rule"] for item in score_deal(deal)["seats"][winner]["items"]]
    except EngineError:
        return []


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    rich = "--rich" in sys.argv
    hands = int(args[0]) if args else 100_000
    rng = random.Random(int(args[1]) if len(args) > 1 else 2026)
    agree = refused = several = 0
    disagreements = []
    seen: Counter[str] = Counter()
    start = time.process_time()
    for _ in range(hands):
        deal = random_riichi_deal(rng, scorable=False, rich=rich)
        han, fu, value, error, yakuman = _ours(deal)
        oracle = oracle_verdict(deal)
        if error or oracle.error:
            if error and oracle.error:
                refused += 1
            else:
                disagreements.append((deal, error, oracle))
            continue
        if yakuman > 1 and oracle.han == 13 * yakuman and oracle.value == value * yakuman:
            several += 1
        elif (han, value) == (oracle.han, oracle.value) and (han >= 5 or fu == oracle.fu):
            agree += 1
            seen.update(_yaku(deal))
        else:
            disagreements.append((deal, (han, fu, value), oracle))
    seconds = time.process_time() - start
    kind = " (rich)" if rich else ""
    print(f"{hands:,} random hands{kind} in {seconds:.0f} s CPU: {agree:,} agree on han, fu and value, "
          f"{refused:,} refused by both (no yaku), {several:,} with several yakuman (RI-L05: "
          f"counted once), {len(disagreements):,} disagreements")
    print("yaku among the agreeing hands:", ", ".join(f"{rule} {n:,}" for rule, n in sorted(seen.items())))
    for deal, ours, theirs in disagreements[:5]:
        print(deal, "\n  ours:", ours, "\n  mahjong:", theirs)


if __name__ == "__main__":
    main()
