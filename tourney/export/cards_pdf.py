"""Player cards: one card per player with the day, start time, table and seat of every round.

Cards are laid out two across and as many down as fit (fewer when there are many rounds), to be cut
apart and handed out at registration. Any number of rounds: the rows shrink, then the card grows.
"""

from __future__ import annotations

from datetime import date

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
from tourney.export.table_qr import draw_qr
from tourney.services.printing import CardSeat, PlayerCard

__all__ = ["CardSeat", "PlayerCard", "cards_pdf"]

WEEKDAYS = {"it": ("lun", "mar", "mer", "gio", "ven", "sab", "dom"),
            "en": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")}
GAP = 14.0
NAME_BAR = 34.0
HEAD_ROW = 14.0
QR_SIDE = 64.0  # the check-in QR code: scanned from a hand's length


def _card_height(rounds: int) -> float:
    return NAME_BAR + HEAD_ROW + max(rounds, 1) * 15 + 8


def cards_pdf(cards: list[PlayerCard], header: SheetHeader, options: PrintOptions | None = None) -> bytes:
    """Every player's card, in the order given (the caller sorts: by name or by number)."""
    options = options or PrintOptions()
    rounds = max((len(c.seats) for c in cards), default=1)
    least = NAME_BAR + QR_SIDE + 8 if any(c.link for c in cards) else 0  # room for the check-in QR code
    height = min(max(_card_height(rounds), least), body_height(options))
    per_page = 2 * max(1, int((body_height(options) + GAP) // (height + GAP)))
    pages = chunks(cards, per_page)
    width = (options.page_size[0] - 2 * MARGIN - GAP) / 2
    title = options.word("cards")
    with pdf_document(options, f"{header.tournament} — {title}") as (canvas, buffer):
        for number, page_cards in enumerate(pages, 1):
            top = draw_heading(canvas, options, header, title, number, len(pages))
            for i, card in enumerate(page_cards):
                row, column = divmod(i, 2)
                _card(canvas, options, card, MARGIN + column * (width + GAP), top - row * (height + GAP),
                      width, height)
            canvas.showPage()
    return buffer.getvalue()


def day(options: PrintOptions, iso: str) -> str:
    """A round's day as a card prints it: "sab 18/05" ("Sat 18/05"); empty when the round has no date."""
    if not iso:
        return ""
    moment = date.fromisoformat(iso)
    return f"{WEEKDAYS[options.lang][moment.weekday()]} {moment:%d/%m}"


def _card(canvas: Canvas, options: PrintOptions, card: PlayerCard, x: float, top: float, width: float,
          height: float) -> None:
    canvas.setLineWidth(0.8)
    canvas.setDash(3, 2)  # a cutting line
    canvas.rect(x, top - height, width, height)
    canvas.setDash()
    fill_band(canvas, x, top, width, NAME_BAR)
    name = f"{card.number}. {card.name}" if card.number is not None else card.name
    draw_fitted(canvas, name, x + 6, top - 2, width - 12, 20, size=13, min_size=8, bold=True, max_lines=2)
    if card.club:
        draw_fitted(canvas, card.club, x + 6, top - 21, width - 12, 11, size=8, min_size=7, max_lines=1)
    if card.link:  # the check-in QR code (#31) at the right, the seats beside it
        qr = min(QR_SIDE, height - NAME_BAR - 4)
        draw_qr(canvas, card.link, x + width - qr - 2, top - NAME_BAR - qr - 2, qr)
        width -= qr + 4
    columns = (("round", 0.0, 0.13), ("day", 0.13, 0.25), ("time", 0.38, 0.17), ("table", 0.55, 0.17),
               ("seat", 0.72, 0.28))
    y = top - NAME_BAR
    row_h = min(15.0, (height - NAME_BAR - HEAD_ROW - 6) / max(len(card.seats), 1))
    for key, start, share in columns:
        draw_fitted(canvas, options.word(key), x + width * start + 6, y, width * share - 8, HEAD_ROW, size=8,
                    bold=True, max_lines=1)
    y -= HEAD_ROW
    for seat in sorted(card.seats, key=lambda s: s.round_no):
        cells = (str(seat.round_no), day(options, seat.day), seat.start, str(seat.table),
                 f"{seat.wind} {options.word(seat.wind)}")
        for i, (text, (_, start, share)) in enumerate(zip(cells, columns, strict=True)):
            draw_fitted(canvas, text, x + width * start + 6, y, width * share - 8, row_h, size=10, min_size=5,
                        bold=i == 3, max_lines=1)  # the table: what a player looks for
        canvas.setLineWidth(0.3)
        canvas.line(x + 3, y - row_h, x + width - 3, y - row_h)
        y -= row_h
