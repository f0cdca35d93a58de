"""What the MCR fans ask of the tiles alone, whatever their arrangement (MCR-F03 … F76).

Counts are the 34 playing kinds of :mod:`tourney.tiles` (0-26 numbers, 27-30 winds, 31-33 dragons).
These fans ask only which kinds are held, so they are read from the kinds held as bits
(:func:`kinds_held`): a suit, a rank or a family of tiles is then one mask. The tally is made
once per winner and copied into every arrangement's.
"""

from __future__ import annotations

from itertools import compress

Tally = dict[str, int]
_NUMBER_BITS = tuple(1 << i for i in range(27))  # bit i: number kind i
_HONOUR_BITS = tuple(1 << i for i in range(7))  # bit i: honour kind 27 + i (E S W N, then dragons)


def _numbers(kinds: set[int]) -> int:
    return sum(_NUMBER_BITS[i] for i in kinds)


_SUIT = 0x1FF  # the nine kinds of a suit, shifted by 9 × the suit
_WIND_BITS = 0x0F
_GREEN_DRAGON, _WHITE_DRAGON = 1 << 5, 1 << 6
_GREEN = _numbers({19, 20, 21, 23, 25})  # 2 3 4 6 8 bamboo (and the green dragon)
_REVERSIBLE = _numbers({9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26})  # 1234589p 245689s (and Wd)
_TERMINALS = _numbers({0, 8, 9, 17, 18, 26})  # with every honour, the heads


def kinds_held(counts: list[int]) -> tuple[int, int]:
    """The kinds held (count above zero) as bits, the numbers' and the honours' apart (each fits a
    small int): bit i of the first for number kind i, bit i of the second for kind 27 + i."""
    return sum(compress(_NUMBER_BITS, counts)), sum(compress(_HONOUR_BITS, counts[27:]))


def tile_fans(numbers: int, honours: int) -> Tally:
    """Fans of the suits, ranks and kinds of tile held (``numbers``, ``honours``: :func:`kinds_held`;
    MCR-C01 applied later)."""
    tally: Tally = {}
    _suit_fans(numbers, honours, tally)
    if not honours and not numbers & _TERMINALS:
        tally["MCR-F68"] = 1
    if not numbers & ~_REVERSIBLE and not honours & ~_WHITE_DRAGON:
        tally["MCR-F40"] = 1
    if not numbers & ~_GREEN and not honours & ~_GREEN_DRAGON:
        tally["MCR-F03"] = 1
    if not numbers & ~_TERMINALS:  # every kind held is a head
        if not numbers:
            tally["MCR-F11"] = 1
        elif not honours:
            tally["MCR-F08"] = 1
        else:
            tally["MCR-F18"] = 1
    if not honours:
        _rank_fans((numbers | numbers >> 9 | numbers >> 18) & _SUIT, tally)
    return tally


def _suit_fans(numbers: int, honours: int, tally: Tally) -> None:
    voided = (not numbers & _SUIT) + (not numbers >> 9 & _SUIT) + (not numbers >> 18)
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
    if voided == 0 and honours & _WIND_BITS and honours >> 4:
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
