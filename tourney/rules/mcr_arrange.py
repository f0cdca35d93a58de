"""Every arrangement of concealed MCR tiles into sets and one pair, in a few look-ups.

:func:`standard_specs` gives the same arrangements in the same order as
:func:`tourney.rules.decompose.standard_specs` (a tie between equal readings is settled by that
order). Each suit's ways still come from decompose's own search of that suit; what is kept here,
by a suit's nine counts or by the honours' seven counts, is the rest of what a hand's split asks of
them: whether the part holds the pair, and its ways (the honours have one), so that a hand is split
with four look-ups instead of a count of every suit and a walk over the honours each time.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from tourney.rules.decompose import _suit_ways

Spec = tuple[str, int]  # (kind, index of the lowest tile): "pung", "chow" or "pair"
_Part = tuple[int, tuple[tuple[Spec, ...], ...]]  # (pairs in it, its ways)
_EMPTY: _Part = (0, ())


@lru_cache(maxsize=16384)  # keyed by one suit's nine counts (and where the suit starts)
def _suit_part(suit: tuple[int, ...], start: int) -> _Part | None:
    """The suit's pairs (0 or 1) and ways, () when it holds nothing; None when it has no way."""
    size = sum(suit)
    if not size:
        return _EMPTY
    remainder = size % 3
    if remainder == 1:
        return None
    ways = _suit_ways(suit, start, remainder == 2)
    if not ways:
        return None
    return int(remainder == 2), ways


@lru_cache(maxsize=4096)  # keyed by the seven honours' counts
def _honour_part(honours: tuple[int, ...]) -> _Part | None:
    """The honours' pairs and their one way (pungs and pairs), () when none is held; None when an
    honour is held once or four times (no concealed group takes it)."""
    specs: list[Spec] = []
    pairs = 0
    for rank, n in enumerate(honours):
        if n == 3:
            specs.append(("pung", 27 + rank))
        elif n == 2:
            pairs += 1
            specs.append(("pair", 27 + rank))
        elif n:
            return None
    return (pairs, (tuple(specs),)) if specs else _EMPTY


def standard_specs(counts: list[int]) -> list[tuple[Spec, ...]]:
    """Every complete arrangement of 34 counts into sets and exactly one pair, as group specs
    (as :func:`tourney.rules.decompose.standard_specs`); an empty list when there is none."""
    parts = []
    pairs = 0
    for start in (0, 9, 18):
        found = _suit_part(tuple(counts[start:start + 9]), start)
        if found is None:
            return []
        if found[1]:
            pairs += found[0]
            parts.append(found[1])
    found = _honour_part(tuple(counts[27:34]))
    if found is None:
        return []
    if found[1]:
        pairs += found[0]
        parts.append(found[1])
    if pairs != 1:
        return []
    if len(parts) == 1:
        return list(parts[0])
    return [sum(combo, ()) for combo in product(*parts)]
