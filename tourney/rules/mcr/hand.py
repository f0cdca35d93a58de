"""One MCR reading of a winning hand scored: its sets, its pair, where the winning tile went.

A :class:`Winner` holds what does not change between readings (tiles, winds, how the hand was
won); :func:`score_groups` scores one arrangement into four sets and a pair (a knitted straight
standing for three of the sets) with the winning tile placed in one of its concealed groups. The
principles of docs/rules/mcr.md are applied here: MCR-C01 through ``scrub``, and the pung counts
of the winds corrected as MCR-C02 says.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from operator import mul

from tourney.rules.mcr.sets import WINDS, chow_fans, pung_fans
from tourney.rules.mcr.tiles import kinds_held, tile_fans
from tourney.rules.mcr.values import POINTS, scrub

Tally = dict[str, int]
_WINDS = frozenset(WINDS)


@dataclass(frozen=True, slots=True)
class Set:
    """A set of a reading: ``kind`` chow/pung/kong, ``tile`` its (lowest) tile index."""

    kind: str
    tile: int
    concealed: bool  # not claimed, and not completed by the winning discard
    shown: bool  # a meld claimed before Mah Jong ([...]); a declared concealed kong is not shown


@dataclass(slots=True)
class Winner:
    """What every reading of one winner's hand shares."""

    counts: list[int]
    win: int  # the winning tile's index
    self_drawn: bool
    seat: int  # seat wind's index (27-30)
    prevalent: int
    flowers: int
    win_fans: Tally  # MCR-F44 … F47, F58, F80, from the win's flags
    tiles: Tally = field(init=False, repr=False)  # the fans of the tiles alone (mcr_tiles)
    start: Tally = field(init=False, repr=False)  # the tile fans and the win's: every standard tally's start
    fours: int = field(init=False, repr=False)  # kinds of which all four tiles are in the hand (kongs too)

    def __post_init__(self) -> None:
        # worked out once, at once: nearly every reading asks them, several times over
        self.tiles = tile_fans(*kinds_held(self.counts))
        self.start = {**self.tiles, **self.win_fans}
        self.fours = self.counts.count(4)


@cache  # one instance per kind, tile and flags: few exist, and a set is an immutable value
def set_of(kind: str, tile: int, concealed: bool, shown: bool) -> Set:
    return Set(kind, tile, concealed, shown)


@dataclass(slots=True)
class Shown:
    """What a reading's shown melds (claimed sets and declared kongs) give each of its arrangements."""

    chows: list[int]  # the chows' lowest tiles
    pungs: list[int]  # the pungs' and kongs' tiles
    kongs: int
    concealed_kongs: int
    concealed: int  # concealed pungs and kongs (declared kongs)
    shown: int  # melds claimed before Mah Jong
    traits: int  # the traits every meld shares (:data:`CHOW_TRAITS`, :data:`SAME_TRAITS`)


def shown_of(melds: tuple[Set, ...]) -> Shown:
    found = Shown([], [], 0, 0, 0, 0, _ALL_TRAITS)
    for s in melds:
        found.shown += s.shown
        if s.kind == "chow":
            found.chows.append(s.tile)
            found.traits &= CHOW_TRAITS[s.tile]
            continue
        found.pungs.append(s.tile)
        found.traits &= SAME_TRAITS[s.tile]
        found.concealed += s.concealed
        if s.kind == "kong":
            found.kongs += 1
            found.concealed_kongs += s.concealed
    return found


