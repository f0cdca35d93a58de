"""PyMahjongGB (the Botzone judge's MCR fan calculator) as an independent oracle for tests.

:func:`oracle_score` turns a deal's winner into the calculator's arguments and returns its total
and its fans as our rule ids. A meld that the winning discard completed (a shown meld holding
the winning tile when the tile is not among the concealed ones) is given to it as concealed tiles:
the calculator has no such melds.
"""

from __future__ import annotations

import re

from tourney.notation import parse_hand, parse_tile
from tourney.rules.mcr.values import FANS

_WINDS = {"E": 0, "S": 1, "W": 2, "N": 3}
_SUIT = {"m": "W", "p": "B", "s": "T"}
_HONOUR = {"E": "F1", "S": "F2", "W": "F3", "N": "F4", "Rd": "J1", "Gd": "J2", "Wd": "J3"}


def _key(name: str) -> str:
    return re.sub(r"[^a-z]", "", name.lower()).replace("fives", "five").replace("dragonpungs", "dragonspungs")


_BY_NAME = {_key(str(name)): rule for rule, (name, _) in FANS.items()}
# The calculator counts one concealed and one melded kong as a 5-point fan of its own, a later
# Chinese addition the Green Book does not have (docs/rules/mcr.md, "Differences").
CK_MK = "ORACLE-CKMK"
_BY_NAME[_key("Concealed Kong and Melded Kong")] = CK_MK


def code(tile) -> str:
    return _SUIT[tile.suit] + str(tile.rank) if tile.suit in _SUIT else _HONOUR[tile.code]


def oracle_args(deal: dict) -> list[dict]:
    """The calculator's arguments, once per meld the winning discard may have completed."""
    seat, data = next((s, d) for s, d in deal["seats"].items() if "win" in d)
    hand = parse_hand(data["hand"])
    tile = parse_tile(data["win"]["tile"])
    if tile in hand.concealed:
        return [_args(deal, seat, data, list(hand.concealed), list(hand.melds), tile)]
    found = []
    for meld in hand.melds:
        if meld.exposed and tile in meld.tiles and meld.kind != "kong":
            melds = list(hand.melds)
            melds.remove(meld)
            found.append(_args(deal, seat, data, list(hand.concealed) + list(meld.tiles), melds, tile))
    return found


def _args(deal: dict, seat: str, data: dict, concealed: list, melds: list, tile) -> dict:
    hand = parse_hand(data["hand"])
    win = data["win"]
    concealed.remove(tile)
    packs = []
    for m in melds:
        if m.kind == "chow":
            packs.append(("CHI", code(m.tiles[1]), 1))
        else:
            packs.append(("GANG" if m.kind == "kong" else "PENG", code(m.tiles[0]), 1 if m.exposed else 0))
    flags = set(win.get("flags", []))
    return dict(pack=tuple(packs), hand=tuple(code(t) for t in concealed), winTile=code(tile),
                flowerCount=len(hand.bonus), isSelfDrawn=win["from"] == "self",
                is4thTile="last_of_kind" in flags, isAboutKong=bool(flags & {"replacement", "robbing_kong"}),
                isWallLast=bool(flags & {"last_tile", "last_discard"}), seatWind=_WINDS[seat],
                prevalentWind=_WINDS[deal["round_wind"]])


def oracle_score(deal: dict) -> tuple[int, dict[str, int]]:
    """The oracle's total (flowers included) and fans {rule id: times}; raises on a non-win."""
    from MahjongGB import MahjongFanCalculator

    best: tuple[int, dict[str, int]] | None = None
    for args in oracle_args(deal):
        total = 0
        tally: dict[str, int] = {}
        for points, count, _, english in MahjongFanCalculator(**args, verbose=True):
            total += points * count
            rule = _BY_NAME[_key(english)]
            tally[rule] = tally.get(rule, 0) + count
        if best is None or total > best[0]:
            best = (total, tally)
    assert best is not None
    return best


def oracle_waits_on_a_fifth_tile(deal: dict) -> bool:
    """Whether the calculator counts as a wait a tile of which the hand already holds all four
    (it then finds no single wait where the Green Book has one: docs/rules/mcr.md §6)."""
    from MahjongGB import RegularShanten

    for args in oracle_args(deal):
        held: dict[str, int] = {}
        for tile in args["hand"]:
            held[tile] = held.get(tile, 0) + 1
        for kind, tile, _ in args["pack"]:
            if kind == "CHI":
                for step in (-1, 0, 1):
                    near = tile[0] + str(int(tile[1]) + step)
                    held[near] = held.get(near, 0) + 1
            else:
                held[tile] = held.get(tile, 0) + (4 if kind == "GANG" else 3)
        if len(args["hand"]) in (1, 4, 7, 10, 13):
            _, useful = RegularShanten(hand=args["hand"])
            if any(held.get(tile, 0) >= 4 for tile in useful):
                return True
    return False
