"""The score items of a classic hand and how they add up (classic.md sections 12.2 and 12.4-12.8).

:func:`hand_items` counts what every player scores (sets, pairs, bonus tiles, the doublings of
section 12.6), :func:`winner_items` what only the winner scores, and :func:`finish` turns items and
limit hands into a :class:`HandScore` by CL-Z11, CL-Z17 and CL-Z18.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from functools import cache

from tourney.notation import format_tiles
from tourney.rules.classic.patterns import STANDARD, Reading, TileFacts, Win, tile_facts
from tourney.rules.classic.values import PRESETS, RULE_NAMES, SET_POINTS, Preset
from tourney.rules.decompose import Group
from tourney.rules.hand_text import tiles_text
from tourney.rules.result import SEAT_WINDS, HandScore, ScoreItem
from tourney.tiles import Hand, Tile

_SET_RULES = {("pung", False): "CL-Z30", ("pung", True): "CL-Z31",
              ("kong", False): "CL-Z32", ("kong", True): "CL-Z33"}
_FLAG_DOUBLINGS = (("last_tile", "CL-Z64"), ("last_discard", "CL-Z65"), ("replacement", "CL-Z66"),
                   ("robbing_kong", "CL-Z67"), ("original_call", "CL-Z68"))


# (rule, points, doubles) -> its item: an item is a frozen value; the same few are made for every
# hand (a plain dict: functools.cache builds a slower key from keyword arguments)
_ITEMS: dict[tuple[str, int, int], ScoreItem] = {}


def item(rule: str, points: int = 0, doubles: int = 0) -> ScoreItem:
    key = (rule, points, doubles)
    found = _ITEMS.get(key)
    if found is None:
        found = _ITEMS[key] = ScoreItem(rule, RULE_NAMES[rule], points=points, doubles=doubles)
    return found


def _tile_class(t: Tile) -> int:
    return 2 if t.is_honour else 1 if t.is_terminal else 0


# (seat, round wind, preset id) -> {(kind, tile index, concealed): the group's items}: a few thousand
# entries at most, asked for every group of every arrangement of every hand. The key holds all
# that _items_of_group reads of a group.
_Table = dict[tuple[str, int, bool], tuple[ScoreItem, ...]]
_GROUP_ITEMS: dict[tuple[str, str, str], _Table] = {}


def _group_table(seat: str, round_wind: str, preset: Preset) -> _Table:
    key = (seat, round_wind, preset.id)
    table = _GROUP_ITEMS.get(key)
    if table is None:
        table = _GROUP_ITEMS[key] = {}
    return table


def _group_items(group: Group, seat: str, round_wind: str, preset: Preset) -> tuple[ScoreItem, ...]:
    table = _group_table(seat, round_wind, preset)
    key = (group.kind, group.tile.index, group.concealed)
    found = table.get(key)
    if found is None:
        found = table[key] = tuple(_items_of_group(group, seat, round_wind, preset))
    return found


def _items_of_group(group: Group, seat: str, round_wind: str, preset: Preset) -> list[ScoreItem]:
    if group.kind == "chow":
        return [item("CL-Z34")]
    if group.kind == "pair":
        rules = [rule for rule, held in (("CL-Z35", group.tile.is_dragon),
                                         ("CL-Z36", group.tile.code == seat),
                                         ("CL-Z37", group.tile.code == round_wind)) if held]
        return [item(rule, points=preset.value(rule)) for rule in rules or ["CL-Z38"]]
    rule = _SET_RULES.get((group.kind, group.concealed))
    if rule is None:  # a single tile of a special pattern
        return []
    return [item(rule, points=SET_POINTS[rule][_tile_class(group.tile)])]


# (bonus tiles, seat, preset id) -> their items: bonus tiles are a few of 8, so a few thousand keys
_BONUS_ITEMS: dict[tuple[tuple[Tile, ...], str, str], tuple[ScoreItem, ...]] = {}


def _bonus_items(bonus: tuple[Tile, ...], seat: str, preset: Preset) -> tuple[ScoreItem, ...]:
    key = (bonus, seat, preset.id)
    found = _BONUS_ITEMS.get(key)
    if found is None:
        found = _BONUS_ITEMS[key] = _items_of_bonus(bonus, seat, preset)
    return found


def _items_of_bonus(bonus: tuple[Tile, ...], seat: str, preset: Preset) -> tuple[ScoreItem, ...]:
    own_rank = SEAT_WINDS.index(seat) + 1
    own_flower = any(t.suit == "f" and t.rank == own_rank for t in bonus)
    own_season = any(t.suit == "y" and t.rank == own_rank for t in bonus)
    held = (("CL-Z39", len(bonus)), ("CL-Z40", own_flower and own_season),
            ("CL-Z41", own_flower), ("CL-Z42", own_season),
            ("CL-Z43", sum(t.suit == "f" for t in bonus) == 4),
            ("CL-Z44", sum(t.suit == "y" for t in bonus) == 4))
    found = []
    for rule, count in held:
        if count and preset.has(rule):
            if rule == "CL-Z39":
                found.append(item(rule, points=preset.value(rule) * count))
            else:
                found.append(item(rule, doubles=preset.value(rule)))
    return tuple(found)


def hand_items(groups: tuple[Group, ...], bonus: tuple[Tile, ...], seat: str, round_wind: str,
               preset: Preset) -> list[ScoreItem]:
    """What any player's hand scores, read as these groups (CL-Z30-CL-Z52): each group's items,
    the bonus tiles', then the doublings of pungs and kongs (CL-Z45-CL-Z52) in rule order."""
    table = _group_table(seat, round_wind, preset)
    found: list[ScoreItem] = []
    dragons = winds = own = round_winds = concealed = 0
    dragon_pair = wind_pair = False
    for group in groups:
        kind, tile = group.kind, group.tile
        key = (kind, tile.index, group.concealed)
        items = table.get(key)
        if items is None:
            items = table[key] = tuple(_items_of_group(group, seat, round_wind, preset))
        found += items
        if kind == "pung" or kind == "kong":
            if tile.is_dragon:
                dragons += 1
            elif tile.is_wind:
                winds += 1
                own += tile.code == seat
                round_winds += tile.code == round_wind
            concealed += group.concealed
        elif kind == "pair":
            dragon_pair = dragon_pair or tile.is_dragon
            wind_pair = wind_pair or tile.is_wind
    if bonus:
        found += _bonus_items(bonus, seat, preset)
    if dragons or winds or concealed >= 3:
        times = (dragons, own, round_winds, int(concealed >= 3), int(dragons == 2 and dragon_pair),
                 int(dragons == 3), int(winds == 3 and wind_pair), int(winds == 4))
        for (rule, value), count in zip(_pung_doublings(preset.id), times, strict=True):
            if count and value is not None:
                found.append(item(rule, doubles=value * count))
    return found


