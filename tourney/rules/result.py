"""The typed result of scoring a deal, and its JSON form (docs/notation.md, the result).

Rulesets build :class:`HandScore` per seat and a list of transfers; :func:`settle` sums the
transfers into one payment per ordered pair and the net per seat, which always sums to zero.

Every deal makes a dozen of these frozen objects. The ``__init__`` a frozen dataclass gets sets each
field through ``object.__setattr__``, which cost about as much as the rest of settling a deal; so
each class here writes its own ``__init__`` (same fields, order and defaults) that fills the slots
through their descriptors, which is what ``object.__setattr__`` ends up doing. They stay frozen:
assigning a field afterwards still raises ``FrozenInstanceError``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

from tourney.language import say

SEAT_WINDS = ("E", "S", "W", "N")


def _setters(cls: type) -> tuple[Callable[[Any, Any], None], ...]:
    """The slot setters of a frozen slotted dataclass, in field order (for its own ``__init__``)."""
    return tuple(getattr(cls, f.name).__set__ for f in fields(cls))


@dataclass(frozen=True, slots=True, init=False)
class ScoreItem:
    """One reason a hand scored: a rule id of docs/rules/*.md, its short name and its worth."""

    rule: str
    name: str
    points: int = 0
    doubles: int = 0
    fan: int = 0
    value: int = 0

    def __init__(self, rule: str, name: str, points: int = 0, doubles: int = 0, fan: int = 0,
                 value: int = 0) -> None:
        set_rule, set_name, set_points, set_doubles, set_fan, set_value = _ITEM
        set_rule(self, rule)
        set_name(self, name)
        set_points(self, points)
        set_doubles(self, doubles)
        set_fan(self, fan)
        set_value(self, value)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"rule": self.rule, "name": self.name}
        if self.points:
            out["points"] = self.points
        if self.doubles:
            out["doubles"] = self.doubles
        if self.fan:
            out["fan"] = self.fan
        if self.value:
            out["value"] = self.value
        return out


@dataclass(frozen=True, slots=True, init=False)
class HandScore:
    """The score of one seat's hand."""

    score: int = 0
    points: int = 0
    doubles: int = 0
    limit: str | None = None
    arrangement: str = ""
    items: tuple[ScoreItem, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)  # ruleset-specific fields (e.g. fan)

    def __init__(self, score: int = 0, points: int = 0, doubles: int = 0, limit: str | None = None,
                 arrangement: str = "", items: tuple[ScoreItem, ...] = (),
                 extra: dict[str, Any] | None = None) -> None:
        set_score, set_points, set_doubles, set_limit, set_arrangement, set_items, set_extra = _HAND
        set_score(self, score)
        set_points(self, points)
        set_doubles(self, doubles)
        set_limit(self, limit)
        set_arrangement(self, arrangement)
        set_items(self, items)
        set_extra(self, {} if extra is None else extra)

    def to_json(self) -> dict[str, Any]:
        if self is NO_SCORE:  # three seats of most deals: what the fields below give, copied at once
            empty: dict[str, Any] = _NO_SCORE_JSON.copy()
            empty["items"] = []
            return empty
        items = self.items
        listed: list[dict[str, Any]] = []
        for item in items:  # ScoreItem.to_json of the items worth something, each field read once
            points, doubles, fan, value = item.points, item.doubles, item.fan, item.value
            if points or doubles or fan or value:
                one: dict[str, Any] = {"rule": item.rule, "name": item.name}
                if points:
                    one["points"] = points
                if doubles:
                    one["doubles"] = doubles
                if fan:
                    one["fan"] = fan
                if value:
                    one["value"] = value
                listed.append(one)
        out: dict[str, Any] = {
            "score": self.score, "points": self.points, "doubles": self.doubles,
            "limit": self.limit, "arrangement": self.arrangement, "items": listed,
        }
        extra = self.extra
        if extra:
            out.update(extra)
        return out


class _NoExtra(dict[str, Any]):
    """The empty ``extra`` of :data:`NO_SCORE`: a dict that refuses every write, so that the one score
    shared by every seat that scored nothing stays empty (it copies and pickles as an empty dict)."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("the extra of NO_SCORE is read-only")

    __setitem__ = __delitem__ = setdefault = update = pop = popitem = clear = __ior__ = _refuse


@dataclass(frozen=True, slots=True, init=False)
class Payment:
    payer: str
    payee: str
    amount: int

    def __init__(self, payer: str, payee: str, amount: int) -> None:
        set_payer, set_payee, set_amount = _PAYMENT
        set_payer(self, payer)
        set_payee(self, payee)
        set_amount(self, amount)

    def to_json(self) -> dict[str, Any]:
        return {"from": self.payer, "to": self.payee, "amount": self.amount}


@dataclass(frozen=True, slots=True, init=False)
class Settlement:
    """Payments summed per ordered pair (opposite directions not netted) and the net per seat."""

    payments: tuple[Payment, ...]
    net: dict[str, int]

    def __init__(self, payments: tuple[Payment, ...], net: dict[str, int]) -> None:
        set_payments, set_net = _SETTLEMENT
        set_payments(self, payments)
        set_net(self, net)


def settle(transfers: list[tuple[str, str, int]]) -> Settlement:
    """Sum (payer, payee, amount) transfers into one payment per ordered pair; zero ones dropped."""
    summed: dict[tuple[str, str], int] = {}
    for payer, payee, amount in transfers:
        if payer == payee:
            raise ValueError(say("a seat cannot pay itself ({seat})", seat=payer))
        pair = (payer, payee)
        summed[pair] = summed.get(pair, 0) + amount
    net = {"E": 0, "S": 0, "W": 0, "N": 0}  # SEAT_WINDS, in order
    payments = []
    for (payer, payee), amount in summed.items():
        if amount:
            payments.append(Payment(payer, payee, amount))
            net[payer] -= amount
            net[payee] += amount
    return Settlement(tuple(payments), net)


@dataclass(frozen=True, slots=True, init=False)
class DealResult:
    ruleset: str
    seats: dict[str, HandScore]
    settlement: Settlement
    void: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def __init__(self, ruleset: str, seats: dict[str, HandScore], settlement: Settlement,
                 void: bool = False, extra: dict[str, Any] | None = None) -> None:
        set_ruleset, set_seats, set_settlement, set_void, set_extra = _RESULT
        set_ruleset(self, ruleset)
        set_seats(self, seats)
        set_settlement(self, settlement)
        set_void(self, void)
        set_extra(self, {} if extra is None else extra)

    def to_json(self) -> dict[str, Any]:
        seats = self.seats
        if len(seats) == 4 and "E" in seats and "S" in seats and "W" in seats and "N" in seats:
            seats_json = {"E": seats["E"].to_json(), "S": seats["S"].to_json(), "W": seats["W"].to_json(),
                          "N": seats["N"].to_json()}  # every deal: the four winds, in SEAT_WINDS order
        else:
            seats_json = {w: seats[w].to_json() for w in SEAT_WINDS if w in seats}
        out: dict[str, Any] = {
            "ruleset": self.ruleset,
            "seats": seats_json,
            "payments": [{"from": p.payer, "to": p.payee, "amount": p.amount}
                         for p in self.settlement.payments],  # Payment.to_json, without a call each
            "net": dict(self.settlement.net),
        }
        if self.void:
            out["void"] = True
        if self.extra:
            out.update(self.extra)
        return out


_ITEM = _setters(ScoreItem)
_HAND = _setters(HandScore)
NO_SCORE = HandScore(extra=_NoExtra())
_NO_SCORE_JSON: dict[str, Any] = {"score": 0, "points": 0, "doubles": 0, "limit": None, "arrangement": "",
                                  "items": None}
"""The score of a seat that scored nothing (equal to ``HandScore()``): one immutable value that every
ruleset may give all such seats, instead of making one per seat and deal."""
_PAYMENT = _setters(Payment)
_SETTLEMENT = _setters(Settlement)
_RESULT = _setters(DealResult)
