"""The words of the seat draw: what the referee asks for, what the draw gives back, and its errors.

Players are identified by their numbers (any distinct ints; substitutes get negative numbers).
A table lists its players in seat order East, South, West, North (three players at a short table).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from tourney.errors import TourneyError

WINDS = ("East", "South", "West", "North")


class SeatingError(TourneyError):
    """The draw cannot be made as asked; ``code`` says which rule of the request cannot be met.

    When the search ran but could not honour a hard constraint, ``result`` holds its best draw.
    """

    def __init__(self, code: str, message: str, result: SeatingResult | None = None) -> None:
        super().__init__(code, message)
        self.result = result


class OddCount(StrEnum):
    """What to do when the player count is not a multiple of four."""

    THREE_PLAYER_TABLES = "three"
    BYE = "bye"
    SUBSTITUTES = "substitute"


@dataclass(frozen=True)
class SeatingRound:
    """One round: its tables (player numbers in wind order) and the players sitting out."""

    tables: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...] = ()

    def players(self) -> tuple[int, ...]:
        """Everyone seated at a table this round."""
        return tuple(p for table in self.tables for p in table)


@dataclass(frozen=True)
class SeatingRequest:
    """A draw to make.

    ``rounds`` counts every round of the tournament, including the ``played`` ones, which stay as
    they are. ``fixed_tables`` maps a player to the table number (1-based) he must always use,
    ``never_together`` lists pairs that must never share a table, ``clubs`` maps a player to his
    club or team (kept apart where possible, above all in the early rounds). ``standings`` (best
    first) asks for a Swiss draw: rounds from ``swiss_from`` (0-based) are seated by bands.
    """

    players: tuple[int, ...]
    rounds: int
    odd_count: OddCount = OddCount.THREE_PLAYER_TABLES
    bye_score: float = 0.0
    fixed_tables: Mapping[int, int] = field(default_factory=dict)
    never_together: tuple[tuple[int, int], ...] = ()
    clubs: Mapping[int, str] = field(default_factory=dict)
    played: tuple[SeatingRound, ...] = ()


@dataclass(frozen=True)
class Progress:
    """What the search reports while it runs."""

    iterations: int
    seconds: float
    repeat_units: int  # a pair meeting k times counts (k-1)²; equals the repeats while no pair meets thrice
    hard_violations: int


@dataclass(frozen=True)
class Fairness:
    """Who sat out or sat at a short table, and how often: nobody twice before everybody once."""

    byes: Mapping[int, int]
    short_tables: Mapping[int, int]
    fair: bool


@dataclass(frozen=True)
class SeatingQuality:
    """How good a schedule is, for the referee's screen and the printed report."""

    players: int
    rounds: int
    repeats: int
    lower_bound: int
    max_meet: int
    most_repeats_for_a_player: int
    wind_violations: int
    wind_spread: int
    never_together_violations: tuple[tuple[int, int, int], ...]
    fixed_table_violations: tuple[tuple[int, int, int], ...]
    club_clashes: int
    fairness: Fairness
    bye_score: float = 0.0
    substitute_seats: int = 0  # seats taken by substitutes over all rounds
    substitutes_together: int = 0  # tables (over all rounds) with two substitutes or more


@dataclass(frozen=True)
class SeatingResult:
    """A finished draw: the whole schedule, its quality and how the search ended."""

    rounds: tuple[SeatingRound, ...]
    quality: SeatingQuality
    iterations: int
    seconds: float
    stopped: str
    substitutes: tuple[int, ...] = ()