_PUNG_RULES = ("CL-Z45", "CL-Z46", "CL-Z47", "CL-Z48", "CL-Z49", "CL-Z50", "CL-Z51", "CL-Z52")


@cache  # a preset is not hashable (its tables are mappings): its id is the key
def _pung_doublings(preset_id: str) -> tuple[tuple[str, int | None], ...]:
    """CL-Z45-CL-Z52 in order, each with its doublings in the preset (None: not in the preset)."""
    preset = PRESETS[preset_id]
    return tuple((rule, preset.value(rule) if preset.has(rule) else None) for rule in _PUNG_RULES)


def winner_items(reading: Reading, hand: Hand, win: Win, only_possible: bool,
                 preset: Preset, facts: TileFacts | None = None) -> list[ScoreItem]:
    """What only the winner scores (CL-Z21, CL-Z53-CL-Z68). ``facts``: the hand's :func:`tile_facts`,
    when the caller has them already."""
    if facts is None:
        facts = tile_facts(hand.all_tiles())
    honours = facts.honours
    one_suit = facts.number_suits == 1
    standard = reading.pattern == STANDARD
    pair = reading.winning_group if standard else None
    pair = pair if pair is not None and pair.kind == "pair" else None
    chows = reading.chows
    values = preset.values
    held = (
        standard,  # CL-Z21
        win.self_drawn,  # CL-Z53
        pair is not None and pair.tile.is_simple,  # CL-Z54
        pair is not None and pair.tile.is_head,  # CL-Z55
        standard and only_possible,  # CL-Z56
        chows == 0,  # CL-Z57
        reading.concealed,  # CL-Z58
        standard and "CL-Z59" in values and _no_points_sets(reading, win, preset),  # CL-Z59
        one_suit and honours,  # CL-Z60
        one_suit and not honours,  # CL-Z61
        one_suit and not honours and chows == 0,  # CL-Z62
        facts.all_head,  # CL-Z63
        *((flag in win.flags for flag, _ in _FLAG_DOUBLINGS) if win.flags else _NO_FLAGS),  # CL-Z64-68
    )
    found = []
    for (rule, points_rule), applies in zip(_WINNER_RULES, held, strict=True):
        if applies and rule in values:
            value = values[rule]
            found.append(item(rule, points=value) if points_rule else item(rule, doubles=value))
    return found


