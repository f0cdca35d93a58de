"""MCR's quicker readings (issue #19, second round) against the plain ways they replaced.

The plain ways are kept here as they were written before, so that the quicker ones are checked
against them on random hands: tile fans read from the kinds held as bits, the special shapes asked
only of hands with the right number of kinds, the win's fans without the shown count when the
winning tile is not held alone.
"""

from __future__ import annotations

from itertools import compress

from hypothesis import given
from hypothesis import strategies as st

from tourney.rules.deal import Win
from tourney.rules.decompose import is_thirteen_orphans
from tourney.rules.mcr import hand as mcr_hand
from tourney.rules.mcr import score as mcr_score
from tourney.rules.mcr import waits as mcr_waits
from tourney.rules.mcr.hand import (
    CHOW_TRAITS,
    SAME_TRAITS,
    Set,
    Tally,
    Winner,
    finish,
    points,
    score_groups,
    shown_of,
)
from tourney.rules.mcr.knitted import KNITTED_STRAIGHTS, honors_and_knitted
from tourney.rules.mcr.sets import chow_fans, pung_fans
from tourney.rules.mcr.tiles import kinds_held, tile_fans, tile_hogs
from tourney.tiles import ALL_TILES

_HEADS = frozenset({0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33})
_GREEN = frozenset({19, 20, 21, 23, 25, 32})
_REVERSIBLE = frozenset({9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 33})


