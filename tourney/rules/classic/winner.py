"""A winner's hand scored in every reading, the best kept (CL-Z13, CL-Z14, CL-Z20).

The items are :func:`~tourney.rules.classic.scoring.hand_items` then
:func:`~tourney.rules.classic.scoring.winner_items`, the limit hands those of
:func:`~tourney.rules.classic.patterns.limit_hands`; here they are counted in one pass over each
reading's groups. What no reading changes - the tile facts, the win's flags, the limit hands of the
tiles and of the win - is worked out once per hand; the winner's items come from a table keyed by
which of its rules hold (a bitmask of 17) and the preset.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from tourney.rules.classic.partial import _doublings
from tourney.rules.classic.patterns import STANDARD, Reading, TileFacts, Win, _squirming_snake, nine_gates
from tourney.rules.classic.scoring import (
    _WINNER_RULES,
    _bonus_items,
    _group_table,
    _items_of_group,
    finish,
    item,
)
from tourney.rules.classic.values import PRESETS, Preset
from tourney.rules.result import HandScore, ScoreItem
from tourney.tiles import Hand

# the bit of each winner's rule in _WINNER_RULES order (CL-Z21, CL-Z53-CL-Z68)
(_Z21, _Z53, _Z54, _Z55, _Z56, _Z57, _Z58, _Z59, _Z60, _Z61, _Z62, _Z63,
 _Z64, _Z65, _Z66, _Z67, _Z68) = (1 << k for k in range(17))
_FLAG_BITS = (("last_tile", _Z64), ("last_discard", _Z65), ("replacement", _Z66),
              ("robbing_kong", _Z67), ("original_call", _Z68))

# (preset id, bitmask) -> the winner's items, in rule order
_WINNER_ITEMS: dict[tuple[str, int], tuple[ScoreItem, ...]] = {}


def _winner_items(preset_id: str, held: int) -> tuple[ScoreItem, ...]:
    found = _WINNER_ITEMS.get((preset_id, held))
    if found is None:
        values = PRESETS[preset_id].values
        found = _WINNER_ITEMS[(preset_id, held)] = tuple(
            item(rule, points=values[rule]) if points_rule else item(rule, doubles=values[rule])
            for k, (rule, points_rule) in enumerate(_WINNER_RULES)
            if held >> k & 1 and rule in values)
    return found


def _hand_bits(win: Win, facts: TileFacts) -> int:
    """The winner's rules that hold whatever the reading."""
    one_suit = facts.number_suits == 1
    held = _Z53 if win.self_drawn else 0
    if one_suit:
        held |= _Z60 if facts.honours else _Z61
    if facts.all_head:
        held |= _Z63
    if win.flags:
        for flag, bit in _FLAG_BITS:
            if flag in win.flags:
                held |= bit
    return held


def _hand_limits(hand: Hand, win: Win, facts: TileFacts) -> tuple[list[str], list[str]]:
    """The limit hands of the tiles and the win, whatever the reading: those ranked before
    CL-Z72 and those after CL-Z76 (limit_hands lists them in rule order)."""
    early = []
    if facts.all_honour:
        early.append("CL-Z70")
    if facts.all_terminal:
        early.append("CL-Z71")
    late = ["CL-Z77"] if facts.all_green else []
    flags = win.flags
    if flags:
        code = win.tile.code
        late += [rule for rule, applies in (
            ("CL-Z78", code == "5p" and "replacement" in flags),
            ("CL-Z79", code == "1p" and "last_tile" in flags),
            ("CL-Z80", code == "2s" and "robbing_kong" in flags),
            ("CL-Z81", "twofold_fortune" in flags),
            ("CL-Z82", "heavenly" in flags and hand.is_concealed),
            ("CL-Z83", "first_discard" in flags)) if applies]
    if win.seat == "E" and win.east_streak >= 8:
        late.append("CL-Z84")
    return early, late


