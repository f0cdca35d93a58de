"""A non-winner's hand scored part by part: its best maximal partial arrangement (CL-Z30-CL-Z52).

The maximal partial arrangements of a hand (:func:`tourney.rules.decompose.partial_arrangements`)
are every combination of one reading per part: the shown melds, each number suit (by its nine
counts), each honour kind held (by its count). What one part's reading scores - its items, their
points, the pungs and pairs the doublings of CL-Z45-CL-Z52 count, its words in the arrangement's
text, its tiles left over - is the same in every hand it appears in, for one seat, round wind and
preset. So it is worked out once, as a :class:`PartScore`, and a hand adds up one per part, in
the order :func:`partial_arrangements` lists them, keeping the first of the best as it does.
Every key is small: a suit's nine counts, an honour kind and its count, a meld's group.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import product

from tourney.rules.classic_scoring import _bonus_items, _group_items, _pung_doublings, describe, finish, item
from tourney.rules.classic_values import PRESETS, Preset
from tourney.rules.decompose import Group, _honour_objects, _suit_objects, meld_groups, tile_counts
from tourney.rules.result import HandScore, ScoreItem
from tourney.tiles import Hand, Meld, Tile

# The counts the doublings need, packed into one int four bits each, so that parts add them up with
# one addition (no count exceeds 15: a hand holds 13 tiles besides its kongs' fourth tiles).
_DRAGON_PUNGS, _WIND_PUNGS, _OWN_PUNGS, _ROUND_PUNGS = 1, 1 << 4, 1 << 8, 1 << 12
_CONCEALED_PUNGS, _DRAGON_PAIRS, _WIND_PAIRS = 1 << 16, 1 << 20, 1 << 24


@dataclass(frozen=True, slots=True)
class PartScore:
    """What one reading of one part of a hand scores, and how it shows in the text."""

    items: tuple[ScoreItem, ...]  # its groups' items, in group order
    points: int
    tally: int  # the packed counts above
    words: str  # its groups' words, space-separated ("" when none)
    numbers_left: str  # its number tiles left over, as the compressed word writes them ("15m")
    honour_left: str  # its honour tiles left over, one word each ("E S")


def _part(groups: tuple[Group, ...], leftover: tuple[Tile, ...], seat: str, round_wind: str,
          preset: Preset) -> PartScore:
    items: tuple[ScoreItem, ...] = ()
    tally = 0
    for group in groups:
        items += _group_items(group, seat, round_wind, preset)
        tally += _tally(group, seat, round_wind)
    numbers = "".join(str(t.rank) for t in leftover if t.is_number)
    if numbers:
        numbers += leftover[0].suit
    honour = " ".join(t.code for t in leftover if t.is_honour)
    return PartScore(items, sum(one.points for one in items), tally, describe(groups, (), ()),
                     numbers, honour)


def _tally(group: Group, seat: str, round_wind: str) -> int:
    tile = group.tile
    if group.kind in ("pung", "kong"):
        counted = _CONCEALED_PUNGS if group.concealed else 0
        if tile.is_dragon:
            return counted + _DRAGON_PUNGS
        if tile.is_wind:
            return (counted + _WIND_PUNGS + (_OWN_PUNGS if tile.code == seat else 0)
                    + (_ROUND_PUNGS if tile.code == round_wind else 0))
        return counted
    if group.kind == "pair":
        return _DRAGON_PAIRS if tile.is_dragon else _WIND_PAIRS if tile.is_wind else 0
    return 0


@cache  # one entry per suit held (and preset): number groups score alike for every seat
def _suit_scores(counts: tuple[int, ...], start: int, preset_id: str) -> tuple[PartScore, ...]:
    preset = PRESETS[preset_id]
    return tuple(_part(groups, left, "E", "E", preset) for groups, left in _suit_objects(counts, start))


@cache  # the seven honour counts, seat, round wind, preset: each kind held is read on its own
def _honours_scores(counts: tuple[int, ...], seat: str, round_wind: str,
                    preset_id: str) -> tuple[PartScore, ...]:
    preset = PRESETS[preset_id]
    kinds = [_honour_objects(27 + k, n) for k, n in enumerate(counts) if n]
    return tuple(_part(sum((g for g, _ in combo), ()), sum((left for _, left in combo), ()), seat,
                       round_wind, preset)
                 for combo in product(*kinds))


# (kind, first tile's index, exposed, seat, round wind, preset id) -> a shown meld's score: at most
# 7 kinds x 34 tiles x 2 x 16 winds x 2 presets. The key says all meld_groups reads of a meld whose
# first tile is not a joker: its group is of that tile.
_MELD_SCORES: dict[tuple[str, int, bool, str, str, str], PartScore] = {}


def _meld_score(meld: Meld, seat: str, round_wind: str, preset_id: str) -> PartScore:
    first = meld.tiles[0]
    if first.is_joker:  # not a classic tile: the meld's group worked out as meld_groups does
        return _part(meld_groups(Hand((), (meld,))), (), seat, round_wind, PRESETS[preset_id])
    key = (meld.kind, first.index, meld.exposed, seat, round_wind, preset_id)
    found = _MELD_SCORES.get(key)
    if found is None:
        groups = meld_groups(Hand((), (meld,)))
        found = _MELD_SCORES[key] = _part(groups, (), seat, round_wind, PRESETS[preset_id])
    return found


@cache  # the packed counts of a hand and its preset: a few hundred keys
def _doublings(tally: int, preset_id: str) -> tuple[tuple[ScoreItem, ...], int]:
    """CL-Z45-CL-Z52: the doubling items of a hand with these counts, and their doublings."""
    dragons, winds = tally & 15, tally >> 4 & 15
    own, round_winds, concealed = tally >> 8 & 15, tally >> 12 & 15, tally >> 16 & 15
    dragon_pair, wind_pair = bool(tally >> 20 & 15), bool(tally >> 24 & 15)
    times = (dragons, own, round_winds, int(concealed >= 3), int(dragons == 2 and dragon_pair),
             int(dragons == 3), int(winds == 3 and wind_pair), int(winds == 4))
    found = tuple(item(rule, doubles=value * count)
                  for (rule, value), count in zip(_pung_doublings(preset_id), times, strict=True)
                  if count and value is not None)
    return found, sum(one.doubles for one in found)


def score_other(hand: Hand, seat: str, round_wind: str, preset: Preset, limit: int, roof_off: bool,
                awards: list[tuple[str, Fraction]], extra: list[ScoreItem]) -> HandScore:
    """The score of a hand that did not win: its best maximal partial arrangement's items,
    ``extra`` items after them, and the limit hands ``awards`` (CL-Z85), as
    :func:`tourney.rules.classic_scoring.finish` makes it."""
    pid = preset.id
    counts = tile_counts(hand.concealed)
    parts = (_suit_scores(tuple(counts[0:9]), 0, pid), _suit_scores(tuple(counts[9:18]), 9, pid),
             _suit_scores(tuple(counts[18:27]), 18, pid),
             _honours_scores(tuple(counts[27:34]), seat, round_wind, pid))
    fixed = [_meld_score(meld, seat, round_wind, pid) for meld in hand.melds]
    bonus_items, points, doubles = _bonus_score(hand.bonus, seat, pid) if hand.bonus else _NO_BONUS
    for one in extra:
        doubles += one.doubles
    m, p, s, h = parts
    if len(m) == 1 and len(p) == 1 and len(s) == 1 and len(h) == 1:
        chosen = [*fixed, m[0], p[0], s[0], h[0]]
    else:
        chosen = _best(fixed, parts, points, doubles, pid, limit, roof_off)
    items: tuple[ScoreItem, ...] = ()
    tally = 0
    words, numbers, honours = [], "", []
    for part in chosen:
        items += part.items
        points += part.points
        tally += part.tally
        if part.words:
            words.append(part.words)
        numbers += part.numbers_left
        if part.honour_left:
            honours.append(part.honour_left)
    doubling_items, doubled = _doublings(tally, pid)
    items += bonus_items
    items += doubling_items
    if numbers:
        words.append(numbers)
    words += honours
    if hand.bonus:
        words.append(describe((), (), hand.bonus))
    if awards:
        return finish((*items, *extra), awards, limit, roof_off, " ".join(words))
    doubles += doubled
    raw = points * 2 ** doubles
    return HandScore(raw if roof_off else min(raw, limit), points, doubles, None, " ".join(words),
                     (*items, *extra) if extra else items)


_NO_BONUS: tuple[tuple[ScoreItem, ...], int, int] = ((), 0, 0)


@cache  # bonus tiles are a few of 8: a few thousand keys
def _bonus_score(bonus: tuple[Tile, ...], seat: str,
                 preset_id: str) -> tuple[tuple[ScoreItem, ...], int, int]:
    """The items of the bonus tiles, their points and their doublings."""
    items = _bonus_items(bonus, seat, PRESETS[preset_id])
    return items, sum(one.points for one in items), sum(one.doubles for one in items)


def _best(fixed: list[PartScore], parts: tuple[tuple[PartScore, ...], ...], points: int, doubles: int,
          pid: str, limit: int, roof_off: bool) -> list[PartScore]:
    """The first combination of one reading per part whose items rank best: the capped score, then
    the uncapped value (``points``, ``doubles``: those of the items besides the parts')."""
    base_points = points + sum(p.points for p in fixed)
    base_tally = sum(p.tally for p in fixed)
    best, best_rank = None, None
    for combo in product(*parts):
        points, tally = base_points, base_tally
        for part in combo:
            points += part.points
            tally += part.tally
        raw = points * 2 ** (doubles + _doublings(tally, pid)[1])
        rank = (raw if roof_off else min(raw, limit)), raw
        if best_rank is None or rank > best_rank:
            best, best_rank = combo, rank
    assert best is not None
    return [*fixed, *best]
