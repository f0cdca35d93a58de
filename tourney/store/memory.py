"""Reads remembered between the commits that change them (#32 point 8: the phones' sends).

Every send from a table's phone reads the table's seating, its approved sheet and the tournament's
settings, which change only when the referee draws, approves or edits. :class:`Remembered` keeps such
a read until a commit changes one of the tables it was read from: :meth:`Store.committed
<tourney.store.store.Store.committed>` says which tables each commit changed (an action's logged
rows, an undo's or a redo's; None: not known, so all of them).

Nothing is trusted that the store did not see written: a write behind the log (the connection's count
of changed rows moved without a commit being reported) or by another connection (SQLite's
``data_version``) forgets everything. Inside an open transaction nothing is kept or recalled, since
its writes may still be rolled back. What is recalled is shared: callers read it and never change it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Collection, Hashable
from typing import Any, TypeVar

T = TypeVar("T")


class Remembered:
    """The reads of one connection, each kept with the commit counts of the tables it was read from."""

    def __init__(self, conn: sqlite3.Connection, most: int = 1024) -> None:
        self._conn = conn
        self._changed: dict[str, int] = {}  # table -> commits that changed it
        self._every = 0  # commits whose tables are not known, and writes the store did not see
        self._rows = conn.total_changes
        self._version: Any = None  # SQLite's data_version when last looked at
        self._kept: dict[Hashable, tuple[tuple[int, ...], Any]] = {}
        self._most = most

    def committed(self, tables: Collection[str] | None) -> None:
        """A commit changed ``tables`` (None: not known)."""
        if tables is None:
            self._every += 1
        else:
            for table in tables:
                self._changed[table] = self._changed.get(table, 0) + 1
        self._rows = self._conn.total_changes

    def recall(self, key: Hashable, tables: Collection[str], make: Callable[[], T]) -> T:
        """``make()``, read from ``tables``: kept under ``key`` until a commit changes one of them."""
        if self._conn.in_transaction:
            return make()
        self._notice_unseen_writes()
        stamp = (self._every, *(self._changed.get(table, 0) for table in tables))
        kept = self._kept.get(key)
        if kept is not None and kept[0] == stamp:
            return kept[1]  # type: ignore[no-any-return]
        value = make()
        if key not in self._kept and len(self._kept) >= self._most:
            self._kept.pop(next(iter(self._kept)))
        self._kept[key] = (stamp, value)
        return value

    def _notice_unseen_writes(self) -> None:
        version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        if self._conn.total_changes != self._rows or version != self._version:
            self._every += 1
            self._rows = self._conn.total_changes
            self._version = version
