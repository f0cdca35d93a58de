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
from tourney.rules.classic_patterns import STANDARD, Reading, Win
from tourney.rules.classic_values import RULE_NAMES, SET_POINTS, Preset
from tourney.rules.decompose import Group
from tourney.rules.result import SEAT_WINDS, HandScore, ScoreItem
from tourney.tiles import Hand, Tile

_SET_RULES = {("pung", False): "CL-Z30", ("pung", True): "CL-Z31",
              ("kong", False): "CL-Z32", ("kong", True): "CL-Z33"}
_FLAG_DOUBLINGS = (("last_tile", "CL-Z64"), ("last_discard", "CL-Z65"), ("replacement", "CL-Z66"),
                   ("robbing_kong", "CL-Z67"), ("original_call", "CL-Z68"))


@cache  # an item is a frozen value; the same few are made for every hand
def item(rule: str, points: int = 0, doubles: int = 0) -> ScoreItem:
    return ScoreItem(rule, RULE_NAMES[rule], points=points, doubles=doubles)


def _tile_class(t: Tile) -> int:
    return 2 if t.is_honour else 1 if t.is_terminal else 0


# (group, seat, round wind, preset id) -> its items: a few thousand keys at most, asked for every
# group of every arrangement of every hand
_GROUP_ITEMS: dict[tuple[Group, str, str, str], tuple[ScoreItem, ...]] = {}


def _group_items(group: Group, seat: str, round_wind: str, preset: Preset) -> tuple[ScoreItem, ...]:
    key = (group, seat, round_wind, preset.id)
    found = _GROUP_ITEMS.get(key)
    if found is None:
        found = _GROUP_ITEMS[key] = tuple(_items_of_group(group, seat, round_wind, preset))
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


def _bonus_items(bonus: tuple[Tile, ...], seat: str, preset: Preset) -> list[ScoreItem]:
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
    return found


def _pung_doublings(groups: tuple[Group, ...], seat: str, round_wind: str) -> dict[str, int]:
    pungs = [g for g in groups if g.is_pung_or_kong]
    pairs = [g for g in groups if g.kind == "pair"]
    dragons = sum(1 for g in pungs if g.tile.is_dragon)
    winds = sum(1 for g in pungs if g.tile.is_wind)
    return {
        "CL-Z45": dragons,
        "CL-Z46": sum(1 for g in pungs if g.tile.code == seat),
        "CL-Z47": sum(1 for g in pungs if g.tile.code == round_wind),
        "CL-Z48": int(sum(1 for g in pungs if g.concealed) >= 3),
        "CL-Z49": int(dragons == 2 and any(p.tile.is_dragon for p in pairs)),
        "CL-Z50": int(dragons == 3),
        "CL-Z51": int(winds == 3 and any(p.tile.is_wind for p in pairs)),
        "CL-Z52": int(winds == 4),
    }


def hand_items(groups: tuple[Group, ...], bonus: tuple[Tile, ...], seat: str, round_wind: str,
               preset: Preset) -> list[ScoreItem]:
    """What any player's hand scores, read as these groups (CL-Z30-CL-Z52)."""
    found = [i for g in groups for i in _group_items(g, seat, round_wind, preset)]
    found.extend(_bonus_items(bonus, seat, preset))
    for rule, times in _pung_doublings(groups, seat, round_wind).items():
        if times and preset.has(rule):
            found.append(item(rule, doubles=preset.value(rule) * times))
    return found


def winner_items(reading: Reading, hand: Hand, win: Win, only_possible: bool,
                 preset: Preset) -> list[ScoreItem]:
    """What only the winner scores (CL-Z21, CL-Z53-CL-Z68)."""
    tiles = hand.all_tiles()
    suits = {t.suit for t in tiles if t.is_number}
    honours = any(t.is_honour for t in tiles)
    one_suit = len(suits) == 1
    standard = reading.pattern == STANDARD
    pair = reading.winning_group if standard else None
    scoring_pairs = any(i.points for g in reading.groups if g.kind == "pair"
                        for i in _group_items(g, win.seat, win.round_wind, preset))
    held = {
        "CL-Z21": standard,
        "CL-Z53": win.self_drawn,
        "CL-Z54": pair is not None and pair.kind == "pair" and pair.tile.is_simple,
        "CL-Z55": pair is not None and pair.kind == "pair" and pair.tile.is_head,
        "CL-Z56": standard and only_possible,
        "CL-Z57": reading.chows == 0,
        "CL-Z58": reading.concealed,
        "CL-Z59": standard and not any(g.is_pung_or_kong for g in reading.groups) and not scoring_pairs,
        "CL-Z60": one_suit and honours,
        "CL-Z61": one_suit and not honours,
        "CL-Z62": one_suit and not honours and reading.chows == 0,
        "CL-Z63": all(t.is_head for t in tiles),
        **{rule: flag in win.flags for flag, rule in _FLAG_DOUBLINGS},
    }
    found = []
    for rule, applies in held.items():
        if applies and rule in preset.values:
            points_rule = rule in ("CL-Z21", "CL-Z53", "CL-Z54", "CL-Z55", "CL-Z56")
            value = preset.value(rule)
            found.append(item(rule, points=value) if points_rule else item(rule, doubles=value))
    return found


def finish(items: Iterable[ScoreItem], limits: Iterable[tuple[str, Fraction]], limit: int,
           roof_off: bool, arrangement: str) -> HandScore:
    """Points times two to the doublings, capped (CL-Z11, CL-Z17); the best limit hand (CL-Z18)."""
    items = tuple(items)
    points = sum(i.points for i in items)
    doubles = sum(i.doubles for i in items)
    raw = points * 2 ** doubles
    ordinary = raw if roof_off else min(raw, limit)
    best = max(limits, key=lambda found: found[1], default=None)
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
    raw = sum(i.points for i in items) * 2 ** sum(i.doubles for i in items)
    return (raw if roof_off else min(raw, limit)), raw


def describe(groups: Iterable[Group], leftover: Iterable[Tile], bonus: tuple[Tile, ...]) -> str:
    """A reading as text: concealed groups bare, exposed ones ``[...]``, declared kongs ``(...)``."""
    words = []
    for group in groups:
        text = format_tiles(group.tiles, compact=True)
        if not group.concealed:
            text = f"[{text}]"
        elif group.declared:
            text = f"({text})"
        words.append(text)
    for part in (format_tiles(leftover), format_tiles(bonus, compact=True)):
        if part:
            words.append(part)
    return " ".join(words)
