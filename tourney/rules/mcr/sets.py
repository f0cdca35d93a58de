"""MCR fans made by combining sets: chows with chows, pungs with pungs (MCR-F01 … F73).

Chows are given by their lowest tile's index, pungs and kongs by their tile's index (the indices
of :mod:`tourney.tiles`: 0-8 characters, 9-17 circles, 18-26 bamboo, 27-30 winds E S W N, 31-33
dragons). The principles of docs/rules/mcr.md decide what may be combined:

- MCR-C03 (non-identical) and MCR-C05 (account once): when three or four sets already make a fan of
  their own, the sets inside it are not paired again; a set left outside may join one of them once;
- with no such fan, two-set fans of n related chows are counted at most n - 1 times, the dearest
  kinds kept (all are worth 1, so the total does not depend on which).
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

Tally = dict[str, int]
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)


def _suit(i: int) -> int:
    return i // 9 if i < 27 else 3


def two_chows(a: int, b: int) -> str | None:
    """The fan two chows make, or None."""
    ra, rb = a % 9, b % 9
    if _suit(a) != _suit(b):
        return "MCR-F70" if ra == rb else None
    if abs(a - b) == 3:
        return "MCR-F71"
    if {ra, rb} == {0, 6}:
        return "MCR-F72"
    return "MCR-F69" if a == b else None


def three_chows(a: int, b: int, c: int) -> str | None:
    """The fan three chows (sorted) make, or None."""
    sa, sb, sc = _suit(a), _suit(b), _suit(c)
    ranks = sorted((a % 9, b % 9, c % 9))
    if sa != sb and sb != sc and sa != sc:
        if ranks[0] + 1 == ranks[1] and ranks[1] + 1 == ranks[2]:
            return "MCR-F50"
        if ranks[0] == ranks[2]:
            return "MCR-F41"
        if ranks == [0, 3, 6]:
            return "MCR-F39"
        return None
    if not sa == sb == sc:
        return None
    if ranks == [0, 3, 6]:
        return "MCR-F28"
    step = b - a
    if step in (1, 2) and c - b == step:
        return "MCR-F30"
    return "MCR-F23" if a == c else None


def four_chows(a: int, b: int, c: int, d: int) -> str | None:
    if _suit(a) != _suit(d):
        return None
    step = b - a
    if step in (1, 2) and c - b == step and d - c == step:
        return "MCR-F16"
    return "MCR-F14" if a == d else None


_PAIR_ORDER = ("MCR-F69", "MCR-F70", "MCR-F71", "MCR-F72")


def chow_fans(chows: list[int], tally: Tally) -> None:
    """Add the fans the hand's chows (sorted lowest-tile indices) make together."""
    _add_all(tally, _chow_fans(tuple(chows)))


def pung_fans(pungs: list[int], tally: Tally) -> None:
    """Add the fans the hand's pungs and kongs (sorted tile indices) make together and alone."""
    _add_all(tally, _pung_fans(tuple(pungs)))


def _add_all(tally: Tally, found: tuple[tuple[str, int], ...]) -> None:
    for fan, times in found:
        tally[fan] = tally.get(fan, 0) + times


# The fans of a hand's chows, or of its pungs, depend on those alone: each combination is worked
# out once (at most four sets, so few exist) as the (fan, times) it adds, in the order added.


