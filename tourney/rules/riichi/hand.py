"""The best reading of a riichi winning hand: every arrangement, every wait, the highest value kept.

The concealed tiles are split by the shared decomposition (:func:`decompose.standard_specs`, seven
pairs, thirteen orphans); each arrangement is tried with every group the winning tile could have
completed (RI-U08: the wait decides fu and pinfu; a pung completed on a discard counts as open).
Yaku that depend only on the tiles are counted once per hand, those of the arrangement once per
arrangement, and only the wait-dependent part once per reading. Readings are compared by basic
points, then han, then fu (RI-G02 of docs/rules/riichi.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.rules.decompose import is_seven_pairs, is_thirteen_orphans, standard_specs
from tourney.rules.riichi.fu import SEVEN_PAIRS_FU, rounded_fu
from tourney.rules.riichi.points import basic_points, yakuman_points
from tourney.rules.riichi.yaku import (
    Facts,
    arrangement_yaku,
    arrangement_yakuman,
    hand_yaku,
    nine_gates,
)

_YAKUMAN_LIMITS = ("RI-L05", "RI-L08")
_CONCEALED_SETS = {(kind, index): (kind[0], index, True) for kind in ("chow", "pung") for index in range(34)}
"""A concealed group of the decomposition as a set of the readings (a bounded table: 68 groups)."""


@dataclass(slots=True)  # not frozen: made for every reading tried, and never changed
class Reading:
    """The value of the best reading of a hand."""

    han: int
    fu: int
    base: int  # basic points
    limit: str | None
    yaku: tuple[tuple[str, int], ...]  # (rule id, han); a yakuman's han is 13 per time
    fu_lines: tuple[tuple[str, int], ...]
    shape: str
    sets: tuple[tuple[str, int, bool], ...] = ()
    pair: int = -1
    has_yaku: bool = True  # a yaku among ``yaku``: dora, ura dora and red fives are none (RI-D05)


@dataclass(slots=True)  # not frozen: made for every hand valued, and never changed
class Extras:
    """Han from outside the shape: dora, ura dora, red fives (RI-D01–D03), and the house rules."""

    dora: int = 0
    ura: int = 0
    red: int = 0
    kiriage: bool = False
    kazoe: bool = True
    double_wind_fu: int = 4

    def lines(self) -> list[tuple[str, int]]:
        return [(rule, n) for rule, n in (("RI-D01", self.dora), ("RI-D02", self.ura), ("RI-D03", self.red))
                if n]


def _chow_wait(index: int, win: int) -> str:
    position = win - index
    if position == 1:
        return "kanchan"
    rank = index % 9
    if (position == 0 and rank == 6) or (position == 2 and rank == 0):
        return "penchan"
    return "ryanmen"


def _yakuman_reading(f: Facts, found: list[tuple[str, int]], shape: str) -> Reading:
    times = sum(t for _, t in found) if f.double_yakuman else 1
    base, limit = yakuman_points(times)
    return Reading(13 * times, 0, base, limit, tuple((rule, 13 * t) for rule, t in found), (), shape)


def _valued(f: Facts, x: Extras, yaku: list[tuple[str, int]], fu: int, shape: str,
            sets: tuple[tuple[str, int, bool], ...] = (), pair: int = -1) -> Reading:
    """A reading without yakuman; ``yaku`` (and the situational ones) are all yaku (RI-Y..), the dora
    lines are added here."""
    all_yaku = (*f.situational, *yaku, *x.lines()) if x.dora or x.ura or x.red else (*f.situational, *yaku)
    han = 0
    for _, h in all_yaku:
        han += h
    base, limit = basic_points(han, fu, kiriage=x.kiriage, kazoe=x.kazoe)
    return Reading(han, fu, base, limit, all_yaku, (), shape, sets, pair, bool(f.situational or yaku))


def _better(a: Reading | None, b: Reading) -> Reading:
    """The more valuable reading; of two worth the same, a yakuman before a counted (kazoe) yakuman
    (RI-L06: players call the hand by its yakuman), and of two yakuman readings (RI-L05 counts one
    yakuman) the one that names more of them, so that the referee sees every yakuman the hand holds."""
    if a is None:
        return b
    first = (b.has_yaku, b.base, b.limit in _YAKUMAN_LIMITS, b.han, b.fu)
    second = (a.has_yaku, a.base, a.limit in _YAKUMAN_LIMITS, a.han, a.fu)
    if first != second:
        return b if first > second else a
    return b if _yakuman_named(b) > _yakuman_named(a) else a


def _yakuman_named(reading: Reading) -> int:
    return sum(1 for _, han in reading.yaku if han >= 13) if reading.limit in _YAKUMAN_LIMITS else 0


def _standard(f: Facts, x: Extras, tile_yaku: list[tuple[str, int]],
              tile_yakuman: list[tuple[str, int]], yakuman_sets: bool) -> Reading | None:
    """The best standard reading; ``yakuman_sets``: whether the tiles could make the sets of a yakuman
    (three dragon or wind pungs, four kongs), else none of its arrangements is looked at for one."""
    best: Reading | None = None
    melds = f.melds
    shown = len(melds)
    win = f.win
    for specs in standard_specs(f.concealed):
        sets = [*melds]
        pair = -1
        for group in specs:
            concealed_set = _CONCEALED_SETS.get(group)
            if concealed_set is not None:
                sets.append(concealed_set)
            elif group[0] == "pair":
                pair = group[1]
            else:
                sets.append(("c" if group[0] == "chow" else "p", group[1], True))
        fixed_yaku = arrangement_yaku(f, sets, pair) + tile_yaku
        fixed_yakuman = arrangement_yakuman(f, sets, pair) + tile_yakuman if yakuman_sets else tile_yakuman
        seen = []
        for k in range(shown, len(sets)):
            kind, index, _ = sets[k]
            if (kind == "c" and not 0 <= win - index <= 2) or (kind != "c" and index != win):
                continue
            if (kind, index) in seen:
                continue
            seen.append((kind, index))
            wait = _chow_wait(index, win) if kind == "c" else "shanpon"
            reading_sets = (sets if f.tsumo or kind == "c"
                            else [*sets[:k], (kind, index, False), *sets[k + 1:]])
            best = _better(best, _read(f, x, reading_sets, pair, wait, fixed_yaku, fixed_yakuman))
        if pair == win:
            best = _better(best, _read(f, x, sets, pair, "tanki", fixed_yaku, fixed_yakuman))
    return best


def _read(f: Facts, x: Extras, sets: list[tuple[str, int, bool]], pair: int, wait: str,
          fixed_yaku: list[tuple[str, int]], fixed_yakuman: list[tuple[str, int]]) -> Reading:
    concealed_pungs = chows = 0
    for kind, _, concealed in sets:
        if kind == "c":
            chows += 1
        elif concealed:
            concealed_pungs += 1
    if concealed_pungs == 4:
        yakuman = [*fixed_yakuman, ("RI-Y30", 2 if wait == "tanki" and f.double_yakuman else 1)]
        return _yakuman_reading(f, [*f.situational_yakuman, *yakuman], "standard")
    if fixed_yakuman or f.situational_yakuman:
        return _yakuman_reading(f, [*f.situational_yakuman, *fixed_yakuman], "standard")
    pinfu = (f.closed and wait == "ryanmen" and chows == len(sets)
             and pair < 31 and pair != f.seat_wind and pair != f.round_wind)
    yaku = fixed_yaku
    if pinfu:
        yaku = [*yaku, ("RI-Y05", 1)]
    if concealed_pungs == 3:
        yaku = [*yaku, ("RI-Y20", 2)]
    if pinfu:  # standard_fu of the reading: pinfu 20 self-drawn, 30 on a discard; else the sum
        fu = 20 if f.tsumo else 30
    else:
        fu = rounded_fu(sets, pair, wait, f.closed, f.tsumo, f.seat_wind, f.round_wind, x.double_wind_fu)
    return _valued(f, x, yaku, fu, "standard", tuple(sets), pair)


def may_make_yakuman_sets(f: Facts) -> bool:
    """Whether some arrangement of the tiles could hold the sets of RI-Y31–Y33 or Y38 (three dragon
    pungs, three or four wind pungs, four kongs): a pung needs three of its tile, a kong is shown."""
    counts = f.counts
    return ((counts[31] >= 3 and counts[32] >= 3 and counts[33] >= 3)
            or (counts[27] >= 3) + (counts[28] >= 3) + (counts[29] >= 3) + (counts[30] >= 3) >= 3
            or (len(f.melds) >= 4 and sum(1 for kind, _, _ in f.melds if kind == "k") == 4))


def best_reading(f: Facts, x: Extras) -> Reading | None:
    """The most valuable reading of a complete hand, or None when the tiles are not complete."""
    tile_yaku, tile_yakuman = hand_yaku(f)
    if tile_yaku and tile_yaku[-1][0] == "RI-Y28":  # nine gates is a full flush (RI-Y28 comes last)
        gates = nine_gates(f)
        if gates:
            tile_yakuman.append(gates)
    best = _standard(f, x, tile_yaku, tile_yakuman, may_make_yakuman_sets(f))
    if f.melds:
        return best
    held_kinds = 34 - f.concealed.count(0)  # 13 for thirteen orphans, 7 for seven pairs: a quick look first
    if held_kinds == 13 and is_thirteen_orphans(f.concealed):
        times = 2 if f.double_yakuman and f.concealed[f.win] == 2 else 1
        return _yakuman_reading(f, [*f.situational_yakuman, ("RI-Y29", times)], "thirteen_orphans")
    if held_kinds == 7 and is_seven_pairs(f.concealed):
        if tile_yakuman or f.situational_yakuman:
            pairs = _yakuman_reading(f, [*f.situational_yakuman, *tile_yakuman], "seven_pairs")
        else:
            pairs = _valued(f, x, [("RI-Y15", 2), *tile_yaku], SEVEN_PAIRS_FU, "seven_pairs")
        best = _better(best, pairs)
    return best
