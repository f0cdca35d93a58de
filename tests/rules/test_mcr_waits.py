"""The MCR wait finder against the plain definition: a wait is any tile that completes the hand."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.rules.mcr.knitted import KNITTED_STRAIGHTS
from tourney.rules.mcr.waits import complete, waits


def every_completing_tile(counts: list[int], melds: int, held: list[int]) -> list[int]:
    found = []
    for t in range(34):
        if held[t] < 4:
            counts[t] += 1
            if complete(counts, melds):
                found.append(t)
            counts[t] -= 1
    return found


@st.composite
def ready_hands(draw: st.DrawFn) -> tuple[list[int], int, list[int]]:
    """A 13-tile hand (shown sets aside), often one tile from a standard or knitted shape."""
    rng = draw(st.randoms(use_true_random=False))
    melds = draw(st.integers(0, 4))
    size = 13 - 3 * melds
    counts = [0] * 34
    if melds <= 1 and draw(st.booleans()):
        for i in rng.choice(KNITTED_STRAIGHTS)[:size]:
            counts[i] += 1
    kinds = rng.choice([range(34), range(9), range(27, 34), range(9, 18)])
    wall = [i for i in kinds for _ in range(4 - counts[i])]
    for i in rng.sample(wall, size - sum(counts)):
        counts[i] += 1
    held = [n + rng.randint(0, 4 - n) if n else 0 for n in counts]
    return counts, melds, held


@settings(max_examples=1500, deadline=None)
@given(ready_hands())
def test_mcr_f77_to_f79_waits_are_every_tile_that_completes_the_hand(
        hand: tuple[list[int], int, list[int]]) -> None:
    counts, melds, held = hand
    expected = every_completing_tile(counts, melds, held)
    assert waits(counts, melds, held, limit=34) == expected
    assert waits(counts, melds, held) == expected[:2]


def test_mcr_waits_of_the_nine_gates_are_all_nine_tiles() -> None:
    counts = [3, 1, 1, 1, 1, 1, 1, 1, 3] + [0] * 25
    assert waits(counts, 0, list(counts), limit=34) == list(range(9))
