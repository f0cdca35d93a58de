"""The typed result of scoring a deal, and its JSON form (NOTATION.md section 4).

Rulesets build :class:`HandScore` per seat and a list of transfers; :func:`settle` sums the
transfers into one payment per ordered pair and the net per seat, which always sums to zero.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tourney.language import say

SEAT_WINDS = ("E", "S", "W", "N")


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One reason a hand scored: a rule id of shared/rules/*.md, its short name and its worth."""

    rule: str
    name: str
    points: int = 0
    doubles: int = 0
    fan: int = 0
    value: int = 0

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


@dataclass(frozen=True, slots=True)
class HandScore:
    """The score of one seat's hand."""

    score: int = 0
    points: int = 0
    doubles: int = 0
    limit: str | None = None
    arrangement: str = ""
    items: tuple[ScoreItem, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)  # ruleset-specific fields (e.g. fan)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "score": self.score, "points": self.points, "doubles": self.doubles,
            "limit": self.limit, "arrangement": self.arrangement,
            "items": [item.to_json() for item in self.items
                      if item.points or item.doubles or item.fan or item.value],
        }
        if self.extra:
            out.update(self.extra)
        return out


@dataclass(frozen=True, slots=True)
class Payment:
    payer: str
    payee: str
    amount: int

    def to_json(self) -> dict[str, Any]:
        return {"from": self.payer, "to": self.payee, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class Settlement:
    """Payments summed per ordered pair (opposite directions not netted) and the net per seat."""

    payments: tuple[Payment, ...]
    net: dict[str, int]


def settle(transfers: list[tuple[str, str, int]]) -> Settlement:
    """Sum (payer, payee, amount) transfers into one payment per ordered pair; zero ones dropped."""
    summed: dict[tuple[str, str], int] = {}
    for payer, payee, amount in transfers:
        if payer == payee:
            raise ValueError(say("a seat cannot pay itself ({seat})", seat=payer))
        summed[(payer, payee)] = summed.get((payer, payee), 0) + amount
    net = dict.fromkeys(SEAT_WINDS, 0)
    payments = []
    for (payer, payee), amount in summed.items():
        if amount:
            payments.append(Payment(payer, payee, amount))
            net[payer] -= amount
            net[payee] += amount
    return Settlement(tuple(payments), net)


@dataclass(frozen=True, slots=True)
class DealResult:
    ruleset: str
    seats: dict[str, HandScore]
    settlement: Settlement
    void: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "ruleset": self.ruleset,
            "seats": {w: self.seats[w].to_json() for w in SEAT_WINDS if w in self.seats},
            "payments": [p.to_json() for p in self.settlement.payments],
            "net": dict(self.settlement.net),
        }
        if self.void:
            out["void"] = True
        out.update(self.extra)
        return out
