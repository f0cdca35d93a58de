"""Helpers for the classic ruleset tests: build a deal around the hands under test, read results.

Seats not given get an empty hand; a non-winner's hand is scored next to a filler winner whose
tiles the test chooses so that no tile appears more than four times at the table.
"""

from __future__ import annotations

from typing import Any

from tourney.rules import score_deal

DMJL = "classic-dmjl"
BMJA = "classic-bmja"
# A winner for tests about the other seats: North, self-drawn, no chow, tiles rarely used elsewhere.
FILLER = ("N", "[222s] [888s] [444p] [666p] 77m", "7m")
FILLER_2 = ("N", "[555m] [777m] [555p] [777p] 33p", "3p")


def deal(ruleset: str, seats: dict[str, dict[str, Any]], round_wind: str = "E",
         options: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    """A deal JSON: the given seats, every other seat with an empty hand."""
    full = {w: seats.get(w, {"hand": ""}) for w in ("E", "S", "W", "N")}
    return {"ruleset": ruleset, "options": options or {}, "round_wind": round_wind, "seats": full,
            **top}


def win_deal(ruleset: str, hand: str, tile: str, source: str = "self", flags: tuple[str, ...] = (),
             seat: str = "S", round_wind: str = "E", options: dict[str, Any] | None = None,
             others: dict[str, str] | None = None, **top: Any) -> dict[str, Any]:
    seats = {w: {"hand": h} for w, h in (others or {}).items()}
    seats[seat] = {"hand": hand, "win": {"tile": tile, "from": source, "flags": list(flags)}}
    return deal(ruleset, seats, round_wind, options, **top)


def winner(ruleset: str, hand: str, tile: str, source: str = "self", flags: tuple[str, ...] = (),
           seat: str = "S", round_wind: str = "E", options: dict[str, Any] | None = None,
           **top: Any) -> dict[str, Any]:
    """The winner's seat result for a hand won alone at the table."""
    result = score_deal(win_deal(ruleset, hand, tile, source, flags, seat, round_wind, options,
                                 **top))
    return result["seats"][seat]


def other(ruleset: str, hand: str, seat: str = "E", round_wind: str = "E",
          filler: tuple[str, str, str] = FILLER, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A non-winner's seat result, next to the filler winner."""
    wind, winning_hand, tile = filler
    assert seat != wind, "the seat under test must not be the filler winner's"
    seats = {seat: {"hand": hand},
             wind: {"hand": winning_hand, "win": {"tile": tile, "from": "self"}}}
    return score_deal(deal(ruleset, seats, round_wind, options))["seats"][seat]


def items(seat_result: dict[str, Any], rule: str) -> list[dict[str, Any]]:
    """The seat's items for one rule id."""
    return [i for i in seat_result["items"] if i["rule"] == rule]


def points(seat_result: dict[str, Any], rule: str) -> list[int]:
    return sorted(i.get("points", 0) for i in items(seat_result, rule))


def doubles(seat_result: dict[str, Any], rule: str) -> int:
    return sum(i.get("doubles", 0) for i in items(seat_result, rule))


def rules(seat_result: dict[str, Any]) -> set[str]:
    return {i["rule"] for i in seat_result["items"]}
