"""Decomposition speed: our standard-shape decomposer against the `mahjong` package's, same hands.

Usage: PYTHONPATH=. python benchmarks/bench_decompose.py [HANDS] [SEED]

Prints hands per second for: our core search (`standard_specs`, counts in, every arrangement out)
from a cold cache and warm; our full hand-level search (`winning_arrangements`, with the winning
tile's every set); and `mahjong.HandDivider.divide_hand`. The ratio is ours / theirs. Target: at
least 100,000 standard-shape decompositions per second, and not slower than `mahjong`.
"""

from __future__ import annotations

import random
import sys
import time

from mahjong.hand_calculating.divider import HandDivider

from tourney.rules import decompose
from tourney.rules.decompose import standard_specs, winning_arrangements
from tourney.tiles import ALL_TILES, Hand, sort_tiles


def random_winning_counts(rng: random.Random) -> list[int]:
    """Four random sets (pungs and chows) and a pair, at most four copies of a tile."""
    while True:
        counts = [0] * 34
        for kind in ("pair", *(rng.choice(("pung", "chow", "chow")) for _ in range(4))):
            i = rng.randrange(34)
            if kind == "chow" and (i >= 27 or i % 9 > 6):
                kind = "pung"
            if kind == "chow":
                for k in (i, i + 1, i + 2):
                    counts[k] += 1
            else:
                counts[i] += 2 if kind == "pair" else 3
        if max(counts) <= 4:
            return counts


def rate(label: str, work, hands: list) -> float:
    start = time.perf_counter()
    found = sum(1 for hand in hands if work(hand))
    seconds = time.perf_counter() - start
    per_second = len(hands) / seconds
    print(f"{label:<46} {per_second:>12,.0f} hands/s   ({found} decomposed, {seconds:.3f} s)")
    return per_second


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 7)
    hands = [random_winning_counts(rng) for _ in range(count)]
    objects = [(Hand(sort_tiles(ALL_TILES[i] for i, n in enumerate(c) for _ in range(n))),
                ALL_TILES[next(i for i, n in enumerate(c) if n)]) for c in hands]
    distinct = len({tuple(c) for c in hands})
    print(f"{count} random standard-shape winning hands ({distinct} distinct), seed-fixed\n")

    for cache in (decompose._suit_sets, decompose._suit_sets_and_pair, decompose._suit_ways):
        cache.cache_clear()
    ours_cold = rate("tourney standard_specs (cold cache)", standard_specs, hands)
    ours = rate("tourney standard_specs (warm)", standard_specs, hands)
    rate("tourney winning_arrangements (full groups)",
         lambda pair: winning_arrangements(pair[0], pair[1], True), objects)
    theirs = rate("mahjong HandDivider.divide_hand", HandDivider.divide_hand, hands)

    print(f"\nratio ours/mahjong: cold {ours_cold / theirs:.1f}x, warm {ours / theirs:.1f}x")
    agree = all(same_arrangements(c) for c in hands)
    print(f"same standard arrangements as mahjong on all {count} hands: {agree}")


def same_arrangements(counts: list[int]) -> bool:
    """Compare as sorted tile-index blocks; mahjong also lists seven pairs, which are not standard."""
    ours = sorted(sorted(_block(kind, i) for kind, i in specs) for specs in standard_specs(counts))
    theirs = sorted(sorted(blocks) for blocks in HandDivider.divide_hand(counts) if len(blocks) == 5)
    return ours == theirs


def _block(kind: str, i: int) -> list[int]:
    return [i, i + 1, i + 2] if kind == "chow" else [i] * (2 if kind == "pair" else 3)


if __name__ == "__main__":
    main()
