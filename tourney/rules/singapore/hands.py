"""How a Singapore winner's hand is read: the limit hands, the instant wins and the best arrangement.

The order of :func:`best_reading`: all eight Seasons and Flowers (SG-W01/W02 → SG-L01), Thirteen
Wonders (SG-L02), every complete arrangement with every choice of the winning tile's set (the one
with the most fān is kept), and only when the hand is not complete the Dragon or Wind hand that
wins whatever the other tiles (SG-W03/W04, counted as SG-A07 says).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tourney.errors import EngineError
from tourney.language import say
from tourney.notation import format_hand, format_tiles
from tourney.rules.decompose import (
    Arrangement,
    Group,
    is_thirteen_orphans,
    meld_groups,
    standard_specs,
    tile_counts,
    winning_arrangements,
)
from tourney.rules.result import ScoreItem
from tourney.rules.singapore.fan import WinContext, hand_items, needs_wait_check, shape_items, total_fan
from tourney.tiles import PLAYING_TILES, Hand, Tile, sort_tiles, tile_of

BONUS_WIN_TILES = tuple(tile_of(suit, rank) for suit in "fy" for rank in range(1, 5))
ALL_EIGHT_BONUS = say("All eight Seasons and Flowers")
THIRTEEN_WONDERS = say("Thirteen Wonders")


@dataclass(frozen=True, slots=True)
class Reading:
    """The reading of a winning hand that is scored: its items, its fān and what kind of win it is."""

    items: tuple[ScoreItem, ...]
    counted: int  # fān before the cap
    fan: int  # fān after the cap (SG-S01)
    arrangement: Arrangement | None = None
    text: str = ""
    limit: str | None = None  # SG-L01 or SG-L02
    instant: str | None = None  # SG-W01/W02 (bonus tiles), SG-W03 or SG-W04 on an incomplete hand


def holds_all_bonus_tiles(hand: Hand) -> bool:
    """All eight Seasons and Flowers (SG-W01/W02)."""
    return all(t in hand.bonus for t in BONUS_WIN_TILES)


def format_groups(groups: tuple[Group, ...], leftover: tuple[Tile, ...], bonus: tuple[Tile, ...]) -> str:
    """An arrangement as the referee writes it: claimed ``[...]``, declared kongs ``(...)``."""
    concealed = sorted((g for g in groups if not g.declared), key=lambda g: (g.kind == "pair", g.tile.index))
    words = [_group_text(g) for g in (*(g for g in groups if g.declared), *concealed)]
    if leftover:
        words.append(format_tiles(leftover))
    if bonus:
        words.append(format_tiles(bonus, compact=True))
    return " ".join(words)


_GROUP_TEXT: dict[tuple[str, int, bool, bool], str] = {}  # few distinct groups exist


def _group_text(g: Group) -> str:
    key = (g.kind, g.tile.index, g.declared, g.concealed)
    text = _GROUP_TEXT.get(key)
    if text is None:
        text = format_tiles(g.tiles, compact=True)
        if g.declared:
            text = f"({text})" if g.concealed and g.kind == "kong" else f"[{text}]"
        _GROUP_TEXT[key] = text
    return text


def best_reading(ctx: WinContext) -> Reading:
    """The scored reading of the winner's hand; EngineError ``incomplete_hand`` if there is none."""
    cap = ctx.options["limit_fan"]
    hand, win = ctx.hand, ctx.win
    if holds_all_bonus_tiles(hand):
        limit = ScoreItem("SG-L01", ALL_EIGHT_BONUS, fan=cap)
        return Reading((limit,), cap, cap, text=format_hand(hand), limit="SG-L01", instant="SG-W01")
    arrangements = winning_arrangements(hand, win.tile, win.self_drawn, seven_pairs=False)
    if any(a.shape == "thirteen_orphans" for a in arrangements):
        limit = ScoreItem("SG-L02", THIRTEEN_WONDERS, fan=cap)
        return Reading((limit,), cap, cap, text=format_hand(hand), limit="SG-L02")
    readings = [_standard(a, ctx) for a in arrangements]
    if not readings:
        honours = _honour_instant(ctx)
        if honours is None:
            raise EngineError("incomplete_hand", say("seat {seat}: {hand} is not a complete hand under "
                                                     "singapore", seat=ctx.seat, hand=format_hand(hand)))
        readings = [honours]
    return max(readings, key=lambda r: (r.fan, r.counted))


