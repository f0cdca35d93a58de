"""FIMJ ordinary hand value of one arrangement: stick points (S), fundamental (D) and closing (C) doublings.

:class:`SeatValues` is made once per seat (its winds, bonus tiles, win flags); its ``items`` takes an
:class:`~tourney.rules.decompose.Arrangement` (complete for the winner, partial for the others,
FIMJ-SC05) and returns the :class:`ScoreItem` s that apply; :func:`ordinary_value` adds them up as
``points × 2^doublings`` (FIMJ-SC01/SC02). Every item is made once at import with its name said
(``tourney.language.say``), so the window can give the Italian name of the FIMJ documents and
scoring makes no new sentence per hand.
"""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache
from operator import attrgetter

from tourney.language import say
from tourney.rules.decompose import Arrangement, Group
from tourney.rules.result import SEAT_WINDS, ScoreItem
from tourney.tiles import ALL_TILES, NUM_PLAYING_KINDS, Tile, wind

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
# the same by kind, then [concealed][head]: looked up without making a key
_SET_POINTS_BY_KIND = {kind: tuple(tuple(_SET_POINTS[(kind, concealed, head)] for head in (False, True))
                                   for concealed in (False, True)) for kind in ("pung", "kong")}
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


_PLAYING = ALL_TILES[:NUM_PLAYING_KINDS]
_IS_HEAD = tuple(t.is_head for t in _PLAYING)
_FIRST_HONOUR = 27  # tile indices below are number tiles, suit = index // 9


def pungs(arrangement: Arrangement) -> list[Group]:
    return [g for g in arrangement.groups if g.kind in ("pung", "kong")]


def chows(arrangement: Arrangement) -> list[Group]:
    return [g for g in arrangement.groups if g.kind == "chow"]


class SeatValues:
    """Values one seat's arrangements: :meth:`items` lists what an arrangement scores.

    What does not depend on the arrangement (bonus tiles, win flags, which pungs and pairs of
    honours count for this seat and round) is worked out once per seat, so valuing each of the
    seat's arrangements is one pass over its groups.
    """

    __slots__ = ("bonus_doublings", "bonus_points", "colour", "flag_doublings", "one_pair_only",
                 "pair_items", "pung_doublings", "winner")

    def __init__(self, seat: str, round_wind: str, bonus: tuple[Tile, ...], winner: bool,
                 flags: frozenset[str] = frozenset(), one_pair_only: bool = False) -> None:
        """``bonus``: the seat's exposed flowers and seasons; ``one_pair_only``: the option
        nonwinner_pairs = "one" (FIMJ-A14), which applies to non-winners only."""
        self.winner = winner
        self.one_pair_only = one_pair_only and not winner
        self.bonus_points, self.bonus_doublings = _bonus_items(seat, bonus) if bonus else ((), ())
        self.pung_doublings, self.pair_items, self.colour = _honour_tables(seat, round_wind)
        self.flag_doublings = tuple(found for flag, found in _FLAG_DOUBLINGS if flag in flags)

    def items(self, arrangement: Arrangement) -> list[ScoreItem]:
        """Stick points FIMJ-S01 to S14 (S15: the rest scores nothing and is not listed), then the
        fundamental doublings D01 to D19 with the family rule D20 (only a family's highest item
        counts), then for the winner the closing doublings C01 to C05, one doubling each (A07)."""
        set_points: list[ScoreItem] = []
        pung_doublings: list[ScoreItem] = []
        pairs: list[tuple[ScoreItem, ...]] = []
        runs: list[int] = []
        numbers: list[int] = []  # the tiles of the number pungs and kongs (FIMJ-D09)
        heads = hidden = 0
        pung_items, pair_items = self.pung_doublings, self.pair_items
        groups = arrangement.groups
        for group in groups:
            kind = group.kind
            index = group.tile.index
            if kind == "chow":
                runs.append(index)
            elif kind == "pair":
                pairs.append(pair_items[index])
            elif kind == "pung" or kind == "kong":
                head = _IS_HEAD[index]
                set_points.append(_SET_POINTS_BY_KIND[kind][group.concealed][head])
                if pung_items[index]:
                    pung_doublings.extend(pung_items[index])
                heads += head
                if kind == "pung" and group.concealed:
                    hidden += 1
                if index < _FIRST_HONOUR:
                    numbers.append(index)
        if self.one_pair_only and pairs:
            pairs = [max(pairs, key=lambda found: sum(i.points for i in found))]
        items = [*self.bonus_points, *set_points]
        for found in pairs:
            items.extend(found)
        if self.winner:
            items.append(CHIUSURA)
        items.extend(self.bonus_doublings)
        items.extend(pung_doublings)
        if heads >= 4:
            items.append(_FOUR_HEAD_PUNGS)
        elif heads == 3:
            items.append(_THREE_HEAD_PUNGS)
        if len(numbers) >= 3 and _same_number(numbers):
            items.append(_SAME_NUMBER_PUNGS)
        if hidden >= 4:
            items.append(_FOUR_CONCEALED_PUNGS)
        elif hidden == 3:
            items.append(_THREE_CONCEALED_PUNGS)
        if len(runs) >= 3:
            items.extend(_chow_items(tuple(runs)))
        if self.winner:
            if not runs:
                items.append(_NO_CHOW)
            colour = self.colour
            colours = 0  # what the groups' tiles are, as Colore sees them (:func:`_honour_tables`)
            for group in groups:
                colours |= colour[group.tile.index]
            if colours in _COLORE_MASKS:  # FIMJ-A03
                items.append(_COLORE)
            items.extend(self.flag_doublings)
        return items


