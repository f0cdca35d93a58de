"""Every arrangement of a hand into sets and a pair, shared by all rulesets.

Winning hands: all standard arrangements (sets + one pair), seven pairs and thirteen orphans,
combined with the shown melds and with every choice of the set the winning tile completed.
Non-winning hands: every *maximal* partial arrangement into pungs, chows and pairs, the rest left
over (maximal: no leftover tile kind appears twice and no three leftovers of a suit are
consecutive, so nothing more could be grouped; a tile kind gives at most one pair).

The search works suit by suit: a number suit's tiles can only group with each other, so the
arrangements of a hand are the product of its suits' arrangements, and each suit's are memoised
by its nine counts. Concealed bare tiles never form kongs: a kong is shown as ``[...]`` or ``(...)``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields, replace
from functools import cache
from itertools import product
from operator import itemgetter
from typing import Any

from tourney.tiles import ALL_TILES, HEAD_TILES, NUM_PLAYING_KINDS, Hand, Tile

# A group spec is (kind, index of its lowest tile); kind is "pung", "chow" or "pair".
Spec = tuple[str, int]
_SUIT_STARTS = (0, 9, 18)
_HONOURS = range(27, NUM_PLAYING_KINDS)


@dataclass(frozen=True, slots=True)
class Group:
    """One set or pair of an arrangement."""

    kind: str  # chow, pung, kong, pair (also quint/sextet in shown American melds), single
    tile: Tile  # the set's tile; the lowest tile of a chow
    concealed: bool  # formed without claiming a discard
    declared: bool = False  # shown as a meld ([...] or (...)) before the end of the hand
    winning: bool = False  # completed by the winning tile

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return _group_tiles(self.kind, self.tile.index)

    @property
    def is_set(self) -> bool:
        """A pung, kong or chow (not a pair)."""
        return self.kind in ("chow", "pung", "kong")

    @property
    def is_pung_or_kong(self) -> bool:
        return self.kind in ("pung", "kong")

    def contains(self, t: Tile) -> bool:
        if self.kind == "chow":
            return t.suit == self.tile.suit and 0 <= t.index - self.tile.index <= 2
        return t == self.tile


_SIZES = {"single": 1, "pair": 2, "pung": 3, "kong": 4, "quint": 5, "sextet": 6}


@cache  # at most 7 kinds x 34 tiles
def _group_tiles(kind: str, index: int) -> tuple[Tile, ...]:
    if kind == "chow":
        return ALL_TILES[index], ALL_TILES[index + 1], ALL_TILES[index + 2]
    return (ALL_TILES[index],) * _SIZES[kind]


@dataclass(frozen=True, slots=True, init=False)
class Arrangement:
    """A way to read a hand: its groups and, for a partial arrangement, the tiles left over.

    Its own ``__init__`` (same fields, order and default) fills the slots through their descriptors,
    as result.py's classes do: a frozen dataclass's sets each through ``object.__setattr__``, which
    cost as much as the rest of listing a usual hand's one arrangement. Still frozen."""

    shape: str  # standard, seven_pairs, thirteen_orphans, partial
    groups: tuple[Group, ...]
    leftover: tuple[Tile, ...] = ()

    def __init__(self, shape: str, groups: tuple[Group, ...], leftover: tuple[Tile, ...] = ()) -> None:
        set_shape, set_groups, set_leftover = _ARRANGEMENT
        set_shape(self, shape)
        set_groups(self, groups)
        set_leftover(self, leftover)

    @property
    def winning_group(self) -> Group | None:
        return next((g for g in self.groups if g.winning), None)

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.is_set)

    @property
    def pairs(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.kind == "pair")


_ARRANGEMENT = tuple(getattr(Arrangement, f.name).__set__ for f in fields(Arrangement))


# ---------------------------------------------------------------------------------------------
# Counts: the search core, on tuples of counts.


def tile_counts(tiles: tuple[Tile, ...]) -> list[int]:
    """Counts of the 34 playing tile kinds."""
    counts = [0] * NUM_PLAYING_KINDS
    for t in tiles:
        counts[t.index] += 1
    return counts


