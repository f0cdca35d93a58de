"""Which tiles a ready MCR hand waits on, for the wait fans (MCR-F77 … F79 need exactly one).

A hand is complete in any MCR shape: four sets and a pair (the shown melds counting as sets),
seven pairs, thirteen orphans, honors and knitted tiles, or a knitted straight with a set and a
pair. Counts are the 34 playing kinds of the concealed tiles.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import compress
from operator import itemgetter

from tourney.rules.decompose import is_thirteen_orphans, standard_specs
from tourney.rules.mcr.knitted import KNITTED_STRAIGHTS, honors_and_knitted, without


def complete(counts: list[int], melds: int) -> bool:
    """Whether concealed tiles with ``melds`` shown sets make a winning MCR shape."""
    return bool(standard_specs(counts)) or _complete_otherwise(counts, melds)


def _complete_otherwise(counts: list[int], melds: int) -> bool:
    """Whether the tiles make a winning MCR shape other than four sets and a pair."""
    if melds == 0 and sum(counts) == 14 and (not any(map(_ODD, counts)) or is_thirteen_orphans(counts)
                                             or honors_and_knitted(counts)):
        return True
    if melds <= 1 and 27 - counts[:27].count(0) >= 9:
        return any(standard_specs(without(counts, seq)) for seq in held_knitted_straights(counts))
    return False


_ODD = (1).__and__  # n -> n & 1, for map()
_KINDS = range(34)
_KNITTED_GETTERS = tuple((seq, itemgetter(*seq)) for seq in KNITTED_STRAIGHTS)


def held_knitted_straights(counts: list[int]) -> list[tuple[int, ...]]:
    """:func:`knitted.knitted_straights_in`, each straight's nine counts taken at once."""
    return [seq for seq, nine in _KNITTED_GETTERS if all(nine(counts))]


def _scattered(counts: list[int], melds: int) -> bool:
    """Whether a knitted shape or thirteen orphans could be one tile away: any tile may complete it."""
    if melds > 1:
        return False
    if 34 - counts.count(0) >= 12:
        return True
    if 27 - counts[:27].count(0) < 8:  # then no knitted straight has 8 of its tiles held
        return False
    return any(nine(counts).count(0) <= 1 for _, nine in _KNITTED_GETTERS)  # 8 of its 9 tiles held


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


def waits(counts: list[int], melds: int, held: list[int], limit: int = 2) -> list[int]:
    """Tiles (indices, lowest first) that complete a 13-tile hand, at most ``limit`` of them. A tile
    of which the hand already holds all four (``held``: concealed and shown) cannot come, so it is
    no wait.

    Adding a tile changes one group (a suit, or the honours) only, so the standard shape is checked
    group by group: four sets and a pair when the changed group holds the pair and every other
    group splits into sets, or the changed group splits into sets and one other holds the pair
    (:func:`_other_groups`).
    """
    found = _standard_completions(counts)
    if melds == 0:
        odd = list(compress(_KINDS, map(_ODD, counts)))
        if len(odd) == 1:  # six pairs and a single: seven pairs
            found.add(odd[0])
    if _scattered(counts, melds):
        found |= _otherwise_completions(counts, melds)
    return sorted(t for t in found if held[t] < 4)[:limit]


def _otherwise_completions(counts: list[int], melds: int) -> set[int]:
    """The tiles that make a shape other than four sets and a pair (seven pairs aside: the single
    of six pairs is found by :func:`waits`), those :func:`_complete_otherwise` would accept.

    A knitted straight held after one more tile was held before, or lacked that tile alone; the
    rest then completes as sets and a pair. Thirteen orphans takes a head, honors and knitted
    tiles a kind not yet held."""
    found: set[int] = set()
    if melds > 1:
        return found
    for seq, nine in _KNITTED_GETTERS:
        missing = [i for i, n in zip(seq, nine(counts), strict=True) if not n]
        if not missing:
            found |= _standard_completions(without(counts, seq))
        elif len(missing) == 1:
            counts[missing[0]] += 1
            if standard_specs(without(counts, seq)):
                found.add(missing[0])
            counts[missing[0]] -= 1
    if melds == 0 and sum(counts) == 13:
        for t in range(34):
            if t not in found and (counts[t] == 0 or t in _HEADS):
                counts[t] += 1
                if is_thirteen_orphans(counts) or honors_and_knitted(counts):
                    found.add(t)
                counts[t] -= 1
    return found


_HEADS = frozenset({0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33})  # terminals and honours


