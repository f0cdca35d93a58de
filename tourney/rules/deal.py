"""A deal as typed objects (docs/notation.md, a deal): the seats, their hands and wins, and the deal's fields.

:mod:`tourney.rules.parse` reads the deal JSON into these objects with every generic check.
Refusals about one seat read ``seat S: ...`` (the scoring dialog finds the seat by that prefix);
:func:`at_seat` makes them as translatable sentences with the prefix nested, for rulesets too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tourney.errors import clip
from tourney.language import Words, say
from tourney.rules.result import SEAT_WINDS
from tourney.tiles import Hand, Tile

WIN_FLAGS = frozenset({
    "last_tile", "last_discard", "replacement", "robbing_kong", "heavenly", "first_discard",
    "joker_exchange", "new_discard", "original_call", "twofold_fortune", "last_of_kind",
})
# made once: the parser passes them on every deal, and most deals are refused nowhere
SEAT_PLACES: dict[str, Words] = {w: say("seat {wind}", wind=w) for w in SEAT_WINDS}
MOST = 10 ** 9  # the largest whole number a deal or an option may give: a penalty, a pot, a count


@dataclass(frozen=True, slots=True)
class Win:
    tile: Tile
    source: str  # "self" or the seat wind of the discarder
    flags: frozenset[str] = frozenset()

    @property
    def self_drawn(self) -> bool:
        return self.source == "self"


@dataclass(frozen=True, slots=True)
class Seat:
    wind: str
    hand: Hand
    text: str  # the hand as written, for messages
    win: Win | None = None
    dead: bool = False
    penalty: int = 0
    instant: tuple[dict[str, Any], ...] = ()
    penalty_to: dict[str, int] = field(default_factory=dict)  # "penalty": {payee: amount} form


@dataclass(frozen=True, slots=True)
class Deal:
    ruleset: str
    options: dict[str, Any]
    round_wind: str
    seats: dict[str, Seat]
    east_streak: int = 0
    wall_tiles_left: int | None = None
    void: bool = False
    raw: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def winners(self) -> list[Seat]:
        return [self.seats[w] for w in SEAT_WINDS if self.seats[w].win]


def at_seat(wind: str, message: Words) -> Words:
    """``seat S: message``, the form of every refusal about one seat."""
    return say("{where}: {message}", where=SEAT_PLACES.get(wind) or say("seat {wind}", wind=wind),
               message=message)


def out_of_range(name: str, value: int, low: int) -> Words:
    """A number too large to mean anything in a deal, named shortly."""
    return say('"{name}" is out of range: {value!r} (from {low} to {most})', name=name, value=clip(value),
               low=low, most=MOST)
