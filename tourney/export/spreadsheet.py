"""The tournament as an Excel workbook (openpyxl): standings, tables and deals, one worksheet each.

Numbers stay numbers, the header row is bold and frozen, each column is as wide as its longest
value (within reason), and every title and word is in the sheet's language.
"""

from __future__ import annotations

import io
from typing import Any

from openpyxl import Workbook
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

from tourney.export.pdf_common import PrintOptions
from tourney.services.printing import SheetHeader
from tourney.services.spreadsheet import Cell, Table

WORDS: dict[str, dict[str, str]] = {
    "it": {
        "standings": "Classifica", "tables": "Tavoli", "deals": "Mani",
        "rank": "Pos.", "name": "Giocatore", "club": "Club", "country": "Paese", "ema_id": "Tessera EMA",
        "games": "Partite", "byes": "Riposi", "penalties": "Penalità", "table_points": "Punti tavolo",
        "total_score": "Punteggio", "rank_points": "Punti classifica", "best_game": "Miglior partita",
        "firsts": "Primi posti", "round": "Turno", "table": "Tavolo", "seat": "Posto al tavolo",
        "points": "Punti", "status": "Stato", "deal": "Mano", "wind": "Vento nella mano", "won": "Ha vinto",
        "from": "Da", "score": "Valore mano", "net": "Saldo",
        "final": "definitivo", "unbalanced": "non in pari", "not_played": "da giocare", "self": "pescata",
        "E": "Est", "S": "Sud", "W": "Ovest", "N": "Nord",
    },
    "en": {
        "standings": "Standings", "tables": "Tables", "deals": "Deals",
        "rank": "Rank", "name": "Player", "club": "Club", "country": "Country", "ema_id": "EMA id",
        "games": "Games", "byes": "Byes", "penalties": "Penalties", "table_points": "Table points",
        "total_score": "Score", "rank_points": "Rank points", "best_game": "Best game",
        "firsts": "Firsts", "round": "Round", "table": "Table", "seat": "Table seat",
        "points": "Points", "status": "Status", "deal": "Deal", "wind": "Wind in the deal", "won": "Won",
        "from": "From", "score": "Hand score", "net": "Net",
        "final": "final", "unbalanced": "unbalanced", "not_played": "to play", "self": "self-drawn",
        "E": "East", "S": "South", "W": "West", "N": "North",
    },
}
_TRANSLATED = frozenset({"status", "seat", "wind", "from"})  # columns whose values are words, not names
_WIDEST = 40


def workbook_xlsx(header: SheetHeader, tables: list[Table], options: PrintOptions) -> bytes:
    """The workbook's bytes, ready to be written whole."""
    words = WORDS[options.lang]
    book = Workbook()
    book.remove(book.active)
    for table in tables:
        sheet = book.create_sheet(words[table.name])
        sheet.append([words[c] for c in table.columns])
        for row in table.rows:
            sheet.append([_cell(value, column, words)
                          for value, column in zip(row, table.columns, strict=True)])
        for cell in sheet[1]:
            cell.font = Font(bold=True)
        sheet.freeze_panes = "A2"
        _fit_columns(sheet, table, words)
    book.properties.title = header.tournament
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _cell(value: Cell, column: str, words: dict[str, str]) -> Cell:
    if column in _TRANSLATED and isinstance(value, str):
        return words.get(value, value)
    return value


def _fit_columns(sheet: Any, table: Table, words: dict[str, str]) -> None:
    for index, column in enumerate(table.columns, start=1):
        longest = max([len(words[column]), *(len(str(_cell(r[index - 1], column, words) or ""))
                                              for r in table.rows)])
        sheet.column_dimensions[get_column_letter(index)].width = min(longest + 2, _WIDEST)
