"""CSV text that no spreadsheet runs as a formula: the one writer of the players export and the EMA rows.

A text cell starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is a formula to a
spreadsheet (a player named ``=HYPERLINK(...)``); such a cell gets a leading apostrophe. Numbers are
written as numbers (a negative score stays a number).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from numbers import Number
from typing import Any

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(cell: Any) -> Any:
    """The cell as no spreadsheet reads it as a formula: numbers as they are, text neutralised."""
    if isinstance(cell, Number) and not isinstance(cell, bool):
        return cell
    text = "" if cell is None else str(cell)
    return "'" + text if text.startswith(_FORMULA_START) else text


def csv_text(header: Sequence[str], rows: Iterable[Sequence[Any]], *, line_end: str = "\r\n") -> str:
    """A header line and the rows as CSV text, every cell :func:`spreadsheet_safe`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator=line_end)
    writer.writerow([spreadsheet_safe(h) for h in header])
    writer.writerows([spreadsheet_safe(cell) for cell in row] for row in rows)
    return out.getvalue()
