"""Random but valid deals, for the demo tournament, property tests and benchmarks.

:func:`random_deal` asks the generator :data:`DEAL_MAKERS` names for the ruleset (a ruleset added
later adds one entry there). The generator of the point-and-doubling and fan rulesets,
:func:`point_deal`, deals from one shared set of tiles, so no tile appears more than four times
across the table: the winner gets a complete hand (four sets and a pair, some of them shown, kongs
among them), the others a plausible partial hand of at most 13 tiles, and bonus tiles are spread
around. The deal is valid notation for every point-and-doubling or fan ruleset; whether it clears
a ruleset's minimum (Singapore's ``min_fan``) is up to the caller.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from tourney.errors import EngineError
from tourney.language import say
from tourney.notation import format_hand
from tourney.rules.american.simulate import american_deal
from tourney.rules.mcr.simulate import mcr_deal_maker
from tourney.rules.riichi.simulate import riichi_deal
from tourney.tiles import ALL_TILES, NUM_PLAYING_KINDS, Hand, Meld, Tile, sort_tiles

SEATS = ("E", "S", "W", "N")
_BONUS = {
    "singapore": [t for t in ALL_TILES if t.suit in "fya"],
}
_DEFAULT_BONUS = [t for t in ALL_TILES if t.suit in "fy"]


class _Pool:
    """The tiles not dealt yet, four of each playing kind."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.counts = [4] * NUM_PLAYING_KINDS

    def take(self, tiles: list[Tile]) -> bool:
        need: dict[int, int] = {}
        for t in tiles:
            need[t.index] = need.get(t.index, 0) + 1
        if any(self.counts[i] < n for i, n in need.items()):
            return False
        for i, n in need.items():
            self.counts[i] -= n
        return True

    def random_set(self, kinds: tuple[str, ...]) -> tuple[str, list[Tile]] | None:
        for _ in range(50):
            kind = self.rng.choice(kinds)
            base = ALL_TILES[self.rng.randrange(NUM_PLAYING_KINDS)]
            tiles = _set_tiles(kind, base)
            if tiles and self.take(tiles):
                return kind, tiles
        return None

    def random_tiles(self, n: int) -> list[Tile]:
        left = [ALL_TILES[i] for i, c in enumerate(self.counts) for _ in range(c)]
        picked = self.rng.sample(left, min(n, len(left)))
        self.take(picked)
        return picked


def _set_tiles(kind: str, base: Tile) -> list[Tile] | None:
    if kind == "chow":
        if not base.is_number or base.rank > 7:
            return None
        return [base, ALL_TILES[base.index + 1], ALL_TILES[base.index + 2]]
    size = {"pair": 2, "pung": 3, "kong": 4}[kind]
    return [base] * size


def _winning_hand(pool: _Pool, rng: random.Random) -> tuple[Hand, Tile, bool] | None:
    """A complete hand; returns it with the winning tile and whether a meld holds it."""
    shown_count = rng.choice((0, 0, 1, 1, 2, 3))
    melds: list[Meld] = []
    concealed: list[Tile] = []
    for i in range(4):
        found = pool.random_set(("chow", "chow", "pung", "pung", "kong") if i < shown_count
                                else ("chow", "chow", "pung"))
        if found is None:
            return None
        kind, tiles = found
        if i < shown_count:
            exposed = kind != "kong" or rng.random() < 0.6
            melds.append(Meld(sort_tiles(tiles), exposed=exposed))
        else:
            concealed.extend(tiles)
    pair = pool.random_set(("pair",))
    if pair is None:
        return None
    concealed.extend(pair[1])
    winning = rng.choice(concealed)
    return Hand(sort_tiles(concealed), tuple(melds)), winning, False


def _losing_hand(pool: _Pool, rng: random.Random) -> Hand:
    melds: list[Meld] = []
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        found = pool.random_set(("chow", "pung", "pung", "kong"))
        if found:
            kind, tiles = found
            melds.append(Meld(sort_tiles(tiles), exposed=kind != "kong" or rng.random() < 0.6))
    room = 13 - 3 * len(melds)
    concealed: list[Tile] = []
    while len(concealed) + 3 <= room and rng.random() < 0.5:
        found = pool.random_set(("pung", "chow", "pair"))
        if found:
            concealed.extend(found[1])
    concealed.extend(pool.random_tiles(rng.randint(0, room - len(concealed))))
    return Hand(sort_tiles(concealed), tuple(melds))


