"""What the MCR fans ask of the tiles alone, whatever their arrangement (MCR-F03 … F76).

Counts are the 34 playing kinds of :mod:`tourney.tiles` (0-26 numbers, 27-30 winds, 31-33 dragons).
The tally is made once per winner and copied into every arrangement's.
"""

from __future__ import annotations

from itertools import compress

Tally = dict[str, int]
_GREEN = frozenset({19, 20, 21, 23, 25, 32})  # 2 3 4 6 8 bamboo, green dragon
_REVERSIBLE = frozenset({9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 33})  # 1234589p 245689s Wd
_HEADS = frozenset({0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33})


def tile_fans(counts: list[int]) -> Tally:
    """Fans of the suits, ranks and kinds of tile held (MCR-C01 applied later)."""
    held = list(compress(range(len(counts)), counts))  # the kinds held, in order
    tally: Tally = {}
    suits = {i // 9 for i in held if i < 27}
    honours = [i for i in held if i >= 27]
    _suit_fans(suits, honours, tally)
    heads = len(_HEADS.intersection(held))  # held has each kind once
    if not heads:
        tally["MCR-F68"] = 1
    if _REVERSIBLE.issuperset(held):
        tally["MCR-F40"] = 1
    if _GREEN.issuperset(held):
        tally["MCR-F03"] = 1
    if heads == len(held):
        if len(honours) == len(held):
            tally["MCR-F11"] = 1
        elif not honours:
            tally["MCR-F08"] = 1
        else:
            tally["MCR-F18"] = 1
    if not honours:
        _rank_fans({i % 9 for i in held}, tally)
    return tally


def _suit_fans(suits: set[int], honours: list[int], tally: Tally) -> None:
    voided = 3 - len(suits)
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
    if voided == 0 and any(i < 31 for i in honours) and any(i >= 31 for i in honours):
        tally["MCR-F51"] = 1


def _rank_fans(ranks: set[int], tally: Tally) -> None:
    """Ranks 0-8 held: Upper/Lower Four, Upper/Middle/Lower Tiles."""
    if max(ranks) <= 3:
        tally["MCR-F37" if 3 in ranks else "MCR-F27"] = 1
    elif min(ranks) >= 5:
        tally["MCR-F36" if 5 in ranks else "MCR-F25"] = 1
    elif min(ranks) >= 3 and max(ranks) <= 5:
        tally["MCR-F26"] = 1


def tile_hogs(counts: list[int], kongs: int) -> int:
    """MCR-F64: kinds of which all four tiles are in the hand, not as a kong."""
    return counts.count(4) - kongs