def score_groups(w: Winner, melds: Shown, chows: list[int], pungs: list[int], concealed: int,
                 traits: int, pair: int, placed: tuple[str, int] | None, unique_wait: bool,
                 knitted: bool = False) -> Tally:
    """The fans of a standard reading (``knitted``: a knitted straight and one set + pair).

    ``chows``, ``pungs``: the concealed groups' (a chow by its lowest tile), ``concealed`` of those
    pungs still concealed (not completed by the winning discard), ``traits`` what the concealed
    groups and the pair share (:func:`_traits_fans`); the melds add theirs. ``placed`` is the
    concealed group that took the winning tile: ("chow", lowest), ("pair", t) or ("pung", t);
    None when it went into the knitted straight. ``unique_wait``: the hand waited on that one
    tile (MCR-F77 … F79).
    """
    tally = dict(w.start)
    chows = sorted(melds.chows + chows) if melds.chows else sorted(chows)
    pungs = sorted(melds.pungs + pungs) if melds.pungs else sorted(pungs)  # pungs and kongs
    kongs = melds.kongs
    concealed += melds.concealed  # pungs and kongs
    if kongs or concealed >= 2:
        _kong_fans(kongs, melds.concealed_kongs, concealed, tally)
    if len(pungs) == 4 and "MCR-F05" not in tally and "MCR-F12" not in tally:
        tally["MCR-F48"] = 1
    if pungs:
        pung_fans(pungs, tally)
    if knitted:
        tally["MCR-F35"] = 1
        if not pungs and pair < 27:
            tally["MCR-F63"] = 1
    elif len(chows) == 4 and pair % 9 == 4 and pair < 27 and _terminal_chows(chows, pair, tally):
        pass
    elif len(chows) >= 2:
        chow_fans(chows, tally)
        if len(chows) == 4 and pair < 27:
            tally["MCR-F63"] = 1
    if "MCR-F54" in tally or "MCR-F38" in tally:
        _pair_fans(pair, tally)
    shown = melds.shown
    if shown == 0:
        tally["MCR-F56" if w.self_drawn else "MCR-F62"] = 1
    elif shown == 4 and not w.self_drawn:
        tally["MCR-F52"] = 1
    if not knitted:
        _traits_fans(traits & melds.traits, tally)
    hogs = w.fours - kongs  # MCR-F64 (tile_hogs)
    if hogs > 0 and "MCR-F14" not in tally:
        tally["MCR-F64"] = hogs
    if unique_wait and placed and "MCR-F52" not in tally and "MCR-F05" not in tally:
        _wait_fan(w.win, placed, tally)
    finish(tally)
    _wind_pungs(w, pungs, tally)
    if not tally:
        tally["MCR-F43"] = 1
    return tally


def finish(tally: Tally) -> None:
    """MCR-C01 for every shape, with Four Concealed Pungs turning a fully concealed win self-drawn."""
    if "MCR-F12" in tally and tally.pop("MCR-F56", 0):
        tally["MCR-F80"] = 1
    scrub(tally)


def _kong_fans(kongs: int, concealed_kongs: int, concealed_sets: int, tally: Tally) -> None:
    if concealed_sets >= 2:
        tally[{2: "MCR-F66", 3: "MCR-F33", 4: "MCR-F12"}[concealed_sets]] = 1
    if kongs == 4:
        tally["MCR-F05"] = 1
    elif kongs == 3:
        tally["MCR-F17"] = 1
    elif kongs == 2:
        if concealed_kongs == 2:
            tally["MCR-F53"] = 1
        elif concealed_kongs == 1:
            tally["MCR-F67"] = tally["MCR-F74"] = 1
        else:
            tally["MCR-F57"] = 1
    elif kongs == 1:
        tally["MCR-F67" if concealed_kongs else "MCR-F74"] = 1


