"""The canonical text of tiles, melds and hands (docs/notation.md): the formatter beside
:mod:`tourney.notation`'s parser, which gives back what it writes (``parse_hand(format_hand(h)) == h``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import groupby

from tourney.tiles import Hand, Meld, Tile, sort_tiles


def _tokens(tiles: Iterable[Tile]) -> list[str]:
    """Canonical words: number and bonus tiles compressed into one word, one word per honour kind."""
    ordered = sort_tiles(tiles)
    compressed = "".join(
        "".join(str(t.rank) for t in run) + suit
        for suit, run in ((s, list(r)) for s, r in groupby(ordered, key=lambda t: t.suit))
        if suit in "mpsfya"
    )
    honours = [t.code * len(list(run)) for t, run in groupby(ordered) if t.suit not in "mpsfya"]
    return ([compressed] if compressed else []) + honours


def format_tiles(tiles: Iterable[Tile], compact: bool = False) -> str:
    """Tiles in canonical shorthand; ``compact`` joins the words with no spaces (for melds)."""
    tiles = tuple(tiles)
    if len(tiles) <= 4:
        return _group_text(tiles, compact)
    return _formatted(tiles, compact)


# Only a group's text is remembered: groups are few and recur in every deal, while a longer run of
# tiles is most of one hand, and remembering it would only pay when the same hand comes back.
@lru_cache(maxsize=4096)
def _group_text(tiles: tuple[Tile, ...], compact: bool) -> str:
    return _formatted(tiles, compact)


def _formatted(tiles: tuple[Tile, ...], compact: bool) -> str:
    naturals = [t for t in tiles if not t.is_joker]
    jokers = "J" * (len(tiles) - len(naturals))
    words = _tokens(naturals)
    if jokers:
        words.append(jokers)
    return ("" if compact else " ").join(words)


def format_meld(meld: Meld) -> str:
    inner = format_tiles(meld.tiles, compact=True)
    return f"[{inner}]" if meld.exposed else f"({inner})"


def format_hand(hand: Hand) -> str:
    """The canonical text of a hand: concealed tiles, then melds in order, then bonus tiles."""
    parts = []
    concealed = format_tiles(hand.concealed)
    if concealed:
        parts.append(concealed)
    parts.extend(format_meld(m) for m in hand.melds)
    if hand.bonus:
        parts.append(format_tiles(hand.bonus, compact=True))
    return " ".join(parts)
