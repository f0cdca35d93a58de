"""The faster report and spreadsheet (#33 point 9) say exactly what they said before.

The references below are the code they replaced: the deals parsed whole, the report's summaries of
every seat, and openpyxl's write-only workbook. Each ruleset's demo is read both ways; the report's
contents must be equal, and every cell of the two workbooks must hold the same value of the same
type, under the same bold frozen header, in columns of the same width.
"""

from __future__ import annotations

import io
from typing import Any

import openpyxl
import pytest
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

from tourney import services
from tourney.export.pdf_common import LABELS, PrintOptions
from tourney.export.spreadsheet import _TRANSLATED, _WIDEST, WORDS, workbook_xlsx
from tourney.rules import available_ids
from tourney.services import printing_report as pr
from tourney.services import spreadsheet as ss
from tourney.services.printing import sheet_header
from tourney.services.reading import snapshot
from tourney.services.standings import deal_summaries, standings, statistics_of
from tourney.tournament.ranking_schemes import json_number
from tourney.tournament.standings_tally import COMPONENTS


@pytest.fixture(scope="module", params=available_ids())
def demo(request):
    store = services.build_demo(None, seed=11, players=8, rounds=3, deals_per_table=5, ruleset=request.param,
                                record_rounds=2)
    yield store
    store.close()


def _hand(names: dict[int, str], h: Any) -> pr.ReportHand:
    return pr.ReportHand(names.get(h.player_id, str(h.player_id)), h.round, h.table, h.deal, h.score,
                         h.arrangement, tuple(dict(i) for i in h.items))


def _report_before(store: Any, best_hands: int = 5) -> pr.TournamentReport:
    """The report as it was read before: every deal parsed, a summary of every seat."""
    state = snapshot(store)
    names = {p.id: p.name for p in state.players}
    summaries = deal_summaries(state)
    results = {(r.round, r.table): r for r in state.results}
    tables = []
    for table in sorted(state.tables, key=lambda t: (t.round, t.number)):
        result = results.get((table.round, table.number))
        seats = tuple(pr.ReportSeat(w, names[table.seats[w]], result.totals.get(w) if result else None)
                      for w in "ESWN" if w in table.seats)
        deals = len(result.deals) if result and result.kind == "deals" else None
        tables.append(pr.ReportTable(table.round, table.number, seats, result.status if result else "missing",
                                     deals))
    penalties = tuple(pr.ReportPenalty(p.round, names.get(p.player_id, str(p.player_id)), p.points, p.reason)
                      for p in sorted(state.penalties, key=lambda p: (p.round or 0, p.id)))
    statistics = tuple(pr.ReportStatistic(s.title, s.value, tuple(names.get(p, str(p)) for p in s.leaders),
                                          tuple(_hand(names, h) for h in s.hands))
                       for s in statistics_of(state, summaries))
    left_out = pr.not_in_statistics(state)
    won = sorted((s for s in summaries if s.won and s.player_id not in left_out),
                 key=lambda s: (-s.score, s.round, s.table, s.deal))
    return pr.TournamentReport(tuple(tables), penalties, statistics,
                               tuple(_hand(names, s) for s in won[:best_hands]))


def _deals_before(store: Any) -> ss.Table:
    """The deals sheet as it was read before, from every deal parsed whole."""
    state = snapshot(store)
    names = {p.id: p.name for p in state.players}
    seated = {(t.round, t.number): t.seats for t in state.tables}
    rows = []
    for result in sorted(state.results, key=lambda r: (r.round, r.table)):
        seats = seated.get((result.round, result.table), {})
        for record in result.deals:
            for deal_wind, table_wind in sorted(record.seats.items(), key=lambda s: "ESWN".index(s[0])):
                seat = record.deal.get("seats", {}).get(deal_wind, {})
                win = seat.get("win") if isinstance(seat, dict) else None
                scored = record.result.get("seats", {}).get(deal_wind, {})
                rows.append((result.round, result.table, record.number, deal_wind, table_wind,
                             names.get(seats.get(table_wind, -1), ""), bool(win),
                             win.get("from") if isinstance(win, dict) else None, scored.get("score"),
                             record.result.get("net", {}).get(deal_wind)))
    columns = ("round", "table", "deal", "wind", "seat", "name", "won", "from", "score", "net")
    return ss.Table("deals", columns, tuple(rows))


