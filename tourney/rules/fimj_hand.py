"""FIMJ ordinary hand value of one arrangement: stick points (S), fundamental (D) and closing (C) doublings.

Every function takes an :class:`~tourney.rules.decompose.Arrangement` (complete for the winner, partial
for the others, FIMJ-SC05) and the seat's :class:`Context`, and returns the :class:`ScoreItem` s that
apply; :func:`ordinary_value` adds them up as ``points × 2^doublings`` (FIMJ-SC01/SC02). Every item is
made once at import with its name said (``tourney.language.say``), so the window can give the Italian
name of the FIMJ documents and scoring makes no new sentence per hand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tourney.language import say
from tourney.rules.decompose import Arrangement, Group
from tourney.rules.result import SEAT_WINDS, ScoreItem
from tourney.tiles import Tile, wind

# (kind, concealed, head) -> the stick points of the set; FIMJ-S06 to S13
_SET_POINTS = {
    ("pung", False, False): ScoreItem("FIMJ-S06", say("Exposed pung of simples"), points=2),
    ("pung", True, False): ScoreItem("FIMJ-S07", say("Concealed pung of simples"), points=4),
    ("pung", False, True): ScoreItem("FIMJ-S08", say("Exposed pung of head tiles"), points=4),
    ("pung", True, True): ScoreItem("FIMJ-S09", say("Concealed pung of head tiles"), points=8),
    ("kong", False, False): ScoreItem("FIMJ-S10", say("Exposed kong of simples"), points=8),
    ("kong", True, False): ScoreItem("FIMJ-S11", say("Concealed kong of simples"), points=16),
    ("kong", False, True): ScoreItem("FIMJ-S12", say("Exposed kong of head tiles"), points=16),
    ("kong", True, True): ScoreItem("FIMJ-S13", say("Concealed kong of head tiles"), points=32),
}
_OWN_FLOWER = say("Own flower")
_OWN_SEASON = say("Own season")
_OWN_BONUS_POINTS = (("f", ScoreItem("FIMJ-S01", _OWN_FLOWER, points=4)),
                     ("y", ScoreItem("FIMJ-S02", _OWN_SEASON, points=4)))
_DRAGON_PAIR = ScoreItem("FIMJ-S03", say("Pair of dragons"), points=2)
_OWN_WIND_PAIR = ScoreItem("FIMJ-S04", say("Pair of own wind"), points=2)
_ROUND_WIND_PAIR = ScoreItem("FIMJ-S05", say("Pair of round wind"), points=2)
CHIUSURA = ScoreItem("FIMJ-S14", say("Mah Jong (chiusura)"), points=20)
# (suit, all four, own one) of FIMJ-D01 to D03
_BONUS_DOUBLINGS = (("f", ScoreItem("FIMJ-D02", say("Bouquet of flowers"), doubles=4),
                     ScoreItem("FIMJ-D01", _OWN_FLOWER, doubles=1)),
                    ("y", ScoreItem("FIMJ-D03", say("All four seasons"), doubles=4),
                     ScoreItem("FIMJ-D01", _OWN_SEASON, doubles=1)))
_OWN_WIND_PUNG = ScoreItem("FIMJ-D04", say("Pung of own wind"), doubles=1)
_ROUND_WIND_PUNG = ScoreItem("FIMJ-D05", say("Pung of round wind"), doubles=1)
_DRAGON_PUNG = ScoreItem("FIMJ-D06", say("Pung of dragons"), doubles=1)
_THREE_HEAD_PUNGS = ScoreItem("FIMJ-D07", say("Three pungs of head tiles"), doubles=1)
_FOUR_HEAD_PUNGS = ScoreItem("FIMJ-D08", say("Four pungs of head tiles"), doubles=2)
_SAME_NUMBER_PUNGS = ScoreItem("FIMJ-D09", say("Pungs of one number in the three suits"), doubles=1)
_THREE_CONCEALED_PUNGS = ScoreItem("FIMJ-D10", say("Three concealed pungs"), doubles=1)
_FOUR_CONCEALED_PUNGS = ScoreItem("FIMJ-D11", say("Four concealed pungs"), doubles=2)
# families of D20, highest first; on a tie the first listed is named
_CHOW_FAMILY = (ScoreItem("FIMJ-D15", say("Four identical chows in one suit"), doubles=4),
                ScoreItem("FIMJ-D13", say("Four identical chows"), doubles=2),
                ScoreItem("FIMJ-D14", say("Three identical chows in one suit"), doubles=2),
                ScoreItem("FIMJ-D12", say("Three identical chows"), doubles=1))
_SNAKE_FAMILY = (ScoreItem("FIMJ-D19", say("Chained snake in one suit"), doubles=3),
                 ScoreItem("FIMJ-D17", say("Snake in one suit"), doubles=2),
                 ScoreItem("FIMJ-D18", say("Chained snake"), doubles=2),
                 ScoreItem("FIMJ-D16", say("Snake"), doubles=1))
_NO_CHOW = ScoreItem("FIMJ-C01", say("No chow (Woo-Pung)"), doubles=1)
_COLORE = ScoreItem("FIMJ-C02", say("One suit with dragons or own wind (Colore)"), doubles=1)
_FLAG_DOUBLINGS = (("robbing_kong", ScoreItem("FIMJ-C03", say("Robbing a kong"), doubles=1)),
                   ("last_discard", ScoreItem("FIMJ-C04", say("Mah Jong on the last discard"), doubles=1)),
                   ("last_tile", ScoreItem("FIMJ-C05", say("Mah Jong on the last tile of the wall"),
                                           doubles=1)))
_SNAKE = (1, 4, 7)
_CHAINED_SNAKE = (1, 3, 5, 7)


@dataclass(frozen=True, slots=True)
class Context:
    """What a hand's value depends on besides its tiles."""

    seat: str  # seat wind E S W N
    round_wind: str
    bonus: tuple[Tile, ...]  # exposed flowers and seasons
    winner: bool
    flags: frozenset[str] = frozenset()
    one_pair_only: bool = False  # option nonwinner_pairs = "one" (FIMJ-A14), for non-winners

    @property
    def own_rank(self) -> int:
        """The rank of the seat's own flower and season (FIMJ-T03)."""
        return SEAT_WINDS.index(self.seat) + 1


