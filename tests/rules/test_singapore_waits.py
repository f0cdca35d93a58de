"""Singapore's wait finder (SG-A19: Ping Wu on a discard needs a wait of more than one tile)
against the plain definition: a wait is any tile with which the hand has a winning arrangement."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.rules.decompose import winning_arrangements
from tourney.rules.singapore.hands import waits
from tourney.tiles import ALL_TILES, PLAYING_TILES, Hand, Meld, Tile, sort_tiles


def every_completing_tile(hand: Hand) -> set[Tile]:
    held = hand.all_tiles()
    return {t for t in PLAYING_TILES if held.count(t) < 4
            and winning_arrangements(Hand(sort_tiles((*hand.concealed, t)), hand.melds, hand.bonus), t, False,
                                     seven_pairs=False)}


def ready_hand(rng: random.Random) -> Hand:
    """13 tiles, a few of them shown as pungs: most often a complete hand with one tile taken out,
    drawn from few kinds so that several tiles may complete it, else 13 tiles at random."""
    kinds = rng.choice([range(34), range(9), [*range(9), *range(27, 34)], [*range(9, 18), *range(18, 27)],
                        [0, 8, 9, 17, 18, 26, *range(27, 34)]])
    if rng.random() < 0.3:
        wall = [ALL_TILES[i] for i in kinds for _ in range(4)]
        return Hand(sort_tiles(rng.sample(wall, 13)))
    while True:
        counts = [0] * 34
        groups = []
        for size in (3, 3, 3, 3, 2):
            i = rng.choice(kinds)
            chow = size == 3 and i < 27 and i % 9 < 7 and rng.random() < 0.5
            tiles = [i, i + 1, i + 2] if chow else [i] * size
            groups.append(tiles)
            for k in tiles:
                counts[k] += 1
        if max(counts) <= 4:
            break
    shown = [g for g in groups[:rng.choice((0, 0, 1, 2))] if g[0] == g[1]]
    concealed = [k for g in groups if g not in shown for k in g]
    concealed.remove(rng.choice(concealed))
    melds = tuple(Meld(tuple(ALL_TILES[k] for k in g), exposed=True) for g in shown)
    return Hand(sort_tiles(ALL_TILES[k] for k in concealed), melds)


@settings(max_examples=400, deadline=None)
@given(st.randoms(use_true_random=False))
def test_sg_a19_waits_are_every_tile_that_completes_the_hand(rng: random.Random) -> None:
    hand = ready_hand(rng)
    assert waits(hand) == every_completing_tile(hand)


def test_sg_a19_the_thirteen_wonders_wait_on_any_missing_head_tile() -> None:
    heads = [ALL_TILES[i] for i in (0, 8, 9, 17, 18, 26, *range(27, 33))]  # no white dragon
    hand = Hand(sort_tiles((*heads, heads[0])))
    assert waits(hand) == {ALL_TILES[33]}
