"""What the MCR fans ask of the tiles alone, whatever their arrangement (MCR-F03 … F76).

Counts are the 34 playing kinds of :mod:`tourney.tiles` (0-26 numbers, 27-30 winds, 31-33 dragons).
These fans ask only which kinds are held, so they are read from the kinds held as bits of one
number (bit i: kind i held, :func:`kinds_held`): a suit, a rank or a family of tiles is then one
mask. The tally is made once per winner and copied into every arrangement's.
"""

from __future__ import annotations

from itertools import compress

Tally = dict[str, int]
_BITS = tuple(1 << i for i in range(34))


def _mask(kinds: set[int] | frozenset[int] | range) -> int:
    return sum(_BITS[i] for i in kinds)


_SUIT = 0x1FF  # the nine kinds of a suit, shifted by 9 × the suit
_NUMBERS = _mask(range(27))
_WIND_BITS = _mask(range(27, 31))
_DRAGON_BITS = _mask(range(31, 34))
_GREEN = _mask({19, 20, 21, 23, 25, 32})  # 2 3 4 6 8 bamboo, green dragon
_REVERSIBLE = _mask({9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 33})  # 1234589p 245689s Wd
_HEADS = _mask({0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33})


def kinds_held(counts: list[int]) -> int:
    """The kinds held (count above zero) as bits: bit i for kind i."""
    return sum(compress(_BITS, counts))


def tile_fans(held: int) -> Tally:
    """Fans of the suits, ranks and kinds of tile held (``held``: :func:`kinds_held`; MCR-C01
    applied later)."""
    tally: Tally = {}
    honours = held & ~_NUMBERS
    _suit_fans(held, honours, tally)
    if not held & _HEADS:
        tally["MCR-F68"] = 1
    if not held & ~_REVERSIBLE:
        tally["MCR-F40"] = 1
    if not held & ~_GREEN:
        tally["MCR-F03"] = 1
    if not held & ~_HEADS:
        if honours == held:
            tally["MCR-F11"] = 1
        elif not honours:
            tally["MCR-F08"] = 1
        else:
            tally["MCR-F18"] = 1
    if not honours:
        _rank_fans((held | held >> 9 | held >> 18) & _SUIT, tally)
    return tally


def _suit_fans(held: int, honours: int, tally: Tally) -> None:
    voided = (not held & _SUIT) + (not held >> 9 & _SUIT) + (not held >> 18 & _SUIT)
    if not honours:
        tally["MCR-F76"] = 1
    if voided == 2:
        if honours:
            tally["MCR-F49"] = 1
        else:
            tally["MCR-F22"] = 1
            del tally["MCR-F76"]
    elif voided:
        tally["MCR-F75"] = voided
    if voided == 0 and honours & _WIND_BITS and honours & _DRAGON_BITS:
        tally["MCR-F51"] = 1


def _rank_fans(ranks: int, tally: Tally) -> None:
    """Ranks 0-8 held (bit r: rank r): Upper/Lower Four, Upper/Middle/Lower Tiles."""
    if ranks < 0x10:  # ranks 0-3 only
        tally["MCR-F37" if ranks & 0x8 else "MCR-F27"] = 1
    elif not ranks & 0x1F:  # ranks 5-8 only
        tally["MCR-F36" if ranks & 0x20 else "MCR-F25"] = 1
    elif not ranks & ~0x38:  # ranks 3-5 only
        tally["MCR-F26"] = 1


def tile_hogs(counts: list[int], kongs: int) -> int:
    """MCR-F64: kinds of which all four tiles are in the hand, not as a kong."""
    return counts.count(4) - kongs
