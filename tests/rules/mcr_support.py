"""Helpers for the MCR tests: one winner's deal in a line, and its scored seat."""

from __future__ import annotations

from typing import Any

from tourney.rules import score_deal


def mcr_deal(hand: str, tile: str, source: str = "S", flags: tuple[str, ...] = (), seat: str = "E",
             round_wind: str = "E", **extra: Any) -> dict[str, Any]:
    seats: dict[str, Any] = {w: {"hand": ""} for w in "ESWN"}
    seats[seat] = {"hand": hand, "win": {"tile": tile, "from": source, "flags": list(flags)}}
    return {"ruleset": "mcr", "round_wind": round_wind, "seats": seats, **extra}


def mcr_seat(hand: str, tile: str, source: str = "S", flags: tuple[str, ...] = (), seat: str = "E",
             round_wind: str = "E") -> dict[str, Any]:
    return score_deal(mcr_deal(hand, tile, source, flags, seat, round_wind))["seats"][seat]


def fans(result: dict[str, Any]) -> dict[str, int]:
    """Rule id -> points of a scored seat's items."""
    return {item["rule"]: item["points"] for item in result["items"]}
