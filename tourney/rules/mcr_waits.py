"""Which tiles a ready MCR hand waits on, for the wait fans (MCR-F77 … F79 need exactly one).

A hand is complete in any MCR shape: four sets and a pair (the shown melds counting as sets),
seven pairs, thirteen orphans, honors and knitted tiles, or a knitted straight with a set and a
pair. Counts are the 34 playing kinds of the concealed tiles.
"""

from __future__ import annotations

from functools import cache

from tourney.rules.decompose import is_thirteen_orphans, standard_specs
from tourney.rules.knitted import KNITTED_STRAIGHTS, honors_and_knitted, knitted_straights_in, without


def complete(counts: list[int], melds: int) -> bool:
    """Whether concealed tiles with ``melds`` shown sets make a winning MCR shape."""
    if standard_specs(counts):
        return True
    if melds == 0 and sum(counts) == 14 and (all(n % 2 == 0 for n in counts) or is_thirteen_orphans(counts)
                                             or honors_and_knitted(counts)):
        return True
    if melds <= 1 and sum(1 for n in counts[:27] if n) >= 9:
        return any(standard_specs(without(counts, seq)) for seq in knitted_straights_in(counts))
    return False


def _scattered(counts: list[int], melds: int) -> bool:
    """Whether a knitted shape or thirteen orphans could be one tile away: any tile may complete it."""
    if melds > 1:
        return False
    if sum(1 for n in counts if n) >= 12:
        return True
    return any(sum(1 for i in seq if counts[i]) >= 8 for seq in KNITTED_STRAIGHTS)


def _candidates(counts: list[int]) -> list[int]:
    near: set[int] = set()
    for i, n in enumerate(counts):
        if not n:
            continue
        if i >= 27:
            near.add(i)
            continue
        low = i - i % 9
        near.update(range(max(low, i - 2), min(low + 8, i + 2) + 1))
    return sorted(near)


@cache
def _suit_state(counts: tuple[int, ...]) -> tuple[bool, bool]:
    """Whether one suit's nine counts split into sets only, and into sets and one pair."""
    if not any(counts):
        return True, False
    padded = list(counts) + [0] * 25
    with_pair_elsewhere = list(padded)
    with_pair_elsewhere[27] = 2
    return bool(standard_specs(with_pair_elsewhere)), bool(standard_specs(padded))


def _honour_state(counts: list[int]) -> tuple[bool, bool]:
    honours = counts[27:34]
    if any(n in (1, 4) for n in honours):
        return False, False
    pairs = sum(1 for n in honours if n == 2)
    return pairs == 0, pairs == 1


def _complete_with(states: list[tuple[bool, bool]]) -> bool:
    """Four sets and a pair: one group holds the pair, every other group sets only."""
    return any(states[k][1] and all(states[j][0] for j in range(4) if j != k) for k in range(4))


def waits(counts: list[int], melds: int, held: list[int], limit: int = 2) -> list[int]:
    """Tiles (indices) that complete a 13-tile hand, stopping at ``limit`` found. A tile of which
    the hand already holds all four (``held``: concealed and shown) cannot come, so it is no wait.

    Adding a tile changes one suit only, so the standard shape is checked suit by suit."""
    found: list[int] = []
    scattered = _scattered(counts, melds)
    pool = range(34) if scattered else _candidates(counts)
    odd = [i for i, n in enumerate(counts) if n % 2]
    pairs_wait = odd[0] if melds == 0 and len(odd) == 1 else None
    states = [_suit_state(tuple(counts[9 * s:9 * s + 9])) for s in range(3)] + [_honour_state(counts)]
    for t in pool:
        if held[t] >= 4:
            continue
        group = t // 9 if t < 27 else 3
        counts[t] += 1
        changed = list(states)
        changed[group] = (_suit_state(tuple(counts[9 * group:9 * group + 9])) if group < 3
                          else _honour_state(counts))
        done = t == pairs_wait or _complete_with(changed) or (scattered and complete(counts, melds))
        counts[t] -= 1
        if done:
            found.append(t)
            if len(found) >= limit:
                break
    return found
