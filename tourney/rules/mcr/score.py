"""The best MCR reading of a winner's hand: every shape, arrangement and place of the winning tile.

Readings (docs/notation.md, hands): when the winning tile of a discard win is not among the concealed
tiles, a meld written ``[...]`` that holds it was claimed with the winning discard; each such meld
is tried in turn, its tiles then counting as held in the hand before the win (MCR-R05). A meld
beside a concealed copy of the winning tile was claimed earlier. For each
reading every shape is tried: four sets and a pair (:func:`tourney.rules.decompose.standard_specs`),
seven pairs, thirteen orphans, honors and knitted tiles, a knitted straight with a set and a pair,
nine gates; in the standard shapes the winning tile goes into each concealed group that can hold
it. The highest total (flowers not counted, MCR-R03) is kept, with its fans.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from operator import attrgetter

from tourney.rules.deal import Win
from tourney.rules.decompose import is_thirteen_orphans, standard_specs
from tourney.rules.mcr.hand import (
    CHOW_TRAITS,
    SAME_TRAITS,
    Set,
    Shown,
    Tally,
    Winner,
    finish,
    points,
    score_groups,
    set_of,
    shown_of,
)
from tourney.rules.mcr.knitted import honors_and_knitted, without
from tourney.rules.mcr.tiles import tile_hogs
from tourney.rules.mcr.waits import another_wait, held_knitted_straights, waits
from tourney.tiles import ALL_TILES, Hand, Meld, Tile

_NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)
_ODD = (1).__and__  # n -> n & 1, for map()
_WIND_INDEX = {"E": 27, "S": 28, "W": 29, "N": 30}
_INDEX = attrgetter("index")  # a tile's index


# Best is made for every arrangement and place and never changed; not frozen, because a frozen
# dataclass's __init__ (object.__setattr__ per field) costs about four times as much
@dataclass(slots=True)
class Best:
    points: int  # flowers not counted
    tally: Tally
    melds: tuple[Set, ...]  # the shown melds, as the reading has them
    groups: list[tuple[str, int]]  # the concealed sets, (kind, lowest tile), as the arrangement has them
    pair: int | None
    shape: str


# A reading: the concealed tiles by kind (the winning tile included), and the shown melds as sets
_Reading = tuple[list[int], tuple[Set, ...]]


def best_reading(hand: Hand, win: Win, seat: str, prevalent: str) -> Best | None:
    """The highest-scoring reading of a winning hand, or None when no reading is complete."""
    concealed = [0] * 34
    for i in map(_INDEX, hand.concealed):
        concealed[i] += 1
    total = list(concealed)
    for meld in hand.melds:
        for i in map(_INDEX, meld.tiles):
            total[i] += 1
    tile, self_drawn, flowers = win.tile.index, win.self_drawn, len(hand.bonus)
    found: list[Best] = []  # every reading's every shape, arrangement and place, in turn
    for counts, melds in _readings(hand, win, concealed):
        w = Winner(total, tile, self_drawn, _WIND_INDEX[seat], _WIND_INDEX[prevalent], flowers,
                   _win_fans(counts, melds, win))
        _shapes(w, counts, melds, found)
    best: Best | None = None
    best_rank = (0, 0)
    for candidate in found:  # the first of the highest ranked
        rank = _rank(candidate)
        if best is None or rank > best_rank:
            best, best_rank = candidate, rank
    return best


def _rank(found: Best) -> tuple[int, int]:
    """Highest total first; between equal totals the wait read as edge, then closed, then single."""
    tally = found.tally
    wait = 3 if "MCR-F77" in tally else 2 if "MCR-F78" in tally else 1 if "MCR-F79" in tally else 0
    return found.points, wait


def _readings(hand: Hand, win: Win, counts: list[int]) -> list[_Reading]:
    """``counts``: the concealed tiles by kind (not changed: a reading that moves a meld copies it)."""
    melds = tuple(set_of(m.kind, base.index, not m.exposed, m.exposed)
                  for m in hand.melds for base in (_base_tile(m),) if base is not None) if hand.melds else ()
    if counts[win.tile.index] or win.self_drawn:
        return [(counts, melds)]
    found = []
    seen = set()
    for i, meld in enumerate(hand.melds):
        if meld.exposed and meld.kind in ("chow", "pung") and win.tile in meld.tiles:
            key = (meld.kind, melds[i].tile)
            if key in seen:
                continue
            seen.add(key)
            moved = list(counts)
            for t in meld.tiles:
                moved[t.index] += 1
            found.append((moved, melds[:i] + melds[i + 1:]))
    return found


def _base_tile(meld: Meld) -> Tile | None:
    """``meld.base_tile`` without its list: the tiles are sorted with jokers last."""
    tiles = meld.tiles
    return tiles[0] if tiles and not tiles[0].is_joker else meld.base_tile


def _win_fans(counts: list[int], melds: tuple[Set, ...], win: Win) -> Tally:
    """MCR-F44 … F47, F58, F80 from the win's flags, as far as the reading allows them."""
    tile = win.tile.index
    flags = win.flags
    fans: Tally = {}
    alone = counts[tile] == 1
    shown = 0  # copies of the tile in the shown melds, asked only of a tile held alone
    if alone:
        if melds:
            shown = sum(1 for s in melds for t in _set_tiles(s) if t == tile)
        if "last_of_kind" in flags or shown == 3:
            fans["MCR-F58"] = 1
    if not flags:  # no flag: self-drawn is all the win's manner gives
        if win.self_drawn:
            fans["MCR-F80"] = 1
        return fans
    if win.self_drawn:
        if "last_tile" in flags:
            fans["MCR-F44"] = 1
        if "replacement" in flags and any(s.kind == "kong" for s in melds):
            fans["MCR-F46"] = 1
        if "MCR-F44" not in fans and "MCR-F46" not in fans:
            fans["MCR-F80"] = 1
    else:
        if "last_discard" in flags:
            fans["MCR-F45"] = 1
        if "robbing_kong" in flags and alone and not shown:
            fans["MCR-F47"] = 1
            fans.pop("MCR-F58", None)
    return fans


