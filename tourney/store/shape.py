"""The row an INSERT stores, known without asking SQLite for it back (#32 point 8: the phones' sends).

The log records each inserted row by its columns and a fingerprint of the row as stored (defaults
filled in). ``INSERT ... RETURNING *`` gives that row, but SQLite builds a temporary table for it on
every insert: a tenth of a phone's send. Most rows need no asking: a value of the type its column keeps
(an ``int`` in an INTEGER column, a ``str`` in a TEXT one, ``None`` anywhere) is stored as it is, a
missing column takes its literal default, and the row's id is the one SQLite assigns.

:class:`Shapes` predicts the stored row only when every value and default is of such a kind, and says
None otherwise (a number given as text, a float, a default that is an expression; a table without an
``INTEGER PRIMARY KEY``), for the caller to ask SQLite as before. A table's prediction is checked
against SQLite's own answer once before it is trusted, and every prediction is forgotten when the
file's schema changes (SQLite's ``schema_version``).
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field
from typing import Any

# a column's affinity from its declared type (SQLite's "Datatypes", 3.1), and the Python types such a
# column stores unchanged (any other may be converted: "5" into an INTEGER column is stored as 5)
_KEEPS: dict[str, tuple[type, ...]] = {"INTEGER": (int,), "NUMERIC": (int,), "TEXT": (str,),
                                       "BLOB": (int, str), "REAL": ()}
_NUMBER = re.compile(r"[-+]?\d{1,18}")
_TEXT = re.compile(r"'(?:[^']|'')*'")
_UNKNOWN = object()  # a default that is not a plain literal (an expression, CURRENT_TIMESTAMP)
# tables whose rows are always asked for: no rowid, a conflict clause that may replace a value, and the
# INTEGER PRIMARY KEY DESC that is not the rowid
_UNUSUAL = re.compile(r"WITHOUT\s+ROWID|ON\s+CONFLICT|INTEGER\s+PRIMARY\s+KEY\s+DESC", re.IGNORECASE)


def affinity(declared: str) -> str:
    kind = declared.upper()
    if "INT" in kind:
        return "INTEGER"
    if "CHAR" in kind or "CLOB" in kind or "TEXT" in kind:
        return "TEXT"
    if "BLOB" in kind or not kind:
        return "BLOB"
    if "REAL" in kind or "FLOA" in kind or "DOUB" in kind:
        return "REAL"
    return "NUMERIC"


def _default(text: str | None, keeps: tuple[type, ...]) -> Any:
    """The value a column's DEFAULT clause (as SQLite reports it) stores, or _UNKNOWN."""
    value: Any = _UNKNOWN
    if text is None or text.upper() == "NULL":
        return None
    if _NUMBER.fullmatch(text):
        value = int(text)
    elif _TEXT.fullmatch(text):
        value = text[1:-1].replace("''", "'")
    return value if type(value) in keeps else _UNKNOWN


@dataclass
class Shape:
    """How one table stores a row: its columns in order, and what each keeps or defaults to."""

    key: str  # the INTEGER PRIMARY KEY column, which holds the rowid SQLite assigns
    keeps: dict[str, tuple[type, ...]]  # column (in the table's order) -> the types it stores as given
    defaults: dict[str, Any]  # column -> what it stores when not given (_UNKNOWN: not known here)
    trusted: bool | None = None  # whether a prediction matched SQLite's answer (None: none checked yet)

    def stored(self, row: dict[str, Any]) -> dict[str, Any] | None:
        """The row as ``row`` is stored (its key None when SQLite is to assign it), or None: not known."""
        keeps = self.keeps
        if self.trusted is False:
            return None
        for column, value in row.items():
            kinds = keeps.get(column)
            if kinds is None or (value is not None and type(value) not in kinds):
                return None
        defaults = self.defaults
        stored = {column: row[column] if column in row else defaults[column] for column in keeps}
        return None if _UNKNOWN in stored.values() else stored

    def assigned(self, stored: dict[str, Any], rowid: int | None) -> dict[str, Any]:
        """A row :meth:`stored` predicted, with the id SQLite assigned (``rowid``) if it was to."""
        if stored[self.key] is None:
            stored[self.key] = rowid
        return stored

    def check(self, stored: dict[str, Any], answer: dict[str, Any]) -> None:
        """Trust this table's predictions if ``stored`` (one, for a row just inserted) is SQLite's
        ``answer``, exactly: the same columns in the same order, the same values of the same types."""
        self.assigned(stored, answer.get(self.key))
        self.trusted = repr(list(stored.items())) == repr(list(answer.items()))


@dataclass
class Shapes:
    """The shapes of one connection's tables, read once per schema."""

    conn: sqlite3.Connection
    _version: int = -1
    _known: dict[str, Shape | None] = field(default_factory=dict)

    def of(self, table: str) -> Shape | None:
        version = self.conn.execute("PRAGMA schema_version").fetchone()[0]
        if version != self._version:
            self._known.clear()
            self._version = version
        if table not in self._known:
            self._known[table] = self._read(table)
        return self._known[table]

    def _read(self, table: str) -> Shape | None:
        found = self.conn.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
                                  [table]).fetchone()
        if found is None or _UNUSUAL.search(found[0] or ""):
            return None
        columns = self.conn.execute(f"PRAGMA table_xinfo([{table}])").fetchall()
        keys = [c for c in columns if c[5]]
        if any(c[6] for c in columns) or len(keys) != 1 or keys[0][2].upper() != "INTEGER":
            return None  # hidden or generated columns; no single INTEGER PRIMARY KEY (the rowid)
        keeps = {c[1]: _KEEPS[affinity(c[2])] for c in columns}
        defaults = {c[1]: _default(c[4], keeps[c[1]]) for c in columns}
        defaults[keys[0][1]] = None  # not given: the rowid SQLite assigns
        return Shape(keys[0][1], keeps, defaults)
