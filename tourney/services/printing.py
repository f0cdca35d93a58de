"""What the printed sheets say, read from the tournament file: the export's input rows.

The export (:mod:`tourney.export`) lays these values out on paper or in HTML and never reads the
file itself; the GUI and the command line call these functions, then hand the rows to the export.
The row types live here, below the export, so that both layers share one vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from fractions import Fraction

from tourney.language import say
from tourney.services.errors import ServiceError
from tourney.services.reading import round_info, snapshot
from tourney.services.reading import tournament as read_tournament
from tourney.services.standings import (
    standings,
    standings_by_round,
)
from tourney.store import Store
from tourney.tournament.model import WINDS, Round, TournamentState
from tourney.tournament.ranking_schemes import Scheme, number_text
from tourney.tournament.ranking_tiebreaks import TieBreaks
from tourney.tournament.standings import StandingRow, Standings
from tourney.tournament.standings_history import team_standings as team_rows


class PrintError(ServiceError, ValueError):
    """A sheet that cannot be printed as asked (a round not drawn yet, an unknown language...)."""

    def __init__(self, message: str, code: str = "cannot_print") -> None:
        super().__init__(code, message)


@dataclass(frozen=True)
class SheetHeader:
    """What every sheet says at the top: the tournament, and the round with its date and time if any."""

    tournament: str
    round_no: int | None = None
    date: str = ""
    time: str = ""  # the round's start ("09:30"); the standings' give the time of the round's end


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
            raise PrintError(say("table {table}, {name}: seat wind {wind!r} is not E, S, W or N",
                                 table=self.table, name=self.name, wind=self.wind))


@dataclass(frozen=True)
class SheetPlayer:
    """A player at the table: starting seat wind, name (empty on a blank sheet) and club."""

    wind: str
    name: str = ""
    club: str = ""


@dataclass(frozen=True)
class TableSheet:
    """One table of the round and its players in any order (they are printed E S W N). ``seats`` 3:
    a table of three, printed with three columns E S W (North is empty, docs/tables-of-three.md)."""

    table: int | None
    players: tuple[SheetPlayer, ...]
    seats: int = 4
    link: str = ""  # the table page's address with its secret, printed as a QR code (table-side entry)
    code: str = ""  # the table's 6-digit pairing code

    def seated(self) -> list[SheetPlayer]:
        by_wind = {p.wind: p for p in self.players}
        winds = WINDS[:self.seats]
        if set(by_wind) - set(winds) or len(by_wind) != len(self.players):
            if self.seats == 3:
                raise PrintError(say("table {table}: starting winds at a table of three must be distinct "
                                     "E, S, W", table=self.table))
            raise PrintError(say("table {table}: starting winds must be distinct E, S, W, N",
                                 table=self.table))
        return [by_wind.get(w, SheetPlayer(w)) for w in winds]


@dataclass(frozen=True)
class CardSeat:
    """Where the player sits in one round; ``start`` is the printed start time ("09:30")."""

    round_no: int
    table: int
    wind: str
    start: str = ""
    day: str = ""  # the round's date, ISO ("2024-05-18"); the card prints it as a weekday and a day


@dataclass(frozen=True)
class PlayerCard:
    name: str
    seats: tuple[CardSeat, ...]
    club: str = ""
    number: int | None = None  # the player's registration number, when the tournament uses them
    link: str = ""  # the player's check-in page (#31), printed as a QR code when given


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


def sheet_header(state: TournamentState, rnd: Round | None = None) -> SheetHeader:
    if rnd is None:
        t = state.tournament
        days = [print_date(d) for d in (t.start_date, t.end_date) if d]
        return SheetHeader(t.name, None, " – ".join(dict.fromkeys(days)))
    return SheetHeader(state.tournament.name, rnd.number, print_date(rnd.starts_at), rnd.start or "")


def _drawn_round(store: Store, state: TournamentState, round_no: int) -> Round:
    rnd = round_info(store, round_no)
    if not state.tables_of(round_no):
        raise PrintError(say("round {round} is not drawn yet: draw its seats first", round=round_no),
                         code="round_not_drawn")
    return rnd


def seating(store: Store, round_no: int) -> tuple[SheetHeader, list[SeatingRow]]:
    """Who sits where in a drawn round, for the two wall lists."""
    state = snapshot(store, deals=False)
    rnd = _drawn_round(store, state, round_no)
    rows = []
    for table in state.tables_of(round_no):
        for wind, player_id in table.seats.items():
            player = state.player(player_id)
            rows.append(SeatingRow(table.number, wind, player.name, player.club))
    return sheet_header(state, rnd), rows


def east_rotates(store: Store) -> bool:
    """Whether East passes after every hand, so the score sheet can print East of every row.

    Only under the tournament rotation (FIMJ-G06), or the American rules' own (AM-G10: East passes
    after every game). Under ``standard`` or the classic rotations East keeps the seat after a win or
    a void hand, and the ``ruleset`` rotation of FIMJ, classic and Singapore does the same: the table
    writes East in itself.
    """
    t = read_tournament(store)
    return t.rotation == "tournament" or (t.rotation == "ruleset" and t.ruleset == "american")


def score_sheets(store: Store, round_no: int) -> tuple[SheetHeader, str, list[TableSheet]]:
    """The header, the ruleset id and every table of a drawn round with its players' starting winds.

    Ask :func:`east_rotates` whether East may be printed on every row.
    """
    state = snapshot(store, deals=False)
    rnd = _drawn_round(store, state, round_no)
    sheets = []
    for table in state.tables_of(round_no):
        players = tuple(SheetPlayer(w, state.player(pid).name, state.player(pid).club)
                        for w, pid in table.seats.items())
        sheets.append(TableSheet(table.number, players, 3 if len(table.seats) == 3 else 4))
    return sheet_header(state, rnd), state.tournament.ruleset, sheets


def blank_header(store: Store, round_no: int | None) -> tuple[SheetHeader, str]:
    """The header and ruleset id for blank score sheets (the round need not be drawn)."""
    state = snapshot(store, deals=False)
    rnd = round_info(store, round_no) if round_no is not None else None
    return sheet_header(state, rnd), state.tournament.ruleset


def player_cards(store: Store, links: dict[int, str] | None = None) -> tuple[SheetHeader, list[PlayerCard]]:
    """Every player still in the tournament with their seat in every drawn round, by name (with each
    player's check-in link from ``links`` when given)."""
    state = snapshot(store, deals=False)
    if not state.tables:
        raise PrintError(say("no round is drawn yet: player cards need at least one drawn round"),
                         code="round_not_drawn")
    starts = {r.number: r.start or "" for r in state.rounds}
    days = {r.number: r.date or "" for r in state.rounds}
    seats: dict[int, list[CardSeat]] = {}
    for table in state.tables:
        for wind, player_id in table.seats.items():
            seats.setdefault(player_id, []).append(CardSeat(table.round, table.number, wind,
                                                            starts.get(table.round, ""),
                                                            days.get(table.round, "")))
    links = links or {}
    cards = [PlayerCard(p.name, tuple(sorted(seats.get(p.id, []), key=lambda s: s.round_no)), p.club, p.id,
                        links.get(p.id, "")) for p in state.players if p.active or p.id in seats]
    cards.sort(key=lambda c: (c.name.casefold(), c.number))
    return sheet_header(state), cards


def schedule(store: Store) -> tuple[SheetHeader, list[ScheduleRow]]:
    """Every round's date, start, end and the break after it."""
    state = snapshot(store, deals=False)
    drawn = {t.round for t in state.tables}
    rows = []
    for rnd in state.rounds:
        end = rnd.ends_at.strftime("%H:%M") if rnd.ends_at else ""
        rows.append(ScheduleRow(rnd.number, print_date(rnd.starts_at), rnd.start or "", end,
                                rnd.break_minutes, rnd.number in drawn))
    return sheet_header(state), rows


@dataclass(frozen=True)
class StandingLine:
    """One printed line of the standings: place as printed ("3="), name, club and the numbers."""

    place: str
    name: str
    club: str
    games: int
    values: tuple[str, ...]  # in the order of StandingsSheet.columns
    movement: int | None = None
    withdrawn: bool = False


@dataclass(frozen=True)
class TeamLine:
    place: str
    team: str
    members: tuple[str, ...]
    values: tuple[str, ...]


@dataclass(frozen=True)
class StandingsSheet:
    """The standings after one round, with the sentences printed at their foot."""

    after_round: int
    columns: tuple[str, ...]  # what the scheme ranks by (component names), then penalties
    lines: tuple[StandingLine, ...]
    sentences: tuple[str, ...]  # as the standings engine words them (English)
    team_columns: tuple[str, ...] = ()
    teams: tuple[TeamLine, ...] = ()
    scheme: Scheme | None = None  # the ranking and its values, for printing the sentences in Italian
    tie_breaks: TieBreaks | None = None
    category: str = ""  # the standings of one category of players (#31), named in the sheet's title
    notes: tuple[str, ...] = ()  # the tournament's own sentences (a final), printed after the scheme's


def _cell(value: Fraction | int | None) -> str:
    return "" if value is None else number_text(value)


def _carried(row: StandingRow) -> str:
    """What a finalist carried from the cut, component by component (12/905); nothing for the others."""
    return "/".join(_cell(v) for v in row.carried.values()) if row.carried else ""


def _sheet_of(table: Standings, team_best: int | None) -> StandingsSheet:
    keys = tuple(table.scheme.keys)
    carried = ("carried",) if any(r.carried is not None for r in table.rows) else ()  # a final's (#31)
    lines = tuple(StandingLine(r.place_text, r.player.name, r.player.club, r.games,
                               (*(_cell(r.components[k]) for k in keys), *(_carried(r) for _ in carried),
                                _cell(r.penalties)), r.movement, r.withdrawn)
                  for r in table.rows)
    teams: tuple[TeamLine, ...] = ()
    if team_best:
        teams = tuple(TeamLine(f"{t.rank}=" if t.shared else str(t.rank), t.team,
                               tuple(m.player.name for m in t.counted),
                               tuple(_cell(t.components[k]) for k in keys))
                      for t in team_rows(table, team_best))
    sentences = table.sentences()
    scheme_said = tuple(sentences[:len(sentences) - len(table.notes)])  # the tournament's own notes apart
    return StandingsSheet(table.after_round, (*keys, *carried, "penalties"), lines, scheme_said,
                          keys if teams else (), teams, table.scheme, table.tie_breaks,
                          notes=tuple(table.notes))


def standings_sheets(store: Store, after_round: int | None = None, *, every_round: bool = False,
                     team_best: int | None = None,
                     categories: bool = False) -> tuple[SheetHeader, list[StandingsSheet]]:
    """The standings after a round (None: the last played), or after every round played.

    ``team_best``: also rank the teams by their best ``team_best`` members (when players have teams);
    ``categories``: then one sheet per category of players (the last standings filtered).
    """
    state = snapshot(store, deals=False)
    if not any(r.final for r in state.results):
        raise PrintError(say("no table has a final result yet: there are no standings to print"),
                         code="no_results")
    tables = standings_by_round(store) if every_round else [standings(store, after_round)]
    if not any(p.team for p in state.players):
        team_best = None
    sheets = [_sheet_of(t, team_best) for t in tables]
    if categories:
        from tourney.services.categories import category_tables

        sheets += [replace(_sheet_of(table, None), category=name)
                   for name, table in category_tables(store, tables[-1])]
    rnd = None if every_round else round_info(store, sheets[0].after_round)
    header = sheet_header(state, rnd)
    if rnd is not None and rnd.ends_at is not None:  # standings are posted when the round is over
        header = replace(header, time=rnd.ends_at.strftime("%H:%M"))
    return header, sheets
