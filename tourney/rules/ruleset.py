"""What every ruleset provides: its id, its options with defaults, its checks and its scorer.

A ruleset module defines a subclass of :class:`Ruleset` and a module-level ``RULESET`` instance;
:mod:`tourney.rules.registry` finds it by id. Generic checks live here and may be overridden.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from tourney.errors import EngineError, clip
from tourney.language import Words, say
from tourney.rules.deal import MOST, at_seat, out_of_range

if TYPE_CHECKING:
    from tourney.rules.deal import Deal, Seat
    from tourney.rules.result import DealResult


@dataclass(frozen=True, slots=True)
class Option:
    """A house rule a club may set: its default, the values allowed, and the rule it belongs to."""

    name: str
    default: Any
    rule: str
    help: str  # a sentence made with ``say``, so that the window can show it translated
    choices: tuple[Any, ...] | None = None  # None: any value of the default's type

    def check(self, value: Any) -> Any:
        if self.choices is not None:
            if value not in self.choices:
                allowed = ", ".join(repr(c) for c in self.choices)
                raise EngineError("bad_option", say("option {name} must be one of {allowed}, not {value!r}",
                                                    name=self.name, allowed=allowed, value=clip(value)))
            return value
        kind = type(self.default)
        if isinstance(value, bool) != isinstance(self.default, bool) or not isinstance(value, kind):
            raise EngineError("bad_option", _not_of_kind(self.name, kind, value))
        if kind is int and abs(value) > MOST:
            raise EngineError("bad_option", out_of_range(self.name, value, -MOST))
        return value


def _not_of_kind(name: str, kind: type, value: Any) -> Words:
    """The option's value is of the wrong type, said in the referee's words."""
    value = clip(value)
    if kind is bool:
        return say("option {name} must be true or false, not {value!r}", name=name, value=value)
    if kind is int:
        return say("option {name} must be a whole number, not {value!r}", name=name, value=value)
    if kind is float:
        return say("option {name} must be a number, not {value!r}", name=name, value=value)
    if kind is str:
        return say("option {name} must be a text, not {value!r}", name=name, value=value)
    return say("option {name} must be a {kind}, not {value!r}", name=name, kind=kind.__name__, value=value)


class Ruleset:
    """Base of every ruleset. Subclasses set the class attributes and implement :meth:`score`."""

    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    options: ClassVar[tuple[Option, ...]] = ()
    seat_fields: ClassVar[frozenset[str]] = frozenset()  # optional seat keys it reads
    deal_fields: ClassVar[frozenset[str]] = frozenset()  # optional top-level keys it reads
    win_flags: ClassVar[frozenset[str]] = frozenset()  # win flags of its own, beyond the common ones
    # suits of the tiles it plays with: numbers, winds, dragons, flowers, seasons; "a" animals,
    # "F" any flower and "J" jokers only where the ruleset has them
    tile_suits: ClassVar[str] = "mpswdfy"
    multiple_winners: ClassVar[bool] = False  # several winners on one discard
    rounds_per_game: ClassVar[int] = 4  # riichi's hanchan: 2 (East and South)
    starting_score: ClassVar[int] = 0
    # what no table can produce (docs/rules/<ruleset>.md, "Impossible deals"): (rule id, test of a
    # winner) pairs, run by :func:`tourney.rules.impossible.refuse_impossible` after :meth:`check_deal`
    impossible: ClassVar[tuple[tuple[str, Any], ...]] = ()

    def option(self, name: str) -> Option:
        return next(o for o in self.options if o.name == name)

    def resolve_options(self, given: Any) -> dict[str, Any]:
        """Defaults overridden by the given options; unknown names and bad values refused."""
        if not isinstance(given, dict):
            raise EngineError("bad_option", say('"options" must be an object of name: value'))
        known = {o.name: o for o in self.options}
        for name in given:
            if name not in known:
                raise EngineError("bad_option", self._unknown_option(name, sorted(known)))
        return {name: (o.check(given[name]) if name in given else o.default)
                for name, o in known.items()}

    def _unknown_option(self, name: str, known: list[str]) -> Words:
        if not known:
            return say("unknown option {name!r} for {ruleset} (its options: none)",
                       name=clip(name), ruleset=self.id)
        return say("unknown option {name!r} for {ruleset} (its options: {names})", name=clip(name),
                   ruleset=self.id, names=", ".join(known))

    def check_tile_count(self, seat: Seat) -> None:
        """A winner holds 14 tiles plus one per kong; anyone else at most 13 plus one per kong."""
        hand = seat.hand
        kongs = hand.kongs
        count = hand.tile_count
        if seat.win:
            needed = 14 + kongs
            if count != needed:
                raise EngineError("tile_count", at_seat(seat.wind, say(
                    "the winning hand has {count} tiles, a complete hand needs {needed}",
                    count=count, needed=needed)))
        elif count > 13 + kongs:
            raise EngineError("tile_count", at_seat(seat.wind, say(
                "the hand has {count} tiles; a hand that did not win holds at most {most}",
                count=count, most=13 + kongs)))

    def read_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        """The deal JSON as the common checks should read it (riichi turns red fives into fives).

        ``Deal.raw`` keeps the JSON as given, so the ruleset can still read what it rewrote.
        """
        return data

    def check_deal(self, deal: Deal) -> None:
        """Ruleset-specific checks of a parsed deal (optional seat fields, flags)."""

    def score(self, deal: Deal) -> DealResult:
        raise NotImplementedError

    def carry(self, deal: Deal, result: DealResult) -> dict[str, Any]:
        """Fields the next deal of the game starts with (riichi: honba and riichi sticks); none here."""
        return {}

    def table_totals(self, results: list[dict[str, Any]], seats: list[dict[str, str]],
                     options: dict[str, Any]) -> dict[str, int] | None:
        """A table's totals per table seat from its deals' results, when the ruleset scores the game
        as a whole (riichi: final points, uma and oka); None: the sum of the deals' nets."""
        return None

    def totals_from_points(self, points: dict[str, int], chombos: dict[str, int],
                           options: dict[str, Any]) -> dict[str, int] | None:
        """A table's totals from the points each table seat ends the game with (a sheet entered as
        totals), when the ruleset scores the game as a whole (riichi: uma, oka, chombo); None: the
        services take the points less the starting score, as for a sum of deals."""
        return None

    def dealer_keeps_seat(self, deal: Deal, result: DealResult) -> bool:
        """Whether East deals again after this deal (game flow); rulesets override."""
        return False