@cache
def _suit_sets(counts: tuple[int, ...]) -> tuple[tuple[Spec, ...], ...]:
    """All ways to use every tile of one suit (nine counts, ranks 0-8) in pungs and chows.

    The lowest rank held must be used up here: by one pung or none, the rest all chows starting
    there. Deciding it whole makes every arrangement come out exactly once.
    """
    first = next((i for i, n in enumerate(counts) if n), None)
    if first is None:
        return ((),)
    found: list[tuple[Spec, ...]] = []
    n = counts[first]
    for pungs in ((0, 1) if n >= 3 else (0,)):
        chows = n - 3 * pungs
        if chows and (first > 6 or counts[first + 1] < chows or counts[first + 2] < chows):
            continue
        rest = list(counts)
        rest[first] = 0
        if chows:
            rest[first + 1] -= chows
            rest[first + 2] -= chows
        here = (("pung", first),) * pungs + (("chow", first),) * chows
        found.extend(here + tail for tail in _suit_sets(tuple(rest)))
    return tuple(found)


@cache
def _suit_sets_and_pair(counts: tuple[int, ...]) -> tuple[tuple[Spec, ...], ...]:
    """All ways to use every tile of one suit in pungs, chows and exactly one pair."""
    found: list[tuple[Spec, ...]] = []
    for rank, n in enumerate(counts):
        if n >= 2:
            rest = list(counts)
            rest[rank] -= 2
            found.extend((("pair", rank), *sets) for sets in _suit_sets(tuple(rest)))
    return tuple(found)


@cache
def _suit_ways(suit: tuple[int, ...], start: int, pair: bool) -> tuple[tuple[Spec, ...], ...]:
    """:func:`_suit_sets` (or with the pair, :func:`_suit_sets_and_pair`) of the suit starting at
    tile index ``start``, in absolute indices."""
    ways = _suit_sets_and_pair(suit) if pair else _suit_sets(suit)
    if start:
        ways = tuple(tuple((kind, rank + start) for kind, rank in way) for way in ways)
    return ways


@cache
def _suit_group_ways(suit: tuple[int, ...], start: int, pair: bool) -> tuple[tuple[Group, ...], ...]:
    """:func:`_suit_ways` as concealed groups."""
    return tuple(_groups(way) for way in _suit_ways(suit, start, pair))


def _standard_parts(counts: list[int] | tuple[int, ...], ways_of: Callable[[tuple[int, ...], int, bool], Any]
                    ) -> tuple[list[Any], tuple[Spec, ...]] | None:
    """Each number suit's ways (by ``ways_of``) and the honours' one way, or None when the counts
    have no standard arrangement; the arrangements are every combination of one way per part."""
    parts = []
    pairs = 0
    for start in _SUIT_STARTS:
        suit = tuple(counts[start:start + 9])
        size = sum(suit)
        if size == 0:
            continue
        remainder = size % 3
        if remainder == 1:
            return None
        if remainder == 2:
            pairs += 1
            if pairs > 1:
                return None
        ways = ways_of(suit, start, remainder == 2)
        if not ways:
            return None
        parts.append(ways)
    honours: list[Spec] = []
    for index in _HONOURS:
        n = counts[index]
        if n == 3:
            honours.append(("pung", index))
        elif n == 2:
            pairs += 1
            honours.append(("pair", index))
        elif n:
            return None
    if pairs != 1:
        return None
    return parts, tuple(honours)


def standard_specs(counts: list[int] | tuple[int, ...]) -> list[tuple[Spec, ...]]:
    """Every complete arrangement of 34 counts into sets and exactly one pair, as group specs.

    Spec indices are absolute tile indices. An empty list means the tiles are not a standard shape.
    The arrangements of :func:`_standard_parts` with :func:`_suit_ways`, every combination of one way
    per part (tested), each part's ways looked up whole in a table (:func:`_table_parts`).
    """
    parts = _table_parts(counts, _SPEC_TABLES, _HONOUR_SPECS, _spec_part)
    if parts is None:
        return []
    combined: tuple[Spec, ...] = ()
    for ways in parts:  # the usual case: one way of every part, joined at once
        if len(ways) != 1:
            return [sum(combo, ()) for combo in product(*parts)]
        combined += ways[0]
    return [combined]


