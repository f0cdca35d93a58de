"""Our riichi engine against the `mahjong` package on many random hands (EMA preset), by hand.

Usage: PYTHONPATH=. python benchmarks/bench_riichi_oracle.py [HANDS] [SEED]   (default 100,000)

Same comparison as tests/rules/test_riichi_oracle.py on more hands: both engines must agree on
whether the hand wins, on han, on fu below mangan and on the hand's worth. Hands of several yakuman
are counted apart: RI-L05 (EMA, yakuman are not cumulative) counts them once, the package adds them.
Prints the counts and the first disagreements.
"""

from __future__ import annotations

import random
import sys
import time

from tests.rules.riichi_oracle import oracle_verdict
from tests.rules.test_riichi_oracle import _ours
from tourney.rules.riichi_random import random_riichi_deal


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 2026)
    agree = refused = several = 0
    disagreements = []
    start = time.process_time()
    for _ in range(hands):
        deal = random_riichi_deal(rng, scorable=False)
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
        else:
            disagreements.append((deal, (han, fu, value), oracle))
    seconds = time.process_time() - start
    print(f"{hands:,} random hands in {seconds:.0f} s CPU: {agree:,} agree on han, fu and "
          f"value, {refused:,} refused by both (no yaku), {several:,} with several yakuman (RI-L05: counted "
          f"once), {len(disagreements):,} disagreements")
    for deal, ours, theirs in disagreements[:5]:
        print(deal, "\n  ours:", ours, "\n  mahjong:", theirs)


if __name__ == "__main__":
    main()