def random_deal(rng: random.Random, ruleset_id: str, *, options: dict[str, Any] | None = None,
                void_rate: float = 0.0, checked: bool = True) -> dict[str, Any]:
    """A random valid deal JSON for ``ruleset_id``, made by its entry of :data:`DEAL_MAKERS`.

    ``checked``: one the engine accepts (a refused one is replaced, see :func:`_accepted_instead`);
    False: the generator's deal as it comes, for the golden files, whose inputs must not move."""
    make = DEAL_MAKERS.get(ruleset_id)
    if make is None:
        raise ValueError(say("no random deals for ruleset {ruleset!r} yet (known: {known})",
                             ruleset=ruleset_id, known=", ".join(DEAL_MAKERS)))
    for _ in range(100):
        try:
            deal = make(rng, ruleset_id, options or {}, rng.random() < void_rate)
        except EngineError:  # a generator that made a hand it cannot write: deal again
            continue
        if deal is not None:
            if not checked or _accepted(deal):
                return deal
            return _accepted_instead(deal, make, ruleset_id, options, void_rate)
    raise RuntimeError(say("could not deal a valid hand"))  # pragma: no cover - practically never


def _accepted(deal: dict[str, Any]) -> bool:
    """Whether the engine scores the deal (a generator may make one it refuses: a 0-fan Singapore win)."""
    from tourney.rules import score_deal

    try:
        score_deal(deal)
    except EngineError:
        return False
    return True


def _accepted_instead(refused: dict[str, Any], make: DealMaker, ruleset_id: str,
                      options: dict[str, Any] | None, void_rate: float) -> dict[str, Any]:
    """A deal the engine accepts in place of one it refused, dealt from a generator of its own seeded by
    the refused deal: the caller's generator is not drawn from, so every accepted deal of a seed stays
    the same (the golden files compare them)."""
    rng = random.Random(json.dumps(refused, sort_keys=True))
    for _ in range(1000):
        try:
            deal = make(rng, ruleset_id, options or {}, rng.random() < void_rate)
        except EngineError:
            continue
        if deal is not None and _accepted(deal):
            return deal
    raise RuntimeError(say("could not deal a valid hand"))  # pragma: no cover - practically never


def point_deal(rng: random.Random, ruleset_id: str, options: dict[str, Any],
               void: bool) -> dict[str, Any] | None:
    """A deal of four sets and a pair for the winner; None when the tiles ran out (try again)."""
    pool = _Pool(rng)
    winner = None if void else rng.choice(SEATS)
    hands: dict[str, Hand] = {}
    winning: Tile | None = None
    if winner:
        made = _winning_hand(pool, rng)
        if made is None:
            return None
        hands[winner], winning, _ = made
    for seat in SEATS:
        if seat != winner:
            hands[seat] = _losing_hand(pool, rng)
    bonus = list(_BONUS.get(ruleset_id, _DEFAULT_BONUS))
    rng.shuffle(bonus)
    for tile in bonus[: rng.randint(0, 5)]:
        seat = rng.choice(SEATS)
        hands[seat] = Hand(hands[seat].concealed, hands[seat].melds,
                           sort_tiles((*hands[seat].bonus, tile)))
    seats: dict[str, dict[str, Any]] = {s: {"hand": format_hand(hands[s])} for s in SEATS}
    if ruleset_id == "singapore":
        from tourney.rules.singapore.instant import implied_instant

        for seat in SEATS:
            seats[seat]["instant"] = implied_instant(hands[seat], seat)
    if winner and winning is not None:
        source = "self" if rng.random() < 0.4 else rng.choice([s for s in SEATS if s != winner])
        seats[winner]["win"] = {"tile": winning.code, "from": source, "flags": []}
    deal: dict[str, Any] = {"ruleset": ruleset_id, "options": dict(options),
                            "round_wind": rng.choice(SEATS), "seats": seats}
    if void:
        deal["void"] = True
    return deal


DealMaker = Callable[[random.Random, str, dict[str, Any], bool], "dict[str, Any] | None"]
# ruleset id -> its generator: (rng, ruleset id, options, void) -> deal JSON, or None to try again
DEAL_MAKERS: dict[str, DealMaker] = {
    "fimj": point_deal,
    "classic-bmja": point_deal,
    "classic-dmjl": point_deal,
    "singapore": point_deal,
    "american": american_deal,
    "riichi-ema": riichi_deal,
    "riichi-wrc": riichi_deal,
    "mcr": mcr_deal_maker,
}
