"""What every printed sheet shares: paper sizes, Italian and English words, the heading, fitted text.

Sheets paginate themselves (they know how many rows fit a page), so each page can say "page 2 of 3"
in one pass. All text goes through :func:`draw_fitted`, which never lets a name leave its box.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager

from reportlab.lib.colors import Color, black
from reportlab.pdfgen.canvas import Canvas

from tourney.export.fonts import FONT, FONT_BOLD, fit_text, register_fonts

# the words and print options live apart (the spreadsheet needs them without reportlab); the sheets
# import them from here as before
from tourney.export.print_options import LABELS, PAPERS, ExportError, PrintOptions  # noqa: F401
from tourney.services.printing import SheetHeader

MARGIN = 36.0  # half an inch: inside every printer's unprintable border
HEADING_HEIGHT = 58.0
WALL_HEADING_HEIGHT = 90.0  # the wall sheets' (seating, standings) larger heading
FOOTER_HEIGHT = 18.0
SHADE = Color(0.9, 0.9, 0.9)  # every other row, title bars


@contextmanager
def pdf_document(options: PrintOptions, title: str) -> Iterator[tuple[Canvas, io.BytesIO]]:
    """A canvas on an in-memory PDF with the bundled fonts registered; read the buffer after the block."""
    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=options.page_size, pageCompression=1)
    canvas.setTitle(title)
    canvas.setCreator("tourney")
    yield canvas, buffer
    canvas.save()


def draw_fitted(canvas: Canvas, text: str, x: float, top: float, width: float, height: float, *,
                size: float = 11, min_size: float = 6, bold: bool = False, align: str = "left",
                max_lines: int = 2) -> None:
    """Draw ``text`` inside the box whose top-left corner is (x, top), vertically centred."""
    fitted = fit_text(text, width, height, size=size, min_size=min_size, bold=bold, max_lines=max_lines)
    font = FONT_BOLD if bold else FONT
    # first baseline: centre the block, then step down by the cap height (about 0.72 of the size)
    baseline = top - (height - fitted.height) / 2 - fitted.size * 0.78
    canvas.setFont(font, fitted.size)
    for line in fitted.lines:
        if align == "center":
            canvas.drawCentredString(x + width / 2, baseline, line)
        elif align == "right":
            canvas.drawRightString(x + width, baseline, line)
        else:
            canvas.drawString(x, baseline, line)
        baseline -= fitted.size * 1.18


def fill_band(canvas: Canvas, x: float, top: float, width: float, height: float, colour: Color = SHADE,
              *, stroke: bool = False) -> None:
    """A shaded band (a row, a title bar) under what is drawn next; the fill goes back to black."""
    canvas.setFillColor(colour)
    canvas.rect(x, top - height, width, height, stroke=int(stroke), fill=1)
    canvas.setFillColor(black)


def when(options: PrintOptions, header: SheetHeader) -> str:
    """The date and the time of the heading: "18/05/2024, ore 09:00"."""
    if header.date and header.time:
        return options.word("when").format(date=header.date, time=header.time)
    return header.date or header.time


def draw_heading(canvas: Canvas, options: PrintOptions, header: SheetHeader, title: str,
                 page: int, pages: int, *, wall: bool = False) -> float:
    """The tournament, round, sheet title, date and time at the top and the page number at the foot.

    ``wall``: the larger heading of the sheets read from a distance. Returns the y where the sheet's
    body may start.
    """
    width, height = options.page_size
    usable = width - 2 * MARGIN
    top = height - MARGIN
    parts = [title]
    if header.round_no is not None:
        parts.insert(0, f"{options.word('round')} {header.round_no}")
    moment = when(options, header)
    if wall:  # three lines: the event; the round and the sheet, bold; the day and the time
        room = WALL_HEADING_HEIGHT
        draw_fitted(canvas, header.tournament, MARGIN, top, usable, 26, size=20, min_size=14, bold=True,
                    max_lines=1)
        draw_fitted(canvas, " — ".join(parts), MARGIN, top - 26, usable, 31, size=25, min_size=14, bold=True,
                    max_lines=1)
        draw_fitted(canvas, moment, MARGIN, top - 58, usable, 22, size=17, min_size=12, max_lines=1)
    else:
        room = HEADING_HEIGHT
        draw_fitted(canvas, header.tournament, MARGIN, top, usable, 24, size=18, bold=True, max_lines=1)
        if moment:
            parts.append(moment)
        draw_fitted(canvas, " — ".join(parts), MARGIN, top - 26, usable, 18, size=13, max_lines=1)
    canvas.setLineWidth(1)
    canvas.line(MARGIN, top - room + 8, width - MARGIN, top - room + 8)
    canvas.setFont(FONT, 8)
    canvas.drawRightString(width - MARGIN, MARGIN - 12, options.word("page").format(page=page, pages=pages))
    return top - room


def body_height(options: PrintOptions, *, wall: bool = False) -> float:
    """Height available under the heading (``wall``: the larger one) and above the footer."""
    heading = WALL_HEADING_HEIGHT if wall else HEADING_HEIGHT
    return options.page_size[1] - 2 * MARGIN - heading - FOOTER_HEIGHT + 12


def chunks(items: list, size: int) -> list[list]:
    """Split ``items`` into pages of ``size``; an empty list still prints one (empty) page."""
    return [items[i:i + size] for i in range(0, len(items), size)] or [[]]
