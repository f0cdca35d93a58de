"""QR codes of the table pages and the check-in links: on the score sheets, the player cards, and as dots
for the window.

The modules come from zxing-cpp's encoder (C++): reportlab's pure-Python one took 13 ms a code, four
seconds for the 300 check-in codes of a big event's cards, where zxing-cpp takes half a millisecond.
The dark modules of each row are drawn as one filled path, a rectangle per run, as reportlab's widget did.

A table's QR code holds the address of its page with the table's secret, so a phone's camera
opens it without typing; the 6-digit pairing code is printed beside it for phones that cannot scan.
"""

from __future__ import annotations

import re

import zxingcpp
from reportlab.pdfgen.canvas import Canvas

from tourney.export.pdf_common import FONT, HEADING_HEIGHT, MARGIN, PrintOptions

QR_SIZE = 72.0  # one inch: a phone scans it from a hand's length
QUIET = 2  # light modules around the code, counted inside its printed size
DARK_RUN = re.compile(rb"\x00+")
WORDS = {"it": ("Codice del tavolo", "Inquadra per segnare le mani"),
         "en": ("Table code", "Scan to enter the deals")}


def _dots(text: str) -> tuple[int, bytes]:
    """The side of the QR code of ``text`` (error correction M) in modules, and its modules row after
    row, one byte each (0 dark), without the quiet zone."""
    code = zxingcpp.create_barcode(text, zxingcpp.BarcodeFormat.QRCode, ec_level="M")
    image = code.to_image(scale=1, add_quiet_zones=False)
    side: int = image.shape[0]
    return side, bytes(memoryview(image))  # type: ignore[arg-type]  # the stub omits its buffer protocol


def qr_modules(text: str) -> list[list[bool]]:
    """The QR code of ``text`` as rows of dark (True) and light modules, without the quiet zone."""
    side, dots = _dots(text)
    return [[dots[r * side + c] == 0 for c in range(side)] for r in range(side)]


def dark_runs(text: str) -> tuple[int, list[tuple[int, int, int]]]:
    """The side of the QR code of ``text`` in modules, and its dark runs as (row, column, length)."""
    side, dots = _dots(text)
    return side, [(r, run.start() - r * side, run.end() - run.start())
                  for r in range(side) for run in DARK_RUN.finditer(dots, r * side, (r + 1) * side)]


def draw_qr(canvas: Canvas, text: str, x: float, y: float, size: float) -> None:
    """Draw the QR code of ``text`` with its lower left corner at (x, y), ``size`` points square, two
    light modules of its size kept clear on every side."""
    side, runs = dark_runs(text)
    box = size / (side + 2 * QUIET)
    # In module units from the code's top left corner, each dark run is one rectangle in whole numbers:
    # a few hundred short operators a code instead of reportlab formatting every corner of every run.
    rectangles = " ".join(f"{c} {r} {n} 1 re" for r, c, n in runs)
    canvas.saveState()
    canvas.translate(x + QUIET * box, y + size - QUIET * box)
    canvas.scale(box, -box)
    canvas.setFillColorRGB(0, 0, 0)
    canvas.addLiteral(f"{rectangles} f")
    canvas.restoreState()


def draw_table_qr(canvas: Canvas, options: PrintOptions, link: str, code: str) -> None:
    """The table's QR code in the top right corner of a sheet, its pairing code and a line beside it."""
    width, height = options.page_size
    top = height - MARGIN
    x = width - MARGIN - QR_SIZE
    y = top - HEADING_HEIGHT + 10
    draw_qr(canvas, link, x, y, QR_SIZE)
    label, hint = WORDS.get(options.lang, WORDS["en"])
    canvas.setFont(FONT, 9)
    canvas.drawRightString(x - 4, y + 22, f"{label}: {code[:3]} {code[3:]}")
    canvas.setFont(FONT, 7)
    canvas.drawRightString(x - 4, y + 12, hint)
