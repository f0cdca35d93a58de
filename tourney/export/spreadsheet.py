"""The tournament as an Excel workbook: standings, tables and deals, one worksheet each.

Numbers stay numbers, the header row is bold and frozen, each column is as wide as its longest
value (within reason), and every title and word is in the sheet's language.
"""

from __future__ import annotations

from tourney.export.print_options import LABELS, PrintOptions
from tourney.export.xlsx_writer import Sheet, xlsx_bytes
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
    """The workbook's bytes, ready to be written whole (by :mod:`tourney.export.xlsx_writer`: 48,000
    deal rows in a 300-player file, where openpyxl spent 12 s of processor time writing them)."""
    words = {**LABELS[options.lang], **WORDS[options.lang]}
    sheets = []
    for table in tables:
        titles = [words[c] for c in table.columns]
        columns = [_translated(values, words) if key in _TRANSLATED else values
                   for key, values in zip(table.columns, _columns(table), strict=True)]
        widths = [min(max(len(title), _longest(values)) + 2, _WIDEST)
                  for title, values in zip(titles, columns, strict=True)]
        sheets.append(Sheet(words[table.name], titles, widths, columns))
    return xlsx_bytes(sheets, header.tournament)


def _columns(table: Table) -> list[tuple[Cell, ...]]:
    return list(zip(*table.rows, strict=True)) if table.rows else [() for _ in table.columns]


def _translated(values: tuple[Cell, ...], words: dict[str, str]) -> tuple[Cell, ...]:
    """A column of words (status, seat, wind, from) in the sheet's language; other values as they are."""
    said: dict[Cell, Cell] = {v: words.get(v, v) for v in set(values) if isinstance(v, str)}
    return tuple(map(said.get, values, values))


def _longest(values: tuple[Cell, ...]) -> int:
    """The longest value as text (0, False and empty print nothing)."""
    kinds = set(map(type, values))
    if len(kinds & {bool, int, float}) > 1:  # True and 1, 1.0 and 1 are equal but print differently
        return max(map(len, map(str, filter(None, values))), default=0)
    return max(map(len, map(str, filter(None, set(values)))), default=0)
