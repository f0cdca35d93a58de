"""QR codes of the table pages (reportlab's QR widget): on the score sheets, and as dots for the window.

A table's QR code holds the address of its page with the table's secret, so a phone's camera
opens it without typing; the 6-digit pairing code is printed beside it for phones that cannot scan.
"""

from __future__ import annotations

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.pdfgen.canvas import Canvas

from tourney.export.pdf_common import FONT, HEADING_HEIGHT, MARGIN, PrintOptions

QR_SIZE = 72.0  # one inch: a phone scans it from a hand's length
WORDS = {"it": ("Codice del tavolo", "Inquadra per segnare le mani"),
         "en": ("Table code", "Scan to enter the deals")}


def qr_modules(text: str) -> list[list[bool]]:
    """The QR code of ``text`` as rows of dark (True) and light modules, without the quiet zone."""
    widget = QrCodeWidget(text, barLevel="M")
    widget.qr.make()
    return [[bool(m) for m in row] for row in widget.qr.modules]


def draw_qr(canvas: Canvas, text: str, x: float, y: float, size: float) -> None:
    """Draw the QR code of ``text`` with its lower left corner at (x, y), ``size`` points square."""
    widget = QrCodeWidget(text, barLevel="M", barWidth=size, barHeight=size, barBorder=2)
    drawing = Drawing(size, size)
    drawing.add(widget)
    renderPDF.draw(drawing, canvas, x, y)


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
