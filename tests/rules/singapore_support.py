"""Helpers for the Singapore tests: a deal whose seats carry the immediate payments their hands imply."""

from __future__ import annotations

from typing import Any

from tourney.notation import parse_hand
from tourney.rules import score_deal
from tourney.rules.singapore.instant import implied_instant


def deal(seats: dict[str, dict[str, Any]], **top: Any) -> dict[str, Any]:
    """A Singapore deal; seats without "instant" get the records their hands imply."""
    table: dict[str, Any] = {w: {"hand": ""} for w in "ESWN"}
    table.update(seats)
    for wind, seat in table.items():
        seat.setdefault("instant", implied_instant(parse_hand(seat["hand"]), wind))
    return {"ruleset": "singapore", "round_wind": "E", "seats": table, **top}


def win(seat: str, hand: str, tile: str, source: str = "self", flags: tuple[str, ...] = (),
        **top: Any) -> dict[str, Any]:
    """The result of ``seat`` winning with ``hand``, the other seats holding nothing."""
    return score_deal(deal({seat: {"hand": hand, "win": {"tile": tile, "from": source,
                                                         "flags": list(flags)}}}, **top))


def paid(result: dict[str, Any]) -> dict[tuple[str, str], int]:
    """The payments of a result by (payer, payee)."""
    return {(p["from"], p["to"]): p["amount"] for p in result["payments"]}