def score_winner(hand: Hand, win: Win, found: list[Reading], only: bool, preset: Preset,
                 facts: TileFacts, limit: int, roof_off: bool,
                 text: Callable[[Reading], str]) -> HandScore:
    """The score of the best reading, the first of the best score, then of the larger uncapped
    value; its arrangement is ``text`` of that reading."""
    hand_bits = _hand_bits(win, facts)
    early, late = _hand_limits(hand, win, facts)
    if len(found) == 1:
        return _score_reading(found[0], hand, win, only, preset, facts, hand_bits, early, late,
                              limit, roof_off, text(found[0]))
    best: HandScore | None = None
    chosen = found[0]
    for reading in found:
        score = _score_reading(reading, hand, win, only, preset, facts, hand_bits, early, late,
                               limit, roof_off, "")
        if best is None or (score.score, score.points * 2 ** score.doubles) > (
                best.score, best.points * 2 ** best.doubles):
            best, chosen = score, reading
    assert best is not None
    return HandScore(best.score, best.points, best.doubles, best.limit, text(chosen), best.items,
                     best.extra)


def _score_reading(reading: Reading, hand: Hand, win: Win, only: bool, preset: Preset,
                   facts: TileFacts, hand_bits: int, early: list[str], late: list[str],
                   limit: int, roof_off: bool, text: str) -> HandScore:
    seat, round_wind = win.seat, win.round_wind
    table = _group_table(seat, round_wind, preset)
    items: list[ScoreItem] = []
    pungs = kongs = concealed_pungs = pair_points = tally = 0
    for group in reading.groups:
        kind, tile = group.kind, group.tile
        key = (kind, tile.index, group.concealed)
        group_items = table.get(key)
        if group_items is None:
            group_items = table[key] = tuple(_items_of_group(group, seat, round_wind, preset))
        items += group_items
        if kind == "pung" or kind == "kong":
            pungs += 1
            if kind == "kong":
                kongs += 1
            elif group.concealed:
                concealed_pungs += 1
            if group.concealed:
                tally += 1 << 16
            if tile.is_dragon:
                tally += 1
            elif tile.is_wind:
                tally += (1 << 4) + ((1 << 8) if tile.code == seat else 0) + (
                    (1 << 12) if tile.code == round_wind else 0)
        elif kind == "pair":
            if tile.is_dragon:
                tally += 1 << 20
            elif tile.is_wind:
                tally += 1 << 24
            for one in group_items:
                pair_points += one.points
    if hand.bonus:
        items += _bonus_items(hand.bonus, seat, preset)
    items += _doublings(tally, preset.id)[0]
    standard = reading.pattern == STANDARD
    chows = reading.chows
    held = hand_bits
    if standard:
        held |= _Z21
        if only:
            held |= _Z56
        winning = reading.winning_group
        if winning is not None and winning.kind == "pair":
            held |= (_Z54 if winning.tile.is_simple else 0) | (_Z55 if winning.tile.is_head else 0)
        if pungs == 0 and pair_points == 0:
            held |= _Z59
    if chows == 0:
        held |= _Z57
        if hand_bits & _Z61:
            held |= _Z62
    if reading.concealed:
        held |= _Z58
    items += _winner_items(preset.id, held)
    rules = _reading_limits(reading, hand, win, preset, facts, standard, pungs, kongs, concealed_pungs,
                            tally, early, late)
    limits = [(rule, preset.limits[rule]) for rule in rules] if rules else _NO_LIMITS
    return finish(items, limits, limit, roof_off, text)


_NO_LIMITS: list[tuple[str, Fraction]] = []


def _reading_limits(reading: Reading, hand: Hand, win: Win, preset: Preset, facts: TileFacts,
                    standard: bool, pungs: int, kongs: int, concealed_pungs: int, tally: int,
                    early: list[str], late: list[str]) -> list[str]:
    """limit_hands of the reading, in rule order, from the counts of its groups."""
    found = []
    if not standard:
        found.append(reading.pattern)
    elif facts.gates:
        if nine_gates(hand, win):
            found.append("CL-Z23")
        if _squirming_snake(reading, facts):
            found.append("CL-Z25")
    if reading.concealed and facts.one_suit_no_honours:
        found.append("CL-Z69")
    found += early
    if standard and pungs == 4 and reading.concealed and win.self_drawn:
        found.append("CL-Z72")
    if standard and concealed_pungs == 4 and facts.number_suits <= 1:
        found.append("CL-Z73")
    if kongs == 4:
        found.append("CL-Z74")
    if tally & 15 == 3 and not (preset.scholars_need_no_chow and reading.chows):
        found.append("CL-Z75")
    if tally >> 4 & 15 == 4:
        found.append("CL-Z76")
    found += late
    limits = preset.limits
    return [rule for rule in found if rule in limits]