_NO_MELDS = shown_of(())  # shared by the readings without a shown meld: never changed


def _shapes(w: Winner, counts: list[int], melds: tuple[Set, ...], found: list[Best]) -> None:
    """Every shape of one reading, each arrangement and place of the winning tile added to ``found``."""
    shown = shown_of(melds) if melds else _NO_MELDS
    _standard(w, counts, melds, shown, found)
    if not melds and sum(counts) == 14:
        _special(w, counts, found)
    if len(melds) <= 1 and 27 - counts[:27].count(0) >= 9:
        for seq in held_knitted_straights(counts):
            _knitted(w, seq, without(counts, seq), melds, shown, found)


def _unique_wait(counts: list[int], win: int, melds: int, held: list[int]) -> bool:
    counts[win] -= 1
    held[win] -= 1
    try:
        return len(waits(counts, melds, held)) == 1
    finally:
        counts[win] += 1
        held[win] += 1


def _standard(w: Winner, counts: list[int], melds: tuple[Set, ...], shown: Shown, found: list[Best]) -> None:
    specs_list = standard_specs(counts)
    if not specs_list:
        return
    unique: bool | None = None
    gates = _nine_gates(counts, w.win) if not melds else False
    shape = "nine_gates" if gates else "standard"
    win = w.win
    discard = not w.self_drawn
    for specs in specs_list:
        pair = -1
        groups = []
        chows = []
        pungs = []
        traits = 7  # every trait, until a group lacks it
        # in the order of the specs, so that a tie between places is settled the same way every run
        # (a set's order follows the string hashes, which change from run to run)
        places: dict[tuple[str, int], None] = {}
        for group in specs:
            kind, t = group
            if kind == "pair":
                pair = t
                if t == win:
                    places[group] = None
                continue
            groups.append(group)
            if kind == "chow":
                chows.append(t)
                traits &= CHOW_TRAITS[t]
                if t <= win <= t + 2 and t // 9 == win // 9:  # holds the tile
                    places[group] = None
            else:
                pungs.append(t)
                traits &= SAME_TRAITS[t]
                if t == win:
                    places[group] = None
        traits &= SAME_TRAITS[pair]
        for place in places:
            by_pung = place[0] == "pung"
            if not by_pung and unique is None:
                unique = (not another_wait(specs_list, w.win, w.counts)
                          and _unique_wait(counts, w.win, len(melds), w.counts))
            # a pung the winning discard completed is not concealed
            concealed = len(pungs) - (by_pung and discard)
            tally = score_groups(w, shown, chows, pungs, concealed, traits, pair, place,
                                 bool(unique) and not by_pung)
            if gates:
                _as_nine_gates(tally, w.self_drawn)
            found.append(Best(points(tally), tally, melds, groups, pair, shape))


def _nine_gates(counts: list[int], win: int) -> bool:
    if win >= 27:
        return False
    low = win - win % 9
    if sum(counts[low:low + 9]) != 14:
        return False
    before = list(counts[low:low + 9])
    before[win - low] -= 1
    return tuple(before) == _NINE_GATES


def _as_nine_gates(tally: Tally, self_drawn: bool) -> None:
    """MCR-F04 holds Full Flush, Concealed Hand, No Honors and one pung of terminals."""
    for rule in ("MCR-F22", "MCR-F62", "MCR-F76", "MCR-F75", "MCR-F43"):
        tally.pop(rule, None)
    if tally.pop("MCR-F56", 0) and self_drawn:
        tally["MCR-F80"] = 1
    if tally.get("MCR-F73", 0) > 1:
        tally["MCR-F73"] -= 1
    else:
        tally.pop("MCR-F73", None)
    tally["MCR-F04"] = 1


