"""Scoring a deal at a table of three: the empty seat holds a hand that neither scores nor pays.

The rule books are written for four players; tourney's interpretation (docs/tables-of-three.md) is
that a table of three plays as a table of four with one chair left empty. The three players keep
the seat winds East, South and West of the deal; the empty seat is always the deal's North, and
East passes among the three present players only (:func:`tourney.rules.flow.next_state` with
``players=3``). A deal is scored by the ruleset as usual with an empty hand in the empty seat; then
every payment to or from the empty seat is dropped, and the payments among the three players stay
as the ruleset settled them, so the three nets still add up to zero.
"""

from __future__ import annotations

import copy
from typing import Any

from tourney.errors import EngineError
from tourney.language import say
from tourney.rules.deal import Deal
from tourney.rules.parse import parse_deal
from tourney.rules.registry import get_ruleset
from tourney.rules.result import DealResult, HandScore, Payment, Settlement
from tourney.rules.ruleset import Ruleset

EMPTY = "N"  # the seat wind of the empty chair in every deal


def with_empty_seat(deal_json: dict[str, Any], empty: str = EMPTY) -> dict[str, Any]:
    """The deal with an empty hand in the empty seat; refuse a deal that gives that seat a hand, a
    win or the winning discard."""
    deal = copy.deepcopy(deal_json)
    seats = deal.get("seats")
    if not isinstance(seats, dict):
        return deal  # parse_deal names what is missing
    given = seats.get(empty)
    if isinstance(given, dict) and (given.get("hand") or given.get("win")):
        raise EngineError("empty_seat_played", say(
            "seat {wind} is empty at a table of three and holds no hand", wind=empty))
    for wind, seat in seats.items():
        win = seat.get("win") if isinstance(seat, dict) else None
        if isinstance(win, dict) and win.get("from") == empty:
            raise EngineError("empty_seat_played", say(
                "seat {wind} cannot win on a discard of seat {empty}, which is empty at a table of three",
                wind=wind, empty=empty))
    seats[empty] = {"hand": ""}
    return deal


def drop_seat(result: DealResult, empty: str = EMPTY) -> DealResult:
    """The result without the empty seat's payments: the rest as the ruleset settled them."""
    kept = tuple(p for p in result.settlement.payments if empty not in (p.payer, p.payee))
    net = dict.fromkeys(result.settlement.net, 0)
    for p in kept:
        net[p.payer] -= p.amount
        net[p.payee] += p.amount
    seats = {w: score for w, score in result.seats.items() if w != empty}
    seats[empty] = HandScore()
    return DealResult(result.ruleset, seats, Settlement(tuple(Payment(p.payer, p.payee, p.amount)
                                                                for p in kept), net),
                      result.void, dict(result.extra))


def score_at_table(deal_json: dict[str, Any], ruleset: Ruleset, *,
                   empty: str = EMPTY) -> tuple[Deal, DealResult]:
    """Parse and score a deal of a table of three (``empty``: the seat nobody holds)."""
    parsed = parse_deal(with_empty_seat(deal_json, empty), ruleset)
    return parsed, drop_seat(ruleset.score(parsed), empty)


def score_deal_at_table(deal_json: Any) -> dict[str, Any]:
    """:func:`tourney.rules.score_deal` for a table of three: deal JSON in, result JSON out."""
    if not isinstance(deal_json, dict):
        raise EngineError("bad_deal", say("a deal is a JSON object with ruleset, round_wind and seats"))
    return score_at_table(deal_json, get_ruleset(deal_json.get("ruleset")))[1].to_json()
