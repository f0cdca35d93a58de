"""Random valid riichi deals, for the demo, the tests against another engine and the benchmarks.

:func:`random_riichi_deal` deals from one set of 136 tiles: a winner with a complete hand (four
sets and a pair, some shown or declared as kongs; now and then seven pairs or thirteen orphans),
plausible partial hands for the others, and a random context: riichi or double riichi on a
concealed hand, ippatsu, self-drawn or on a discard, the last-tile and kong flags where they can
happen, dora and ura dora indicators, honba and riichi sticks. Whether the winner has a yaku is
left to chance; callers keep the deals the engine accepts.
"""

from __future__ import annotations

import random
from typing import Any

from tourney.notation import format_hand
from tourney.tiles import ALL_TILES, Hand, Meld, sort_tiles

SEATS = ("E", "S", "W", "N")
_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_HONOURS = tuple(range(27, 34))
RICH_KINDS: tuple[tuple[int, ...], ...] = (
    *(tuple(range(s, s + 9)) for s in (0, 9, 18)),  # one suit: chinitsu, chuuren, ittsu
    *(tuple(range(s, s + 9)) + _HONOURS for s in (0, 9, 18)),  # honitsu
    (0, 1, 2, 6, 7, 8, 9, 10, 11, 15, 16, 17, 18, 19, 20, 24, 25, 26, *_HONOURS),  # chanta, junchan, sanshoku
    _ORPHANS,  # honroutou, chinroutou, tsuuiisou
    (19, 20, 21, 23, 25, 32),  # ryuuiisou
    (*_HONOURS, 0, 9, 18),  # daisangen, the winds
)


class _Pool:
    def __init__(self, rng: random.Random, kinds: tuple[int, ...] | None = None) -> None:
        self.rng = rng
        self.left = [4] * 34
        self.kinds = kinds  # the winner's sets are drawn from these kinds only (None: all 34)

    def take(self, indices: list[int]) -> bool:
        need: dict[int, int] = {}
        for i in indices:
            need[i] = need.get(i, 0) + 1
        if any(self.left[i] < n for i, n in need.items()):
            return False
        for i, n in need.items():
            self.left[i] -= n
        return True

    def group(self, kind: str) -> list[int] | None:
        for _ in range(40):
            i = self.rng.randrange(34) if self.kinds is None else self.rng.choice(self.kinds)
            if kind == "chow":
                if i >= 27 or i % 9 > 6:
                    continue
                tiles = [i, i + 1, i + 2]
            else:
                tiles = [i] * {"pair": 2, "pung": 3, "kong": 4}[kind]
            if self.take(tiles):
                return tiles
        return None

    def loose(self, n: int) -> list[int]:
        left = [i for i in range(34) for _ in range(self.left[i])]
        picked = self.rng.sample(left, min(n, len(left)))
        self.take(picked)
        return picked


def _standard(pool: _Pool, rng: random.Random) -> tuple[Hand, int] | None:
    shown = rng.choice((0, 0, 0, 1, 1, 2, 3))
    melds: list[Meld] = []
    concealed: list[int] = []
    for k in range(4):
        kind = rng.choice(("chow", "chow", "pung", "kong") if k < shown else ("chow", "chow", "pung"))
        tiles = pool.group(kind)
        if tiles is None:
            return None
        if k < shown:
            exposed = kind != "kong" or rng.random() < 0.5
            melds.append(Meld(tuple(ALL_TILES[i] for i in tiles), exposed=exposed))
        else:
            concealed.extend(tiles)
    pair = pool.group("pair")
    if pair is None:
        return None
    concealed.extend(pair)
    return Hand(sort_tiles(ALL_TILES[i] for i in concealed), tuple(melds)), rng.choice(concealed)


def _special(pool: _Pool, rng: random.Random) -> tuple[Hand, int] | None:
    if rng.random() < 0.3:
        extra = rng.choice(_ORPHANS)
        tiles = [*_ORPHANS, extra]
    else:
        universe = pool.kinds if pool.kinds and len(pool.kinds) >= 7 else range(34)
        kinds = rng.sample(universe, 7)
        tiles = [i for i in kinds for _ in range(2)]
    if not pool.take(tiles):
        return None
    return Hand(sort_tiles(ALL_TILES[i] for i in tiles)), rng.choice(tiles)


def _losing(pool: _Pool, rng: random.Random) -> Hand:
    return Hand(sort_tiles(ALL_TILES[i] for i in pool.loose(rng.randint(0, 13))))


def _indicators(pool: _Pool, rng: random.Random, count: int) -> list[str]:
    return [ALL_TILES[i].code for i in pool.loose(count)]


