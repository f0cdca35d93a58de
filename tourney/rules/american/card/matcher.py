"""Which card hands a player's 14 tiles match, and where the jokers stand (AM-H00, AM-J01).

Every reading of every card hand is indexed by the tiles it uses, so a hand is only compared with
the readings that hold all of its tile kinds (a bitset AND per tile kind). A reading fits when each
exposed meld is one of its groups (same tile, same size) and, tile by tile, the concealed real tiles
cover the singles and pairs (never jokers) and do not exceed the groups; jokers fill the rest.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from tourney.notation import format_tiles
from tourney.rules.american.card.model import JOKER_GROUP, Card, CardHand
from tourney.rules.american.card.pattern import FLOWER, Reading
from tourney.tiles import ALL_TILES, JOKER, Hand, Tile

# tile index -> the kind American counts it as: Flowers and Seasons all count as the flower ``F``
_KIND = tuple(FLOWER if t.is_bonus else t.index for t in ALL_TILES)
_JOKER = JOKER.index


@dataclass(frozen=True, slots=True)
class PlayerTiles:
    """A hand as American counts it: concealed real tiles (Flowers as ``F``), jokers, exposed melds."""

    concealed: dict[int, int]  # tile kind -> how many (a plain dict: a Counter costs more to make)
    jokers: int
    melds: tuple[tuple[int, int, int], ...]  # (tile index, size, jokers) of each exposed meld

    @classmethod
    def of(cls, hand: Hand) -> PlayerTiles:
        counted: dict[int, int] = {}
        jokers = 0
        for t in hand.concealed:
            if t.index == _JOKER:
                jokers += 1
            else:
                kind = _KIND[t.index]
                counted[kind] = counted.get(kind, 0) + 1
        for group in (hand.bonus, *(m.tiles for m in hand.melds if not m.exposed)):
            for t in group:
                if t.index != _JOKER:
                    kind = _KIND[t.index]
                    counted[kind] = counted.get(kind, 0) + 1
        melds = tuple((m.base_tile.index, len(m.tiles), m.jokers)  # type: ignore[union-attr]
                      for m in hand.melds if m.exposed)
        return cls(counted, jokers, melds)

    @property
    def exposed(self) -> bool:
        return bool(self.melds)

    @property
    def jokerless(self) -> bool:
        return self.jokers == 0 and all(j == 0 for _, _, j in self.melds)

    def kinds(self) -> set[int]:
        return set(self.concealed) | {tile for tile, _, _ in self.melds}


@dataclass(frozen=True, slots=True)
class MatchedGroup:
    tile: Tile
    size: int
    jokers: int = 0
    exposed: bool = False

    def text(self) -> str:
        tiles = [self.tile] * (self.size - self.jokers) + [JOKER] * self.jokers
        inner = format_tiles(tiles, compact=True)
        return f"[{inner}]" if self.exposed else inner


@dataclass(frozen=True, slots=True)
class Match:
    """A card hand the tiles match, with one assignment of the jokers to its groups."""

    hand: CardHand
    groups: tuple[MatchedGroup, ...]

    @property
    def arrangement(self) -> str:
        return " ".join(_group_text(g.tile.index, g.size, g.jokers, g.exposed) for g in self.groups)


@cache  # one per tile, size, jokers and shown: a group is an immutable value, few of them exist
def _group(tile: int, size: int, jokers: int, exposed: bool) -> MatchedGroup:
    return MatchedGroup(ALL_TILES[tile], size, jokers, exposed)


@cache  # the same few groups, written once each
def _group_text(tile: int, size: int, jokers: int, exposed: bool) -> str:
    return _group(tile, size, jokers, exposed).text()


@dataclass(frozen=True, slots=True)
class _Entry:
    hand: CardHand
    reading: Reading
    small: dict[int, int]  # tile -> tiles in singles and pairs (real tiles only)
    total: dict[int, int]  # tile -> tiles in all groups


def _entry(hand: CardHand, reading: Reading) -> _Entry:
    small: dict[int, int] = {}
    total: dict[int, int] = {}
    for tile, size in reading:
        total[tile] = total.get(tile, 0) + size
        small[tile] = small.get(tile, 0) + (size if size < JOKER_GROUP else 0)
    return _Entry(hand, reading, small, total)


class CardIndex:
    """The readings of a card's hands (enabled or not), indexed by the tile kinds they use."""

    def __init__(self, card: Card) -> None:
        self.card = card
        self.entries = [_entry(h, r) for h in card.hands for r in h.readings]
        self.by_tile: dict[int, int] = {}
        for k, entry in enumerate(self.entries):
            for tile in entry.total:
                self.by_tile[tile] = self.by_tile.get(tile, 0) | (1 << k)
        self.everything = (1 << len(self.entries)) - 1
        self.order = {h.id: k for k, h in enumerate(card.hands)}
        self.enabled = {h.id: h for h in card.enabled}

    def candidates(self, tiles: PlayerTiles) -> list[_Entry]:
        bits = self.everything
        for tile in tiles.kinds():
            bits &= self.by_tile.get(tile, 0)
            if not bits:
                return []
        found = []
        while bits:
            low = bits & -bits
            found.append(self.entries[low.bit_length() - 1])
            bits ^= low
        return found

    def matches(self, hand: Hand | PlayerTiles) -> list[Match]:
        """One match per card hand the tiles fit (the first reading that fits), in card order."""
        tiles = hand if isinstance(hand, PlayerTiles) else PlayerTiles.of(hand)
        found: dict[str, Match] = {}
        for entry in self.candidates(tiles):
            if entry.hand.id not in found:
                groups = fit(entry, tiles)
                if groups is not None:
                    found[entry.hand.id] = Match(entry.hand, groups)
        order = self.order
        return sorted(found.values(), key=lambda m: order[m.hand.id])