def _terminal_chows(chows: list[int], pair: int, tally: Tally) -> bool:
    """MCR-F13 / F29: 123 and 789 chows twice over, around a pair of fives."""
    suit = pair // 9
    lows = [(c // 9, c % 9) for c in chows]
    if any(rank not in (0, 6) for _, rank in lows):
        return False
    if all(s == suit for s, _ in lows):
        if sorted(r for _, r in lows) == [0, 0, 6, 6]:
            tally["MCR-F13"] = 1
            return True
        return False
    others = {0, 1, 2} - {suit}
    if sorted(lows) == sorted((s, r) for s in others for r in (0, 6)):
        tally["MCR-F29"] = 1
        return True
    return False


def _pair_fans(pair: int, tally: Tally) -> None:
    """Little Three Dragons and Little Four Winds: the pair completes two or three pungs."""
    if tally.get("MCR-F54") and pair >= 31:
        del tally["MCR-F54"]
        tally["MCR-F10"] = 1
    elif tally.get("MCR-F38") and 27 <= pair <= 30:
        del tally["MCR-F38"]
        tally["MCR-F09"] = 1


# What a group (a chow by its lowest tile; a pung, kong or pair by its tile) gives towards the
# fans every group must share: 1 Outside Hand (a terminal or honour in it), 2 All Fives (a five in
# it), 4 All Even Pungs (an even number, not a chow)
_OUTSIDE, _FIVES, _EVEN = 1, 2, 4


def _chow_traits(t: int) -> int:
    rank = t % 9  # the chow's lowest rank, 0-based
    return (_OUTSIDE if rank in (0, 6) else 0) | (_FIVES if rank in (2, 3, 4) else 0)


def _same_traits(t: int) -> int:
    if t >= 27:
        return _OUTSIDE
    rank = t % 9
    return (_OUTSIDE if rank in (0, 8) else 0) | (_FIVES if rank == 4 else 0) | (_EVEN if rank % 2 else 0)


CHOW_TRAITS = tuple(_chow_traits(t) if t < 27 else 0 for t in range(34))
SAME_TRAITS = tuple(_same_traits(t) for t in range(34))
_ALL_TRAITS = _OUTSIDE | _FIVES | _EVEN


def _group_traits(sets: list[Set], pair: int, tally: Tally) -> None:
    """Outside Hand, All Fives, All Even Pungs: every set and the pair alike."""
    shared = SAME_TRAITS[pair]
    for s in sets:
        if not shared:
            return
        shared &= (CHOW_TRAITS if s.kind == "chow" else SAME_TRAITS)[s.tile]
    _traits_fans(shared, tally)


def _traits_fans(shared: int, tally: Tally) -> None:
    """Outside Hand, All Fives or All Even Pungs from the traits every set and the pair share."""
    if shared & _OUTSIDE:
        tally["MCR-F55"] = 1
    elif shared & _FIVES:
        tally["MCR-F31"] = 1
    elif shared & _EVEN:
        tally["MCR-F21"] = 1


def _wait_fan(win: int, placed: tuple[str, int], tally: Tally) -> None:
    kind, tile = placed
    if kind == "chow":
        tally["MCR-F78" if win == tile + 1 else "MCR-F77"] = 1
    elif kind == "pair":
        tally["MCR-F79"] = 1


def _wind_pungs(w: Winner, pungs: list[int], tally: Tally) -> None:
    """MCR-F60/F61 for pungs of the round and seat winds; a wind pung then is not also F73."""
    if "MCR-F01" in tally or _WINDS.isdisjoint(pungs):  # no wind pung: no F38 either
        return
    counted = not any(f in tally for f in ("MCR-F38", "MCR-F18", "MCR-F11", "MCR-F09"))
    if "MCR-F38" in tally and "MCR-F73" in tally:
        _take(tally, "MCR-F73", 3)
    for p in pungs:
        if p not in WINDS:
            continue
        if p == w.prevalent:
            tally["MCR-F60"] = 1
            if counted:
                _take(tally, "MCR-F73", 1)
        if p == w.seat:
            tally["MCR-F61"] = 1
            if counted and w.seat != w.prevalent:
                _take(tally, "MCR-F73", 1)


def _take(tally: Tally, rule: str, times: int) -> None:
    left = tally.get(rule, 0) - times
    if left > 0:
        tally[rule] = left
    else:
        tally.pop(rule, None)


def points(tally: Tally) -> int:
    return sum(map(mul, map(POINTS.__getitem__, tally), tally.values()))
