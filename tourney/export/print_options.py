"""The words every printed sheet and the spreadsheet share, and how to print (language, paper).

Kept apart from :mod:`tourney.export.pdf_common` so that the spreadsheet, which draws nothing, does not
load reportlab's drawing machinery for them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from reportlab.lib.pagesizes import A3, A4, LETTER, landscape

from tourney.language import say
from tourney.services.printing import PrintError

ExportError = PrintError  # input an export cannot print; a TourneyError, so the CLI exits 2 with it

PAPERS = {"a4": A4, "a3": A3, "letter": LETTER}
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
