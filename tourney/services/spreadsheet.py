"""The tournament as tables of plain values for a club's spreadsheet: the standings with every ranking
component, each round's tables with each seat's result, and every deal seat by seat.

Cells are numbers where the value is a number (so that the spreadsheet can sum and sort them) and
text elsewhere; :mod:`tourney.export.spreadsheet` lays them out, with the column titles in the sheet's
language.
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.services.deal_parts import deal_parts
from tourney.services.printing import SheetHeader, sheet_header
from tourney.services.reading import snapshot
from tourney.services.standings import standings
from tourney.store import Store
from tourney.tournament.model import TournamentState
from tourney.tournament.ranking_schemes import json_number
from tourney.tournament.standings_tally import COMPONENTS

Cell = str | int | float | bool | None


@dataclass(frozen=True)
class Table:
    """One worksheet: its name and column keys (words the exporter translates), and its rows."""

    name: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]


def workbook(store: Store) -> tuple[SheetHeader, list[Table]]:
    """The three worksheets of the tournament file, in the order a referee reads them."""
    state = snapshot(store, deals=False)  # the deals are read in parts, the few values the sheet shows
    return sheet_header(state), [_standings(store), _tables(state), _deals(store, state)]


def _standings(store: Store) -> Table:
    table = standings(store, movement=False)  # the sheet has no column for places gained
    ranked_by = tuple(table.scheme.keys)
    others = tuple(k for k in COMPONENTS if k not in ranked_by)
    columns = ("rank", "name", "club", "country", "ema_id", "games", "byes", "penalties", *ranked_by, *others)
    rows = tuple((row.rank, row.player.name, row.player.club, row.player.country, row.player.federation_id,
                  row.games, row.byes, row.penalties,
                  *(json_number(row.components[k]) for k in ranked_by),
                  *(json_number(getattr(row, k)) for k in others))
                 for row in table.rows)
    return Table("standings", columns, rows)


def _tables(state: TournamentState) -> Table:
    names = {p.id: p.name for p in state.players}
    results = {(r.round, r.table): r for r in state.results}
    rows = []
    for table in sorted(state.tables, key=lambda t: (t.round, t.number)):
        result = results.get((table.round, table.number))
        for wind, player_id in sorted(table.seats.items(), key=lambda s: "ESWN".index(s[0])):
            points = result.totals.get(wind) if result else None
            status = result.status if result else "not_played"
            rows.append((table.round, table.number, wind, names.get(player_id, ""), points, status))
    return Table("tables", ("round", "table", "seat", "name", "points", "status"), tuple(rows))


def _wind_order(seat: tuple[str, object]) -> int:
    return "ESWN".index(seat[0])


def _deals(store: Store, state: TournamentState) -> Table:
    """Every deal seat by seat, read in parts (:mod:`tourney.services.deal_parts`), not parsed whole."""
    names = {p.id: p.name for p in state.players}
    seated = {(t.round, t.number): t.seats for t in state.tables}
    rows: list[tuple[Cell, ...]] = []
    for deal in deal_parts(store):
        seats = seated.get((deal.round, deal.table), {})
        for deal_wind, table_wind in sorted(deal.seats.items(), key=_wind_order):
            win = deal.win.get(deal_wind)
            rows.append((deal.round, deal.table, deal.number, deal_wind, table_wind,
                         names.get(seats.get(table_wind, -1), ""), bool(win),
                         win.get("from") if isinstance(win, dict) else None, deal.score.get(deal_wind),
                         deal.net.get(deal_wind)))
    columns = ("round", "table", "deal", "wind", "seat", "name", "won", "from", "score", "net")
    return Table("deals", columns, tuple(rows))
