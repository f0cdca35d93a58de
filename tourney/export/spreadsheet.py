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

from tourney.export.pdf_common import LABELS, PrintOptions
from tourney.services.printing import SheetHeader
from tourney.services.spreadsheet import Cell, Table

WORDS: dict[str, dict[str, str]] = {  # the spreadsheet's own words; the rest are the sheets' (LABELS)
    "it": {
        "tables": "Tavoli", "deals": "Mani", "rank": "Pos.", "name": "Giocatore", "country": "Paese",
        "ema_id": "Tessera EMA", "byes": "Riposi", "best_game": "Miglior partita", "firsts": "Primi posti",
        "seat": "Posto al tavolo", "status": "Stato", "wind": "Vento nella mano", "won": "Ha vinto",
        "from": "Da", "score": "Valore mano", "table_points": "Punti tavolo",
        "final": "definitivo", "unbalanced": "non in pari", "not_played": "da giocare", "self": "pescata",
    },
    "en": {
        "tables": "Tables", "deals": "Deals", "rank": "Rank", "name": "Player", "country": "Country",
        "ema_id": "EMA id", "byes": "Byes", "best_game": "Best game", "firsts": "Firsts",
        "seat": "Table seat", "status": "Status", "wind": "Wind in the deal", "won": "Won",
        "from": "From", "score": "Hand score", "table_points": "Table points", "rank_points": "Rank points",
        "final": "final", "unbalanced": "unbalanced", "not_played": "to play", "self": "self-drawn",
    },
}
_TRANSLATED = frozenset({"status", "seat", "wind", "from"})  # columns whose values are words, not names
_WIDEST = 40


def workbook_xlsx(header: SheetHeader, tables: list[Table], options: PrintOptions) -> bytes:
    """The workbook's bytes, ready to be written whole."""
    words = {**LABELS[options.lang], **WORDS[options.lang]}
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