# Colore (FIMJ-C02, A03): the tiles of one number suit (bits 1, 2, 4), honours allowed (dragons
# and the seat wind, bit 8) and no other honour (bit 16); the masks of the hands that qualify
_ALLOWED_HONOUR, _OTHER_HONOUR = 8, 16
_COLORE_MASKS = frozenset({suit | _ALLOWED_HONOUR for suit in (1, 2, 4)})


@lru_cache(maxsize=4096)  # few seat winds, round winds, bonus tiles and win flags recur
def seat_values(seat: str, round_wind: str, bonus: tuple[Tile, ...], winner: bool,
                flags: frozenset[str] = frozenset(), one_pair_only: bool = False) -> SeatValues:
    """The :class:`SeatValues` of these arguments: it holds nothing of one deal, so it is shared."""
    return SeatValues(seat, round_wind, bonus, winner, flags, one_pair_only)


@cache  # sixteen seat and round winds
def _honour_tables(seat: str, round_wind: str) -> tuple[tuple[tuple[ScoreItem, ...], ...],
                                                        tuple[tuple[ScoreItem, ...], ...], tuple[int, ...]]:
    """Per tile kind: the doublings a pung or kong of it brings (FIMJ-D04 to D06), the stick
    points of a pair of it (FIMJ-S03 to S05), and what it is for Colore (see _COLORE_MASKS)."""
    own, round_tile = wind(seat), wind(round_wind)
    pung_doublings = tuple(tuple(found for found, applies in (
        (_OWN_WIND_PUNG, t == own), (_ROUND_WIND_PUNG, t == round_tile), (_DRAGON_PUNG, t.is_dragon))
        if applies) for t in _PLAYING)
    pair_items = tuple(tuple(found for found, applies in (
        (_DRAGON_PAIR, t.is_dragon), (_OWN_WIND_PAIR, t == own), (_ROUND_WIND_PAIR, t == round_tile))
        if applies) for t in _PLAYING)
    colour = tuple(1 << t.index // 9 if t.is_number else
                   _ALLOWED_HONOUR if t.is_dragon or t == own else _OTHER_HONOUR for t in _PLAYING)
    return pung_doublings, pair_items, colour


@cache  # few seats hold bonus tiles, and few sets of them recur
def _bonus_items(seat: str, bonus: tuple[Tile, ...]) -> tuple[tuple[ScoreItem, ...], tuple[ScoreItem, ...]]:
    """The stick points (FIMJ-S01, S02) and doublings (D01 to D03) of a seat's flowers and seasons;
    the own flower and season are those of the seat's rank (FIMJ-T03)."""
    own_rank = SEAT_WINDS.index(seat) + 1
    points = tuple(found for suit, found in _OWN_BONUS_POINTS
                   if any(t.suit == suit and t.rank == own_rank for t in bonus))
    doublings = []
    for suit, all_four, own in _BONUS_DOUBLINGS:
        ranks = {t.rank for t in bonus if t.suit == suit}
        if len(ranks) == 4:
            doublings.append(all_four)
        elif own_rank in ranks:
            doublings.append(own)
    return points, tuple(doublings)


def _same_number(numbers: list[int]) -> bool:
    """FIMJ-D09: pungs (or kongs) of one number in each of the three suits."""
    suits_by_rank: dict[int, int] = {}  # rank -> bit set of suits
    for index in numbers:
        rank = index % 9
        suits_by_rank[rank] = suits_by_rank.get(rank, 0) | 1 << index // 9
    return 7 in suits_by_rank.values()


@lru_cache(maxsize=4096)  # keyed by three or four chows' lowest tiles: few combinations recur
def _chow_items(runs: tuple[int, ...]) -> tuple[ScoreItem, ...]:
    """:func:`_chow_families` of chows given by their lowest tiles' indices."""
    return tuple(_chow_families([(_PLAYING[i].suit, _PLAYING[i].rank) for i in runs]))


def _chow_families(runs: list[tuple[str, int]]) -> list[ScoreItem]:
    """FIMJ-D12 to D19 for three chows or more: the highest identical-chows and snake items."""
    return _best_of(_CHOW_FAMILY, _identical_chows(runs)) + _best_of(_SNAKE_FAMILY, _snakes(runs))


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


_POINTS = attrgetter("points")
_DOUBLES = attrgetter("doubles")


def ordinary_value(items: list[ScoreItem]) -> tuple[int, int, int]:
    """(score, stick points, doublings) of a list of items (FIMJ-SC01)."""
    points = sum(map(_POINTS, items))
    doubles = sum(map(_DOUBLES, items))
    return points << doubles, points, doubles
