"""Standings on paper: the ranking after a round (or after every round), then the team standings.

The list fills its paper in the largest type that fits (at least 12 pt, portrait or landscape as its
columns need: :mod:`tourney.export.wall_fit`), the column titles repeated on every page. Every page
carries at its foot the sentences that explain the ranking: the scheme, the tie-break chain and the
notes (penalties, byes, withdrawals), so a player reading the wall can check his place.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from reportlab.lib.colors import Color, black
from reportlab.pdfgen.canvas import Canvas

from tourney.export.fonts import FONT, fit_text
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
from tourney.export.standings_words import foot_sentences
from tourney.export.wall_fit import WallLayout, choose, typical_width, widest
from tourney.language import translate
from tourney.services.printing import StandingLine, StandingsSheet

GREY = Color(0.35, 0.35, 0.35)
ROW, HEAD = 1.35, 2.0  # a line and the column titles (two lines at 0.75 of the size), in type sizes
NOTE_SIZE = 9.0
LEAST, MOST = 12.0, 26.0
MIN_NAME = 8.0
STRETCH = 1.4  # when the names' width limits the type, lines spread out to fill the page, this far


@dataclass(frozen=True)
class _Widths:
    """Widths at 1 pt of the place, name (with club) and each value column."""

    place: float
    name: float  # the name and the club beside it
    values: tuple[float, ...]
    club: float = 0.0  # the clubs' column, inside the name's

    @property
    def total(self) -> float:
        return self.place + self.name + sum(self.values)


@dataclass(frozen=True)
class _Page:
    sheet: StandingsSheet
    kind: str  # players or teams
    lines: list
    notes: list[str]
    layout: WallLayout
    widths: _Widths


def standings_pdf(sheets: list[StandingsSheet], header: SheetHeader,
                  options: PrintOptions | None = None) -> bytes:
    """Each sheet's standings on as many pages as it needs, then its team standings if any."""
    options = options or PrintOptions()
    pages: list[_Page] = []
    for sheet in sheets:
        pages += _sheet_pages(sheet, options)
    with pdf_document(pages[0].layout.options, f"{header.tournament} — {options.word('standings')}") as (
            canvas, buffer):
        for number, page in enumerate(pages, 1):
            _draw_page(canvas, page, header, number, len(pages))
    return buffer.getvalue()