def _standard_completions(counts: list[int]) -> set[int]:
    """The tiles whose one more copy makes the counts four sets and a pair (shown melds aside)."""
    groups = a, b, c, h = (_suit_info(tuple(counts[0:9]), 0), _suit_info(tuple(counts[9:18]), 9),
                           _suit_info(tuple(counts[18:27]), 18), _honour_info(tuple(counts[27:34])))
    others_sets, others_pair = _OTHERS[a[0] | b[0] << 2 | c[0] << 4 | h[0] << 6]
    found: set[int] = set()
    for group, (_, sets_only, with_pair) in enumerate(groups):
        if others_sets[group]:
            found.update(with_pair)
        if others_pair[group]:
            found.update(sets_only)
    return found


# What the group search needs of one suit's nine counts (and where the suit starts), or of the
# seven honours' counts (small keys that recur): its state (bit 1: it splits into sets only, bit 2:
# into sets and one pair), and the tiles one more copy of which leaves it able to split into sets
# only, and into sets and one pair
_Info = tuple[int, tuple[int, ...], tuple[int, ...]]


def _info(state: tuple[bool, bool], additions: tuple[tuple[int, bool, bool], ...], start: int) -> _Info:
    return (state[0] | state[1] << 1, tuple(start + rank for rank, sets_only, _ in additions if sets_only),
            tuple(start + rank for rank, _, with_pair in additions if with_pair))


@lru_cache(maxsize=16384)
def _suit_info(suit: tuple[int, ...], start: int) -> _Info:
    return _info(_suit_state(suit), _suit_additions(suit), start)


@lru_cache(maxsize=4096)
def _honour_info(honours: tuple[int, ...]) -> _Info:
    """As :func:`_suit_info` for the honours: one more copy only of an honour held (a single
    honour can be in no set)."""
    padded = [0] * 27 + list(honours)
    additions = []
    for rank, n in enumerate(honours):
        if n:
            padded[27 + rank] += 1
            sets_only, with_pair = _honour_state(padded)
            padded[27 + rank] -= 1
            if sets_only or with_pair:
                additions.append((rank, sets_only, with_pair))
    return _info(_honour_state(padded), tuple(additions), 27)


def _others_of(code: int) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """:func:`_other_groups` of the four groups' states, each two bits of ``code`` (see _Info)."""
    states = [(bool(code >> 2 * g & 1), bool(code >> 2 * g & 2)) for g in range(4)]
    others_sets, others_pair = _other_groups(states)
    return tuple(others_sets), tuple(others_pair)


@cache
def _suit_additions(suit: tuple[int, ...]) -> tuple[tuple[int, bool, bool], ...]:
    """For each rank one more copy of which leaves the suit able to split into sets only or into
    sets and one pair: (rank, sets only, sets and one pair)."""
    found = []
    for rank in range(9):
        sets_only, with_pair = _suit_state((*suit[:rank], suit[rank] + 1, *suit[rank + 1:]))
        if sets_only or with_pair:
            found.append((rank, sets_only, with_pair))
    return tuple(found)


def _other_groups(states: list[tuple[bool, bool]]) -> tuple[list[bool], list[bool]]:
    """For each of the four groups (three suits, the honours), given the (sets only, sets and one
    pair) states of all: whether every other group splits into sets only, and whether one
    other group holds the pair while the rest split into sets."""
    not_sets = {j for j in range(4) if not states[j][0]}
    with_pair = [k for k in range(4) if states[k][1]]
    others_sets = [not_sets <= {g} for g in range(4)]
    others_pair = [any(k != g and not_sets <= {g, k} for k in with_pair) for g in range(4)]
    return others_sets, others_pair


_OTHERS = tuple(_others_of(code) for code in range(256))  # by the four groups' states


def another_wait(specs_list: list[tuple[tuple[str, int], ...]], win: int, held: list[int]) -> bool:
    """Whether some arrangement shows that a tile other than the winning one completed the hand
    too: a chow the winning tile closed at one end, open at the other (23 + 4: 1 would do), or a
    pung it made beside the pair (the pair's tile would do). A tile all four of which are held
    (``held``: the whole hand) cannot come, as in :func:`waits`. When this says yes the
    wait was not unique; when it says no, :func:`waits` decides."""
    for specs in specs_list:
        for kind, t in specs:
            if kind == "chow":
                if ((win == t and t % 9 <= 5 and held[t + 3] < 4)
                        or (win == t + 2 and t % 9 >= 1 and held[t - 1] < 4)):
                    return True
            elif kind == "pung" and t == win:
                pair = next(p for k, p in specs if k == "pair")
                if held[pair] < 4:
                    return True
    return False