def tile_fans_plainly(counts: list[int]) -> Tally:
    held = list(compress(range(len(counts)), counts))
    tally: Tally = {}
    suits = {i // 9 for i in held if i < 27}
    honours = [i for i in held if i >= 27]
    voided = 3 - len(suits)
    if not honours:
        tally["MCR-F76"] = 1
    if voided == 2:
        if honours:
            tally["MCR-F49"] = 1
        else:
            tally["MCR-F22"] = 1
            del tally["MCR-F76"]
    elif voided:
        tally["MCR-F75"] = voided
    if voided == 0 and any(i < 31 for i in honours) and any(i >= 31 for i in honours):
        tally["MCR-F51"] = 1
    heads = len(_HEADS.intersection(held))
    if not heads:
        tally["MCR-F68"] = 1
    if _REVERSIBLE.issuperset(held):
        tally["MCR-F40"] = 1
    if _GREEN.issuperset(held):
        tally["MCR-F03"] = 1
    if heads == len(held):
        if len(honours) == len(held):
            tally["MCR-F11"] = 1
        elif not honours:
            tally["MCR-F08"] = 1
        else:
            tally["MCR-F18"] = 1
    if not honours:
        ranks = {i % 9 for i in held}
        if max(ranks) <= 3:
            tally["MCR-F37" if 3 in ranks else "MCR-F27"] = 1
        elif min(ranks) >= 5:
            tally["MCR-F36" if 5 in ranks else "MCR-F25"] = 1
        elif min(ranks) >= 3 and max(ranks) <= 5:
            tally["MCR-F26"] = 1
    return tally


@st.composite
def tile_kinds(draw: st.DrawFn) -> list[int]:
    """Counts of a few kinds, often from one family (a suit, the honours, the green or reversible
    tiles, ranks 1-4 / 4-6 / 6-9), so that every tile fan comes up."""
    families = [range(34), range(27), range(9), range(9, 18), range(18, 27), range(27, 34),
                sorted(_GREEN), sorted(_REVERSIBLE), sorted(_HEADS), [0, 1, 2, 3, 9, 10, 11, 12],
                [3, 4, 5, 12, 13, 14, 21, 22, 23], [5, 6, 7, 8, 23, 24, 25, 26]]
    family = draw(st.sampled_from(families))
    kinds = draw(st.lists(st.sampled_from(list(family)), min_size=1, max_size=14))
    counts = [0] * 34
    for k in kinds:
        counts[k] = min(counts[k] + 1, 4)
    return counts


@given(tile_kinds())
def test_mcr_tile_fans_from_the_kinds_held_as_bits_match_the_plain_count(counts: list[int]) -> None:
    quick = tile_fans(*kinds_held(counts))
    plain = tile_fans_plainly(counts)
    assert list(quick.items()) == list(plain.items())  # same fans, added in the same order


def special_plainly(w: Winner, counts: list[int]) -> list[tuple[int, Tally, str]]:
    found = []
    if not any(n & 1 for n in counts):
        tally = dict(w.win_fans)
        if mcr_score._shifted_pairs(counts):
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
        found.append((points(tally), tally, "seven_pairs"))
    if all(counts[27:34]) and is_thirteen_orphans(counts):
        tally = {**w.win_fans, "MCR-F07": 1}
        finish(tally)
        found.append((points(tally), tally, "thirteen_orphans"))
    kind = honors_and_knitted(counts) if max(counts) == 1 else None
    if kind:
        tally = {**w.win_fans, "MCR-F20" if kind == "greater" else "MCR-F34": 1}
        if kind == "lesser" and sum(counts[:27]) == 9:
            tally["MCR-F35"] = 1
        finish(tally)
        found.append((points(tally), tally, "honors_and_knitted"))
    return found


@st.composite
def special_hands(draw: st.DrawFn) -> list[int]:
    """14 tiles near a special shape: seven pairs, thirteen orphans, honors and knitted tiles,
    now and then one tile swapped for another."""
    shape = draw(st.sampled_from(["pairs", "orphans", "knitted", "any"]))
    if shape == "pairs":
        tiles = [k for k in draw(st.lists(st.integers(0, 33), min_size=7, max_size=7)) for _ in range(2)]
    elif shape == "orphans":
        tiles = [*sorted(_HEADS), draw(st.sampled_from(sorted(_HEADS)))]
    elif shape == "knitted":
        numbers = draw(st.lists(st.sampled_from(draw(st.sampled_from(KNITTED_STRAIGHTS))), min_size=7,
                                max_size=9, unique=True))
        tiles = numbers + draw(st.lists(st.integers(27, 33), min_size=14 - len(numbers),
                                        max_size=14 - len(numbers), unique=True))
    else:
        tiles = draw(st.lists(st.integers(0, 33), min_size=14, max_size=14))
    if draw(st.booleans()):
        tiles[draw(st.integers(0, 13))] = draw(st.integers(0, 33))
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return counts


@given(special_hands(), st.booleans())
def test_mcr_special_shapes_asked_by_the_kinds_held_match_the_plain_way(counts: list[int],
                                                                          self_drawn: bool) -> None:
    w = Winner(counts, next(i for i, n in enumerate(counts) if n), self_drawn, 27, 28, 0,
               {"MCR-F80": 1} if self_drawn else {})
    found: list[mcr_score.Best] = []
    mcr_score._special(w, list(counts), found)
    quick = [(b.points, b.tally, b.shape) for b in found]
    assert quick == special_plainly(w, list(counts))


def win_fans_plainly(counts: list[int], melds: tuple[Set, ...], win: Win) -> Tally:
    tile = win.tile.index
    flags = win.flags
    fans: Tally = {}
    shown = sum(1 for s in melds for t in mcr_score._set_tiles(s) if t == tile)
    alone = counts[tile] == 1
    if alone and ("last_of_kind" in flags or shown == 3):
        fans["MCR-F58"] = 1
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


FLAGS = ["last_tile", "last_discard", "replacement", "robbing_kong", "last_of_kind"]


@st.composite
def melds(draw: st.DrawFn) -> Set:
    kind = draw(st.sampled_from(["chow", "pung", "kong"]))
    tile = draw(st.sampled_from([9 * s + r for s in range(3) for r in range(7)])) if kind == "chow" \
        else draw(st.integers(0, 33))
    return Set(kind, tile, False, True)


@given(st.lists(st.integers(0, 3), min_size=34, max_size=34), st.lists(melds(), max_size=4),
       st.integers(0, 33), st.booleans(), st.frozensets(st.sampled_from(FLAGS)))
def test_mcr_win_fans_asked_only_of_a_tile_held_alone_match_the_plain_way(
        counts: list[int], shown: list[Set], tile: int, self_drawn: bool, flags: frozenset[str]) -> None:
    counts[tile] = max(counts[tile], 1)
    win = Win(ALL_TILES[tile], "self" if self_drawn else "S", flags)
    assert mcr_score._win_fans(counts, tuple(shown), win) == win_fans_plainly(counts, tuple(shown), win)


def score_sets_plainly(w: Winner, sets: list[Set], pair: int, placed: tuple[str, int] | None,
                       unique_wait: bool, knitted: bool = False) -> Tally:
    """The fans of one reading from its sets, as mcr_hand.score_sets counted them."""
    tally = dict(w.start)
    chows: list[int] = []
    pungs: list[int] = []
    kongs = concealed_kongs = concealed = shown = 0
    for s in sets:
        shown += s.shown
        if s.kind == "chow":
            chows.append(s.tile)
            continue
        pungs.append(s.tile)
        concealed += s.concealed
        if s.kind == "kong":
            kongs += 1
            concealed_kongs += s.concealed
    chows.sort()
    pungs.sort()
    if kongs or concealed >= 2:
        mcr_hand._kong_fans(kongs, concealed_kongs, concealed, tally)
    if len(pungs) == 4 and "MCR-F05" not in tally and "MCR-F12" not in tally:
        tally["MCR-F48"] = 1
    if pungs:
        pung_fans(pungs, tally)
    if knitted:
        tally["MCR-F35"] = 1
        if not pungs and pair < 27:
            tally["MCR-F63"] = 1
    elif len(chows) == 4 and pair % 9 == 4 and pair < 27 and mcr_hand._terminal_chows(chows, pair, tally):
        pass
    elif len(chows) >= 2:
        chow_fans(chows, tally)
        if len(chows) == 4 and pair < 27:
            tally["MCR-F63"] = 1
    if "MCR-F54" in tally or "MCR-F38" in tally:
        mcr_hand._pair_fans(pair, tally)
    if shown == 0:
        tally["MCR-F56" if w.self_drawn else "MCR-F62"] = 1
    elif shown == 4 and not w.self_drawn:
        tally["MCR-F52"] = 1
    if not knitted:
        mcr_hand._group_traits(sets, pair, tally)
    hogs = w.fours - kongs
    if hogs > 0 and "MCR-F14" not in tally:
        tally["MCR-F64"] = hogs
    if unique_wait and placed and "MCR-F52" not in tally and "MCR-F05" not in tally:
        mcr_hand._wait_fan(w.win, placed, tally)
    finish(tally)
    mcr_hand._wind_pungs(w, pungs, tally)
    if not tally:
        tally["MCR-F43"] = 1
    return tally


CHOW_STARTS = [9 * s + r for s in range(3) for r in range(7)]


@st.composite
def readings(draw: st.DrawFn) -> tuple[list[Set], list[tuple[str, int]], int, int]:
    """Shown melds (claimed, or declared kongs), concealed groups (four sets in all), a pair and
    the index of the concealed group that took the winning tile (-1: the pair). Tiles are drawn
    from few kinds so that pungs of winds, dragons and one number come up."""
    family = draw(st.sampled_from([range(34), range(27, 34), [0, 8, 9, 17, 18, 26, 27, 31], [4, 13, 22]]))
    melds = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(["chow", "pung", "kong"]))
        tile = draw(st.sampled_from(CHOW_STARTS)) if kind == "chow" else draw(st.sampled_from(list(family)))
        declared = kind == "kong" and draw(st.booleans())
        melds.append(Set(kind, tile, declared, not declared))
    groups = []
    for _ in range(4 - len(melds)):
        if draw(st.booleans()):
            groups.append(("chow", draw(st.sampled_from(CHOW_STARTS))))
        else:
            groups.append(("pung", draw(st.sampled_from(list(family)))))
    pair = draw(st.sampled_from(list(family)))
    placed = draw(st.integers(-1, len(groups) - 1))
    return melds, groups, pair, placed


