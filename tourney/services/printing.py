"""What the printed sheets say, read from the tournament file: the export's input rows.

The export (:mod:`tourney.export`) lays these values out on paper or in HTML and never reads the
file itself; the GUI and the command line call these functions, then hand the rows to the export.
The row types live here, below the export, so that both layers share one vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tourney.services.errors import ServiceError
from tourney.services.reading import snapshot
from tourney.services.rounds import round_info
from tourney.store import Store
from tourney.tournament.model import WINDS, Round, TournamentState


class PrintError(ServiceError, ValueError):
    """A sheet that cannot be printed as asked (a round not drawn yet, an unknown language...)."""

    def __init__(self, message: str, code: str = "cannot_print") -> None:
        super().__init__(code, message)


@dataclass(frozen=True)
class SheetHeader:
    """What every sheet says at the top: the tournament, and the round and its date when there is one."""

    tournament: str
    round_no: int | None = None
    date: str = ""


@dataclass(frozen=True)
class SeatingRow:
    """One player's seat in the round: table number, seat wind (E S W N), name and club."""

    table: int
    wind: str
    name: str
    club: str = ""
    sort_name: str = ""  # how to file the name alphabetically, when not the name as printed

    def __post_init__(self) -> None:
        if self.wind not in WINDS:
            raise PrintError(f"table {self.table}, {self.name}: seat wind {self.wind!r} is not E, S, W or N")


@dataclass(frozen=True)
class SheetPlayer:
    """A player at the table: starting seat wind, name (empty on a blank sheet) and club."""

    wind: str
    name: str = ""
    club: str = ""


@dataclass(frozen=True)
class TableSheet:
    """One table of the round and its players in any order (they are printed E S W N)."""

    table: int | None
    players: tuple[SheetPlayer, ...]

    def seated(self) -> list[SheetPlayer]:
        by_wind = {p.wind: p for p in self.players}
        if set(by_wind) - set(WINDS) or len(by_wind) != len(self.players):
            raise PrintError(f"table {self.table}: starting winds must be distinct E, S, W, N")
        return [by_wind.get(w, SheetPlayer(w)) for w in WINDS]


@dataclass(frozen=True)
class CardSeat:
    """Where the player sits in one round; ``start`` is the printed start time ("09:30")."""

    round_no: int
    table: int
    wind: str
    start: str = ""


@dataclass(frozen=True)
class PlayerCard:
    name: str
    seats: tuple[CardSeat, ...]
    club: str = ""
    number: int | None = None  # the player's registration number, when the tournament uses them


@dataclass(frozen=True)
class ScheduleRow:
    """One round of the schedule; empty strings where the referee has not planned it yet."""

    round_no: int
    date: str = ""
    start: str = ""
    end: str = ""
    break_minutes: int | None = None
    drawn: bool = False  # the round's seats are drawn


def print_date(moment: datetime | str | None) -> str:
    """A date as the sheets print it: 18/05/2024 (the way Italian referees write it)."""
    if not moment:
        return ""
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    return moment.strftime("%d/%m/%Y")


def _header(state: TournamentState, rnd: Round | None = None) -> SheetHeader:
    if rnd is None:
        t = state.tournament
        days = [print_date(d) for d in (t.start_date, t.end_date) if d]
        return SheetHeader(t.name, None, " – ".join(dict.fromkeys(days)))
    return SheetHeader(state.tournament.name, rnd.number, print_date(rnd.starts_at))


def _drawn_round(store: Store, state: TournamentState, round_no: int) -> Round:
    rnd = round_info(store, round_no)
    if not state.tables_of(round_no):
        raise PrintError(f"round {round_no} is not drawn yet: draw its seats first", "round_not_drawn")
    return rnd


def seating(store: Store, round_no: int) -> tuple[SheetHeader, list[SeatingRow]]:
    """Who sits where in a drawn round, for the two wall lists."""
    state = snapshot(store)
    rnd = _drawn_round(store, state, round_no)
    rows = []
    for table in state.tables_of(round_no):
        for wind, player_id in table.seats.items():
            player = state.player(player_id)
            rows.append(SeatingRow(table.number, wind, player.name, player.club))
    return _header(state, rnd), rows


def score_sheets(store: Store, round_no: int) -> tuple[SheetHeader, str, list[TableSheet]]:
    """The header, the ruleset id and every table of a drawn round with its players' starting winds."""
    state = snapshot(store)
    rnd = _drawn_round(store, state, round_no)
    sheets = []
    for table in state.tables_of(round_no):
        players = tuple(SheetPlayer(w, state.player(pid).name, state.player(pid).club)
                        for w, pid in table.seats.items())
        sheets.append(TableSheet(table.number, players))
    return _header(state, rnd), state.tournament.ruleset, sheets


def blank_header(store: Store, round_no: int | None) -> tuple[SheetHeader, str]:
    """The header and ruleset id for blank score sheets (the round need not be drawn)."""
    state = snapshot(store)
    rnd = round_info(store, round_no) if round_no is not None else None
    return _header(state, rnd), state.tournament.ruleset


def player_cards(store: Store) -> tuple[SheetHeader, list[PlayerCard]]:
    """Every player still in the tournament with their seat in every drawn round, by name."""
    state = snapshot(store)
    if not state.tables:
        raise PrintError("no round is drawn yet: player cards need at least one drawn round",
                         "round_not_drawn")
    starts = {r.number: r.start or "" for r in state.rounds}
    seats: dict[int, list[CardSeat]] = {}
    for table in state.tables:
        for wind, player_id in table.seats.items():
            seats.setdefault(player_id, []).append(CardSeat(table.round, table.number, wind,
                                                            starts.get(table.round, "")))
    cards = [PlayerCard(p.name, tuple(sorted(seats.get(p.id, []), key=lambda s: s.round_no)), p.club, p.id)
             for p in state.players if p.active or p.id in seats]
    cards.sort(key=lambda c: (c.name.casefold(), c.number))
    return _header(state), cards


def schedule(store: Store) -> tuple[SheetHeader, list[ScheduleRow]]:
    """Every round's date, start, end and the break after it."""
    state = snapshot(store)
    drawn = {t.round for t in state.tables}
    rows = []
    for rnd in state.rounds:
        end = rnd.ends_at.strftime("%H:%M") if rnd.ends_at else ""
        rows.append(ScheduleRow(rnd.number, print_date(rnd.starts_at), rnd.start or "", end,
                                rnd.break_minutes, rnd.number in drawn))
    return _header(state), rows