def pungs(arrangement: Arrangement) -> list[Group]:
    return [g for g in arrangement.groups if g.kind in ("pung", "kong")]


def chows(arrangement: Arrangement) -> list[Group]:
    return [g for g in arrangement.groups if g.kind == "chow"]


def stick_items(arrangement: Arrangement, ctx: Context) -> list[ScoreItem]:
    """FIMJ-S01 to S14 (S15: everything else scores nothing and is not listed)."""
    items = [found for suit, found in _OWN_BONUS_POINTS
             if any(t.suit == suit and t.rank == ctx.own_rank for t in ctx.bonus)]
    items.extend(_SET_POINTS[(g.kind, g.concealed, g.tile.is_head)] for g in pungs(arrangement))
    pair_items = [_pair_items(g, ctx) for g in arrangement.groups if g.kind == "pair"]
    if ctx.one_pair_only and not ctx.winner and pair_items:
        pair_items = [max(pair_items, key=lambda found: sum(i.points for i in found))]
    items.extend(item for found in pair_items for item in found)
    if ctx.winner:
        items.append(CHIUSURA)
    return items


def _pair_items(pair: Group, ctx: Context) -> list[ScoreItem]:
    t = pair.tile
    found = []
    if t.is_dragon:
        found.append(_DRAGON_PAIR)
    if t == wind(ctx.seat):
        found.append(_OWN_WIND_PAIR)
    if t == wind(ctx.round_wind):
        found.append(_ROUND_WIND_PAIR)
    return found


