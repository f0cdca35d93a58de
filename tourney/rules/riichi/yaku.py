"""Riichi yaku (docs/rules/riichi.md, RI-Y01 … RI-Y40): the names, and the han of one reading.

A *reading* is one arrangement of the winning hand with one choice of the group the winning tile
completed. Everything here works on tile indices (0–33, :mod:`tourney.tiles`) and small tuples, so
that the search (:mod:`riichi_hand`) can try every reading of a hand quickly: a set is
``(kind, index, concealed)`` with kind ``"c"`` chow, ``"p"`` pung, ``"k"`` kong; the pair is an index.
Yaku come back as ``(rule id, han)`` pairs; yakuman as ``(rule id, times)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from operator import itemgetter

from tourney.language import Words, say

DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)
GREEN = frozenset({19, 20, 21, 23, 25, 32})  # 2s 3s 4s 6s 8s Gd
HEADS = frozenset({0, 8, 9, 17, 18, 26, *range(27, 34)})
HONOURS = frozenset(range(27, 34))
_KINDS = range(34)

YAKU_NAMES: dict[str, Words] = {
    "RI-Y01": say("Riichi"), "RI-Y02": say("Double riichi"), "RI-Y03": say("Ippatsu"),
    "RI-Y04": say("Fully concealed hand (menzen tsumo)"), "RI-Y05": say("Pinfu"),
    "RI-Y06": say("Pure double chow (iipeikou)"), "RI-Y07": say("All simples (tanyao)"),
    "RI-Y08": say("Dragon pung (yakuhai)"), "RI-Y09": say("Seat wind pung (yakuhai)"),
    "RI-Y10": say("Round wind pung (yakuhai)"), "RI-Y11": say("Last tile from the wall (haitei)"),
    "RI-Y12": say("Last discard (houtei)"), "RI-Y13": say("Dead wall draw (rinshan kaihou)"),
    "RI-Y14": say("Robbing a kong (chankan)"), "RI-Y15": say("Seven pairs (chiitoitsu)"),
    "RI-Y16": say("Mixed triple chow (sanshoku doujun)"), "RI-Y17": say("Pure straight (ittsu)"),
    "RI-Y18": say("Terminal or honour in each group (chanta)"), "RI-Y19": say("All pungs (toitoi)"),
    "RI-Y20": say("Three concealed pungs (sanankou)"), "RI-Y21": say("Triple pung (sanshoku doukou)"),
    "RI-Y22": say("Three kongs (sankantsu)"), "RI-Y23": say("Little three dragons (shousangen)"),
    "RI-Y24": say("All terminals and honours (honroutou)"),
    "RI-Y25": say("Terminal in each group (junchan)"), "RI-Y26": say("Twice pure double chow (ryanpeikou)"),
    "RI-Y27": say("Half flush (honitsu)"), "RI-Y28": say("Full flush (chinitsu)"),
    "RI-Y29": say("Thirteen orphans (kokushi musou)"), "RI-Y30": say("Four concealed pungs (suuankou)"),
    "RI-Y31": say("Big three dragons (daisangen)"), "RI-Y32": say("Little four winds (shousuushii)"),
    "RI-Y33": say("Big four winds (daisuushii)"), "RI-Y34": say("All honours (tsuuiisou)"),
    "RI-Y35": say("All green (ryuuiisou)"), "RI-Y36": say("All terminals (chinroutou)"),
    "RI-Y37": say("Nine gates (chuuren poutou)"), "RI-Y38": say("Four kongs (suukantsu)"),
    "RI-Y39": say("Heavenly hand (tenhou)"), "RI-Y40": say("Earthly hand (chiihou)"),
}


@dataclass(slots=True)  # not frozen: made for every hand valued, and never changed
class Facts:
    """What the readings of one winning hand share: its tiles, its context and the house rules."""

    counts: tuple[int, ...]  # all 34 kinds, shown melds included (a kong counts 4)
    concealed: tuple[int, ...]  # the 34 counts of the bare concealed tiles
    melds: tuple[tuple[str, int, bool], ...]  # shown melds as (kind, index, concealed)
    closed: bool  # no meld claimed from a discard
    win: int
    tsumo: bool
    seat_wind: int
    round_wind: int
    situational: tuple[tuple[str, int], ...]  # riichi, ippatsu, tsumo, haitei … (RI-Y01–Y04, Y11–Y14)
    situational_yakuman: tuple[tuple[str, int], ...]  # tenhou, chiihou
    open_tanyao: bool = True
    double_yakuman: bool = False


def hand_yaku(f: Facts) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """Yaku that depend only on the tiles, not on how they are arranged (any shape).

    Which kinds are held is read from sums of the counts: the kinds held lie within a set of kinds
    exactly when the counts of that set sum to all the tiles (:func:`hand_yaku_plainly` compares the
    sets themselves; tested equal)."""
    counts = f.counts
    total = sum(counts)
    honours = sum(counts[27:34])
    heads = sum(_HEAD_COUNTS(counts))
    yaku: list[tuple[str, int]] = []
    yakuman: list[tuple[str, int]] = []
    if not heads and (f.closed or f.open_tanyao):
        yaku.append(("RI-Y07", 1))
    if heads == total:  # only terminals and honours
        if honours == total:
            yakuman.append(("RI-Y34", 1))
        elif not honours:
            yakuman.append(("RI-Y36", 1))
        else:
            yaku.append(("RI-Y24", 2))
    if any(counts[:9]) + any(counts[9:18]) + any(counts[18:27]) == 1:  # one number suit
        if honours:
            yaku.append(("RI-Y27", 3 if f.closed else 2))
        else:
            yaku.append(("RI-Y28", 6 if f.closed else 5))
    if sum(_GREEN_COUNTS(counts)) == total:
        yakuman.append(("RI-Y35", 1))
    return yaku, yakuman


_HEAD_COUNTS = itemgetter(*sorted(HEADS))
_GREEN_COUNTS = itemgetter(*sorted(GREEN))


def hand_yaku_plainly(f: Facts) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """:func:`hand_yaku` by the sets of kinds held (the reference of its test)."""
    counts = f.counts
    held = set(compress(_KINDS, counts))
    yaku: list[tuple[str, int]] = []
    yakuman: list[tuple[str, int]] = []
    honours = any(counts[27:34])
    if held.isdisjoint(HEADS) and (f.closed or f.open_tanyao):
        yaku.append(("RI-Y07", 1))
    if held <= HEADS:
        if held <= HONOURS:
            yakuman.append(("RI-Y34", 1))
        elif not honours:
            yakuman.append(("RI-Y36", 1))
        else:
            yaku.append(("RI-Y24", 2))
    if any(counts[:9]) + any(counts[9:18]) + any(counts[18:27]) == 1:
        if honours:
            yaku.append(("RI-Y27", 3 if f.closed else 2))
        else:
            yaku.append(("RI-Y28", 6 if f.closed else 5))
    if held <= GREEN:
        yakuman.append(("RI-Y35", 1))
    return yaku, yakuman


def nine_gates(f: Facts) -> tuple[str, int] | None:
    """RI-Y37: 1112345678999 of one suit plus any tile of it, fully concealed (no kong declared)."""
    if f.melds:
        return None
    counts = f.concealed
    for start in (0, 9, 18):
        suit = counts[start:start + 9]
        if sum(suit) != 14:
            continue
        base = (3, 1, 1, 1, 1, 1, 1, 1, 3)
        if all(n >= b for n, b in zip(suit, base, strict=True)):
            pure = f.win - start in range(9) and suit[f.win - start] - base[f.win - start] == 1
            return ("RI-Y37", 2 if pure and f.double_yakuman else 1)
    return None


def arrangement_yaku(f: Facts, sets: list[tuple[str, int, bool]], pair: int) -> list[tuple[str, int]]:
    """Yaku of one standard arrangement that do not depend on the wait (RI-Y06, Y08–Y10, Y16–Y26)."""
    yaku: list[tuple[str, int]] = []
    chows: list[int] = []
    pungs: list[int] = []
    kongs = dragon_pungs = 0
    seat_wind, round_wind, closed = f.seat_wind, f.round_wind, f.closed
    for kind, i, _ in sets:
        if kind == "c":
            chows.append(i)
            continue
        pungs.append(i)
        if kind == "k":
            kongs += 1
        if i >= 27:  # only an honour pung is a dragon or a wind
            if i >= 31:
                dragon_pungs += 1
                yaku.append(("RI-Y08", 1))
            if i == seat_wind:
                yaku.append(("RI-Y09", 1))
            if i == round_wind:
                yaku.append(("RI-Y10", 1))
    if len(chows) >= 2:
        chows.sort()
        if closed:
            doubles = _same_chow_pairs(chows)
            if doubles >= 2:
                yaku.append(("RI-Y26", 3))
            elif doubles == 1:
                yaku.append(("RI-Y06", 1))
        if len(chows) >= 3:
            for r in chows:
                if r < 7 and r + 9 in chows and r + 18 in chows:
                    yaku.append(("RI-Y16", 2 if closed else 1))
                    break
            for start in (0, 9, 18):
                if start in chows and start + 3 in chows and start + 6 in chows:
                    yaku.append(("RI-Y17", 2 if closed else 1))
                    break
    if chows and pair in HEADS and HEADS.issuperset(pungs) and _OUTER_CHOWS.issuperset(chows):
        if pair >= 27 or (pungs and max(pungs) >= 27):
            yaku.append(("RI-Y18", 2 if closed else 1))
        else:
            yaku.append(("RI-Y25", 3 if closed else 2))
    if len(pungs) == 4:
        yaku.append(("RI-Y19", 2))
    if len(pungs) >= 3:
        for r in pungs:
            if r < 9 and r + 9 in pungs and r + 18 in pungs:
                yaku.append(("RI-Y21", 2))
                break
    if kongs == 3:
        yaku.append(("RI-Y22", 2))
    if dragon_pungs == 2 and pair >= 31:
        yaku.append(("RI-Y23", 2))
    return yaku


_OUTER_CHOWS = frozenset({0, 6, 9, 15, 18, 24})  # chows holding a terminal: 123 and 789 of each suit


def _same_chow_pairs(chows: list[int]) -> int:
    """How many pairs of identical chows a sorted list holds (two of one kind 1, three 1, four 2)."""
    pairs = k = 0
    while k < len(chows) - 1:
        if chows[k] == chows[k + 1]:
            pairs += 1
            k += 2
        else:
            k += 1
    return pairs


def arrangement_yakuman(f: Facts, sets: list[tuple[str, int, bool]], pair: int) -> list[tuple[str, int]]:
    """Yakuman of one standard arrangement that do not depend on the wait (RI-Y31–Y33, Y38)."""
    pungs = [i for kind, i, _ in sets if kind != "c"]
    found: list[tuple[str, int]] = []
    if sum(1 for i in pungs if i >= 31) == 3:
        found.append(("RI-Y31", 1))
    winds = sum(1 for i in pungs if 27 <= i <= 30)
    if winds == 4:
        found.append(("RI-Y33", 2 if f.double_yakuman else 1))
    elif winds == 3 and 27 <= pair <= 30:
        found.append(("RI-Y32", 1))
    if sum(1 for kind, _, _ in sets if kind == "k") == 4:
        found.append(("RI-Y38", 1))
    return found
