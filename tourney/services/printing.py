"""What the printed sheets say, read from the tournament file: the export's input rows.

The export (:mod:`tourney.export`) lays these values out on paper or in HTML and never reads the
file itself; the GUI and the command line call these functions, then hand the rows to the export.
The row types live here, below the export, so that both layers share one vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction

from tourney.services.errors import ServiceError
from tourney.services.reading import snapshot
from tourney.services.rounds import round_info
from tourney.services.standings import (
    deal_summaries,
    ranking_of,
    referee_statistics,
    standings,
    standings_by_round,
)
from tourney.store import Store
from tourney.tournament.model import WINDS, Round, TournamentState
from tourney.tournament.ranking_schemes import Scheme
from tourney.tournament.ranking_tiebreaks import TieBreaks
from tourney.tournament.standings import Standings
from tourney.tournament.standings_history import team_standings as team_rows


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


def east_rotates(store: Store) -> bool:
    """Whether East passes after every hand, so the score sheet can print East of every row.

    Only under the tournament rotation (FIMJ-G06), or the American rules' own (AM-G10: East passes
    after every game). Under ``standard`` or the classic rotations East keeps the seat after a win or
    a void hand, and the ``ruleset`` rotation of FIMJ, classic and Singapore does the same: the table
    writes East in itself.
    """
    t = snapshot(store).tournament
    return t.rotation == "tournament" or (t.rotation == "ruleset" and t.ruleset == "american")


def score_sheets(store: Store, round_no: int) -> tuple[SheetHeader, str, list[TableSheet]]:
    """The header, the ruleset id and every table of a drawn round with its players' starting winds.

    Ask :func:`east_rotates` whether East may be printed on every row.
    """
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


def number_text(value: object) -> str:
    """A standings number as printed: whole numbers plain, fractions with two decimals."""
    if value is None:
        return ""
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{float(value):.2f}"
    return str(int(value))  # type: ignore[call-overload]


def _sheet_of(table: Standings, team_best: int | None) -> StandingsSheet:
    keys = tuple(table.scheme.keys)
    lines = tuple(StandingLine(r.place_text, r.player.name, r.player.club, r.games,
                               (*(number_text(r.components[k]) for k in keys), number_text(r.penalties)),
                               r.movement, r.withdrawn)
                  for r in table.rows)
    teams: tuple[TeamLine, ...] = ()
    if team_best:
        teams = tuple(TeamLine(f"{t.rank}=" if t.shared else str(t.rank), t.team,
                               tuple(m.player.name for m in t.counted),
                               tuple(number_text(t.components[k]) for k in keys))
                      for t in team_rows(table, team_best))
    return StandingsSheet(table.after_round, (*keys, "penalties"), lines, tuple(table.sentences()),
                          keys if teams else (), teams, table.scheme, table.tie_breaks)


def standings_sheets(store: Store, after_round: int | None = None, *, every_round: bool = False,
                     team_best: int | None = None) -> tuple[SheetHeader, list[StandingsSheet]]:
    """The standings after a round (None: the last played), or after every round played.

    ``team_best``: also rank the teams by their best ``team_best`` members (when players have teams).
    """
    state = snapshot(store)
    if not any(r.final for r in state.results):
        raise PrintError("no table has a final result yet: there are no standings to print", "no_results")
    tables = standings_by_round(store) if every_round else [standings(store, after_round)]
    if not any(p.team for p in state.players):
        team_best = None
    sheets = [_sheet_of(t, team_best) for t in tables]
    rnd = None if every_round else round_info(store, sheets[0].after_round)
    return _header(state, rnd), sheets


@dataclass(frozen=True)
class ReportSeat:
    """A player's line at a table in the report: starting wind, name and net points (None: no result)."""

    wind: str
    name: str
    points: int | None


@dataclass(frozen=True)
class ReportTable:
    """A table of a round: who sat where and what they made; ``deals`` None when entered as totals."""

    round_no: int
    table: int
    seats: tuple[ReportSeat, ...]  # E S W N
    status: str  # final, unbalanced, or missing (no sheet yet)
    deals: int | None = None


@dataclass(frozen=True)
class ReportPenalty:
    round_no: int | None
    name: str
    points: int
    reason: str


@dataclass(frozen=True)
class ReportHand:
    """A hand the statistics name: who, where, its score, its arrangement and the rule items."""

    name: str
    round_no: int
    table: int
    deal: int
    score: int
    arrangement: str
    items: tuple[dict, ...]  # {"rule", "name", and points / doubles / fan / value}


@dataclass(frozen=True)
class ReportStatistic:
    title: str  # the engine's title ("Highest hand"); the export translates it
    value: int
    names: tuple[str, ...]
    hands: tuple[ReportHand, ...] = ()


@dataclass(frozen=True)
class TournamentReport:
    tables: tuple[ReportTable, ...]
    penalties: tuple[ReportPenalty, ...]
    statistics: tuple[ReportStatistic, ...]
    best_hands: tuple[ReportHand, ...] = ()  # the highest winning hands, highest first


def _report_tables(state: TournamentState) -> tuple[ReportTable, ...]:
    out = []
    for table in sorted(state.tables, key=lambda t: (t.round, t.number)):
        result = state.result(table.round, table.number)
        seats = tuple(ReportSeat(w, state.player(table.seats[w]).name,
                                 result.totals.get(w) if result else None)
                      for w in WINDS if w in table.seats)
        status = result.status if result else "missing"
        deals = len(result.deals) if result and result.kind == "deals" else None
        out.append(ReportTable(table.round, table.number, seats, status, deals))
    return tuple(out)


def _best_hands(state: TournamentState, names: dict[int, str], count: int) -> tuple[ReportHand, ...]:
    """The ``count`` highest winning hands of players eligible for the statistics (as the titles)."""
    scheme, _ = ranking_of(state.tournament)
    substitutes = {p.id for p in state.players if p.status == "substitute"}
    left_out = set() if scheme.substitutes_count else substitutes
    won = sorted((s for s in deal_summaries(state) if s.won and s.player_id not in left_out),
                 key=lambda s: (-s.score, s.round, s.table, s.deal))
    return tuple(ReportHand(names.get(s.player_id, str(s.player_id)), s.round, s.table, s.deal, s.score,
                            s.arrangement, tuple(dict(i) for i in s.items)) for s in won[:count])


def report(store: Store, best_hands: int = 5) -> tuple[SheetHeader, TournamentReport]:
    """Every table's results per round, the penalties with their reasons, the referee's statistics and
    the ``best_hands`` highest hands."""
    state = snapshot(store)
    names = {p.id: p.name for p in state.players}
    penalties = tuple(ReportPenalty(p.round, names.get(p.player_id, str(p.player_id)), p.points, p.reason)
                      for p in sorted(state.penalties, key=lambda p: (p.round or 0, p.id)))
    statistics = tuple(
        ReportStatistic(s.title, s.value, tuple(names.get(p, str(p)) for p in s.leaders),
                        tuple(ReportHand(names.get(h.player_id, str(h.player_id)), h.round, h.table, h.deal,
                                         h.score, h.arrangement, tuple(dict(i) for i in h.items))
                              for h in s.hands))
        for s in referee_statistics(store))
    return _header(state), TournamentReport(_report_tables(state), penalties, statistics,
                                            _best_hands(state, names, best_hands))