def _standings_before(store: Any) -> ss.Table:
    """The standings sheet as it was read before (the standings with their movement)."""
    table = standings(store)
    ranked_by = tuple(table.scheme.keys)
    others = tuple(k for k in COMPONENTS if k not in ranked_by)
    columns = ("rank", "name", "club", "country", "ema_id", "games", "byes", "penalties", *ranked_by, *others)
    rows = tuple((row.rank, row.player.name, row.player.club, row.player.country, row.player.federation_id,
                  row.games, row.byes, row.penalties,
                  *(json_number(row.components[k]) for k in ranked_by),
                  *(json_number(getattr(row, k)) for k in others))
                 for row in table.rows)
    return ss.Table("standings", columns, rows)


def _xlsx_before(header: Any, tables: list[ss.Table], options: PrintOptions) -> bytes:
    """The workbook as openpyxl's write-only mode wrote it."""
    words = {**LABELS[options.lang], **WORDS[options.lang]}
    book = openpyxl.Workbook(write_only=True)
    for table in tables:
        sheet = book.create_sheet(words[table.name])
        sheet.freeze_panes = "A2"
        rows = [tuple(words.get(v, v) if c in _TRANSLATED and isinstance(v, str) else v
                      for v, c in zip(row, table.columns, strict=True)) for row in table.rows]
        for index, column in enumerate(table.columns, start=1):
            longest = max([len(words[column]), *(len(str(r[index - 1] or "")) for r in rows)])
            sheet.column_dimensions[get_column_letter(index)].width = min(longest + 2, _WIDEST)
        titles = []
        for column in table.columns:
            cell = WriteOnlyCell(sheet, value=words[column])
            cell.font = Font(bold=True)
            titles.append(cell)
        sheet.append(titles)
        for row in rows:
            sheet.append(row)
    book.properties.title = header.tournament
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _cells(data: bytes) -> dict[str, Any]:
    book = openpyxl.load_workbook(io.BytesIO(data))
    return {"title": book.properties.title, "sheets": {
        sheet.title: {"freeze": sheet.freeze_panes,
                      "widths": {k: d.width for k, d in sheet.column_dimensions.items()},
                      "bold": [bool(c.font.bold) for c in sheet[1]],
                      "cells": [[(type(c.value).__name__, c.value) for c in row]
                                for row in sheet.iter_rows()]}
        for sheet in book.worksheets}}


def test_the_report_says_what_it_said_when_every_deal_was_parsed(demo) -> None:
    header, report = pr.report(demo)
    before = _report_before(demo)
    assert before.statistics and before.best_hands
    assert header == sheet_header(snapshot(demo)) and report == before
    assert pr.report(demo, 0)[1] == _report_before(demo, 0)


def test_the_deals_sheet_holds_what_it_held_when_every_deal_was_parsed(demo) -> None:
    deals = ss.workbook(demo)[1][2]
    before = _deals_before(demo)
    assert deals.columns == before.columns and deals.rows
    assert [[repr(v) for v in row] for row in deals.rows] == [[repr(v) for v in row] for row in before.rows]


@pytest.mark.parametrize("lang", ["it", "en"])
def test_every_cell_of_the_workbook_is_as_openpyxl_wrote_it(demo, lang) -> None:
    header, tables = ss.workbook(demo)
    options = PrintOptions(lang=lang)
    tables_before = [_standings_before(demo), tables[1], _deals_before(demo)]
    ours, theirs = _cells(workbook_xlsx(header, tables, options)), _cells(_xlsx_before(header, tables_before,
                                                                                      options))
    assert ours == theirs
    assert len(ours["sheets"]) == 3 and all(s["freeze"] == "A2" for s in ours["sheets"].values())
