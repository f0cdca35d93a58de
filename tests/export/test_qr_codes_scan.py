"""The QR codes we print scan back to what they hold: the modules alone, and the check-in codes of player
cards as a PDF page rendered to pixels (PDFium) and read by zxing-cpp's decoder."""

from __future__ import annotations

import io

import pypdfium2
import pytest
import zxingcpp
from PIL import Image
from reportlab.pdfgen.canvas import Canvas

from tourney.export.cards_pdf import CardSeat, PlayerCard, cards_pdf
from tourney.export.pdf_common import PrintOptions, SheetHeader
from tourney.export.table_qr import draw_qr, qr_modules

LINKS = [f"http://192.168.1.{20 + i}:8765/checkin/{'Xk3f9aQ2LmZp0w8Rt5YbNc'[i:]}{i:03d}" for i in range(6)]


def _scanned(image: Image.Image) -> set[str]:
    return {found.text for found in zxingcpp.read_barcodes(image)}


def _modules_image(modules: list[list[bool]], scale: int = 6) -> Image.Image:
    side = len(modules) + 8
    image = Image.new("L", (side, side), 255)
    for r, row in enumerate(modules):
        for c, dark in enumerate(row):
            if dark:
                image.putpixel((c + 4, r + 4), 0)
    return image.resize((side * scale, side * scale), Image.Resampling.NEAREST)


def _rendered(pdf: bytes, page: int = 0, dpi: int = 200) -> Image.Image:
    return pypdfium2.PdfDocument(pdf)[page].render(scale=dpi / 72, grayscale=True).to_pil()


@pytest.mark.parametrize("text", [LINKS[0], "http://10.0.0.2:8000/table/3/12/abcdef0123456789", "x" * 300])
def test_the_modules_of_a_code_scan_back_to_its_text(text: str):
    assert _scanned(_modules_image(qr_modules(text))) == {text}


def test_a_code_drawn_on_a_pdf_page_scans_back_to_its_text():
    out = io.BytesIO()
    canvas = Canvas(out)
    draw_qr(canvas, LINKS[1], 200, 500, 72)
    canvas.showPage()
    canvas.save()
    assert _scanned(_rendered(out.getvalue())) == {LINKS[1]}


def test_every_check_in_code_on_a_page_of_player_cards_scans_to_its_players_link():
    cards = [PlayerCard(f"Giocatore {i}", (CardSeat(1, i + 1, "E", "10:00"),), "Drago", i + 1, link)
             for i, link in enumerate(LINKS)]
    pdf = cards_pdf(cards, SheetHeader("Torneo"), PrintOptions(lang="it"))
    assert _scanned(_rendered(pdf)) == set(LINKS)
