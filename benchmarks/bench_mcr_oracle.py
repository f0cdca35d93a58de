"""MCR against an independent engine: PyMahjongGB on random valid winning hands of every shape.

Usage: PYTHONPATH=. python benchmarks/bench_mcr_oracle.py [HANDS] [SEED]   (default 100,000, seed 1)

Prints how often the two engines agree on the total and on the fan list, and sorts the
disagreements into the differences docs/rules/mcr.md §6 explains; any other is printed in full.
Needs the test extra (PyMahjongGB).
"""

from __future__ import annotations

import random
import sys
from collections import Counter

from tests.rules.mcr_oracle import oracle_score
from tests.rules.test_mcr_oracle import _explained, _ours
from tourney.rules.mcr.simulate import random_mcr_deal


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    same_total = same_fans = 0
    kinds: Counter[str] = Counter()
    shapes: Counter[str] = Counter()
    for _ in range(hands):
        deal = random_mcr_deal(rng)
        ours, theirs = _ours(deal), oracle_score(deal)
        seat = next(d for d in deal["seats"].values() if "win" in d)
        shapes["melds" if "[" in seat["hand"] or "(" in seat["hand"] else "concealed"] += 1
        same_total += ours[0] == theirs[0]
        if ours[1] == theirs[1]:
            same_fans += 1
            continue
        why = _explained(deal, ours[1], theirs[1]) or "UNEXPLAINED"
        kinds[why] += 1
        if why == "UNEXPLAINED":
            print("unexplained:", seat, deal["round_wind"], ours, theirs)
    print(f"{hands:,} random MCR winning hands ({dict(shapes)})")
    print(f"same total points: {same_total:,} ({100 * same_total / hands:.2f}%)")
    print(f"same fan list:     {same_fans:,} ({100 * same_fans / hands:.2f}%)")
    for why, n in kinds.most_common():
        print(f"  differ, {why}: {n:,}")


if __name__ == "__main__":
    main()
