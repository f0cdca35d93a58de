"""The Singapore fān table (SG-F01–F23) as data, and the fān a winner's reading of his hand earns.

Only the winner counts fān (SG-S02). Each function returns :class:`ScoreItem` s that name their rule
and carry ``fan=``; the ruleset adds them up and applies the cap. Options that change a value
(``half_flush_fan``, ``concealed_hand_fan``) are read from the deal's resolved options.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tourney.language import Words, say, wind_name
from tourney.rules.deal import Win
from tourney.rules.decompose import Arrangement, Group
from tourney.rules.result import SEAT_WINDS, ScoreItem
from tourney.tiles import Hand, Tile, tile_of

# rule id -> (name the referee reads, fān). Values that an option changes hold the default.
FAN_TABLE: dict[str, tuple[Words, int]] = {
    "SG-F01": (say("Pung or kong of dragons"), 1),
    "SG-F02": (say("Pung or kong of the seat wind"), 1),
    "SG-F03": (say("Pung or kong of the round wind"), 1),
    "SG-F04": (say("All chows"), 1),
    "SG-F05": (say("Ping Wu: all chows and no bonus tile"), 4),
    "SG-F06": (say("All pungs"), 2),
    "SG-F07": (say("Half flush: one suit with honours"), 2),
    "SG-F08": (say("Full flush: one suit, no honours"), 4),
    "SG-F09": (say("All terminals"), 5),
    "SG-F10": (say("Terminals and honours"), 1),
    "SG-F11": (say("Dragon hand: pungs of the three dragons (extra)"), 2),
    "SG-F12": (say("Wind hand: pungs of the four winds (extra)"), 3),
    "SG-F13": (say("Pungs of two dragons and a pair of the third (extra)"), 1),
    "SG-F14": (say("Pungs of three winds and a pair of the fourth"), 4),
    "SG-F15": (say("Concealed hand, self-drawn"), 1),
    "SG-F16": (say("Animal"), 1),
    "SG-F17": (say("All four Animals"), 5),
    "SG-F18": (say("Own Season or Flower"), 1),
    "SG-F19": (say("Bouquet: all four Seasons or all four Flowers"), 2),
    "SG-F20": (say("Won with a tile from the dead wall"), 1),
    "SG-F21": (say("Won with the last tile of the live wall"), 1),
    "SG-F22": (say("Robbing an exposed kong"), 1),
}
# The more precise names, made once: scoring makes many items and a name is a sentence to translate.
_DRAGON_PUNGS = {"Rd": say("Pung of red dragons"), "Gd": say("Pung of green dragons"),
                 "Wd": say("Pung of white dragons")}
_SEAT_WIND_PUNGS = {w: say("Pung of the seat wind ({wind})", wind=wind_name(w)) for w in SEAT_WINDS}
_ROUND_WIND_PUNGS = {w: say("Pung of the round wind ({wind})", wind=wind_name(w)) for w in SEAT_WINDS}
_ANIMALS = {1: say("Animal: Cat"), 2: say("Animal: Rat"), 3: say("Animal: Rooster"),
            4: say("Animal: Centipede")}
_BOUQUETS = {"f": say("Bouquet: all four Flowers"), "y": say("Bouquet: all four Seasons")}
_OWN_BONUS = {"f": say("Own Flower"), "y": say("Own Season")}


def item(rule: str, name: Words | None = None, fan: int | None = None) -> ScoreItem:
    """A fān item of the table, optionally with a more precise name or an option's value."""
    default_name, default_fan = FAN_TABLE[rule]
    return ScoreItem(rule, name or default_name, fan=default_fan if fan is None else fan)


@dataclass(frozen=True, slots=True)
class WinContext:
    """What the fān of a winning hand depend on besides its reading."""

    seat: str
    round_wind: str
    hand: Hand
    win: Win
    options: dict[str, Any]


def honour_items(groups: Iterable[Group], pair: Tile | None, ctx: WinContext) -> list[ScoreItem]:
    """SG-F01–F03 and the honour patterns SG-F11–F14 from the pungs/kongs and the pair."""
    sets = [g.tile for g in groups if g.is_pung_or_kong and g.tile.is_honour]
    dragons = [t for t in sets if t.is_dragon]
    winds = {t.code for t in sets if t.is_wind}
    found = [item("SG-F01", _DRAGON_PUNGS[t.code]) for t in dragons]
    if len(dragons) == 3:
        found.append(item("SG-F11"))
    elif len(dragons) == 2 and pair is not None and pair.is_dragon and pair not in dragons:
        found.append(item("SG-F13"))
    if len(winds) == 3 and pair is not None and pair.is_wind and pair.code not in winds:
        # SG-A03: 4 fān in total for the wind part; no seat/round wind fān for these pungs.
        return [*found, item("SG-F14")]
    if ctx.seat in winds:
        found.append(item("SG-F02", _SEAT_WIND_PUNGS[ctx.seat]))
    if ctx.round_wind in winds:
        found.append(item("SG-F03", _ROUND_WIND_PUNGS[ctx.round_wind]))
    if len(winds) == 4:
        found.append(item("SG-F12"))
    return found


