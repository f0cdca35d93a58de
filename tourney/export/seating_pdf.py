"""Seating lists for one round, the two sheets referees post on the wall.

By table: every table with its winds, players and clubs. By player: everyone in alphabetical order
with their table and seat. Both fill A4, A3 or US Letter, portrait or landscape as the list fits
best, in the largest type that fits (names at least 14 pt, or 24 pt in poster type), in Italian or
English. Input is a plain list of :class:`SeatingRow`; the services fill it from the tournament file.
"""

from __future__ import annotations

import math
import unicodedata
from collections import defaultdict
from dataclasses import dataclass

from reportlab.lib.colors import Color, black
from reportlab.pdfgen.canvas import Canvas

from tourney.export.pdf_common import (
    MARGIN,
    PrintOptions,
    SheetHeader,
    body_height,
    chunks,
    draw_fitted,
    draw_heading,
    fill_band,
    pdf_document,
)
from tourney.export.wall_fit import WallLayout, choose, typical_width, widest
from tourney.services.printing import SeatingRow

__all__ = ["SeatingRow", "alphabetical_key", "seating_by_player_pdf", "seating_by_table_pdf", "seating_pdf"]

WIND_ORDER = "ESWN"
GREY = Color(0.3, 0.3, 0.3)


def alphabetical_key(row: SeatingRow) -> tuple[str, str]:
    """File names ignoring case and accents (Ö with O, è with e), ties in their printed spelling."""
    name = row.sort_name or row.name
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return plain.casefold(), name


HEAD, ROW, GAP_ROWS, GAP = 1.5, 1.35, 0.45, 18.0  # bar, line and gap heights in type sizes; column gap
STRETCH = 1.4  # when the names' width limits the type, lines spread out to fill the page, this far
MIN_NAME = 8.0  # a long name shrinks, then wraps, never below this


def _sizes(options: PrintOptions) -> tuple[float, float]:
    """The smallest and largest type of names: posters are read from further away."""
    return (24.0, 48.0) if options.poster else (14.0, 30.0)


def _column_width(options: PrintOptions, columns: int) -> float:
    return (options.page_size[0] - 2 * MARGIN - GAP * (columns - 1)) / columns


@dataclass(frozen=True)
class _TableWidths:
    """Widths at 1 pt of a table's wind labels, names and clubs (0 without clubs)."""

    wind: float
    name: float
    club: float

    def columns(self, size: float, width: float) -> tuple[float, float, float]:
        """Widths of the wind, name and club columns at ``size`` in a block ``width`` wide."""
        wind = (self.wind + 0.9) * size
        club = (self.club * 0.75 + 0.5) * size if self.club else 0.0
        return wind, width - wind - club - 0.3 * size, club

    def size_for(self, width: float) -> float:
        return width / (self.wind + 0.9 + self.name + 0.3 + (self.club * 0.75 + 0.5 if self.club else 0))


def _table_widths(rows: list[SeatingRow], options: PrintOptions) -> _TableWidths:
    winds = [f"{w} {options.word(w)}" for w in WIND_ORDER]
    clubs = [r.club for r in rows if r.club]
    return _TableWidths(widest(winds, bold=True), typical_width([r.name for r in rows]),
                        typical_width(clubs) if clubs else 0.0)


def seating_by_table_pdf(rows: list[SeatingRow], header: SheetHeader,
                         options: PrintOptions | None = None) -> bytes:
    """The round's tables in order, each with its players by wind E S W N."""
    options = options or PrintOptions()
    pages = _pages_by_table(rows, options)
    title = f"{header.tournament} — {options.word('by_table')}"
    with pdf_document(pages[0][0].options, title) as (canvas, buffer):
        _draw_by_table(canvas, pages, header)
    return buffer.getvalue()


_TablePage = tuple[WallLayout, list[tuple[int, list[SeatingRow]]]]