def random_riichi_deal(rng: random.Random, ruleset_id: str = "riichi-ema", *, void_rate: float = 0.0,
                       scorable: bool = True, options: dict[str, Any] | None = None,
                       rich: bool = False) -> dict[str, Any]:
    """A random valid riichi deal: one winner, or an exhaustive draw (``void_rate`` of the time).

    ``scorable`` keeps dealing until the winner's hand has a yaku (the engine accepts it);
    without it, about a third of the hands have none, as the tests against another engine want.
    ``rich`` draws the winner's sets from a few kinds (:data:`RICH_KINDS`: one suit with or without
    honours, terminals and honours, the green tiles, honours), so that flushes, chanta, toitoi and
    the yakuman come up thousands of times in a long run instead of almost never.
    """
    from tourney.errors import EngineError
    from tourney.rules import score

    while True:
        kinds = rng.choice(RICH_KINDS) if rich else None
        deal = _draw(rng, ruleset_id) if rng.random() < void_rate else _one_win(rng, ruleset_id, kinds)
        if options:
            deal["options"] = dict(options)
        if not scorable:
            return deal
        try:
            score(deal)
        except EngineError:
            continue
        return deal


def riichi_deal(rng: random.Random, ruleset_id: str, options: dict[str, Any], void: bool) -> dict[str, Any]:
    """The generator :data:`simulate.DEAL_MAKERS` names for the riichi presets."""
    return random_riichi_deal(rng, ruleset_id, void_rate=1.0 if void else 0.0, options=options)


def _draw(rng: random.Random, ruleset_id: str) -> dict[str, Any]:
    """An exhaustive draw: partial hands, some in riichi, each tenpai or not."""
    pool = _Pool(rng)
    seats: dict[str, dict[str, Any]] = {}
    for seat in SEATS:
        seats[seat] = {"hand": format_hand(_losing(pool, rng)), "tenpai": rng.random() < 0.4}
        if seats[seat]["tenpai"] and rng.random() < 0.4:
            seats[seat]["riichi"] = True
    return {"ruleset": ruleset_id, "round_wind": rng.choice("ES"), "seats": seats, "void": True,
            "dora": _indicators(pool, rng, 1)}


def _one_win(rng: random.Random, ruleset_id: str, kinds: tuple[int, ...] | None = None) -> dict[str, Any]:
    while True:
        pool = _Pool(rng, kinds)
        made = _special(pool, rng) if rng.random() < 0.08 else _standard(pool, rng)
        if made is not None:
            break
    hand, winning = made
    winner = rng.choice(SEATS)
    seats: dict[str, dict[str, Any]] = {}
    for seat in SEATS:
        seats[seat] = {"hand": format_hand(hand if seat == winner else _losing(pool, rng))}
    kongs = sum(1 for m in hand.melds if m.kind == "kong")
    deal: dict[str, Any] = {"ruleset": ruleset_id, "round_wind": rng.choice("EESS"), "seats": seats,
                            "dora": _indicators(pool, rng, 1 + min(kongs, rng.randint(0, kongs)))}
    if rng.random() < 0.3:
        deal["honba"] = rng.randint(1, 3)
    if rng.random() < 0.3:
        deal["riichi_sticks"] = rng.randint(1, 2)
    seats[winner]["win"] = _win(rng, winner, hand, ALL_TILES[winning].code, kongs, seats, deal, pool)
    return deal


def _win(rng: random.Random, winner: str, hand: Hand, tile: str, kongs: int,
         seats: dict[str, dict[str, Any]], deal: dict[str, Any], pool: _Pool) -> dict[str, Any]:
    tsumo = rng.random() < 0.45
    flags: list[str] = []
    if tsumo and not hand.melds and rng.random() < 0.01:
        return {"tile": tile, "from": "self", "flags": ["heavenly" if winner == "E" else "first_draw"]}
    if hand.is_concealed and rng.random() < 0.5:
        seats[winner]["double_riichi" if rng.random() < 0.05 else "riichi"] = True
        deal["ura_dora"] = _indicators(pool, rng, len(deal["dora"]))
        if rng.random() < 0.2:
            flags.append("ippatsu")
    if tsumo and kongs and rng.random() < 0.2:
        flags.append("replacement")
    elif not tsumo and rng.random() < 0.03:
        flags.append("robbing_kong")
    elif rng.random() < 0.06:
        flags.append("last_tile" if tsumo else "last_discard")
    source = "self" if tsumo else rng.choice([s for s in SEATS if s != winner])
    return {"tile": tile, "from": source, "flags": flags}
