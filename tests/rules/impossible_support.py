"""Impossible deals made from valid ones (issue 28): each maker alters a generated deal so that it breaks
one impossibility rule, or returns None when the deal does not lend itself (find another)."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from tourney.notation import parse_hand
from tourney.rules.simulate import random_deal

Maker = Callable[[dict[str, Any]], "dict[str, Any] | None"]
SEATS = ("E", "S", "W", "N")
_RIICHI_MARKS = ("riichi", "double_riichi")


def _winner(deal: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    for wind in SEATS:
        seat = deal["seats"][wind]
        if "win" in seat:
            return wind, seat
    return None


def _hand(seat: dict[str, Any]) -> Any:
    return parse_hand(seat["hand"].replace("0", "5"))


def _held(seat: dict[str, Any], code: str) -> int:
    hand = _hand(seat)
    tiles = [*hand.concealed, *(t for meld in hand.melds for t in meld.tiles)]
    return sum(1 for t in tiles if t.code == code.replace("0", "5"))


def _with_flags(deal: dict[str, Any], *flags: str, need: Callable[[str, dict[str, Any]], bool],
                calm: bool = False) -> dict[str, Any] | None:
    """The deal with ``flags`` added to its winner's, if ``need`` holds of the winner (wind, seat);
    ``calm``: the winner's riichi marks and ippatsu taken away (a win on the first turn has none)."""
    found = _winner(deal)
    if found is None or found[1]["win"].get("flags"):
        return None
    wind, seat = found
    if not need(wind, seat):
        return None
    deal = copy.deepcopy(deal)
    seat = deal["seats"][wind]
    if calm:
        for mark in _RIICHI_MARKS:
            seat.pop(mark, None)
        deal.pop("ura_dora", None)
    seat["win"]["flags"] = list(flags)
    return deal


def _self(seat: dict[str, Any]) -> bool:
    return bool(seat["win"]["from"] == "self")


def foreign_flag(flag: str) -> Maker:
    return lambda deal: _with_flags(deal, flag, need=lambda w, s: True)


def dealt_hand_with_meld(flag: str) -> Maker:
    """heavenly (East) or first_draw (another seat), self-drawn, on a hand showing a meld."""
    def make(deal: dict[str, Any]) -> dict[str, Any] | None:
        return _with_flags(deal, flag, calm=True, need=lambda w, s: (
            _self(s) and (w == "E") == (flag == "heavenly") and bool(_hand(s).melds)))
    return make


def first_discard_with_kong(deal: dict[str, Any]) -> dict[str, Any] | None:
    return _with_flags(deal, "first_discard", need=lambda w, s: (
        s["win"]["from"] == "E" and bool(_hand(s).kongs)))


def replacement_without_kong(deal: dict[str, Any]) -> dict[str, Any] | None:
    return _with_flags(deal, "replacement", need=lambda w, s: (
        _self(s) and not _hand(s).kongs and not _hand(s).bonus))


def twofold_without_kong(deal: dict[str, Any]) -> dict[str, Any] | None:
    return _with_flags(deal, "twofold_fortune", need=lambda w, s: _self(s) and not _hand(s).kongs)


def last_discard_and_robbing(deal: dict[str, Any]) -> dict[str, Any] | None:
    return _with_flags(deal, "last_discard", "robbing_kong", need=lambda w, s: (
        not _self(s) and _held(s, s["win"]["tile"]) == 1))


def robbed_tile_held(deal: dict[str, Any]) -> dict[str, Any] | None:
    return _with_flags(deal, "robbing_kong", need=lambda w, s: (
        not _self(s) and _held(s, s["win"]["tile"]) > 1))


def dealt_hand_and_last_tile(deal: dict[str, Any]) -> dict[str, Any] | None:
    return _with_flags(deal, "heavenly", "last_tile", calm=True, need=lambda w, s: (
        w == "E" and _self(s) and not _hand(s).melds))


def dora_fifth_copy(deal: dict[str, Any]) -> dict[str, Any] | None:
    """Dora indicators of a tile the winner holds, until the table shows it five times."""
    found = _winner(deal)
    if found is None:
        return None
    code = found[1]["win"]["tile"].replace("0", "5")
    shown = sum(_held(seat, code) for seat in deal["seats"].values() if seat.get("hand"))
    if not 1 <= 5 - shown <= 5:
        return None
    deal = copy.deepcopy(deal)
    deal["dora"] = [code] * (5 - shown)
    deal.pop("ura_dora", None)
    return deal


def fifth_copy_at_another_seat(deal: dict[str, Any]) -> dict[str, Any] | None:
    """Copies of the winning tile added to a seat that did not win, until the table shows five."""
    found = _winner(deal)
    if found is None:
        return None
    wind, seat = found
    code = seat["win"]["tile"].replace("0", "5")
    if code in ("J", "F") or code[-1] in "fya":
        return None
    shown = sum(_held(s, code) for s in deal["seats"].values() if s.get("hand"))
    if shown > 4:
        return None
    deal = copy.deepcopy(deal)
    other = next(w for w in SEATS if w != wind)
    deal["seats"][other]["hand"] = " ".join([deal["seats"][other]["hand"], *[code] * (5 - shown)]).strip()
    return deal


# ruleset id -> (rule id, maker): one way each rule is broken
MAKERS: dict[str, list[tuple[str, Maker]]] = {
    "fimj": [("FIMJ-N01", dealt_hand_with_meld("heavenly")), ("FIMJ-N02", first_discard_with_kong),
             ("FIMJ-N03", replacement_without_kong), ("FIMJ-N04", last_discard_and_robbing),
             ("FIMJ-N05", robbed_tile_held), ("FIMJ-N06", dealt_hand_and_last_tile)],
    "american": [("AM-N01", foreign_flag("last_tile"))],
    "singapore": [("SG-N01", foreign_flag("heavenly")), ("SG-N02", replacement_without_kong),
                  ("SG-N03", robbed_tile_held)],
    "mcr": [("MCR-N01", replacement_without_kong), ("MCR-N02", last_discard_and_robbing),
            ("MCR-N03", robbed_tile_held)],
}
for _preset in ("classic-bmja", "classic-dmjl"):
    MAKERS[_preset] = [(rule.replace("FIMJ", "CL"), make) for rule, make in MAKERS["fimj"]] + [
        ("CL-N07", twofold_without_kong), ("CL-N08", foreign_flag("last_of_kind"))]
for _preset in ("riichi-ema", "riichi-wrc"):
    MAKERS[_preset] = [
        ("RI-N01", dealt_hand_with_meld("heavenly")), ("RI-N02", dealt_hand_with_meld("first_draw")),
        ("RI-N03", replacement_without_kong), ("RI-N04", last_discard_and_robbing),
        ("RI-N05", robbed_tile_held), ("RI-N06", dora_fifth_copy), ("RI-N07", foreign_flag("first_discard")),
        ("RI-N08", dealt_hand_and_last_tile)]


def impossible_from(ruleset_id: str, make: Maker, seeds: range = range(3000)) -> dict[str, Any]:
    """The first generated deal of the ruleset that ``make`` can turn impossible, turned."""
    for seed in seeds:
        made = make(random_deal(random.Random(seed), ruleset_id))
        if made is not None:
            return made
    raise LookupError(f"no generated {ruleset_id} deal lends itself to {make}")
