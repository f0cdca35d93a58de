"""FIMJ ordinary hand value of one arrangement: stick points (S), fundamental (D) and closing (C) doublings.

Every function takes an :class:`~tourney.rules.decompose.Arrangement` (complete for the winner, partial
for the others, FIMJ-SC05) and the seat's :class:`Context`, and returns the :class:`ScoreItem` s that
apply; :func:`ordinary_value` adds them up as ``points × 2^doublings`` (FIMJ-SC01/SC02).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tourney.rules.decompose import Arrangement, Group
from tourney.rules.result import SEAT_WINDS, ScoreItem
from tourney.tiles import Tile, wind

# (kind, concealed, head) -> (rule, name, stick points); FIMJ-S06 to S13
_SET_POINTS = {
    ("pung", False, False): ("FIMJ-S06", "Exposed pung of simples", 2),
    ("pung", True, False): ("FIMJ-S07", "Concealed pung of simples", 4),
    ("pung", False, True): ("FIMJ-S08", "Exposed pung of head tiles", 4),
    ("pung", True, True): ("FIMJ-S09", "Concealed pung of head tiles", 8),
    ("kong", False, False): ("FIMJ-S10", "Exposed kong of simples", 8),
    ("kong", True, False): ("FIMJ-S11", "Concealed kong of simples", 16),
    ("kong", False, True): ("FIMJ-S12", "Exposed kong of head tiles", 16),
    ("kong", True, True): ("FIMJ-S13", "Concealed kong of head tiles", 32),
}
CHIUSURA = ScoreItem("FIMJ-S14", "Mah Jong (chiusura)", points=20)
# families of D20: (rule, name, doublings), highest first; on a tie the first listed is named
_CHOW_FAMILY = (("FIMJ-D15", "Four identical chows in one suit", 4),
                ("FIMJ-D13", "Four identical chows", 2),
                ("FIMJ-D14", "Three identical chows in one suit", 2),
                ("FIMJ-D12", "Three identical chows", 1))
_SNAKE_FAMILY = (("FIMJ-D19", "Chained snake in one suit", 3),
                 ("FIMJ-D17", "Snake in one suit", 2),
                 ("FIMJ-D18", "Chained snake", 2),
                 ("FIMJ-D16", "Snake", 1))
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
    items = [ScoreItem(rule, name, points=4)
             for suit, rule, name in (("f", "FIMJ-S01", "Own flower"), ("y", "FIMJ-S02", "Own season"))
             if any(t.suit == suit and t.rank == ctx.own_rank for t in ctx.bonus)]
    for group in pungs(arrangement):
        rule, name, points = _SET_POINTS[(group.kind, group.concealed, group.tile.is_head)]
        items.append(ScoreItem(rule, name, points=points))
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
        found.append(ScoreItem("FIMJ-S03", "Pair of dragons", points=2))
    if t == wind(ctx.seat):
        found.append(ScoreItem("FIMJ-S04", "Pair of own wind", points=2))
    if t == wind(ctx.round_wind):
        found.append(ScoreItem("FIMJ-S05", "Pair of round wind", points=2))
    return found


def fundamental_items(arrangement: Arrangement, ctx: Context) -> list[ScoreItem]:
    """FIMJ-D01 to D19 with the family rule D20: only the highest item of a family counts."""
    items = _bonus_doublings(ctx)
    sets = pungs(arrangement)
    for group in sets:
        if group.tile == wind(ctx.seat):
            items.append(ScoreItem("FIMJ-D04", "Pung of own wind", doubles=1))
        if group.tile == wind(ctx.round_wind):
            items.append(ScoreItem("FIMJ-D05", "Pung of round wind", doubles=1))
        if group.tile.is_dragon:
            items.append(ScoreItem("FIMJ-D06", "Pung of dragons", doubles=1))
    head = sum(1 for g in sets if g.tile.is_head)
    if head >= 4:
        items.append(ScoreItem("FIMJ-D08", "Four pungs of head tiles", doubles=2))
    elif head == 3:
        items.append(ScoreItem("FIMJ-D07", "Three pungs of head tiles", doubles=1))
    if _same_number_in_three_suits(sets):
        items.append(ScoreItem("FIMJ-D09", "Pungs of one number in the three suits", doubles=1))
    hidden = sum(1 for g in sets if g.kind == "pung" and g.concealed)
    if hidden >= 4:
        items.append(ScoreItem("FIMJ-D11", "Four concealed pungs", doubles=2))
    elif hidden == 3:
        items.append(ScoreItem("FIMJ-D10", "Three concealed pungs", doubles=1))
    runs = [(g.tile.suit, g.tile.rank) for g in chows(arrangement)]
    if len(runs) >= 3:
        items.extend(_best_of(_CHOW_FAMILY, _identical_chows(runs)))
        items.extend(_best_of(_SNAKE_FAMILY, _snakes(runs)))
    return items


def _bonus_doublings(ctx: Context) -> list[ScoreItem]:
    items = []
    for suit, full_rule, full_name, own_name in (
            ("f", "FIMJ-D02", "Bouquet of flowers", "Own flower"),
            ("y", "FIMJ-D03", "All four seasons", "Own season")):
        ranks = {t.rank for t in ctx.bonus if t.suit == suit}
        if len(ranks) == 4:
            items.append(ScoreItem(full_rule, full_name, doubles=4))
        elif ctx.own_rank in ranks:
            items.append(ScoreItem("FIMJ-D01", own_name, doubles=1))
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


def _best_of(family: tuple[tuple[str, str, int], ...], applicable: set[str]) -> list[ScoreItem]:
    for rule, name, doubles in family:
        if rule in applicable:
            return [ScoreItem(rule, name, doubles=doubles)]
    return []


def closing_items(arrangement: Arrangement, ctx: Context) -> list[ScoreItem]:
    """FIMJ-C01 to C05, one doubling each (FIMJ-A07); for the winner only."""
    if not ctx.winner:
        return []
    items = []
    if not chows(arrangement):
        items.append(ScoreItem("FIMJ-C01", "No chow (Woo-Pung)", doubles=1))
    if _colore(arrangement, ctx):
        items.append(ScoreItem("FIMJ-C02", "One suit with dragons or own wind (Colore)", doubles=1))
    for flag, rule, name in (("robbing_kong", "FIMJ-C03", "Robbing a kong"),
                             ("last_discard", "FIMJ-C04", "Mah Jong on the last discard"),
                             ("last_tile", "FIMJ-C05", "Mah Jong on the last tile of the wall")):
        if flag in ctx.flags:
            items.append(ScoreItem(rule, name, doubles=1))
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