def fundamental_items(arrangement: Arrangement, ctx: Context) -> list[ScoreItem]:
    """FIMJ-D01 to D19 with the family rule D20: only the highest item of a family counts."""
    items = _bonus_doublings(ctx)
    sets = pungs(arrangement)
    for group in sets:
        if group.tile == wind(ctx.seat):
            items.append(_OWN_WIND_PUNG)
        if group.tile == wind(ctx.round_wind):
            items.append(_ROUND_WIND_PUNG)
        if group.tile.is_dragon:
            items.append(_DRAGON_PUNG)
    head = sum(1 for g in sets if g.tile.is_head)
    if head >= 4:
        items.append(_FOUR_HEAD_PUNGS)
    elif head == 3:
        items.append(_THREE_HEAD_PUNGS)
    if _same_number_in_three_suits(sets):
        items.append(_SAME_NUMBER_PUNGS)
    hidden = sum(1 for g in sets if g.kind == "pung" and g.concealed)
    if hidden >= 4:
        items.append(_FOUR_CONCEALED_PUNGS)
    elif hidden == 3:
        items.append(_THREE_CONCEALED_PUNGS)
    runs = [(g.tile.suit, g.tile.rank) for g in chows(arrangement)]
    if len(runs) >= 3:
        items.extend(_best_of(_CHOW_FAMILY, _identical_chows(runs)))
        items.extend(_best_of(_SNAKE_FAMILY, _snakes(runs)))
    return items


def _bonus_doublings(ctx: Context) -> list[ScoreItem]:
    items = []
    for suit, all_four, own in _BONUS_DOUBLINGS:
        ranks = {t.rank for t in ctx.bonus if t.suit == suit}
        if len(ranks) == 4:
            items.append(all_four)
        elif ctx.own_rank in ranks:
            items.append(own)
    return items


def _same_number_in_three_suits(sets: list[Group]) -> bool:
    suits_by_rank: dict[int, set[str]] = {}
    for g in sets:
        if g.tile.is_number:
            suits_by_rank.setdefault(g.tile.rank, set()).add(g.tile.suit)
    return any(len(suits) == 3 for suits in suits_by_rank.values())


def _identical_chows(runs: list[tuple[str, int]]) -> set[str]:
    same_suit = max(Counter(runs).values())
    same_numbers = max(Counter(rank for _, rank in runs).values())
    found = set()
    if same_suit >= 4:
        found.add("FIMJ-D15")
    if same_suit >= 3:
        found.add("FIMJ-D14")
    if same_numbers >= 4:
        found.add("FIMJ-D13")
    if same_numbers >= 3:
        found.add("FIMJ-D12")
    return found


def _snakes(runs: list[tuple[str, int]]) -> set[str]:
    ranks = {rank for _, rank in runs}
    found = set()
    for pattern, free, one_suit in ((_CHAINED_SNAKE, "FIMJ-D18", "FIMJ-D19"),
                                    (_SNAKE, "FIMJ-D16", "FIMJ-D17")):
        if ranks.issuperset(pattern):
            found.add(free)
            suits = {suit for suit, _ in runs}
            if any(all((suit, r) in runs for r in pattern) for suit in suits):
                found.add(one_suit)
    return found


def _best_of(family: tuple[ScoreItem, ...], applicable: set[str]) -> list[ScoreItem]:
    return next(([found] for found in family if found.rule in applicable), [])


def closing_items(arrangement: Arrangement, ctx: Context) -> list[ScoreItem]:
    """FIMJ-C01 to C05, one doubling each (FIMJ-A07); for the winner only."""
    if not ctx.winner:
        return []
    items = []
    if not chows(arrangement):
        items.append(_NO_CHOW)
    if _colore(arrangement, ctx):
        items.append(_COLORE)
    items.extend(found for flag, found in _FLAG_DOUBLINGS if flag in ctx.flags)
    return items


def _colore(arrangement: Arrangement, ctx: Context) -> bool:
    """One number suit; honours only dragons or the seat wind, at least one such group (FIMJ-A03)."""
    suits = {g.tile.suit for g in arrangement.groups if g.tile.is_number}
    honours = [g.tile for g in arrangement.groups if g.tile.is_honour]
    own = wind(ctx.seat)
    return (len(suits) == 1 and bool(honours)
            and all(t.is_dragon or t == own for t in honours))


def ordinary_value(items: list[ScoreItem]) -> tuple[int, int, int]:
    """(score, stick points, doublings) of a list of items (FIMJ-SC01)."""
    points = sum(i.points for i in items)
    doubles = sum(i.doubles for i in items)
    return points << doubles, points, doubles
