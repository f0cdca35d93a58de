"""Seating lists for one round, the two sheets referees post on the wall.

By table: every table with its winds, players and clubs. By player: everyone in alphabetical order
with their table and seat. Both come as A4 or US Letter, in Italian or English, and in poster type
(one column, large letters) for a wall seen from a distance. Input is a plain list of
:class:`SeatingRow`; the services fill it from the tournament file.
"""

from __future__ import annotations

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
from tourney.services.printing import SeatingRow

__all__ = ["SeatingRow", "alphabetical_key", "seating_by_player_pdf", "seating_by_table_pdf", "seating_pdf"]

WIND_ORDER = "ESWN"
GREY = Color(0.3, 0.3, 0.3)


def alphabetical_key(row: SeatingRow) -> tuple[str, str]:
    """File names ignoring case and accents (Ö with O, è with e), ties in their printed spelling."""
    name = row.sort_name or row.name
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return plain.casefold(), name


@dataclass(frozen=True)
class _Layout:
    columns: int
    head: float  # height of a table's title bar or of the list's header row
    row: float  # height of one player's line
    size: float  # type size of names


def _layout(options: PrintOptions) -> _Layout:
    if options.poster:
        return _Layout(columns=1, head=40, row=36, size=24)
    return _Layout(columns=2 if options.page_size[0] < 700 else 3, head=20, row=20, size=11)


def _column_width(options: PrintOptions, layout: _Layout, gap: float = 18) -> float:
    return (options.page_size[0] - 2 * MARGIN - gap * (layout.columns - 1)) / layout.columns


def seating_by_table_pdf(rows: list[SeatingRow], header: SheetHeader,
                         options: PrintOptions | None = None) -> bytes:
    """The round's tables in order, each with its players by wind E S W N."""
    options = options or PrintOptions()
    with pdf_document(options, f"{header.tournament} — {options.word('by_table')}") as (canvas, buffer):
        _pages_by_table(canvas, rows, header, options)
    return buffer.getvalue()


def _pages_by_table(canvas: Canvas, rows: list[SeatingRow], header: SheetHeader,
                    options: PrintOptions) -> None:
    layout = _layout(options)
    tables: dict[int, list[SeatingRow]] = defaultdict(list)
    for row in rows:
        tables[row.table].append(row)
    seats = max((len(players) for players in tables.values()), default=4)
    block = layout.head + max(seats, 4) * layout.row + 12
    per_column = max(1, int(body_height(options) // block))
    pages = chunks(sorted(tables), per_column * layout.columns)
    width = _column_width(options, layout)
    for number, page_tables in enumerate(pages, 1):
        top = draw_heading(canvas, options, header, options.word("by_table"), number, len(pages))
        for i, table in enumerate(page_tables):
            column, slot = divmod(i, per_column)
            x = MARGIN + column * (width + 18)
            players = sorted(tables[table], key=lambda r: WIND_ORDER.index(r.wind))
            _draw_table(canvas, options, layout, table, players, x, top - slot * block, width)
        canvas.showPage()


def _draw_table(canvas: Canvas, options: PrintOptions, layout: _Layout, table: int,
                players: list[SeatingRow], x: float, top: float, width: float) -> None:
    height = layout.head + max(len(players), 4) * layout.row
    fill_band(canvas, x, top, width, layout.head)
    canvas.setLineWidth(1.2 if options.poster else 0.8)
    canvas.rect(x, top - height, width, height)
    draw_fitted(canvas, f"{options.word('table')} {table}", x + 6, top, width - 12, layout.head,
                size=layout.size * 1.15, bold=True, max_lines=1)
    wind_width = layout.size * 5.3
    name_width = (width - wind_width) * (0.68 if any(p.club for p in players) else 1.0) - 8
    club_x = x + wind_width + name_width + 8
    for k, player in enumerate(players):
        y = top - layout.head - k * layout.row
        label = f"{player.wind} {options.word(player.wind)}"
        draw_fitted(canvas, label, x + 6, y, wind_width - 8, layout.row, size=layout.size, bold=True,
                    max_lines=1)
        draw_fitted(canvas, player.name, x + wind_width, y, name_width, layout.row, size=layout.size,
                    min_size=layout.size * 0.5)
        if player.club:
            canvas.setFillColor(GREY)
            draw_fitted(canvas, player.club, club_x, y, x + width - club_x - 6, layout.row,
                        size=layout.size * 0.85, min_size=layout.size * 0.45)
            canvas.setFillColor(black)


def seating_by_player_pdf(rows: list[SeatingRow], header: SheetHeader,
                          options: PrintOptions | None = None) -> bytes:
    """Every player in alphabetical order with their table and seat wind."""
    options = options or PrintOptions()
    with pdf_document(options, f"{header.tournament} — {options.word('by_player')}") as (canvas, buffer):
        _pages_by_player(canvas, rows, header, options)
    return buffer.getvalue()


def _pages_by_player(canvas: Canvas, rows: list[SeatingRow], header: SheetHeader,
                     options: PrintOptions) -> None:
    layout = _layout(options)
    per_column = max(1, int((body_height(options) - layout.head) // layout.row))
    ordered = sorted(rows, key=alphabetical_key)
    pages = chunks(ordered, per_column * layout.columns)
    width = _column_width(options, layout)
    for number, page_rows in enumerate(pages, 1):
        top = draw_heading(canvas, options, header, options.word("by_player"), number, len(pages))
        for column, column_rows in enumerate(chunks(page_rows, per_column)):
            x = MARGIN + column * (width + 18)
            _draw_player_column(canvas, options, layout, column_rows, x, top, width)
        canvas.showPage()


def _draw_player_column(canvas: Canvas, options: PrintOptions, layout: _Layout, rows: list[SeatingRow],
                        x: float, top: float, width: float) -> None:
    if not rows:
        return
    name_width, table_width = width * 0.6, width * 0.17
    seat_x = x + name_width + table_width
    heads = ((options.word("player"), x + 4, name_width - 8, "left"),
             (options.word("table"), x + name_width, table_width, "center"),
             (options.word("seat"), seat_x + 4, width - name_width - table_width - 8, "left"))
    for text, left, box, align in heads:
        draw_fitted(canvas, text, left, top, box, layout.head, size=layout.size * 0.8, bold=True,
                    align=align, max_lines=1)
    canvas.setLineWidth(0.8)
    canvas.line(x, top - layout.head, x + width, top - layout.head)
    for k, row in enumerate(rows):
        y = top - layout.head - k * layout.row
        if k % 2:
            fill_band(canvas, x, y, width, layout.row)
        draw_fitted(canvas, row.name, x + 4, y, name_width - 8, layout.row, size=layout.size,
                    min_size=layout.size * 0.5)
        draw_fitted(canvas, str(row.table), x + name_width, y, table_width, layout.row, size=layout.size,
                    bold=True, align="center", max_lines=1)
        draw_fitted(canvas, options.word(row.wind), seat_x + 4, y, width - name_width - table_width - 8,
                    layout.row, size=layout.size, max_lines=1)


def seating_pdf(rows: list[SeatingRow], header: SheetHeader, options: PrintOptions | None = None) -> bytes:
    """Both lists in one document: by table first, then by player (one print job)."""
    options = options or PrintOptions()
    with pdf_document(options, f"{header.tournament} — {options.word('by_table')}") as (canvas, buffer):
        _pages_by_table(canvas, rows, header, options)
        _pages_by_player(canvas, rows, header, options)
    return buffer.getvalue()