def _sheet_pages(sheet: StandingsSheet, options: PrintOptions) -> list[_Page]:
    keys = ("games", *sheet.columns)
    values = [(str(line.games), *line.values) for line in sheet.lines]
    widths = _widths(options, [line.place for line in sheet.lines],
                     [_name(line, options) for line in sheet.lines], [line.club for line in sheet.lines],
                     keys, values)

    def fit(turned: PrintOptions, columns: int, pages: int) -> float:
        down = math.ceil(max(len(sheet.lines), 1) / pages)
        room = body_height(turned, wall=True) - _foot_height(sheet, turned) - 8
        return min(room / (HEAD + down * ROW), (turned.page_size[0] - 2 * MARGIN) / widths.total)

    layout = choose(options, fit, items=len(sheet.lines), least=LEAST, most=MOST, max_columns=1)
    notes = _note_lines(sheet, layout.options)
    per_page = layout.per_page(len(sheet.lines))
    out = [_Page(sheet, "players", lines, notes, layout, widths)
           for lines in chunks(list(sheet.lines), per_page)]
    if sheet.teams:
        team_values = [line.values for line in sheet.teams]
        team_widths = _widths(options, [t.place for t in sheet.teams], [t.team for t in sheet.teams], [],
                              sheet.team_columns, team_values)
        size = min(layout.size, (layout.options.page_size[0] - 2 * MARGIN) / team_widths.total)
        team_layout = replace(layout, size=size)
        room = body_height(layout.options, wall=True) - _foot_height(sheet, layout.options) - 8
        per_team_page = max(1, int((room / size - HEAD) // (2 * ROW)))
        out += [_Page(sheet, "teams", lines, notes, team_layout, team_widths)
                for lines in chunks(list(sheet.teams), per_team_page)]
    return out


def _name(line: StandingLine, options: PrintOptions) -> str:
    return line.name + (f" ({options.word('withdrawn')})" if line.withdrawn else "")


def _widths(options: PrintOptions, places: list[str], names: list[str], clubs: list[str],
            keys: tuple[str, ...], values: list[tuple[str, ...]]) -> _Widths:
    place = max(widest(places, bold=True), widest([options.word("place")], bold=True) * 0.75) + 0.6
    club = typical_width([c for c in clubs if c]) * 0.75 + 0.6 if any(clubs) else 0.0
    columns = []
    for i, key in enumerate(keys):
        label = widest([options.label(key)], bold=True) * 0.6  # on one line at 80 % of the titles
        cells = [options.number(row[i]) for row in values if i < len(row)]
        columns.append(max(label, widest(cells)) + 0.8)
    return _Widths(place, typical_width(names) + club + 0.6, tuple(columns), club)


def _foot_height(sheet: StandingsSheet, options: PrintOptions) -> float:
    return len(_note_lines(sheet, options)) * NOTE_SIZE * 1.25 + 10


def _note_lines(sheet: StandingsSheet, options: PrintOptions) -> list[str]:
    width = options.page_size[0] - 2 * MARGIN
    out: list[str] = []
    for sentence in foot_sentences(sheet, options.lang):
        sentence = options.number(sentence)
        out += fit_text(sentence, width, 1000, size=NOTE_SIZE, min_size=NOTE_SIZE, max_lines=6).lines
    return out


def _draw_page(canvas: Canvas, page: _Page, header: SheetHeader, number: int, pages: int) -> None:
    options = page.layout.options
    canvas.setPageSize(options.page_size)
    title = options.word("teams") if page.kind == "teams" else options.word("standings")
    if page.sheet.category:  # a category's standings (#31)
        title = f"{title} — {translate(page.sheet.category, options.lang)}"  # juniors: Juniores
    label = f"{title} {options.word('after_round').format(n=page.sheet.after_round)}"
    # the round is in the title ("after round 4"); the heading keeps the event, the date and the time
    top = draw_heading(canvas, options, replace(header, round_no=None), label, number, pages, wall=True)
    if page.kind == "teams":
        _teams(canvas, page, top)
    else:
        _players(canvas, page, top)
    _foot(canvas, options, page.notes)
    canvas.showPage()


def _foot(canvas: Canvas, options: PrintOptions, lines: list[str]) -> None:
    y = MARGIN + 6 + len(lines) * NOTE_SIZE * 1.25
    canvas.setLineWidth(0.5)
    canvas.line(MARGIN, y + 4, options.page_size[0] - MARGIN, y + 4)
    canvas.setFillColor(GREY)
    for line in lines:
        y -= NOTE_SIZE * 1.25
        canvas.setFont(FONT, NOTE_SIZE)
        canvas.drawString(MARGIN, y, line)
    canvas.setFillColor(black)


def _column_x(page: _Page) -> tuple[float, float, list[float], float]:
    """The x of the name column, its width, each value column's x, and the values' width unit."""
    options, size = page.layout.options, page.layout.size
    width = options.page_size[0] - 2 * MARGIN
    spare = width - page.widths.total * size  # extra room goes to the name
    name_x = MARGIN + page.widths.place * size
    name_w = page.widths.name * size + spare
    xs, x = [], name_x + name_w
    for w in page.widths.values:
        xs.append(x)
        x += w * size
    return name_x, name_w, xs, size


def _header_row(canvas: Canvas, page: _Page, first: str, keys: tuple[str, ...], top: float) -> float:
    """The column titles, repeated at the top of every page; returns the y under them."""
    options = page.layout.options
    name_x, name_w, xs, size = _column_x(page)
    head, small = HEAD * size, size * 0.75
    draw_fitted(canvas, options.word("place"), MARGIN + 2, top, name_x - MARGIN - 4, head, size=small,
                bold=True, max_lines=1)
    draw_fitted(canvas, first, name_x, top, name_w - 4, head, size=small, bold=True, max_lines=1)
    for key, x, w in zip(keys, xs, page.widths.values, strict=False):
        draw_fitted(canvas, options.label(key), x + 2, top, w * size - 0.4 * size, head, size=small,
                    bold=True, min_size=small * 0.7, align="right", max_lines=2)
    canvas.setLineWidth(1.2)
    canvas.line(MARGIN, top - head, options.page_size[0] - MARGIN, top - head)
    return top - head


def _players(canvas: Canvas, page: _Page, top: float) -> None:
    options, sheet = page.layout.options, page.sheet
    name_x, name_w, xs, size = _column_x(page)
    y = _header_row(canvas, page, options.word("player"), ("games", *sheet.columns), top)
    room = body_height(options, wall=True) - _foot_height(sheet, options) - 8 - HEAD * size
    per_page = page.layout.per_page(len(sheet.lines))
    row = ROW * size * min(STRETCH, max(1.0, room / (per_page * ROW * size)))  # fill the page's height
    for k, line in enumerate(page.lines):
        if k % 2:
            fill_band(canvas, MARGIN, y, options.page_size[0] - 2 * MARGIN, row)
        draw_fitted(canvas, line.place, MARGIN + 2, y, name_x - MARGIN - 4, row, size=size, bold=True,
                    max_lines=1)
        club_w = min(name_w * 0.4, page.widths.club * size)  # clubs aligned in their own column
        draw_fitted(canvas, _name(line, options), name_x, y, name_w - club_w - 0.3 * size, row, size=size,
                    min_size=MIN_NAME)
        if line.club:
            canvas.setFillColor(GREY)
            draw_fitted(canvas, line.club, name_x + name_w - club_w, y, club_w - 0.4 * size, row,
                        size=size * 0.75, min_size=MIN_NAME, max_lines=1)
            canvas.setFillColor(black)
        for value, x, w in zip((str(line.games), *line.values), xs, page.widths.values, strict=False):
            draw_fitted(canvas, options.number(value), x + 2, y, w * size - 0.4 * size, row, size=size,
                        align="right", max_lines=1)
        y -= row


def _teams(canvas: Canvas, page: _Page, top: float) -> None:
    options, sheet = page.layout.options, page.sheet
    name_x, name_w, xs, size = _column_x(page)
    y = _header_row(canvas, page, options.word("team"), sheet.team_columns, top)
    row = ROW * size
    for k, line in enumerate(page.lines):
        if k % 2:
            fill_band(canvas, MARGIN, y, options.page_size[0] - 2 * MARGIN, 2 * row)
        draw_fitted(canvas, line.place, MARGIN + 2, y, name_x - MARGIN - 4, row, size=size, bold=True,
                    max_lines=1)
        draw_fitted(canvas, line.team, name_x, y, name_w - 6, row, size=size, bold=True, min_size=MIN_NAME,
                    max_lines=1)
        canvas.setFillColor(GREY)
        draw_fitted(canvas, ", ".join(line.members), name_x, y - row, name_w - 6, row, size=size * 0.75,
                    min_size=MIN_NAME, max_lines=1)
        canvas.setFillColor(black)
        for value, x, w in zip(line.values, xs, page.widths.values, strict=False):
            draw_fitted(canvas, options.number(value), x + 2, y, w * size - 0.4 * size, row, size=size,
                        align="right", max_lines=1)
        y -= 2 * row
