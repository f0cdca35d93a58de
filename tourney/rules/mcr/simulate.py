"""Random valid MCR winning deals of every shape, for the demo, tests and benchmarks.

:func:`random_mcr_deal` deals one winner from a full set of tiles: four sets and a pair (some
shown, kongs among them, now and then the set the winning discard completed shown as a meld),
seven pairs, thirteen orphans, honors and knitted tiles, or a knitted straight with a set and a
pair; flowers, winds and the win's flags at random. :func:`random_mcr_deal` does not check the
8-point minimum (the differential test wants every hand); :func:`mcr_deal_maker`, the generator of
the demo and the benchmarks, deals again until the hand reaches it.
"""

from __future__ import annotations

import random
from typing import Any

from tourney.rules.mcr.knitted import KNITTED_STRAIGHTS
from tourney.tiles import ALL_TILES, HEAD_TILES

SEATS = ("E", "S", "W", "N")
_FLOWERS = [t.code for t in ALL_TILES if t.suit in "fy"]


def _code(i: int) -> str:
    return ALL_TILES[i].code


def _text(tiles: list[int]) -> str:
    return " ".join(_code(i) for i in sorted(tiles))


class _Wall:
    def __init__(self) -> None:
        self.left = [4] * 34

    def take(self, tiles: list[int]) -> bool:
        need: dict[int, int] = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        if any(self.left[t] < n for t, n in need.items()):
            return False
        for t, n in need.items():
            self.left[t] -= n
        return True


def _random_set(rng: random.Random, wall: _Wall) -> tuple[str, list[int]]:
    while True:
        kind = rng.choices(("chow", "pung", "kong"), (6, 3, 1))[0]
        if kind == "chow":
            suit, rank = rng.randrange(3), rng.randrange(7)
            tiles = [suit * 9 + rank + k for k in range(3)]
        else:
            tiles = [rng.randrange(34)] * (3 if kind == "pung" else 4)
        if wall.take(tiles):
            return kind, tiles


def _standard(rng: random.Random, wall: _Wall, knitted: bool) -> tuple[list[int], list[str], list[int]]:
    """Concealed tiles, meld texts, and the tiles that may have won (concealed or claimed)."""
    concealed: list[int] = []
    melds: list[str] = []
    claimable: list[int] = []
    if knitted:
        seq = list(rng.choice(KNITTED_STRAIGHTS))
        wall.take(seq)
        concealed += seq
    for _ in range(1 if knitted else 4):
        kind, tiles = _random_set(rng, wall)
        if kind == "kong":
            melds.append(("[{}]" if rng.random() < 0.6 else "({})").format(_text(tiles).replace(" ", "")))
        elif rng.random() < (0.15 if knitted else 0.3):
            melds.append("[" + _text(tiles).replace(" ", "") + "]")
            claimable += tiles
        else:
            concealed += tiles
    while True:
        pair = rng.randrange(34)
        if wall.take([pair, pair]):
            concealed += [pair, pair]
            return concealed, melds, claimable


def _special(rng: random.Random, wall: _Wall, shape: str) -> list[int]:
    if shape == "thirteen_orphans":
        tiles = [t.index for t in HEAD_TILES]
        tiles.append(rng.choice(tiles))
    elif shape == "seven_pairs":
        kinds = rng.sample(range(34), 7)
        tiles = [k for k in kinds for _ in range(2)]
    else:
        seq = rng.choice(KNITTED_STRAIGHTS)
        honours = list(range(27, 34))
        numbers = rng.sample(seq, rng.randint(7, 9))
        tiles = numbers + rng.sample(honours, 14 - len(numbers))
    wall.take(tiles)
    return tiles


def random_mcr_hand(rng: random.Random) -> tuple[str, str, bool, list[str]]:
    """A winning hand: (hand text, winning tile, self-drawn, flags)."""
    wall = _Wall()
    shape = rng.choices(("standard", "knitted", "seven_pairs", "thirteen_orphans", "honors_knitted"),
                        (80, 6, 8, 2, 4))[0]
    melds: list[str] = []
    claimable: list[int] = []
    if shape in ("standard", "knitted"):
        concealed, melds, claimable = _standard(rng, wall, shape == "knitted")
    else:
        concealed = _special(rng, wall, shape)
    self_drawn = rng.random() < 0.4
    if claimable and not self_drawn and rng.random() < 0.15:
        win = rng.choice(claimable)
    else:
        win = rng.choice(concealed)
    flowers = rng.sample(_FLOWERS, rng.choice((0, 0, 0, 1, 1, 2, 3)))
    flags = _flags(rng, self_drawn, concealed.count(win) == 1 and win not in claimable,
                   any(_is_kong(m) for m in melds))
    text = " ".join([_text(concealed), *melds, *flowers]).strip()
    return text, _code(win), self_drawn, flags


def _is_kong(meld: str) -> bool:
    inner = meld[1:-1]
    return len(inner) in (5, 8) if inner[0].isdigit() else len(inner) in (4, 8)


def _flags(rng: random.Random, self_drawn: bool, alone: bool, kong: bool) -> list[str]:
    flags = []
    if rng.random() < 0.05:
        flags.append("last_tile" if self_drawn else "last_discard")
    if self_drawn and kong and rng.random() < 0.2:
        flags.append("replacement")
    if not self_drawn and alone and rng.random() < 0.05:
        flags.append("robbing_kong")
    if alone and rng.random() < 0.1:
        flags.append("last_of_kind")
    return flags


def mcr_deal_maker(rng: random.Random, ruleset_id: str, options: dict[str, Any],
                   void: bool) -> dict[str, Any]:
    """The entry of :data:`tourney.rules.simulate.DEAL_MAKERS` for mcr."""
    if void:
        return {"ruleset": ruleset_id, "options": dict(options), "round_wind": rng.choice(SEATS),
                "void": True, "seats": {s: {"hand": ""} for s in SEATS}}
    from tourney.rules import score

    for _ in range(30):  # a hand under 8 points is a false Mah Jong: deal real wins (MCR-R03)
        deal = random_mcr_deal(rng)
        deal["options"] = dict(options)
        winner = next(s for s, d in deal["seats"].items() if "win" in d)
        if not score(deal).seats[winner].extra["below_minimum"]:
            return deal
    return deal


def random_mcr_deal(rng: random.Random) -> dict[str, Any]:
    """A whole deal: one winner (any seat), the other seats empty-handed."""
    hand, tile, self_drawn, flags = random_mcr_hand(rng)
    seat = rng.choice(SEATS)
    source = "self" if self_drawn else rng.choice([s for s in SEATS if s != seat])
    seats: dict[str, Any] = {s: {"hand": ""} for s in SEATS}
    seats[seat] = {"hand": hand, "win": {"tile": tile, "from": source, "flags": flags}}
    return {"ruleset": "mcr", "round_wind": rng.choice(SEATS), "seats": seats}
