"""The tournament as an Excel workbook (openpyxl): standings, tables and deals, one worksheet each.

Numbers stay numbers, the header row is bold and frozen, each column is as wide as its longest
value (within reason), and every title and word is in the sheet's language.
"""

from __future__ import annotations

import io
from typing import Any

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
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
    """The workbook's bytes, ready to be written whole.

    Written row by row (openpyxl's write-only mode): 48,000 deal rows in a 300-player file, where
    building every cell as an object first took most of the export's time. A write-only sheet takes
    its widths and frozen row before its first row.
    """
    words = {**LABELS[options.lang], **WORDS[options.lang]}
    book = Workbook(write_only=True)
    bold = Font(bold=True)
    for table in tables:
        sheet = book.create_sheet(words[table.name])
        sheet.freeze_panes = "A2"
        _fit_columns(sheet, table, words)
        sheet.append([_bold(sheet, words[c], bold) for c in table.columns])
        translated = [column in _TRANSLATED for column in table.columns]
        for row in table.rows:
            sheet.append([words.get(value, value) if word and isinstance(value, str) else value
                          for value, word in zip(row, translated, strict=True)])
    book.properties.title = header.tournament
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _bold(sheet: Any, text: str, font: Font) -> WriteOnlyCell:
    cell = WriteOnlyCell(sheet, value=text)
    cell.font = font
    return cell


def _cell(value: Cell, column: str, words: dict[str, str]) -> Cell:
    if column in _TRANSLATED and isinstance(value, str):
        return words.get(value, value)
    return value


def _fit_columns(sheet: Any, table: Table, words: dict[str, str]) -> None:
    for index, column in enumerate(table.columns, start=1):
        longest = max([len(words[column]), *(len(str(_cell(r[index - 1], column, words) or ""))
                                              for r in table.rows)])
        sheet.column_dimensions[get_column_letter(index)].width = min(longest + 2, _WIDEST)