def shape_items(arrangement: Arrangement, ctx: WinContext, only_wait: bool) -> list[ScoreItem]:
    """SG-F04/F05 (all chows, footnote [1]) and SG-F06 (all pungs) of a complete reading."""
    sets = arrangement.sets
    if arrangement.shape != "standard" or len(sets) != 4:
        return []
    if all(g.is_pung_or_kong for g in sets):
        return [item("SG-F06")]
    if not all(g.kind == "chow" for g in sets):
        return []
    pair = arrangement.pairs[0].tile
    if pair.is_dragon or pair.code in (ctx.seat, ctx.round_wind):
        return []
    if not ctx.win.self_drawn and only_wait:  # SG-A19: the wait matters only on a discard
        return []
    return [item("SG-F04") if ctx.hand.bonus else item("SG-F05")]


def needs_wait_check(arrangement: Arrangement, ctx: WinContext) -> bool:
    """Whether SG-F04 hangs on the winning tile being the only possible one."""
    return (not ctx.win.self_drawn and arrangement.shape == "standard"
            and all(g.kind == "chow" for g in arrangement.sets))


def colour_items(tiles: tuple[Tile, ...], ctx: WinContext) -> list[ScoreItem]:
    """SG-F07–F10 from the tiles of the hand (bonus tiles aside)."""
    suits = {t.suit for t in tiles if t.is_number}
    honours = any(t.is_honour for t in tiles)
    found = []
    if len(suits) == 1:
        found.append(item("SG-F07", fan=ctx.options["half_flush_fan"]) if honours else item("SG-F08"))
    if tiles and all(t.is_terminal for t in tiles):
        found.append(item("SG-F09"))
    elif suits and honours and all(t.is_head for t in tiles):
        found.append(item("SG-F10"))
    return found


def own_bonus(seat: str, suit: str) -> Tile:
    """The seat's own Flower (``f``) or Season (``y``): E 1, S 2, W 3, N 4 (SG-T04)."""
    return tile_of(suit, SEAT_WINDS.index(seat) + 1)


def bonus_items(bonus: Iterable[Tile], seat: str) -> list[ScoreItem]:
    """SG-F16–F19 from the Animals, Flowers and Seasons held."""
    held = set(bonus)
    animals = sorted(t for t in held if t.suit == "a")
    found = ([item("SG-F17")] if len(animals) == 4
             else [item("SG-F16", _ANIMALS[t.rank]) for t in animals])
    for suit in "fy":
        if all(tile_of(suit, rank) in held for rank in range(1, 5)):
            found.append(item("SG-F19", _BOUQUETS[suit]))
        elif own_bonus(seat, suit) in held:
            found.append(item("SG-F18", _OWN_BONUS[suit]))
    return found


def circumstance_items(ctx: WinContext) -> list[ScoreItem]:
    """SG-F15 (house rule) and SG-F20–F22: how the hand was won."""
    flags = ctx.win.flags
    found = []
    if ctx.options["concealed_hand_fan"] and ctx.win.self_drawn and ctx.hand.is_concealed:
        found.append(item("SG-F15", fan=ctx.options["concealed_hand_fan"]))
    if "replacement" in flags:
        found.append(item("SG-F20"))
    if "last_tile" in flags:
        found.append(item("SG-F21"))
    if "robbing_kong" in flags:
        found.append(item("SG-F22"))
    return found


def hand_items(groups: tuple[Group, ...], pair: Tile | None, ctx: WinContext) -> list[ScoreItem]:
    """Every item that does not depend on the shape: honours, colour, bonus tiles, circumstances."""
    return [*honour_items(groups, pair, ctx), *colour_items(ctx.hand.all_tiles(), ctx),
            *bonus_items(ctx.hand.bonus, ctx.seat), *circumstance_items(ctx)]


def total_fan(items: Iterable[ScoreItem]) -> int:
    return sum(i.fan for i in items)

