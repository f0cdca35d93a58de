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

from bisect import bisect_left
from fractions import Fraction
from functools import cache
from itertools import product
from operator import attrgetter

from tourney.rules.classic.scoring import _bonus_items, _group_items, _pung_doublings, describe, finish, item
from tourney.rules.classic.values import PRESETS, Preset
from tourney.rules.decompose import Group, _honour_objects, _suit_objects, meld_groups
from tourney.rules.result import HandScore, ScoreItem
from tourney.tiles import Hand, Meld, Tile

# The counts the doublings need, packed into one int four bits each, so that parts add them up with
# one addition (no count exceeds 15: a hand holds 13 tiles besides its kongs' fourth tiles).
_DRAGON_PUNGS, _WIND_PUNGS, _OWN_PUNGS, _ROUND_PUNGS = 1, 1 << 4, 1 << 8, 1 << 12
_CONCEALED_PUNGS, _DRAGON_PAIRS, _WIND_PAIRS = 1 << 16, 1 << 20, 1 << 24


class PartScore:
    """What one reading of one part of a hand scores, and how it shows in the text."""

    __slots__ = ("honour_left", "items", "numbers_left", "points", "readings", "tally", "words")

    def __init__(self, items: tuple[ScoreItem, ...], points: int, tally: int, words: tuple[str, ...],
                 numbers_left: str, honour_left: tuple[str, ...]) -> None:
        self.items = items  # its groups' items, in group order
        self.points = points
        self.tally = tally  # the packed counts above
        self.words = words  # its groups' words
        self.numbers_left = numbers_left  # its number tiles left over, compressed ("15m")
        self.honour_left = honour_left  # its honour tiles left over, one word each ("E", "S")
        # in a part's table, its first reading stands for the part and holds every reading of the part
        # when there are several (else none): most parts are read one way only
        self.readings: tuple[PartScore, ...] = ()


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
    honour = tuple(t.code for t in leftover if t.is_honour)
    words = tuple(describe((group,), (), ()) for group in groups)
    return PartScore(items, sum(one.points for one in items), tally, words, numbers, honour)


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


class _Tables:
    """The parts already worked out for one preset, seat and round wind."""

    __slots__ = ("honours", "melds", "suits")

    def __init__(self, suits: dict[bytes, PartScore]) -> None:
        # a suit's tiles (sorted tile indices: its nine counts, written out) -> its readings' scores
        # (PartScore.readings);
        # number groups score alike for every seat, so one table serves a preset's sixteen winds
        self.suits = suits
        self.honours: dict[bytes, PartScore] = {}  # the honour tiles, alike
        # (kind, first tile's index, exposed) -> a shown meld's score: at most 7 x 34 x 2 keys. The
        # key says all meld_groups reads of a meld whose first tile is not a joker.
        self.melds: dict[tuple[str, int, bool], PartScore] = {}


# (preset id, seat, round wind) -> its tables: 2 x 16 entries
_TABLES: dict[tuple[str, str, str], _Tables] = {}
_SUIT_TABLES: dict[str, dict[bytes, PartScore]] = {}


def _new_tables(preset_id: str, seat: str, round_wind: str) -> _Tables:
    suits = _SUIT_TABLES.setdefault(preset_id, {})
    found = _TABLES[(preset_id, seat, round_wind)] = _Tables(suits)
    return found


def _counts_of(key: bytes, start: int, size: int) -> tuple[int, ...]:
    """The counts of a part's sorted tile indices; ValueError for tiles not sorted (a Hand's
    concealed tiles always are) or outside the part."""
    if list(key) != sorted(key) or (key and not start <= key[0] <= key[-1] < start + size):
        raise ValueError(f"concealed tiles not sorted: {list(key)}")
    counts = [0] * size
    for index in key:
        counts[index - start] += 1
    return tuple(counts)


def _new_suit(suits: dict[bytes, PartScore], key: bytes, start: int, preset_id: str) -> PartScore:
    preset = PRESETS[preset_id]
    found = suits[key] = _standing_for(tuple(
        _part(groups, left, "E", "E", preset)
        for groups, left in _suit_objects(_counts_of(key, start, 9), start)))
    return found


def _standing_for(readings: tuple[PartScore, ...]) -> PartScore:
    """A part's first reading, holding them all when there are several (see PartScore.readings)."""
    first = readings[0]
    if len(readings) > 1:
        first = PartScore(first.items, first.points, first.tally, first.words, first.numbers_left,
                          first.honour_left)
        first.readings = readings
    return first


def _new_honours(honours: dict[bytes, PartScore], key: bytes, seat: str, round_wind: str,
                 preset_id: str) -> PartScore:
    """Each kind held is read on its own: one reading per combination, in product order."""
    preset = PRESETS[preset_id]
    kinds = [_honour_objects(27 + k, n) for k, n in enumerate(_counts_of(key, 27, 7)) if n]
    found = honours[key] = _standing_for(tuple(
        _part(sum((g for g, _ in combo), ()), sum((left for _, left in combo), ()), seat, round_wind,
              preset)
        for combo in product(*kinds)))
    return found