_NO_WAY: tuple[int, tuple[Any, ...]] = (-1, ())  # a part with no standard arrangement
_EMPTY_PART: tuple[int, tuple[Any, ...]] = (0, ((),))  # a suit or the honours not held at all: one empty way
_TABLE_MOST = 4096  # entries kept per table; each is one suit's counts (or the honours'), never a hand
_TablePart = tuple[int, tuple[Any, ...]]  # a part's pairs (0 or 1) and its ways
_Table = dict[tuple[int, ...], _TablePart]


def _tables() -> tuple[tuple[tuple[int, _Table], ...], _Table]:
    """Empty tables of a part's (pairs, ways): one per number suit (by its nine counts, the suit's
    first index beside it) and one of the honours (by their seven counts)."""
    return tuple((start, {(0,) * 9: _EMPTY_PART}) for start in _SUIT_STARTS), {(0,) * 7: _EMPTY_PART}


_SPEC_TABLES, _HONOUR_SPECS = _tables()  # ways as group specs
_GROUP_TABLES, _HONOUR_GROUPS = _tables()  # ways as concealed groups


def _table_parts(counts: list[int] | tuple[int, ...], suit_tables: tuple[tuple[int, _Table], ...],
                 honour_table: _Table, part_of: Callable[[tuple[int, ...], int], tuple[int, tuple[Any, ...]]]
                 ) -> list[tuple[Any, ...]] | None:
    """:func:`_standard_parts` (the honours' one way as a part of its own, after the suits), each
    part's (pairs, ways) found in the tables by its counts or made by ``part_of`` and kept."""
    parts = []
    pairs = 0
    for start, known in suit_tables:
        suit = tuple(counts[start:start + 9])
        part = known.get(suit)
        if part is None:
            part = _kept(known, suit, part_of(suit, start))
        if part is _NO_WAY:
            return None
        if part is not _EMPTY_PART:
            pairs += part[0]
            parts.append(part[1])
    honours = tuple(counts[27:34])
    part = honour_table.get(honours)
    if part is None:
        part = _kept(honour_table, honours, part_of(honours, 27))
    if part is _NO_WAY or pairs + part[0] != 1:
        return None
    if part is not _EMPTY_PART:
        parts.append(part[1])
    return parts


def _kept(table: _Table, key: tuple[int, ...], part: _TablePart) -> _TablePart:
    if len(table) < _TABLE_MOST:
        table[key] = part
    return part


