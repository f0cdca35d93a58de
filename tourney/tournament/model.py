"""The tournament as plain values: the tournament itself, players, rounds, tables, results, penalties.

These are what the services hand out (:func:`tourney.services.snapshot`) and what standings,
seating, exports and the GUI read. They are built from the file and never write to it.

Results are attached to *seats* (round, table, seat wind of the table), not to names: a table's
sheet is kept per seat, and :class:`TournamentState` tells which player sat there. That is what
makes swapping two players' seats in a played round give each of them the scores he really made.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

WINDS = ("E", "S", "W", "N")
PLAYER_STATUSES = ("registered", "present", "withdrawn", "substitute")
RESULT_KINDS = ("deals", "totals")
RESULT_STATUSES = ("final", "unbalanced")


@dataclass(frozen=True, slots=True)
class Tournament:
    name: str
    ruleset: str
    rounds: int
    options: dict[str, Any] = field(default_factory=dict)
    venue: str = ""
    start_date: str | None = None  # ISO date
    end_date: str | None = None
    hands_per_round: int | None = None
    minutes_per_round: int | None = None
    ranking: str = "points"  # the ranking scheme's name, read by standings
    ranking_settings: dict[str, Any] = field(default_factory=dict)  # the scheme's values, for standings
    rotation: str = "tournament"  # when East passes (tourney.rules.flow policies)


@dataclass(frozen=True, slots=True)
class Player:
    id: int
    name: str
    club: str = ""
    country: str = ""
    federation_id: str = ""
    team: str = ""
    status: str = "registered"
    born: str | None = None  # a year ("2008") or a date ("2008-05-14"); None: not known (#31 point 2)

    @property
    def active(self) -> bool:
        """Still in the tournament: can be seated in rounds to come."""
        return self.status != "withdrawn"


@dataclass(frozen=True, slots=True)
class Round:
    number: int
    starts_at: datetime | None = None  # date and planned start
    duration_minutes: int | None = None
    break_minutes: int | None = None  # the break after this round

    @property
    def date(self) -> str | None:
        return self.starts_at.date().isoformat() if self.starts_at else None

    @property
    def start(self) -> str | None:
        return self.starts_at.strftime("%H:%M") if self.starts_at else None

    @property
    def ends_at(self) -> datetime | None:
        if self.starts_at is None or self.duration_minutes is None:
            return None
        return self.starts_at + timedelta(minutes=self.duration_minutes)


@dataclass(frozen=True, slots=True)
class Seat:
    round: int
    table: int
    wind: str  # the seat wind at the table (in its first deal)
    player_id: int


@dataclass(frozen=True, slots=True)
class Table:
    round: int
    number: int
    seats: dict[str, int]  # table seat wind -> player id

    @property
    def player_ids(self) -> list[int]:
        return [self.seats[w] for w in WINDS if w in self.seats]


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal of a table's sheet: its JSON, the engine's result and who sat at each deal wind."""

    number: int
    deal: dict[str, Any]
    result: dict[str, Any]
    seats: dict[str, str]  # deal seat wind -> table seat wind
    east_pinned: str | None = None  # the table seat the referee said was East, if not by the flow
    filled: tuple[str, ...] = ()  # keys of ``deal`` filled in from the tournament and the flow

    def net_by_table_wind(self) -> dict[str, int]:
        return {self.seats[w]: int(points) for w, points in self.result.get("net", {}).items()}

    def moved_by_table_wind(self) -> dict[str, int]:
        """What each table seat's points moved by in this deal: its net, plus riichi's sticks paid to
        the table and taken from it (RI-P05, P06; kept out of ``net``, which stays zero-sum)."""
        moved = self.net_by_table_wind()
        for wind, amount in self.result.get("sticks", {}).items():
            moved[self.seats[wind]] = moved.get(self.seats[wind], 0) + int(amount)
        return moved


@dataclass(frozen=True, slots=True)
class TableResult:
    """A table's sheet: its deals, or only the four totals the players wrote down."""

    round: int
    table: int
    kind: str  # deals or totals
    status: str  # final, or unbalanced (reported, not counted as final)
    totals: dict[str, int]  # table seat wind -> net points
    deals: tuple[DealRecord, ...] = ()
    note: str = ""

    @property
    def final(self) -> bool:
        return self.status == "final"


@dataclass(frozen=True, slots=True)
class Penalty:
    id: int
    round: int | None  # None: not tied to a round
    player_id: int
    points: int  # taken off (a positive number is a penalty)
    reason: str


@dataclass(frozen=True, slots=True)
class Bye:
    """A round a player sat out; the standings score it as the ranking settings say."""

    id: int
    round: int
    player_id: int


@dataclass(frozen=True, slots=True)
class SeatingConstraint:
    """A rule for the seat draw: a player's fixed table (``table``), or a pair never seated together
    (``other``)."""

    id: int
    kind: str  # fixed_table or never_together
    player_id: int
    other_id: int | None = None
    table: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """What one player made at one table in one round."""

    round: int
    table: int
    player_id: int
    wind: str
    points: int
    final: bool


@dataclass(frozen=True, slots=True)
class TournamentState:
    """Everything in the file at one moment, for reading."""

    tournament: Tournament
    players: tuple[Player, ...]
    rounds: tuple[Round, ...]
    tables: tuple[Table, ...]
    results: tuple[TableResult, ...]
    penalties: tuple[Penalty, ...]
    byes: tuple[Bye, ...] = ()

    def player(self, player_id: int) -> Player:
        return next(p for p in self.players if p.id == player_id)

    def tables_of(self, round_number: int) -> list[Table]:
        return [t for t in self.tables if t.round == round_number]

    def table(self, round_number: int, table_number: int) -> Table | None:
        return next((t for t in self.tables if (t.round, t.number) == (round_number, table_number)), None)

    def result(self, round_number: int, table_number: int) -> TableResult | None:
        return next((r for r in self.results if (r.round, r.table) == (round_number, table_number)), None)

    def scores(self) -> list[PlayerScore]:
        """Each player's points per table played, by who sits at the seat now."""
        seats = {(t.round, t.number): t.seats for t in self.tables}  # one pass, not a search per sheet
        out = []
        for result in self.results:
            table = seats.get((result.round, result.table))
            if table is None:
                continue
            for wind, points in result.totals.items():
                if wind in table:
                    out.append(PlayerScore(result.round, result.table, table[wind], wind, points,
                                           result.final))
        return out

    def penalty_points(self, player_id: int) -> int:
        return sum(p.points for p in self.penalties if p.player_id == player_id)
