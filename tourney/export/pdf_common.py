"""What every printed sheet shares: paper sizes, Italian and English words, the heading, fitted text.

Sheets paginate themselves (they know how many rows fit a page), so each page can say "page 2 of 3"
in one pass. All text goes through :func:`draw_fitted`, which never lets a name leave its box.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A3, A4, LETTER, landscape
from reportlab.pdfgen.canvas import Canvas

from tourney.export.fonts import FONT, FONT_BOLD, fit_text, register_fonts
from tourney.language import say
from tourney.services.printing import PrintError, SheetHeader

ExportError = PrintError  # input an export cannot print; a TourneyError, so the CLI exits 2 with it

PAPERS = {"a4": A4, "a3": A3, "letter": LETTER}
MARGIN = 36.0  # half an inch: inside every printer's unprintable border
HEADING_HEIGHT = 58.0
WALL_HEADING_HEIGHT = 90.0  # the wall sheets' (seating, standings) larger heading
FOOTER_HEIGHT = 18.0
SHADE = Color(0.9, 0.9, 0.9)  # every other row, title bars
_DECIMAL = re.compile(r"(\d)\.(\d)")

LABELS: dict[str, dict[str, str]] = {
    "it": {
        "table_of_three": "tavolo da tre (Nord vuoto)",
        "round": "Turno", "table": "Tavolo", "seat": "Posto", "wind": "Vento", "player": "Giocatore",
        "club": "Club", "page": "Pagina {page} di {pages}", "by_table": "Posti per tavolo",
        "by_player": "Posti per giocatore (in ordine alfabetico)",
        "E": "Est", "S": "Sud", "W": "Ovest", "N": "Nord",
        "score_sheet": "Foglio segnapunti", "hand": "Mano", "prevailing": "Giro", "mahjong": "Mah Jong",
        "points": "Punti", "doublings": "Radd.", "hand_score": "Valore", "settlement": "Saldo",
        "total": "Totale saldi", "start": "Partenza", "final": "Punteggio finale", "signature": "Firma",
        "name_here": "Nome", "east_now": "Est", "cards": "Cartellini dei giocatori", "time": "Ora",
        "schedule": "Calendario dei turni", "date": "Data", "end": "Fine", "break": "Pausa dopo",
        "minutes": "min", "drawn": "Sorteggio", "begins": "Inizio",
        "winner": "Vincitore", "card_hand": "Mano (carta)", "value": "Valore V", "self_pick": "Pescata",
        "jokerless": "Senza jolly", "wall_game": "Muro finito", "discarder": "Ha scartato", "game": "Partita",
        "fan": "Fān", "shooter": "Ha scartato", "instant": "Immediati", "payment": "Fine mano",
        "net": "Netto",
        "deal": "Mano", "kyoku": "Kyoku", "dealer": "Mazziere", "honba": "Honba", "sticks": "Bastonc.",
        "han": "Han", "fu": "Fu", "hand_points": "Punti", "change": "+/−", "running": "Punti",
        "final_points": "Punti finali", "uma": "Uma", "oka": "Oka", "chombo": "Chombo",
        "score": "Punteggio",
        "yes": "sì", "no": "no",
        "standings": "Classifica", "after_round": "dopo il turno {n}", "teams": "Classifica a squadre",
        "team": "Squadra", "members": "Giocatori che contano", "place": "Pos.", "games": "Partite",
        "table_points": "Punti tavolo", "total_score": "Punteggio", "rank_points": "Punti classifica",
        "penalties": "Penalità", "withdrawn": "ritirato", "carried": "Riportati",
        "when": "{date}, ore {time}", "day": "Giorno",
    },
    "en": {
        "table_of_three": "table of three (North empty)",
        "round": "Round", "table": "Table", "seat": "Seat", "wind": "Wind", "player": "Player",
        "club": "Club", "page": "Page {page} of {pages}", "by_table": "Seating by table",
        "by_player": "Seating by player (alphabetical)",
        "E": "East", "S": "South", "W": "West", "N": "North",
        "score_sheet": "Score sheet", "hand": "Hand", "prevailing": "Round", "mahjong": "Mah Jong",
        "points": "Points", "doublings": "Dbl.", "hand_score": "Score", "settlement": "Settle",
        "total": "Settlement total", "start": "Start", "final": "Final score", "signature": "Signature",
        "name_here": "Name", "east_now": "East", "cards": "Player cards", "time": "Time",
        "schedule": "Round schedule", "date": "Date", "end": "End", "break": "Break after",
        "minutes": "min", "drawn": "Drawn", "begins": "Start",
        "winner": "Winner", "card_hand": "Card hand", "value": "Value V", "self_pick": "Self-pick",
        "jokerless": "Jokerless", "wall_game": "Wall game", "discarder": "Discarder", "game": "Game",
        "fan": "Fan", "shooter": "Shooter", "instant": "Instant", "payment": "End pay", "net": "Net",
        "deal": "Deal", "kyoku": "Kyoku", "dealer": "Dealer", "honba": "Honba", "sticks": "Sticks",
        "han": "Han", "fu": "Fu", "hand_points": "Points", "change": "+/−", "running": "Points",
        "final_points": "Final points", "uma": "Uma", "oka": "Oka", "chombo": "Chombo",
        "score": "Score",
        "yes": "yes", "no": "no",
        "standings": "Standings", "after_round": "after round {n}", "teams": "Team standings",
        "team": "Team", "members": "Members counted", "place": "Pl.", "games": "Games",
        "table_points": "Table pts", "total_score": "Score", "rank_points": "Rank pts",
        "penalties": "Penalties", "withdrawn": "withdrawn", "carried": "Carried",
        "when": "{date}, {time}", "day": "Day",
    },
}


@dataclass(frozen=True)
class PrintOptions:
    """How to print: language ``it``/``en``, paper ``a4``/``a3``/``letter``, poster-sized type, landscape.

    The wall sheets (seating, standings) choose portrait or landscape themselves (:meth:`turned`).
    """

    lang: str = "it"
    paper: str = "a4"
    poster: bool = False
    landscape: bool = False

    def __post_init__(self) -> None:
        if self.lang not in LABELS:
            raise ExportError(say("unknown language {language!r}; use one of {known}", language=self.lang,
                                  known=", ".join(LABELS)))
        if self.paper not in PAPERS:
            raise ExportError(say("unknown paper {paper!r}; use one of {known}", paper=self.paper,
                                  known=", ".join(PAPERS)))

    @property
    def page_size(self) -> tuple[float, float]:
        size = PAPERS[self.paper]
        return landscape(size) if self.landscape else size

    def turned(self, wide: bool) -> PrintOptions:
        """The same options on landscape (``wide``) or portrait paper."""
        return replace(self, landscape=wide)

    def word(self, key: str) -> str:
        return LABELS[self.lang][key]

    def number(self, text: str) -> str:
        """A printed number in the sheet's language: "1,75" in Italian, "1.75" in English."""
        return _DECIMAL.sub(r"\1,\2", text) if self.lang == "it" else text

    def label(self, key: str) -> str:
        """The word for ``key``, or the key itself spelled out when the sheet has no word for it."""
        return LABELS[self.lang].get(key, key.replace("_", " "))


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