def _spec_part(counts: tuple[int, ...], start: int) -> tuple[int, tuple[Any, ...]]:
    """One part's pairs (0 or 1) and ways as :func:`_standard_parts` takes them (absolute indices):
    a number suit's nine counts (``start`` its first index) or the seven honours' (``start`` 27);
    :data:`_NO_WAY` when the part has none."""
    if start == 27:
        specs: list[Spec] = []
        pairs = 0
        for offset, n in enumerate(counts):
            if n == 3:
                specs.append(("pung", 27 + offset))
            elif n == 2:
                pairs += 1
                specs.append(("pair", 27 + offset))
            elif n:
                return _NO_WAY
        return pairs, (tuple(specs),)
    remainder = sum(counts) % 3
    ways = _suit_ways(counts, start, remainder == 2) if remainder != 1 else ()
    return (remainder // 2, ways) if ways else _NO_WAY


def _group_part(counts: tuple[int, ...], start: int) -> tuple[int, tuple[Any, ...]]:
    """:func:`_spec_part` with each way as concealed groups."""
    part = _spec_part(counts, start)
    return part if part is _NO_WAY else (part[0], tuple(_groups(way) for way in part[1]))


@cache
def _fewest_suit_chows(counts: tuple[int, ...], pair: bool) -> int | None:
    ways = _suit_sets_and_pair(counts) if pair else _suit_sets(counts)
    return min((sum(1 for kind, _ in way if kind == "chow") for way in ways), default=None)


def fewest_chows(counts: list[int] | tuple[int, ...]) -> int | None:
    """The fewest chows of any arrangement :func:`standard_specs` lists, None when it lists none.

    Quicker than listing them: the arrangements are every combination of one way per suit (and
    the honours' one way, which has no chow), so the fewest chows of all is the sum of each
    suit's fewest. The refusals are those of :func:`standard_specs`, by the same code.
    """
    found = _standard_parts(counts, _least_chows)
    return None if found is None else sum(least for (least,) in found[0])


def _least_chows(suit: tuple[int, ...], start: int, pair: bool) -> tuple[int, ...]:
    """A suit's fewest chows as :func:`_standard_parts` takes a suit's ways: empty when none."""
    least = _fewest_suit_chows(suit, pair)
    return () if least is None else (least,)


@cache
def _part_state(suit: tuple[int, ...]) -> tuple[int, int] | None:
    """(pairs, fewest chows) of one number suit's tiles in a standard arrangement; None: no way."""
    size = sum(suit)
    if size == 0:
        return 0, 0
    remainder = size % 3
    if remainder == 1:
        return None
    least = _fewest_suit_chows(suit, remainder == 2)
    return None if least is None else (remainder // 2, least)


@cache
def _suit_growth(suit: tuple[int, ...]) -> tuple[tuple[int, int] | None, ...]:
    """:func:`_part_state` of the suit with one more tile of each rank 1-9."""
    return tuple(_part_state((*suit[:rank], suit[rank] + 1, *suit[rank + 1:])) for rank in range(9))


_HONOUR_STATES: dict[int, tuple[int, int] | None] = {0: (0, 0), 2: (1, 0), 3: (0, 0)}


def completing_chows(counts: list[int] | tuple[int, ...]) -> dict[int, int]:
    """For each playing tile kind whose one more copy makes the counts a standard arrangement: the
    fewest chows of that arrangement. Equal, kind by kind, to ``fewest_chows`` of the counts with
    that tile added (tested), but each suit is looked up once plus once per kind added to it.

    A kind already held four times is included when five copies would arrange (they cannot: no
    concealed kongs, and five is no set); the caller refuses a fifth copy anyway.
    """
    states: list[tuple[int, int] | None] = [
        _part_state(tuple(counts[0:9])), _part_state(tuple(counts[9:18])), _part_state(tuple(counts[18:27]))]
    states += [_HONOUR_STATES.get(counts[i]) for i in _HONOURS]
    broken = []
    pairs = chows = 0
    for k, state in enumerate(states):
        if state is None:
            broken.append(k)
            if len(broken) > 1:
                return {}
        else:
            pairs += state[0]
            chows += state[1]
    found: dict[int, int] = {}
    for part, state in enumerate(states):
        if broken and broken[0] != part:
            continue
        other_pairs = pairs - state[0] if state else pairs
        other_chows = chows - state[1] if state else chows
        if part < 3:
            start = _SUIT_STARTS[part]
            for rank, grown in enumerate(_suit_growth(tuple(counts[start:start + 9]))):
                if grown is not None and other_pairs + grown[0] == 1:
                    found[start + rank] = other_chows + grown[1]
        else:
            index = _HONOURS[part - 3]
            grown = _HONOUR_STATES.get(counts[index] + 1)
            if grown is not None and other_pairs + grown[0] == 1:
                found[index] = other_chows
    return found


@cache
def _suit_partials(counts: tuple[int, ...]) -> tuple[tuple[tuple[Spec, ...], tuple[int, ...]], ...]:
    """Maximal partial arrangements of one suit: (group specs, leftover ranks)."""
    results: list[tuple[tuple[Spec, ...], tuple[int, ...]]] = []
    for specs, leftover in _partials_from(counts, 0):
        if _is_maximal(leftover):
            results.append((specs, leftover))
    return tuple(results)


def _partials_from(counts: tuple[int, ...], rank: int) -> Iterator[tuple[tuple[Spec, ...], tuple[int, ...]]]:
    """Every way to split the tiles of ranks >= ``rank`` into groups starting there, and leftovers."""
    while rank < 9 and not counts[rank]:
        rank += 1
    if rank == 9:
        yield (), ()
        return
    n = counts[rank]
    max_chows = min(n, counts[rank + 1], counts[rank + 2]) if rank <= 6 else 0
    for pungs in range(2 if n >= 3 else 1):
        for pair in range(2 if n - 3 * pungs >= 2 else 1):
            for chows in range(max_chows + 1):
                loose = n - 3 * pungs - 2 * pair - chows
                if loose < 0:
                    break
                rest = list(counts)
                rest[rank] = 0
                for k in (rank + 1, rank + 2)[: 2 if chows else 0]:
                    rest[k] -= chows
                here = (("pung", rank),) * pungs + (("pair", rank),) * pair + (("chow", rank),) * chows
                for tail, tail_left in _partials_from(tuple(rest), rank + 1):
                    yield here + tail, (rank,) * loose + tail_left


# An honour kind held n times: its maximal partial readings (specs, leftover).
_HONOUR_PARTIALS: dict[int, Callable[[int], tuple[tuple[tuple[Spec, ...], tuple[int, ...]], ...]]] = {
    1: lambda i: (((), (i,)),),
    2: lambda i: (((("pair", i),), ()),),
    3: lambda i: (((("pung", i),), ()), ((("pair", i),), (i,))),
    4: lambda i: (((("pung", i),), (i,)),),
}


def _is_maximal(leftover: tuple[int, ...]) -> bool:
    ranks = set(leftover)
    if len(ranks) != len(leftover):
        return False
    return not any(r in ranks and r + 1 in ranks and r + 2 in ranks for r in range(7))


@cache
def _shifted_partials(counts: tuple[int, ...], start: int
                      ) -> tuple[tuple[tuple[Spec, ...], tuple[int, ...]], ...]:
    """:func:`_suit_partials` of the suit starting at tile index ``start``, in absolute indices."""
    return tuple(
        (tuple((k, r + start) for k, r in specs), tuple(r + start for r in left))
        for specs, left in (_suit_partials(counts) if any(counts) else (((), ()),))
    )


def _partial_parts(counts: list[int] | tuple[int, ...]
                   ) -> list[tuple[tuple[tuple[Spec, ...], tuple[int, ...]], ...]]:
    """Each suit's maximal partial readings, then each honour's held, in tile order."""
    parts = [_shifted_partials(tuple(counts[start:start + 9]), start) for start in _SUIT_STARTS]
    for index in _HONOURS:
        if counts[index]:
            parts.append(_honour_partials(index, counts[index]))
    return parts


@cache
def _honour_partials(index: int, n: int) -> tuple[tuple[tuple[Spec, ...], tuple[int, ...]], ...]:
    return _HONOUR_PARTIALS[n](index)


def partial_specs(counts: list[int] | tuple[int, ...]) -> list[tuple[tuple[Spec, ...], tuple[int, ...]]]:
    """Every maximal partial arrangement of 34 counts: (group specs, leftover tile indices)."""
    return [
        (sum((c[0] for c in combo), ()), sum((c[1] for c in combo), ()))
        for combo in product(*_partial_parts(counts))
    ]


def is_seven_pairs(counts: list[int] | tuple[int, ...], distinct: bool = True) -> bool:
    """Fourteen tiles, every kind held twice or not at all (four times too, unless ``distinct``).
    Counted with ``count``: every count in the allowed ones and a sum of 14, without a loop."""
    if distinct:  # seven 2s and the rest 0 is exactly: each 0 or 2, summing to 14
        return counts.count(2) == 7 and counts.count(0) == len(counts) - 7
    return (counts.count(0) + counts.count(2) + counts.count(4) == len(counts)) and sum(counts) == 14


_HEADS = itemgetter(*(t.index for t in HEAD_TILES))


def is_thirteen_orphans(counts: list[int] | tuple[int, ...]) -> bool:
    heads = _HEADS(counts)
    return sum(counts) == 14 and all(heads) and sum(heads) == 14


# ---------------------------------------------------------------------------------------------
# Hands: specs turned into groups, with the shown melds and the winning tile's set.


def _groups(specs: tuple[Spec, ...]) -> tuple[Group, ...]:
    return tuple(_concealed_group(kind, index) for kind, index in specs)


@cache  # a group is a frozen value: one instance per kind and tile serves every arrangement
def _concealed_group(kind: str, index: int) -> Group:
    return Group(kind, ALL_TILES[index], concealed=True)


def meld_groups(hand: Hand) -> tuple[Group, ...]:
    """The hand's shown melds as groups (declared; concealed only for ``(...)`` kongs)."""
    if not hand.melds:
        return ()
    groups = []
    for meld in hand.melds:
        tiles = meld.tiles  # base_tile is the first that is not a joker: quickly, the first itself
        base = tiles[0] if tiles and not tiles[0].is_joker else meld.base_tile
        if base is not None:
            key = (meld.kind, base.index, meld.exposed)
            group = _MELD_GROUPS.get(key)
            if group is None:
                group = _MELD_GROUPS[key] = Group(meld.kind, base, concealed=not meld.exposed, declared=True)
            groups.append(group)
    return tuple(groups)


# (kind, base tile index, exposed) -> the meld's group: a group is a frozen value, one serves all
_MELD_GROUPS: dict[tuple[str, int, bool], Group] = {}


def _with_winning_tile(groups: tuple[Group, ...], winning: Tile, self_drawn: bool,
                       first_concealed: int) -> list[tuple[Group, ...]]:
    """One variant per distinct group the winning tile could have completed.

    A group completed by a claimed discard counts as exposed (FIMJ-A13 and its equivalents);
    a shown meld can hold the winning tile only when it was claimed with the winning discard.

    Two variants are the same arrangement exactly when the groups marked are equal: the marked
    group is the only winning one (no group comes in marked), and what is marked is a function of
    the group. So the first variant of each distinct group is kept, in the order of the groups.
    """
    variants = []
    seen = set()
    index, suit = winning.index, winning.suit
    for i, group in enumerate(groups):
        tile = group.tile
        if group.kind == "chow":  # group.contains(winning), without the call
            if tile.suit != suit or not 0 <= index - tile.index <= 2:
                continue
        elif tile.index != index:
            continue
        if i < first_concealed and (self_drawn or group.concealed or not _claimable(group)):
            continue
        key = (group.kind, tile.index, group.concealed, group.declared)  # = the group (none winning)
        if key in seen:
            continue
        seen.add(key)
        variants.append((*groups[:i], _marked(group, self_drawn), *groups[i + 1:]))
    return variants


@cache  # a group is a frozen value: one marked instance per group and way of winning
def _marked(group: Group, self_drawn: bool) -> Group:
    return replace(group, winning=True, concealed=group.concealed and self_drawn)


def _claimable(group: Group) -> bool:
    return group.kind in ("chow", "pung", "kong", "quint", "sextet")


def standard_groupings(hand: Hand, counts: list[int], winning: Tile,
                       self_drawn: bool) -> list[tuple[Group, ...]]:
    """The groups of every standard arrangement of a complete hand (``counts``: its concealed
    tiles' :func:`tile_counts`), once per set the winning tile could have completed: the
    standard arrangements of :func:`winning_arrangements`, without the Arrangement around them."""
    parts = _table_parts(counts, _GROUP_TABLES, _HONOUR_GROUPS, _group_part)  # standard_specs, as groups
    if parts is None:
        return []
    melds = meld_groups(hand)
    groups = melds
    for part in parts:  # the usual case: one way of every part, joined at once
        if len(part) != 1:
            break
        groups += part[0]
    else:
        return _with_winning_tile(groups, winning, self_drawn, len(melds))
    found: list[tuple[Group, ...]] = []
    for combo in product(*parts):
        found += _with_winning_tile(sum(combo, melds), winning, self_drawn, len(melds))
    return found


def winning_arrangements(hand: Hand, winning: Tile, self_drawn: bool, *,
                         seven_pairs: bool = True, distinct_pairs: bool = True,
                         thirteen_orphans: bool = True) -> list[Arrangement]:
    """Every arrangement of a complete hand, once per set the winning tile could have completed.

    The list is empty when the hand is not complete. Shown melds come first in each arrangement.
    """
    counts = tile_counts(hand.concealed)
    found = [Arrangement("standard", groups)
             for groups in standard_groupings(hand, counts, winning, self_drawn)]
    if not hand.melds:
        special: list[tuple[str, tuple[Group, ...]]] = []
        if seven_pairs and is_seven_pairs(counts, distinct_pairs):
            pairs = tuple(Group("pair", ALL_TILES[i], True)
                          for i, n in enumerate(counts) for _ in range(n // 2))
            special.append(("seven_pairs", pairs))
        if thirteen_orphans and is_thirteen_orphans(counts):
            singles = tuple(Group("pair" if counts[t.index] == 2 else "single", t, True)
                            for t in HEAD_TILES)
            special.append(("thirteen_orphans", singles))
        for shape, groups in special:
            found.extend(Arrangement(shape, g)
                         for g in _with_winning_tile(groups, winning, self_drawn, 0))
    return found


_Part = tuple[tuple[Group, ...], tuple[Tile, ...]]  # one reading of a part: groups, leftover tiles
_NO_TILES: tuple[Tile, ...] = ()


@cache  # one entry per suit held: its maximal partial readings as objects
def _suit_objects(counts: tuple[int, ...], start: int) -> tuple[_Part, ...]:
    return tuple((_groups(specs), tuple(ALL_TILES[i] for i in left))
                 for specs, left in _shifted_partials(counts, start))


@cache
def _honour_objects(index: int, n: int) -> tuple[_Part, ...]:
    return tuple((_groups(specs), tuple(ALL_TILES[i] for i in left))
                 for specs, left in _honour_partials(index, n))


def partial_arrangements(hand: Hand) -> list[Arrangement]:
    """Every maximal partial arrangement of a hand that did not win (shown melds included)."""
    melds = meld_groups(hand)
    counts = tile_counts(hand.concealed)
    try:
        held = bytes(counts)  # each part's counts as a slice of bytes: a table key made in one step
    except ValueError:  # a kind held 256 times or more: no hand, but answered the plain way all the same
        return _partial_arrangements_plainly(hand)
    parts = []
    single = True
    for start, known in _PARTIAL_TABLES:  # _suit_objects of each suit, by one look-up
        suit = held[start:start + 9]
        part = known.get(suit)
        if part is None:
            part = _suit_objects(tuple(suit), start)
            if len(known) < _TABLE_MOST:
                known[suit] = part
        parts.append(part)
        if len(part) != 1:
            single = False
    honours = held[27:34]
    if honours != _NO_HONOURS:
        found = _HONOUR_PARTIALS_HELD.get(honours)
        if found is None:
            found = _honour_parts(honours)
        parts += found[0]
        single = single and found[1]
    if single:  # the usual case: one reading of every part
        groups, leftover = melds, _NO_TILES
        for ((part_groups, part_left),) in parts:
            groups += part_groups
            leftover += part_left
        return [Arrangement("partial", groups, leftover)]
    arrangements = []
    for combo in product(*parts):
        groups, leftover = melds, _NO_TILES
        for part_groups, part_left in combo:
            groups += part_groups
            leftover += part_left
        arrangements.append(Arrangement("partial", groups, leftover))
    return arrangements


def _partial_arrangements_plainly(hand: Hand) -> list[Arrangement]:
    """:func:`partial_arrangements` worked out without the tables (and the reference of its test)."""
    melds = meld_groups(hand)
    counts = tile_counts(hand.concealed)
    parts = [_suit_objects(tuple(counts[0:9]), 0), _suit_objects(tuple(counts[9:18]), 9),
             _suit_objects(tuple(counts[18:27]), 18)]
    parts += [_honour_objects(index, counts[index]) for index in _HONOURS if counts[index]]
    return [
        Arrangement("partial", sum((c[0] for c in combo), melds), sum((c[1] for c in combo), ()))
        for combo in product(*parts)
    ]


# a suit's nine counts (bytes) -> _suit_objects; the seven honours' counts -> their parts
_PARTIAL_TABLES: tuple[tuple[int, dict[bytes, tuple[_Part, ...]]], ...] = tuple(
    (start, {}) for start in _SUIT_STARTS)
_HONOUR_PARTIALS_HELD: dict[bytes, tuple[list[tuple[_Part, ...]], bool]] = {}
_NO_HONOURS = bytes(7)


def _honour_parts(honours: bytes) -> tuple[list[tuple[_Part, ...]], bool]:
    """Each honour kind held (seven counts): its :func:`_honour_objects`, in tile order, and whether
    each has one reading only; kept (bounded: by the seven counts, not a hand)."""
    parts = [_honour_objects(27 + offset, n) for offset, n in enumerate(honours) if n]
    found = (parts, all(len(part) == 1 for part in parts))
    if len(_HONOUR_PARTIALS_HELD) < _TABLE_MOST:
        _HONOUR_PARTIALS_HELD[honours] = found
    return found
