"""Tiles and hands written in canonical notation, worked out afresh for each hand.

Equal to :func:`tourney.notation.format_tiles` and :func:`~tourney.notation.format_hand`, which keep
a memo keyed by the whole tuple of tiles: that suits a shown meld or a group, of which few exist,
but a result's leftover tiles or a non-winner's concealed hand would make it a memo per hand. Here
the words are made in one pass over the sorted tiles, with no memo.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter

from tourney.notation import format_meld, format_tiles
from tourney.tiles import Hand, Tile

_RUN_SUITS = frozenset("mpsfya")  # ranks run together in one word, each suit closed by its letter
_RANK = tuple(str(n) for n in range(10))
_BY_INDEX = attrgetter("index")


def tiles_text(tiles: Iterable[Tile], compact: bool = False) -> str:
    """The tiles in canonical shorthand (number and bonus tiles in one word, one word per honour
    kind, jokers last); ``compact`` joins the words with no spaces."""
    run: list[str] = []
    honours: list[str] = []
    suit = ""
    last = -1  # index of the last honour written
    jokers = 0
    for t in sorted(tiles, key=_BY_INDEX):
        kind = t.suit
        if kind in _RUN_SUITS:
            if kind != suit:
                if suit:
                    run.append(suit)
                suit = kind
            run.append(_RANK[t.rank])
        elif kind == "J":
            jokers += 1
        elif t.index == last:
            honours[-1] += t.code
        else:
            honours.append(t.code)
            last = t.index
    if suit:
        run.append(suit)
    words = ["".join(run), *honours] if run else honours
    if jokers:
        words.append("J" * jokers)
    return ("" if compact else " ").join(words)


def hand_text(hand: Hand) -> str:
    """The canonical text of a hand: concealed tiles, then melds in order, then bonus tiles."""
    parts = []
    concealed = tiles_text(hand.concealed)
    if concealed:
        parts.append(concealed)
    parts.extend(format_meld(m) for m in hand.melds)  # notation's memo per meld: few melds exist
    if hand.bonus:
        parts.append(format_tiles(hand.bonus, compact=True))
    return " ".join(parts)