def _meld_score(meld: Meld, tables: _Tables, seat: str, round_wind: str, preset_id: str) -> PartScore:
    """A meld missing from ``tables.melds`` (keyed by its kind, first tile's index and exposure)."""
    groups = meld_groups(Hand((), (meld,)))
    found = _part(groups, (), seat, round_wind, PRESETS[preset_id])
    if not meld.tiles[0].is_joker:  # else not a classic tile: the key would not say the meld's group
        tables.melds[(meld.kind, meld.tiles[0].index, meld.exposed)] = found
    return found


# preset id -> {packed counts: (the doubling items, their doublings)}: a few hundred keys each
_DOUBLINGS: dict[str, dict[int, tuple[tuple[ScoreItem, ...], int]]] = {pid: {} for pid in PRESETS}


def _doublings(tally: int, preset_id: str) -> tuple[tuple[ScoreItem, ...], int]:
    """CL-Z45-CL-Z52: the doubling items of a hand with these counts, and their doublings."""
    table = _DOUBLINGS[preset_id]
    found = table.get(tally)
    if found is None:
        found = table[tally] = _doublings_of(tally, preset_id)
    return found


def _doublings_of(tally: int, preset_id: str) -> tuple[tuple[ScoreItem, ...], int]:
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
    :func:`tourney.rules.classic.scoring.finish` makes it."""
    pid = preset.id
    tables = _TABLES.get((pid, seat, round_wind)) or _new_tables(pid, seat, round_wind)
    # each number suit's and the honours' part, by their tiles: the sorted concealed tile indices
    key = bytes(map(_INDEX, hand.concealed))
    i = bisect_left(key, 9)
    j = bisect_left(key, 18, i)
    k = bisect_left(key, 27, j)
    suits = tables.suits
    m = suits.get(key[:i]) or _new_suit(suits, key[:i], 0, pid)
    p = suits.get(key[i:j]) or _new_suit(suits, key[i:j], 9, pid)
    s = suits.get(key[j:k]) or _new_suit(suits, key[j:k], 18, pid)
    h = tables.honours.get(key[k:]) or _new_honours(tables.honours, key[k:], seat, round_wind, pid)
    melds, bonus = hand.melds, hand.bonus
    if bonus:
        bonus_items, points, doubles, bonus_word = _bonus_score(bonus, seat, pid)
    else:
        bonus_items, points, doubles, bonus_word = _NO_BONUS
    for one in extra:
        doubles += one.doubles
    items: tuple[ScoreItem, ...] = ()
    words: tuple[str, ...] = ()
    tally = 0
    if melds:
        known = tables.melds
        for meld in melds:
            part = (known.get((meld.kind, meld.tiles[0].index, meld.exposed))
                    or _meld_score(meld, tables, seat, round_wind, pid))
            items += part.items
            words += part.words
            points += part.points
            tally += part.tally
    if m.readings or p.readings or s.readings or h.readings:
        m, p, s, h = _best(points, tally, (m.readings or (m,), p.readings or (p,), s.readings or (s,),
                                           h.readings or (h,)), doubles, pid, limit, roof_off)
    points += m.points + p.points + s.points + h.points
    tally += m.tally + p.tally + s.tally + h.tally
    doubling_items, doubled = _DOUBLINGS[pid].get(tally) or _doublings(tally, pid)
    items = (*items, *m.items, *p.items, *s.items, *h.items, *bonus_items, *doubling_items)
    numbers = m.numbers_left + p.numbers_left + s.numbers_left
    if numbers:
        text = " ".join((*words, *m.words, *p.words, *s.words, *h.words, numbers, *h.honour_left,
                         *bonus_word))
    else:
        text = " ".join((*words, *m.words, *p.words, *s.words, *h.words, *h.honour_left, *bonus_word))
    if awards:
        return finish((*items, *extra), awards, limit, roof_off, text)
    doubles += doubled
    raw = points * 2 ** doubles
    return HandScore(raw if roof_off or raw < limit else limit, points, doubles, None, text,
                     (*items, *extra) if extra else items)


_INDEX = attrgetter("index")
_NO_BONUS: tuple[tuple[ScoreItem, ...], int, int, tuple[str, ...]] = ((), 0, 0, ())


@cache  # bonus tiles are a few of 8: a few thousand keys
def _bonus_score(bonus: tuple[Tile, ...], seat: str,
                 preset_id: str) -> tuple[tuple[ScoreItem, ...], int, int, tuple[str, ...]]:
    """The items of the bonus tiles, their points, their doublings and their word."""
    items = _bonus_items(bonus, seat, PRESETS[preset_id])
    return (items, sum(one.points for one in items), sum(one.doubles for one in items),
            (describe((), (), bonus),))


def _best(points: int, tally: int, parts: tuple[tuple[PartScore, ...], ...], doubles: int, pid: str,
          limit: int, roof_off: bool) -> tuple[PartScore, ...]:
    """The first combination of one reading per part whose items rank best: the capped score, then
    the uncapped value (``points``, ``tally``, ``doubles``: those of the items besides the parts')."""
    table = _DOUBLINGS[pid]
    best = None
    best_score = best_raw = -1
    for combo in product(*parts):
        m, p, s, h = combo
        counts = tally + m.tally + p.tally + s.tally + h.tally
        raw = (points + m.points + p.points + s.points + h.points) * 2 ** (
            doubles + (table.get(counts) or _doublings(counts, pid))[1])
        score = raw if roof_off or raw < limit else limit
        if score > best_score or (score == best_score and raw > best_raw):
            best, best_score, best_raw = combo, score, raw
    assert best is not None
    return best