@cache
def _chow_fans(chows: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    tally: Tally = {}
    _count_chow_fans(chows, tally)
    return tuple(tally.items())


@cache
def _pung_fans(pungs: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    tally: Tally = {}
    _count_pung_fans(pungs, tally)
    return tuple(tally.items())


def _count_chow_fans(chows: tuple[int, ...], tally: Tally) -> None:
    n = len(chows)
    if n < 2:
        return
    if n == 4:
        fan = four_chows(*chows)
        if fan:
            _add(tally, fan)
            return
    if n >= 3:
        for trio in combinations(range(n), 3):
            fan = three_chows(*(chows[i] for i in trio))
            if fan:
                _add(tally, fan)
                if n == 4:
                    _extra_chow(chows, trio, tally)
                return
    pairs = [two_chows(chows[i], chows[j]) for i, j in combinations(range(n), 2)]
    if n == 2:
        if pairs[0]:
            _add(tally, pairs[0])
        return
    _capped_pairs(chows, pairs, tally)


def _extra_chow(chows: tuple[int, ...], trio: tuple[int, ...], tally: Tally) -> None:
    """MCR-C05: the fourth chow may join one chow of a three-chow fan, once."""
    extra = chows[next(i for i in range(4) if i not in trio)]
    found = {two_chows(chows[i], extra) for i in trio}
    for fan in _PAIR_ORDER:
        if fan in found:
            _add(tally, fan)
            return


def _capped_pairs(chows: tuple[int, ...], pairs: list[str | None], tally: Tally) -> None:
    n = len(chows)
    index = list(combinations(range(n), 2))
    related = sum(1 for k in range(n) if any(f and k in index[m] for m, f in enumerate(pairs)))
    cap = related - 1
    if cap <= 0:
        return
    counts = {fan: sum(1 for f in pairs if f == fan) for fan in _PAIR_ORDER}
    total = sum(counts.values())
    for keep in (1, 0):  # cut repeated kinds first, the cheapest-listed first
        for fan in reversed(_PAIR_ORDER):
            while total > cap and counts[fan] > keep:
                counts[fan] -= 1
                total -= 1
    for fan in _PAIR_ORDER:
        if counts[fan]:
            tally[fan] = tally.get(fan, 0) + counts[fan]


def _add(tally: Tally, fan: str, times: int = 1) -> None:
    tally[fan] = tally.get(fan, 0) + times


def _is_number(i: int) -> bool:
    return i < 27


def two_pungs(a: int, b: int) -> str | None:
    if _is_number(a) and _is_number(b):
        return "MCR-F65" if a % 9 == b % 9 else None
    return "MCR-F54" if a in DRAGONS and b in DRAGONS else None


def three_pungs(a: int, b: int, c: int) -> str | None:
    if _is_number(a) and _is_number(b) and _is_number(c):
        sa, sb, sc = _suit(a), _suit(b), _suit(c)
        if sa != sb and sb != sc and sa != sc:
            ranks = sorted((a % 9, b % 9, c % 9))
            if ranks[0] + 1 == ranks[1] and ranks[1] + 1 == ranks[2]:
                return "MCR-F42"
            return "MCR-F32" if ranks[0] == ranks[2] else None
        return "MCR-F24" if sa == sc and a + 1 == b and b + 1 == c else None
    if a in WINDS and b in WINDS and c in WINDS:
        return "MCR-F38"
    return "MCR-F02" if (a, b, c) == DRAGONS else None


def four_pungs(a: int, b: int, c: int, d: int) -> str | None:
    if _is_number(a) and _is_number(d) and _suit(a) == _suit(d) and b == a + 1 and c == a + 2 and d == a + 3:
        return "MCR-F15"
    return "MCR-F01" if (a, b, c, d) == WINDS else None


def _count_pung_fans(pungs: tuple[int, ...], tally: Tally) -> None:
    for p in pungs:
        if p in DRAGONS:
            _add(tally, "MCR-F59")
        elif p in WINDS or p % 9 in (0, 8):
            _add(tally, "MCR-F73")
    n = len(pungs)
    if n < 2:
        return
    if n == 4:
        fan = four_pungs(*pungs)
        if fan:
            _add(tally, fan)
            return
    if n >= 3:
        for trio in combinations(range(n), 3):
            fan = three_pungs(*(pungs[i] for i in trio))
            if fan:
                _add(tally, fan)
                if n == 4:
                    extra = pungs[next(i for i in range(4) if i not in trio)]
                    for i in trio:
                        pair_fan = two_pungs(pungs[i], extra)
                        if pair_fan:
                            _add(tally, pair_fan)
                            break
                return
    for i, j in combinations(range(n), 2):
        fan = two_pungs(pungs[i], pungs[j])
        if fan:
            _add(tally, fan)