WIND_TILES = st.sampled_from([27, 28, 29, 30])


@given(readings(), st.booleans(), st.booleans(), WIND_TILES, WIND_TILES, st.booleans())
def test_mcr_a_reading_scored_from_its_groups_matches_the_plain_scoring_of_its_sets(
        reading: tuple[list[Set], list[tuple[str, int]], int, int], self_drawn: bool, unique: bool, seat: int,
        prevalent: int, knitted: bool) -> None:
    melds, groups, pair, placed_at = reading
    placed = ("pair", pair) if placed_at < 0 else groups[placed_at]
    counts = [0] * 34
    for kind, tile in [(s.kind, s.tile) for s in melds] + groups:
        for t in (tile, tile + 1, tile + 2) if kind == "chow" else (tile,) * (4 if kind == "kong" else 3):
            counts[t] += 1
    counts[pair] += 2
    win = placed[1] + (1 if placed[0] == "chow" else 0)
    w = Winner(counts, win, self_drawn, seat, prevalent, 0, {"MCR-F80": 1} if self_drawn else {})
    sets = list(melds)
    taken = False
    for kind, t in groups:
        exposed = not taken and not self_drawn and (kind, t) == placed and kind == "pung"
        taken = taken or exposed
        sets.append(Set(kind, t, not exposed, False))
    chows = [t for kind, t in groups if kind == "chow"]
    pungs = [t for kind, t in groups if kind != "chow"]
    traits = SAME_TRAITS[pair]
    for kind, t in groups:
        traits &= (CHOW_TRAITS if kind == "chow" else SAME_TRAITS)[t]
    concealed = len(pungs) - (placed[0] == "pung" and not self_drawn)
    quick = score_groups(w, shown_of(tuple(melds)), chows, pungs, concealed, traits, pair, placed, unique,
                         knitted)
    assert quick == score_sets_plainly(w, sets, pair, placed, unique, knitted)



def scattered_plainly(counts: list[int], melds: int) -> bool:
    if melds > 1:
        return False
    if 34 - counts.count(0) >= 12:
        return True
    if 27 - counts[:27].count(0) < 8:
        return False
    return any(sum(1 for i in seq if counts[i]) >= 8 for seq in KNITTED_STRAIGHTS)


@given(st.lists(st.sampled_from([0, 0, 1, 1, 1, 2]), min_size=34, max_size=34), st.integers(0, 2))
def test_mcr_scattered_hands_found_by_each_straights_counts_as_the_plain_count_finds_them(
        counts: list[int], melds: int) -> None:
    assert mcr_waits._scattered(counts, melds) == scattered_plainly(counts, melds)
