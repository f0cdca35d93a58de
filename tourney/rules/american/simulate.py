"""Random but valid American (NMJL) deals: the winner holds a hand of the card, the others partial hands.

The winner's 14 tiles are one reading of a randomly chosen hand of the built-in card, with jokers
standing in groups of three or more and, for an exposed card hand, some of those groups shown. The
other seats hold at most 13 tiles from what is left of the one shared set (152 tiles: 4 of each
playing tile, 8 Flowers ``F``, 8 jokers ``J``), some of them in shown pungs. A few hands are void.
"""

from __future__ import annotations

import random
from typing import Any

from tourney.notation import format_tiles
from tourney.rules.american.card import builtin_card
from tourney.rules.american.card.model import copies
from tourney.tiles import ALL_TILES, ANY_FLOWER, JOKER, NUM_PLAYING_KINDS, Tile

SEATS = ("E", "S", "W", "N")
_JOKERS = 8


class _Wall:
    """The American set's tiles not dealt yet, counted by tile index (jokers apart)."""

    def __init__(self) -> None:
        self.left = {t: 4 for t in range(NUM_PLAYING_KINDS)}
        self.left[ANY_FLOWER.index] = copies(ANY_FLOWER.index)
        self.jokers = _JOKERS

    def take(self, tile: int, count: int) -> int:
        """Take up to ``count`` copies of a tile; returns how many there were."""
        got = min(count, self.left.get(tile, 0))
        self.left[tile] = self.left.get(tile, 0) - got
        return got

    def random_tiles(self, rng: random.Random, count: int) -> list[Tile]:
        bag = [ALL_TILES[t] for t, n in self.left.items() for _ in range(n)] + [JOKER] * self.jokers
        picked = rng.sample(bag, min(count, len(bag)))
        for t in picked:
            if t == JOKER:
                self.jokers -= 1
            else:
                self.take(t.index, 1)
        return picked


def _group(rng: random.Random, wall: _Wall, tile: int, size: int) -> tuple[list[Tile], int] | None:
    """The tiles of one group of the card: real tiles, and jokers when the group has three or more."""
    wanted = size if size < 3 or rng.random() < 0.7 else rng.randint(max(1, size - wall.jokers), size)
    real = wall.take(tile, wanted)
    jokers = size - real
    if jokers and (size < 3 or jokers > wall.jokers):
        return None
    wall.jokers -= jokers
    return [ALL_TILES[tile]] * real + [JOKER] * jokers, real


def _winner_hand(rng: random.Random, wall: _Wall) -> tuple[str, Tile] | None:
    """A hand of the card as written in a deal, and a winning tile among its concealed real tiles."""
    card_hand = rng.choice(builtin_card().enabled)
    words: list[str] = []
    concealed: list[Tile] = []
    for tile, size in rng.choice(card_hand.readings):
        made = _group(rng, wall, tile, size)
        if made is None:
            return None
        tiles, real = made
        if size >= 3 and real and not card_hand.concealed and rng.random() < 0.3:
            words.append(f"[{format_tiles(tiles, compact=True)}]")
        else:
            words.append(format_tiles(tiles))
            concealed += [t for t in tiles if t != JOKER]
    if not concealed:
        return None
    return " ".join(words), rng.choice(concealed)


def _other_hand(rng: random.Random, wall: _Wall) -> str:
    """A partial hand of at most 13 tiles, now and then with a shown pung."""
    words: list[str] = []
    room = rng.randint(0, 13)
    if room >= 3 and rng.random() < 0.3:
        tile = rng.randrange(NUM_PLAYING_KINDS)
        if wall.take(tile, 3) == 3:
            words.append(f"[{format_tiles([ALL_TILES[tile]] * 3, compact=True)}]")
            room -= 3
    tiles = wall.random_tiles(rng, room)
    if tiles:
        words.insert(0, format_tiles(tiles))
    return " ".join(words)


def american_deal(rng: random.Random, ruleset_id: str, options: dict[str, Any],
                  void: bool) -> dict[str, Any] | None:
    """One American deal JSON, or None when this try ran out of tiles (the caller tries again)."""
    wall = _Wall()
    winner = None if void else rng.choice(SEATS)
    seats: dict[str, dict[str, Any]] = {}
    if winner:
        made = _winner_hand(rng, wall)
        if made is None:
            return None
        hand, tile = made
        source = "self" if rng.random() < 0.4 else rng.choice([s for s in SEATS if s != winner])
        seats[winner] = {"hand": hand, "win": {"tile": tile.code, "from": source, "flags": []}}
    for seat in SEATS:
        if seat != winner:
            seats[seat] = {"hand": _other_hand(rng, wall)}
    deal: dict[str, Any] = {"ruleset": ruleset_id, "options": dict(options),
                            "round_wind": rng.choice(SEATS), "seats": {s: seats[s] for s in SEATS}}
    if void:
        deal["void"] = True
    return deal