def _standard(arrangement: Arrangement, ctx: WinContext) -> Reading:
    pair = arrangement.pairs[0].tile if arrangement.pairs else None
    only_wait = False
    if needs_wait_check(arrangement, ctx):
        only_wait = len(waits(hand_before_win(ctx.hand, arrangement, ctx.win.tile))) == 1
    items = (*shape_items(arrangement, ctx, only_wait), *hand_items(arrangement.groups, pair, ctx))
    return _reading(items, ctx, arrangement)


def _reading(items: tuple[ScoreItem, ...], ctx: WinContext, arrangement: Arrangement,
             instant: str | None = None) -> Reading:
    counted = total_fan(items)
    text = format_groups(arrangement.groups, arrangement.leftover, ctx.hand.bonus)
    return Reading(items, counted, min(counted, ctx.options["limit_fan"]), arrangement, text,
                   instant=instant)


def hand_before_win(hand: Hand, arrangement: Arrangement, winning_tile: Tile) -> Hand:
    """The hand as it was before the winning tile came: the tile taken out of its set."""
    winning = arrangement.winning_group
    assert winning is not None
    if not winning.declared:
        concealed = list(hand.concealed)
        concealed.remove(winning_tile)
        return Hand(tuple(concealed), hand.melds, hand.bonus)
    melds = list(hand.melds)
    claimed = next(m for m in melds if m.exposed and m.base_tile == winning.tile and m.kind == winning.kind)
    melds.remove(claimed)
    rest = list(claimed.tiles)
    rest.remove(winning_tile)
    return Hand(sort_tiles(hand.concealed + tuple(rest)), tuple(melds), hand.bonus)


def waits(hand: Hand) -> set[Tile]:
    """Every tile kind that would complete this hand (a fifth copy of a tile is not possible).

    A tile completes it when the concealed tiles with it make sets and a pair, or with no meld
    shown the thirteen wonders: the hands :func:`winning_arrangements` finds (seven pairs are no
    Singapore hand). It would place the tile in a concealed group, which always holds it.
    """
    held = tile_counts(hand.all_tiles())
    concealed = tile_counts(hand.concealed)
    found = set()
    for t in PLAYING_TILES:
        if held[t.index] >= 4:
            continue
        concealed[t.index] += 1
        if standard_specs(concealed) or (not hand.melds and is_thirteen_orphans(concealed)):
            found.add(t)
        concealed[t.index] -= 1
    return found


def _honour_instant(ctx: WinContext) -> Reading | None:
    """SG-W03/W04: pungs of all dragons or all winds win even when the other tiles are not sets."""
    hand, win = ctx.hand, ctx.win
    counts = tile_counts(hand.concealed)
    concealed_sets = [t for t in PLAYING_TILES if t.is_honour and counts[t.index] >= 3]
    groups = [*meld_groups(hand), *(Group("pung", t, concealed=True) for t in concealed_sets)]
    honour_sets = {g.tile for g in groups if g.is_pung_or_kong and g.tile.is_honour}
    dragons = sum(1 for t in honour_sets if t.is_dragon) == 3
    winds = sum(1 for t in honour_sets if t.is_wind) == 4
    if not (dragons or winds) or win.tile not in honour_sets:
        return None
    if not ((dragons and win.tile.is_dragon) or (winds and win.tile.is_wind)):
        return None
    marked = _mark_winning(groups, win.tile, win.self_drawn, in_concealed=win.tile in concealed_sets)
    leftover = list(hand.concealed)
    for t in concealed_sets:
        for _ in range(3):
            leftover.remove(t)
    arrangement = Arrangement("partial", tuple(marked), tuple(leftover))
    items = tuple(hand_items(arrangement.groups, None, ctx))
    return _reading(items, ctx, arrangement, instant="SG-W03" if dragons else "SG-W04")


def _mark_winning(groups: list[Group], winning: Tile, self_drawn: bool, in_concealed: bool) -> list[Group]:
    for i, g in enumerate(groups):
        if g.tile == winning and g.declared != in_concealed and (in_concealed or not g.concealed):
            groups[i] = replace(g, winning=True, concealed=g.concealed and self_drawn)
            break
    return groups
