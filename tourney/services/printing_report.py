"""The tournament report's rows, read from the file: every table's results, penalties, statistics
and the best hands (laid out by :mod:`tourney.export.report_pdf`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tourney.services.deal_parts import deal_counts, won_summaries
from tourney.services.printing import SheetHeader, sheet_header
from tourney.services.reading import snapshot, table_result
from tourney.services.standings import deal_summaries, not_in_statistics, statistics_of
from tourney.store import Store
from tourney.tournament.model import WINDS, TournamentState
from tourney.tournament.standings_stats import DealSummary


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
    items: tuple[dict[str, Any], ...]  # {"rule", "name", and points / doubles / fan / value}


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


def _report_tables(state: TournamentState, names: dict[int, str],
                   counts: dict[tuple[int, int], int]) -> tuple[ReportTable, ...]:
    out = []
    results = {(r.round, r.table): r for r in state.results}  # one pass, not a search per table
    for table in sorted(state.tables, key=lambda t: (t.round, t.number)):
        result = results.get((table.round, table.number))
        seats = tuple(ReportSeat(w, names[table.seats[w]],
                                 result.totals.get(w) if result else None)
                      for w in WINDS if w in table.seats)
        status = result.status if result else "missing"
        deals = counts.get((table.round, table.number), 0) if result and result.kind == "deals" else None
        out.append(ReportTable(table.round, table.number, seats, status, deals))
    return tuple(out)


def _best_hands(state: TournamentState, count: int, summaries: list[DealSummary]) -> list[DealSummary]:
    """The ``count`` highest winning hands of players eligible for the statistics (as the titles)."""
    left_out = not_in_statistics(state)
    won = sorted((s for s in summaries if s.won and s.player_id not in left_out),
                 key=lambda s: (-s.score, s.round, s.table, s.deal))
    return won[:count]


_Key = tuple[int, int, int, int]  # round, table, deal, player


def _in_full(store: Store, state: TournamentState, hands: list[DealSummary]) -> dict[_Key, DealSummary]:
    """The hands to be shown, with their arrangements and rule items: only their tables' deals are
    parsed whole (the others were read in parts, :func:`~tourney.services.deal_parts.won_summaries`)."""
    tables = sorted({(h.round, h.table) for h in hands})
    results = tuple(r for r in (table_result(store, *t) for t in tables) if r is not None)
    summaries = deal_summaries(replace(state, results=results))
    return {(s.round, s.table, s.deal, s.player_id): s for s in summaries}


def _hand(names: dict[int, str], full: dict[_Key, DealSummary], plain: DealSummary) -> ReportHand:
    h = full[(plain.round, plain.table, plain.deal, plain.player_id)]
    return ReportHand(names.get(h.player_id, str(h.player_id)), h.round, h.table, h.deal, h.score,
                      h.arrangement, tuple(dict(i) for i in h.items))


def report(store: Store, best_hands: int = 5) -> tuple[SheetHeader, TournamentReport]:
    """Every table's results per round, the penalties with their reasons, the referee's statistics and
    the ``best_hands`` highest hands."""
    state = snapshot(store, deals=False)  # the deals are read in parts; the hands shown, whole
    names = {p.id: p.name for p in state.players}
    summaries = won_summaries(store, state)  # the statistics and the best hands count only winners
    statistics = statistics_of(state, summaries)
    best = _best_hands(state, best_hands, summaries)
    full = _in_full(store, state, [*best, *(h for s in statistics for h in s.hands)])
    penalties = tuple(ReportPenalty(p.round, names.get(p.player_id, str(p.player_id)), p.points, p.reason)
                      for p in sorted(state.penalties, key=lambda p: (p.round or 0, p.id)))
    shown = tuple(ReportStatistic(s.title, s.value, tuple(names.get(p, str(p)) for p in s.leaders),
                                  tuple(_hand(names, full, h) for h in s.hands))
                  for s in statistics)
    return sheet_header(state), TournamentReport(_report_tables(state, names, deal_counts(store)), penalties,
                                                 shown, tuple(_hand(names, full, h) for h in best))
