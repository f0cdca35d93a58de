"""The round schedule: every round's date, start, end and the break after it, on one page.

Pinned at the entrance and handed to players with their cards. Rows shrink to keep any number of
rounds (up to the 99 a tournament may have) on a single page.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from tourney.export.pdf_common import (
    MARGIN,
    PrintOptions,
    SheetHeader,
    body_height,
    draw_fitted,
    draw_heading,
    fill_band,
    pdf_document,
)
from tourney.services.printing import ScheduleRow

COLUMNS = (("round", 0.14), ("date", 0.24), ("begins", 0.15), ("end", 0.15), ("break", 0.16), ("drawn", 0.16))


def schedule_pdf(rows: list[ScheduleRow], header: SheetHeader, options: PrintOptions | None = None) -> bytes:
    """One page with a line per round, in round order."""
    options = options or PrintOptions()
    title = options.word("schedule")
    with pdf_document(options, f"{header.tournament} — {title}") as (canvas, buffer):
        top = draw_heading(canvas, options, header, title, 1, 1)
        _table(canvas, options, sorted(rows, key=lambda r: r.round_no), top)
        canvas.showPage()
    return buffer.getvalue()


def _cells(row: ScheduleRow, options: PrintOptions) -> tuple[str, ...]:
    pause = f"{row.break_minutes} {options.word('minutes')}" if row.break_minutes else ""
    return (str(row.round_no), row.date, row.start, row.end, pause,
            options.word("yes") if row.drawn else "")


def _table(canvas: Canvas, options: PrintOptions, rows: list[ScheduleRow], top: float) -> None:
    width = options.page_size[0] - 2 * MARGIN
    head = 24.0
    row_h = min(30.0, (body_height(options) - head - 8) / max(len(rows), 1))
    size = max(5.0, min(14.0, row_h * 0.55))
    x = MARGIN
    for key, share in COLUMNS:
        draw_fitted(canvas, options.word(key), x + 4, top, width * share - 8, head, size=11, bold=True,
                    max_lines=1)
        x += width * share
    canvas.setLineWidth(1)
    canvas.line(MARGIN, top - head, MARGIN + width, top - head)
    y = top - head
    for k, row in enumerate(rows):
        if k % 2:
            fill_band(canvas, MARGIN, y, width, row_h)
        x = MARGIN
        for i, (text, (_, share)) in enumerate(zip(_cells(row, options), COLUMNS, strict=True)):
            draw_fitted(canvas, text, x + 4, y, width * share - 8, row_h, size=size, min_size=4,
                        bold=i in (0, 2), max_lines=1)
            x += width * share
        y -= row_h
    canvas.setLineWidth(0.6)
    canvas.rect(MARGIN, y, width, top - y)