_NO_FLAGS = (False,) * len(_FLAG_DOUBLINGS)
# the winner's rules in the order their items are listed, and whether each counts points
_WINNER_RULES = (
    *((rule, True) for rule in ("CL-Z21", "CL-Z53", "CL-Z54", "CL-Z55", "CL-Z56")),
    *((rule, False) for rule in ("CL-Z57", "CL-Z58", "CL-Z59", "CL-Z60", "CL-Z61", "CL-Z62", "CL-Z63")),
    *((rule, False) for _, rule in _FLAG_DOUBLINGS),
)


def _no_points_sets(reading: Reading, win: Win, preset: Preset) -> bool:
    """CL-Z59 besides the standard pattern: no pung or kong, and no pair that scores points."""
    if any(g.is_pung_or_kong for g in reading.groups):
        return False
    return not any(i.points for g in reading.groups if g.kind == "pair"
                   for i in _group_items(g, win.seat, win.round_wind, preset))


def finish(items: Iterable[ScoreItem], limits: Iterable[tuple[str, Fraction]], limit: int,
           roof_off: bool, arrangement: str) -> HandScore:
    """Points times two to the doublings, capped (CL-Z11, CL-Z17); the best limit hand (CL-Z18)."""
    items = tuple(items)
    points = doubles = 0
    for one in items:
        points += one.points
        doubles += one.doubles
    raw = points * 2 ** doubles
    ordinary = raw if roof_off else min(raw, limit)
    best = max(limits, key=lambda found: found[1], default=None) if limits else None
    if best is not None:
        rule, fraction = best
        worth = int(fraction * limit)
        if fraction == 1 or worth > ordinary:
            chosen = ScoreItem(rule, RULE_NAMES[rule], value=worth)
            return HandScore(worth, 0, 0, rule, arrangement, (chosen,))
    return HandScore(ordinary, points, doubles, None, arrangement, items)


def ordinary_rank(items: list[ScoreItem], limit: int, roof_off: bool) -> tuple[int, int]:
    """What :func:`finish` then ``_rank`` give items without limit hands, without making the score:
    the capped score, then the uncapped value."""
    points = doubles = 0
    for one in items:
        points += one.points
        doubles += one.doubles
    raw = points * 2 ** doubles
    return (raw if roof_off else min(raw, limit)), raw


# (kind, tile index, concealed, declared) -> the group's word in a reading's text
_GROUP_WORDS: dict[tuple[str, int, bool, bool], str] = {}


def describe(groups: Iterable[Group], leftover: tuple[Tile, ...], bonus: tuple[Tile, ...]) -> str:
    """A reading as text: concealed groups bare, exposed ones ``[...]``, declared kongs ``(...)``."""
    words = []
    for group in groups:
        key = (group.kind, group.tile.index, group.concealed, group.declared)
        word = _GROUP_WORDS.get(key)
        if word is None:
            word = _GROUP_WORDS[key] = _group_word(group)
        words.append(word)
    if leftover:  # a hand's tiles: written afresh (notation's memo would be one per hand)
        part = tiles_text(leftover)
        if part:
            words.append(part)
    if bonus:
        words.append(format_tiles(bonus, compact=True))
    return " ".join(words)


def _group_word(group: Group) -> str:
    text = format_tiles(group.tiles, compact=True)
    if not group.concealed:
        return f"[{text}]"
    if group.declared:
        return f"({text})"
    return text