def _pages_by_table(rows: list[SeatingRow], options: PrintOptions) -> list[_TablePage]:
    """The tables cut into pages, with the layout that shows them in the largest type."""
    tables: dict[int, list[SeatingRow]] = defaultdict(list)
    for row in rows:
        tables[row.table].append(row)
    seats = max([4, *(len(players) for players in tables.values())])
    widths = _table_widths(rows, options)

    def fit(turned: PrintOptions, columns: int, pages: int) -> float:
        down = math.ceil(math.ceil(max(len(tables), 1) / pages) / columns)
        tall = body_height(turned, wall=True) / (down * (HEAD + seats * ROW) + (down - 1) * GAP_ROWS)
        return min(tall, widths.size_for(_column_width(turned, columns)))

    least, most = _sizes(options)
    layout = choose(options, fit, items=len(tables), least=least, most=most)
    ordered = [(t, sorted(tables[t], key=lambda r: WIND_ORDER.index(r.wind))) for t in sorted(tables)]
    return [(layout, page) for page in chunks(ordered, layout.per_page(len(ordered)))]


def _draw_by_table(canvas: Canvas, pages: list[_TablePage], header: SheetHeader) -> None:
    for number, (layout, page_tables) in enumerate(pages, 1):
        options, size = layout.options, layout.size
        seats = max([4, *(len(p) for _, p in page_tables)])
        canvas.setPageSize(options.page_size)
        top = draw_heading(canvas, options, header, options.word("by_table"), number, len(pages), wall=True)
        per_column = math.ceil(len(page_tables) / layout.columns) if page_tables else 1
        width = _column_width(options, layout.columns)
        widths = _table_widths([r for _, players in page_tables for r in players], options)
        natural = per_column * (HEAD + seats * ROW) + (per_column - 1) * GAP_ROWS
        stretch = min(STRETCH, max(1.0, body_height(options, wall=True) / size / natural))
        row = ROW * size * stretch
        block = (HEAD + GAP_ROWS) * size * stretch + seats * row
        for i, (table, players) in enumerate(page_tables):
            column, slot = divmod(i, per_column)
            x = MARGIN + column * (width + GAP)
            _draw_table(canvas, options, (size, row), widths, table, players, (x, top - slot * block), width,
                        seats)
        canvas.showPage()


def _draw_table(canvas: Canvas, options: PrintOptions, sizes: tuple[float, float], widths: _TableWidths,
                table: int, players: list[SeatingRow], corner: tuple[float, float], width: float,
                seats: int) -> None:
    x, top = corner
    size, row = sizes  # the type and the line's height
    head = HEAD * size * row / (ROW * size)
    height = head + seats * row
    fill_band(canvas, x, top, width, head)
    canvas.setLineWidth(1.2)
    canvas.rect(x, top - height, width, height)
    draw_fitted(canvas, f"{options.word('table')} {table}", x + 0.3 * size, top, width - 0.6 * size, head,
                size=size * 1.15, bold=True, max_lines=1)
    wind_w, name_w, club_w = widths.columns(size, width)
    for k, player in enumerate(players):
        y = top - head - k * row
        draw_fitted(canvas, f"{player.wind} {options.word(player.wind)}", x + 0.3 * size, y,
                    wind_w - 0.5 * size, row, size=size, bold=True, max_lines=1)
        draw_fitted(canvas, player.name, x + wind_w, y, name_w, row, size=size, min_size=MIN_NAME)
        if player.club and club_w:
            canvas.setFillColor(GREY)
            draw_fitted(canvas, player.club, x + width - club_w, y, club_w - 0.3 * size, row,
                        size=size * 0.75, min_size=MIN_NAME)
            canvas.setFillColor(black)


def seating_by_player_pdf(rows: list[SeatingRow], header: SheetHeader,
                          options: PrintOptions | None = None) -> bytes:
    """Every player in alphabetical order with their table and seat wind."""
    options = options or PrintOptions()
    pages = _pages_by_player(rows, options)
    title = f"{header.tournament} — {options.word('by_player')}"
    with pdf_document(pages[0][0].options, title) as (canvas, buffer):
        _draw_by_player(canvas, pages, header)
    return buffer.getvalue()


def _player_widths(rows: list[SeatingRow], options: PrintOptions) -> tuple[float, float, float]:
    """Widths at 1 pt of the name, table and seat columns (a header is set at 0.8 of the size)."""
    table = max(widest([options.word("table")], bold=True) * 0.8,
                widest([str(r.table) for r in rows], bold=True))
    seat = max(widest([options.word("seat")], bold=True) * 0.8,
               widest([options.word(w) for w in WIND_ORDER]))
    return typical_width([r.name for r in rows]) + 0.8, table + 0.8, seat + 0.8


