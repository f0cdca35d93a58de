"""Tiles, melds and hands: the immutable values every other layer speaks in.

A tile is one of 48 kinds, each a single shared instance with a stable ``index``: 0–8 characters,
9–17 circles, 18–26 bamboo, 27–30 winds E S W N, 31–33 dragons Rd Gd Wd, 34–37 flowers, 38–41
seasons, 42–45 animals, 46 the American "any flower" ``F`` and 47 the joker ``J``. The index order
is the canonical sort order of docs/notation.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import attrgetter

from tourney.language import say

NUMBER_SUITS = "mps"
WINDS = ("E", "S", "W", "N")
DRAGONS = ("Rd", "Gd", "Wd")
BONUS_SUITS = "fya"

# suit letter -> (first index, number of ranks)
_SUIT_LAYOUT = {
    "m": (0, 9), "p": (9, 9), "s": (18, 9),
    "w": (27, 4), "d": (31, 3),
    "f": (34, 4), "y": (38, 4), "a": (42, 4),
    "F": (46, 1), "J": (47, 1),
}
NUM_PLAYING_KINDS = 34  # suits, winds and dragons: the tiles that form sets


@dataclass(frozen=True, slots=True, eq=False)
class Tile:
    """One tile kind. Use :func:`tile` or the module constants; never build one by hand.

    The ``is_...`` facts are worked out once when the 48 tiles are made: scoring asks them millions
    of times, and a stored field is several times quicker to read than a property.
    """

    index: int
    suit: str  # m p s (numbers), w (wind), d (dragon), f y a (bonus), F (any flower), J (joker)
    rank: int  # 1-9 for numbers, 1-4 winds E S W N, 1-3 dragons Rd Gd Wd, 1-4 bonus, 0 F and J
    code: str
    is_number: bool = field(init=False, repr=False)
    is_simple: bool = field(init=False, repr=False)  # a number tile 2-8
    is_terminal: bool = field(init=False, repr=False)  # a number tile 1 or 9
    is_wind: bool = field(init=False, repr=False)
    is_dragon: bool = field(init=False, repr=False)
    is_honour: bool = field(init=False, repr=False)
    is_head: bool = field(init=False, repr=False)  # terminals and honours (tessere di testa, "major")
    is_bonus: bool = field(init=False, repr=False)  # flowers, seasons and animals (not the American F)
    is_joker: bool = field(init=False, repr=False)
    is_playing: bool = field(init=False, repr=False)  # forms sets: numbers, winds, dragons

    def __post_init__(self) -> None:
        number = self.suit in NUMBER_SUITS
        honour = self.suit in ("w", "d")
        terminal = number and self.rank in (1, 9)
        facts = {
            "is_number": number, "is_simple": number and 2 <= self.rank <= 8, "is_terminal": terminal,
            "is_wind": self.suit == "w", "is_dragon": self.suit == "d", "is_honour": honour,
            "is_head": terminal or honour, "is_bonus": self.suit in BONUS_SUITS,
            "is_joker": self.suit == "J", "is_playing": self.index < NUM_PLAYING_KINDS,
        }
        for name, value in facts.items():
            object.__setattr__(self, name, value)

    # The index alone identifies a kind; hashing and comparing it is the engine's hottest path.
    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Tile) and other.index == self.index)

    def __hash__(self) -> int:
        return self.index

    def __repr__(self) -> str:
        return f"Tile({self.code})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: Tile) -> bool:
        return self.index < other.index


def _code(suit: str, rank: int) -> str:
    if suit == "w":
        return WINDS[rank - 1]
    if suit == "d":
        return DRAGONS[rank - 1]
    if suit in "FJ":
        return suit
    return f"{rank}{suit}"


def _build() -> tuple[Tile, ...]:
    tiles: list[Tile] = []
    for suit, (start, count) in _SUIT_LAYOUT.items():
        for offset in range(count):
            rank = 0 if suit in "FJ" else offset + 1
            assert start + offset == len(tiles)
            tiles.append(Tile(start + offset, suit, rank, _code(suit, rank)))
    return tuple(tiles)


ALL_TILES: tuple[Tile, ...] = _build()
BY_CODE: dict[str, Tile] = {t.code: t for t in ALL_TILES}
PLAYING_TILES: tuple[Tile, ...] = ALL_TILES[:NUM_PLAYING_KINDS]
HEAD_TILES: tuple[Tile, ...] = tuple(t for t in PLAYING_TILES if t.is_head)
JOKER = BY_CODE["J"]
ANY_FLOWER = BY_CODE["F"]


def tile(code: str) -> Tile:
    """The tile with this canonical code (``5p``, ``E``, ``Rd``, ``2f``, ``J``); KeyError if none."""
    return BY_CODE[code]


def tile_of(suit: str, rank: int) -> Tile:
    """The tile of a suit letter and rank (``tile_of("p", 5)`` is ``5p``)."""
    start, count = _SUIT_LAYOUT[suit]
    if suit in "FJ":
        return ALL_TILES[start]
    if not 1 <= rank <= count:
        raise ValueError(say("no rank {rank} in suit {suit}", rank=rank, suit=suit))
    return ALL_TILES[start + rank - 1]


def wind(code: str) -> Tile:
    """The wind tile of a seat or round wind letter ``E`` ``S`` ``W`` ``N``."""
    return BY_CODE[code]


def sort_tiles(tiles: Iterable[Tile]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, key=_INDEX))


_INDEX = attrgetter("index")  # a tile's place in the order, without a lambda's call per tile


_SAME_KIND_BY_SIZE = {2: "pair", 3: "pung", 4: "kong", 5: "quint", 6: "sextet"}


@dataclass(frozen=True, slots=True)
class Meld:
    """A set the player has shown: ``[...]`` exposed by a claim, ``(...)`` a declared concealed kong.

    ``tiles`` are sorted, jokers last. ``kind`` is derived from the tiles.
    """

    tiles: tuple[Tile, ...]
    exposed: bool = True
    kind: str = field(init=False, compare=False)  # chow, pung, kong, quint, sextet or invalid

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", meld_kind(self.tiles) or "invalid")

    @property
    def concealed(self) -> bool:
        return not self.exposed

    @property
    def base_tile(self) -> Tile | None:
        """The tile the meld is made of (the lowest tile of a chow); None for all jokers."""
        naturals = [t for t in self.tiles if not t.is_joker]
        return naturals[0] if naturals else None

    @property
    def jokers(self) -> int:
        return sum(1 for t in self.tiles if t.is_joker)

    def __len__(self) -> int:
        return len(self.tiles)


def meld_kind(tiles: tuple[Tile, ...]) -> str | None:
    """What a group of shown tiles is (chow, pung, kong, quint, sextet, pair), or None if it is none.

    Jokers may stand in for identical tiles (American) of a set of three or more; a chow is three
    consecutive number tiles of one suit with no joker; a pair (docs/notation.md ``[xx]``, the pair
    the winning discard completed) is two identical tiles with no joker.
    """
    naturals = [t for t in tiles if not t.is_joker]
    if not naturals:
        return None
    if len(set(naturals)) == 1 and (len(tiles) >= 3 or len(naturals) == 2):
        return _SAME_KIND_BY_SIZE.get(len(tiles))
    if len(tiles) == 3 and len(naturals) == 3:
        low = min(naturals, key=lambda t: t.index)
        if low.is_number and low.rank <= 7:
            wanted = [low, ALL_TILES[low.index + 1], ALL_TILES[low.index + 2]]
            if sorted(naturals, key=lambda t: t.index) == wanted:
                return "chow"
    return None


@dataclass(frozen=True, slots=True)
class Hand:
    """One player's hand: concealed tiles (sorted), shown melds (in the order given), bonus tiles."""

    concealed: tuple[Tile, ...] = ()
    melds: tuple[Meld, ...] = ()
    bonus: tuple[Tile, ...] = ()

    @property
    def kongs(self) -> int:
        return sum(1 for m in self.melds if m.kind == "kong")

    @property
    def tile_count(self) -> int:
        """Tiles in the hand, bonus tiles not counted."""
        return len(self.concealed) + sum(len(m) for m in self.melds)

    @property
    def is_empty(self) -> bool:
        return not (self.concealed or self.melds or self.bonus)

    @property
    def is_concealed(self) -> bool:
        """True when nothing was claimed: no ``[...]`` melds (declared ``(...)`` kongs allowed)."""
        return all(not m.exposed for m in self.melds)

    def all_tiles(self) -> tuple[Tile, ...]:
        """Concealed and meld tiles (bonus tiles excluded)."""
        return self.concealed + tuple(t for m in self.melds for t in m.tiles)

    def counts(self) -> Counter[Tile]:
        return Counter(self.all_tiles() + self.bonus)