def _shown(reading: Reading, melds: tuple[tuple[int, int, int], ...]) -> list[int] | None:
    """For each exposed meld, the position of the group it is (same tile, same size); None if any has none."""
    used: list[int] = []
    for tile, size, _ in melds:
        spot = next((k for k, group in enumerate(reading) if group == (tile, size) and k not in used), None)
        if spot is None:
            return None
        used.append(spot)
    return used


def fit(entry: _Entry, tiles: PlayerTiles) -> tuple[MatchedGroup, ...] | None:
    """The groups of ``entry`` with jokers placed, if the tiles fit it; None otherwise."""
    small, total, shown = entry.small, entry.total, []
    if tiles.melds:
        found = _shown(entry.reading, tiles.melds)
        if found is None:
            return None
        shown = found
        small, total = dict(small), dict(total)
        for tile, size, _ in tiles.melds:
            total[tile] -= size
            if not total[tile]:
                del total[tile], small[tile]
    concealed = tiles.concealed
    if not concealed.keys() <= total.keys():  # a tile kind the reading has no group of
        return None
    for tile, n in total.items():
        have = concealed.get(tile, 0)
        if have < small[tile] or have > n:
            return None
    if sum(total.values()) - sum(concealed.values()) != tiles.jokers:
        return None
    return _place_jokers(entry.reading, concealed, dict(zip(shown, tiles.melds, strict=True)))


def _place_jokers(groups: Reading, concealed: dict[int, int],
                  shown: dict[int, tuple[int, int, int]]) -> tuple[MatchedGroup, ...]:
    """Exposed melds keep their jokers; concealed real tiles go to singles and pairs first, then to
    the bigger groups, and jokers fill the rest."""
    spare = dict(concealed)
    for tile, size in groups:
        if size < JOKER_GROUP:
            spare[tile] -= size
    placed = []
    for k, (tile, size) in enumerate(groups):
        if k in shown:
            placed.append(_group(tile, size, shown[k][2], True))
            continue
        real = size if size < JOKER_GROUP else min(size, spare.get(tile, 0))
        if size >= JOKER_GROUP and real:
            spare[tile] -= real
        placed.append(_group(tile, size, size - real, False))
    return tuple(placed)


_INDEXES: dict[int, tuple[Card, CardIndex]] = {}


def index_of(card: Card) -> CardIndex:
    """The (cached) index of a card."""
    kept = _INDEXES.get(id(card))
    if kept is None or kept[0] is not card:
        kept = (card, CardIndex(card))
        _INDEXES[id(card)] = kept
    return kept[1]
