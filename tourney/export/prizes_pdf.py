"""The prize list on paper, in poster-sized type to read from the back of the room: the overall places,
the category places and the special awards, then each category's standings.

Laid out with reportlab's platypus (a flowing story: the list takes the pages it needs), in one
language per sheet (``it`` or ``en``), with the bundled DejaVu fonts.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from tourney.export.fonts import FONT, FONT_BOLD, register_fonts
from tourney.export.print_options import PAPERS
from tourney.language import translate
from tourney.services.prizes import PrizeSheet
from tourney.tournament.ranking_schemes import number_text

WORDS = {
    "it": {"title": "Premiazione", "overall": "Classifica generale", "categories": "Categorie",
           "awards": "Premi speciali", "prize": "Premio", "player": "Giocatore", "figure": "Risultato",
           "none": "Nessun premio: non ci sono ancora risultati.",
           "category_table": "Classifiche di categoria",
           "place": "Pos.", "overall_place": "Pos. gen.", "after": "dopo il turno {n}", "page": "Pagina {n}"},
    "en": {"title": "Prize list", "overall": "Overall", "categories": "Categories",
           "awards": "Special awards", "prize": "Prize", "player": "Player", "figure": "Result",
           "none": "No prizes: there are no results yet.", "category_table": "Category standings",
           "place": "Pl.", "overall_place": "Overall", "after": "after round {n}", "page": "Page {n}"},
}
ROW_SIZE, HEAD_SIZE, TITLE_SIZE = 18, 26, 34  # points: legible at a few metres when pinned up
SHADE = colors.Color(0.92, 0.94, 0.98)
ACCENT = colors.Color(0.04, 0.24, 0.57)


def prizes_pdf(sheet: PrizeSheet, lang: str = "it", paper: str = "a4") -> bytes:
    """The prize list as PDF bytes."""
    register_fonts()
    words = WORDS[lang]
    styles = _styles()
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=PAPERS[paper], leftMargin=15 * mm, rightMargin=15 * mm,
                            topMargin=15 * mm, bottomMargin=15 * mm,
                            title=f"{sheet.tournament} — {words['title']}", creator="tourney")
    width = doc.width
    after = words["after"].format(n=sheet.after_round) if sheet.after_round else ""
    story: list = [Paragraph(escape(sheet.tournament), styles["title"]),
                   Paragraph(escape(" — ".join(x for x in (words["title"], after, sheet.date) if x)),
                             styles["sub"]), Spacer(1, 6 * mm)]
    if not sheet.prizes:
        story.append(Paragraph(words["none"], styles["row"]))
    sections = (("overall", [p for p in sheet.prizes if p.kind == "place"]),
                ("categories", [p for p in sheet.prizes if p.kind == "category"]),
                ("awards", [p for p in sheet.prizes if p.kind == "award"]))
    for key, found in sections:
        if found:
            rows = [[translate(p.title, lang), p.name, translate(p.value, lang)] for p in found]
            story += [Paragraph(words[key], styles["head"]), _table(rows, [0.33, 0.40, 0.27], width, styles),
                      Spacer(1, 5 * mm)]
    if sheet.categories:
        heading: list = [Paragraph(words["category_table"], styles["head"])]  # kept with the first table
        overall = {r.player.id: r.place_text for r in sheet.overall.rows} if sheet.overall else {}
        for name, table in sheet.categories:
            rows = [[r.place_text, r.player.name, overall.get(r.player.id, ""),
                     number_text(r.components[table.scheme.keys[0]])] for r in table.rows]
            head = [words["place"], translate(name, lang), words["overall_place"], words["figure"]]
            grid = _table([head, *rows], [0.11, 0.49, 0.18, 0.22], width, styles, header=True)
            story.append(KeepTogether([*heading, Spacer(1, 2 * mm), grid, Spacer(1, 4 * mm)]))
            heading = []
    doc.build(story, onFirstPage=_page(words), onLaterPages=_page(words))
    return buffer.getvalue()


def _styles() -> dict[str, ParagraphStyle]:
    sub = HEAD_SIZE - 6
    title = TITLE_SIZE
    return {"title": ParagraphStyle("title", fontName=FONT_BOLD, fontSize=title, leading=title * 1.2),
            "sub": ParagraphStyle("sub", fontName=FONT, fontSize=sub, leading=sub * 1.25),
            "head": ParagraphStyle("head", fontName=FONT_BOLD, fontSize=HEAD_SIZE, leading=HEAD_SIZE * 1.3,
                                   textColor=ACCENT, spaceBefore=4, spaceAfter=4, keepWithNext=1),
            "small": ParagraphStyle("small", fontName=FONT_BOLD, fontSize=ROW_SIZE - 6,
                                    leading=(ROW_SIZE - 6) * 1.2),
            "row": ParagraphStyle("row", fontName=FONT, fontSize=ROW_SIZE, leading=ROW_SIZE * 1.2),
            "bold": ParagraphStyle("bold", fontName=FONT_BOLD, fontSize=ROW_SIZE, leading=ROW_SIZE * 1.2)}


def _table(rows: Sequence[Sequence[str]], shares: Sequence[float], width: float,
           styles: dict[str, ParagraphStyle], header: bool = False) -> Table:
    """A table whose cells wrap (a long name takes two lines rather than leaving its column)."""
    cells = [[Paragraph(escape(str(c)), styles[_style(header and i == 0, j)]) for j, c in enumerate(row)]
             for i, row in enumerate(rows)]
    table = Table(cells, colWidths=[s * width for s in shares], repeatRows=1 if header else 0)
    style: list[Any] = [("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("TOPPADDING", (0, 0), (-1, -1), 4),
             ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]
    style += [("BACKGROUND", (0, i), (-1, i), SHADE) for i in range(1 if header else 0, len(rows), 2)]
    if header:
        style.append(("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.black))
    table.setStyle(TableStyle(style))
    return table


def _style(heading: bool, column: int) -> str:
    """Names in bold; a table's headings smaller (they must not wrap inside a word)."""
    if heading:
        return "bold" if column == 1 else "small"
    return "bold" if column == 1 else "row"


def _page(words: dict[str, str]) -> Callable[[Any, Any], None]:
    def draw(canvas: Any, doc: Any) -> None:
        canvas.saveState()
        canvas.setFont(FONT, 9)
        canvas.drawRightString(doc.pagesize[0] - 15 * mm, 8 * mm, words["page"].format(n=doc.page))
        canvas.restoreState()
    return draw