def _special(w: Winner, counts: list[int], found: list[Best]) -> None:
    """Seven pairs, thirteen orphans, honors and knitted tiles, of 14 concealed tiles: each asks
    for a number of kinds held (at most 7, 13, 14), looked at first."""
    kinds = 34 - counts.count(0)
    if kinds <= 7 and not any(map(_ODD, counts)):  # every count even
        tally = dict(w.win_fans)
        if _shifted_pairs(counts):
            tally["MCR-F06"] = 1
            if "MCR-F68" in w.tiles:
                tally["MCR-F68"] = 1
        else:
            tally.update(w.tiles)
            tally["MCR-F19"] = 1
            hogs = tile_hogs(counts, 0)
            if hogs:
                tally["MCR-F64"] = hogs
        finish(tally)
        found.append(Best(points(tally), tally, (), [], None, "seven_pairs"))
    if kinds == 13 and all(counts[27:34]) and is_thirteen_orphans(counts):  # every honour held: a quick look
        tally = {**w.win_fans, "MCR-F07": 1}
        finish(tally)
        found.append(Best(points(tally), tally, (), [], None, "thirteen_orphans"))
    kind = honors_and_knitted(counts) if kinds == 14 else None
    if kind:
        tally = {**w.win_fans, "MCR-F20" if kind == "greater" else "MCR-F34": 1}
        if kind == "lesser" and sum(counts[:27]) == 9:
            tally["MCR-F35"] = 1
        finish(tally)
        found.append(Best(points(tally), tally, (), [], None, "honors_and_knitted"))


def _shifted_pairs(counts: list[int]) -> bool:
    held = [i for i, n in enumerate(counts) if n]
    return (len(held) == 7 and held[0] < 27 and held[6] - held[0] == 6
            and held[0] // 9 == held[6] // 9)


def _knitted(w: Winner, seq: tuple[int, ...], rest: list[int], melds: tuple[Set, ...], shown: Shown,
             found: list[Best]) -> None:
    win = w.win
    discard = not w.self_drawn
    for specs in standard_specs(rest):
        pair = next(t for kind, t in specs if kind == "pair")
        groups = [(kind, t) for kind, t in specs if kind != "pair"]
        chows = [t for kind, t in groups if kind == "chow"]
        pungs = [t for kind, t in groups if kind != "chow"]
        places: list[tuple[str, int] | None] = [None] if win in seq else []
        places += [(kind, t) for kind, t in specs
                   if (t == win if kind != "chow" else t <= win <= t + 2 and t // 9 == win // 9)]
        for place in places:
            unique = (place is not None and place[0] != "pung"
                      and _unique_wait(rest, win, len(melds) + 3, w.counts))
            # a pung the winning discard completed is not concealed
            concealed = len(pungs) - (place is not None and place[0] == "pung" and discard)
            tally = score_groups(w, shown, chows, pungs, concealed, 0, pair, place, unique, knitted=True)
            found.append(Best(points(tally), tally, melds, groups, pair, "knitted_straight"))


def describe(best: Best) -> str:
    """The reading as text: concealed sets bare, shown melds in brackets, the pair last."""
    parts = [_set_part(s.kind, s.tile, s.shown) for s in best.melds] if best.melds else []
    parts += map(_GROUP_TEXT.__getitem__, best.groups)
    if best.pair is not None:
        parts.append(_pair_text(best.pair))
    return " ".join(parts)


def _set_tiles(s: Set) -> tuple[int, ...]:
    if s.kind == "chow":
        return (s.tile, s.tile + 1, s.tile + 2)
    return (s.tile,) * (4 if s.kind == "kong" else 3)


@cache  # one group's text, keyed by the group (few exist)
def _set_part(kind: str, tile: int, shown: bool) -> str:
    tiles = _set_text(Set(kind, tile, not shown, shown))
    return f"[{tiles}]" if shown else f"({tiles})" if kind == "kong" else tiles


@cache  # one pair's text, keyed by its tile
def _pair_text(pair: int) -> str:
    t = ALL_TILES[pair]
    return t.code * 2 if pair >= 27 else f"{t.rank}{t.rank}{t.suit}"


def _set_text(s: Set) -> str:
    t = ALL_TILES[s.tile]
    if s.kind == "chow":
        return f"{t.rank}{t.rank + 1}{t.rank + 2}{t.suit}"
    size = 4 if s.kind == "kong" else 3
    return t.code * size if s.tile >= 27 else f"{str(t.rank) * size}{t.suit}"


# the text of every concealed group a standard arrangement can hold, by its (kind, lowest tile)
_GROUP_TEXT = {**{("chow", t): _set_part("chow", t, False) for t in range(27) if t % 9 <= 6},
               **{("pung", t): _set_part("pung", t, False) for t in range(34)}}
