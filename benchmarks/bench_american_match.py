"""Matching speed of the American card: random 14-tile hands against the whole 2008 card.

Target (issue 4): at least 1,000 hands a second. Prints hands/second for random hands (almost never
a match) and for hands built to match a random card hand, and the ratio to a reference measured in
the same run (parsing the same hands with the notation parser, the cheapest thing a deal does).
Run: python benchmarks/bench_american_match.py
"""

from __future__ import annotations

import random
import time

from tourney.notation import format_tiles, parse_hand
from tourney.rules.american.card import PlayerTiles, builtin_card, index_of
from tourney.tiles import ALL_TILES, ANY_FLOWER, JOKER, NUM_PLAYING_KINDS


def random_hands(rng: random.Random, count: int) -> list[str]:
    wall = [t for t in ALL_TILES[:NUM_PLAYING_KINDS] for _ in range(4)] + [ANY_FLOWER] * 8 + [JOKER] * 8
    return [format_tiles(rng.sample(wall, 14)) for _ in range(count)]


def matching_hands(rng: random.Random, count: int) -> list[str]:
    card = builtin_card()
    hands = []
    while len(hands) < count:
        hand = rng.choice(card.enabled)
        reading = rng.choice(hand.readings)
        tiles = []
        for tile, size in reading:
            tiles += [ALL_TILES[tile]] * size
        text = format_tiles(tiles)
        try:
            parse_hand(text)
        except Exception:
            continue  # more than 4 of a tile: needs jokers, skip
        hands.append(text)
    return hands


def rate(texts: list[str], work) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    for text in texts:
        work(text)
    return len(texts) / (time.perf_counter() - start)


def main() -> None:
    rng = random.Random(4)
    index = index_of(builtin_card())
    for label, texts in (("random", random_hands(rng, 5000)), ("matching", matching_hands(rng, 2000))):
        parsed = [parse_hand(t) for t in texts]
        reference = rate(texts, parse_hand)
        speed = rate(parsed, lambda h: index.matches(PlayerTiles.of(h)))  # type: ignore[arg-type]
        print(f"{label:9} {speed:10.0f} hands/s matched  (parse only: {reference:.0f}/s, "
              f"ratio {speed / reference:.2f}); target 1000/s: {'ok' if speed >= 1000 else 'MISSED'}")


if __name__ == "__main__":
    main()
