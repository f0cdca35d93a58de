"""Standings on paper: the ranking after a round (or after every round), then the team standings.

Every page carries at its foot the sentences that explain the ranking: the scheme, the tie-break
chain and the notes (penalties, byes, withdrawals), so a player reading the wall can check his place.
"""

from __future__ import annotations

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
from tourney.services.printing import StandingsSheet

GREY = Color(0.35, 0.35, 0.35)
ROW = 16.0
HEAD = 18.0
NOTE_SIZE = 7.5


def standings_pdf(sheets: list[StandingsSheet], header: SheetHeader,
                  options: PrintOptions | None = None) -> bytes:
    """Each sheet's standings on as many pages as it needs, then its team standings if any."""
    options = options or PrintOptions()
    title = options.word("standings")
    pages: list[tuple[StandingsSheet, str, list, list[str]]] = []
    for sheet in sheets:
        notes = _note_lines(sheet, options)  # set once: every page of the sheet repeats them
        foot = len(notes) * NOTE_SIZE * 1.25 + 10
        per_page = max(1, int((body_height(options) - HEAD - foot - 8) // ROW))
        pages += [(sheet, "players", lines, notes) for lines in chunks(list(sheet.lines), per_page)]
        if sheet.teams:
            pages += [(sheet, "teams", lines, notes) for lines in chunks(list(sheet.teams), per_page // 2)]
    with pdf_document(options, f"{header.tournament} — {title}") as (canvas, buffer):
        for number, (sheet, kind, lines, notes) in enumerate(pages, 1):
            name = options.word("teams") if kind == "teams" else title
            if sheet.category:  # a category's standings (#31)
                name = f"{name} — {sheet.category}"
            label = f"{name} {options.word('after_round').format(n=sheet.after_round)}"
            top = draw_heading(canvas, options, SheetHeader(header.tournament, None, header.date), label,
                               number, len(pages))
            if kind == "teams":
                _teams(canvas, options, sheet, lines, top)
            else:
                _players(canvas, options, sheet, lines, top)
            _foot(canvas, options, notes)
            canvas.showPage()
    return buffer.getvalue()


def _note_lines(sheet: StandingsSheet, options: PrintOptions) -> list[str]:
    width = options.page_size[0] - 2 * MARGIN
    out: list[str] = []
    for sentence in foot_sentences(sheet, options.lang):
        out += fit_text(sentence, width, 1000, size=NOTE_SIZE, min_size=NOTE_SIZE, max_lines=6).lines
    return out


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


def _columns(options: PrintOptions, values: int) -> tuple[float, float, float]:
    """Widths of the place, name and each value column."""
    width = options.page_size[0] - 2 * MARGIN
    value_w = min(70.0, width * 0.45 / max(values, 1))
    return 34.0, width - 34.0 - value_w * values, value_w


def _header_row(canvas: Canvas, options: PrintOptions, first: str, keys: tuple[str, ...], top: float,
                place_w: float, name_w: float, value_w: float) -> None:
    draw_fitted(canvas, options.word("place"), MARGIN + 2, top, place_w - 4, HEAD, size=8.5, bold=True,
                max_lines=1)
    draw_fitted(canvas, first, MARGIN + place_w, top, name_w - 4, HEAD, size=8.5, bold=True, max_lines=1)
    x = MARGIN + place_w + name_w
    for key in keys:
        draw_fitted(canvas, options.label(key), x + 2, top, value_w - 4, HEAD, size=8.5, bold=True,
                    align="right", max_lines=2)
        x += value_w
    canvas.setLineWidth(0.8)
    canvas.line(MARGIN, top - HEAD, options.page_size[0] - MARGIN, top - HEAD)


def _players(canvas: Canvas, options: PrintOptions, sheet: StandingsSheet, lines: list, top: float) -> None:
    keys = ("games", *sheet.columns)
    place_w, name_w, value_w = _columns(options, len(keys))
    _header_row(canvas, options, options.word("player"), keys, top, place_w, name_w, value_w)
    y = top - HEAD
    for k, line in enumerate(lines):
        if k % 2:
            fill_band(canvas, MARGIN, y, options.page_size[0] - 2 * MARGIN, ROW)
        draw_fitted(canvas, line.place, MARGIN + 2, y, place_w - 4, ROW, size=10, bold=True, max_lines=1)
        name = line.name + (f" ({options.word('withdrawn')})" if line.withdrawn else "")
        club_w = name_w * 0.35 if line.club else 0
        draw_fitted(canvas, name, MARGIN + place_w, y, name_w - club_w - 6, ROW, size=10, min_size=5,
                    max_lines=1)
        if line.club:
            canvas.setFillColor(GREY)
            draw_fitted(canvas, line.club, MARGIN + place_w + name_w - club_w, y, club_w - 6, ROW, size=8,
                        min_size=5, max_lines=1)
            canvas.setFillColor(black)
        x = MARGIN + place_w + name_w
        for value in (str(line.games), *line.values):
            draw_fitted(canvas, value, x + 2, y, value_w - 6, ROW, size=10, align="right", max_lines=1)
            x += value_w
        y -= ROW


def _teams(canvas: Canvas, options: PrintOptions, sheet: StandingsSheet, lines: list, top: float) -> None:
    place_w, name_w, value_w = _columns(options, len(sheet.team_columns))
    _header_row(canvas, options, options.word("team"), sheet.team_columns, top, place_w, name_w, value_w)
    y = top - HEAD
    for k, line in enumerate(lines):
        h = 2 * ROW
        if k % 2:
            fill_band(canvas, MARGIN, y, options.page_size[0] - 2 * MARGIN, h)
        draw_fitted(canvas, line.place, MARGIN + 2, y, place_w - 4, ROW, size=10, bold=True, max_lines=1)
        draw_fitted(canvas, line.team, MARGIN + place_w, y, name_w - 6, ROW, size=10, bold=True, max_lines=1)
        canvas.setFillColor(GREY)
        draw_fitted(canvas, ", ".join(line.members), MARGIN + place_w, y - ROW, name_w - 6, ROW, size=8,
                    min_size=5, max_lines=1)
        canvas.setFillColor(black)
        x = MARGIN + place_w + name_w
        for value in line.values:
            draw_fitted(canvas, value, x + 2, y, value_w - 6, ROW, size=10, align="right", max_lines=1)
            x += value_w
        y -= h