_PlayerPage = tuple[WallLayout, list[SeatingRow]]


def _pages_by_player(rows: list[SeatingRow], options: PrintOptions) -> list[_PlayerPage]:
    widths = sum(_player_widths(rows, options))

    def fit(turned: PrintOptions, columns: int, pages: int) -> float:
        down = math.ceil(math.ceil(max(len(rows), 1) / pages) / columns)
        tall = body_height(turned, wall=True) / ((down + 1) * ROW)
        return min(tall, _column_width(turned, columns) / widths)

    least, most = _sizes(options)
    layout = choose(options, fit, items=len(rows), least=least, most=most)
    ordered = sorted(rows, key=alphabetical_key)
    return [(layout, page) for page in chunks(ordered, layout.per_page(len(ordered)))]


def _draw_by_player(canvas: Canvas, pages: list[_PlayerPage], header: SheetHeader) -> None:
    everyone = [row for _, page_rows in pages for row in page_rows]
    for number, (layout, page_rows) in enumerate(pages, 1):
        options = layout.options
        canvas.setPageSize(options.page_size)
        top = draw_heading(canvas, options, header, options.word("by_player"), number, len(pages), wall=True)
        per_column = math.ceil(len(page_rows) / layout.columns) if page_rows else 1
        width = _column_width(options, layout.columns)
        for column, column_rows in enumerate(chunks(page_rows, per_column)):
            x = MARGIN + column * (width + GAP)
            widths = _player_widths(everyone, options)
            _draw_player_column(canvas, layout, widths, column_rows, (x, top), width)
        canvas.showPage()


def _draw_player_column(canvas: Canvas, layout: WallLayout, widths: tuple[float, float, float],
                        rows: list[SeatingRow], corner: tuple[float, float], width: float) -> None:
    if not rows:
        return
    options, size = layout.options, layout.size
    x, top = corner
    down = len(rows) + 1
    row_h = ROW * size * min(STRETCH, max(1.0, body_height(options, wall=True) / (down * ROW * size)))
    _, table_1, seat_1 = widths
    table_w, seat_w = table_1 * size, seat_1 * size
    name_w = width - table_w - seat_w
    seat_x = x + name_w + table_w
    pad = 0.4 * size
    heads = ((options.word("player"), x + pad, name_w - 2 * pad, "left"),
             (options.word("table"), x + name_w, table_w, "center"),
             (options.word("seat"), seat_x + pad, seat_w - pad, "left"))
    for text, left, box, align in heads:  # repeated over every column of every page
        draw_fitted(canvas, text, left, top, box, row_h, size=size * 0.8, bold=True, align=align, max_lines=1)
    canvas.setLineWidth(1.2)
    canvas.line(x, top - row_h, x + width, top - row_h)
    for k, row in enumerate(rows):
        y = top - (k + 1) * row_h
        if k % 2:
            fill_band(canvas, x, y, width, row_h)
        draw_fitted(canvas, row.name, x + pad, y, name_w - 2 * pad, row_h, size=size, min_size=MIN_NAME)
        draw_fitted(canvas, str(row.table), x + name_w, y, table_w, row_h, size=size, bold=True,
                    align="center", max_lines=1)
        draw_fitted(canvas, options.word(row.wind), seat_x + pad, y, seat_w - pad, row_h, size=size,
                    max_lines=1)


def seating_pdf(rows: list[SeatingRow], header: SheetHeader, options: PrintOptions | None = None) -> bytes:
    """Both lists in one document: by table first, then by player (one print job)."""
    options = options or PrintOptions()
    by_table, by_player = _pages_by_table(rows, options), _pages_by_player(rows, options)
    title = f"{header.tournament} — {options.word('by_table')}"
    with pdf_document(by_table[0][0].options, title) as (canvas, buffer):
        _draw_by_table(canvas, by_table, header)
        _draw_by_player(canvas, by_player, header)
    return buffer.getvalue()
