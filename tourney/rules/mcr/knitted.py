"""Knitted shapes (MCR): the knitted straight and the honors-and-knitted hands, on tile counts.

A knitted straight is 1-4-7 of one suit, 2-5-8 of another and 3-6-9 of the third: six of them, one
per order of the suits. Counts are the 34 playing kinds of :mod:`tourney.tiles`.
"""

from __future__ import annotations

from itertools import permutations

KNITTED_STRAIGHTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(suit * 9 + start + step for suit, start in zip(order, (0, 1, 2), strict=True)
                 for step in (0, 3, 6)))
    for order in permutations(range(3))
)
_HONOURS = range(27, 34)


def knitted_straights_in(counts: list[int] | tuple[int, ...]) -> list[tuple[int, ...]]:
    """The knitted straights whose nine tiles are all held."""
    return [seq for seq in KNITTED_STRAIGHTS if all(counts[i] for i in seq)]


def without(counts: list[int] | tuple[int, ...], tiles: tuple[int, ...]) -> list[int]:
    rest = list(counts)
    for i in tiles:
        rest[i] -= 1
    return rest


def honors_and_knitted(counts: list[int] | tuple[int, ...]) -> str | None:
    """"greater" (all seven honours), "lesser", or None: 14 different tiles, the numbers knitted."""
    if sum(counts) != 14 or any(n > 1 for n in counts):
        return None
    numbers = [i for i in range(27) if counts[i]]
    if not 7 <= len(numbers) <= 9:
        return None
    if not any(set(numbers) <= set(seq) for seq in KNITTED_STRAIGHTS):
        return None
    return "greater" if all(counts[i] for i in _HONOURS) else "lesser"
