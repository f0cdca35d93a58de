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

A caller that knows exactly what its own commit wrote may say more, right after it:
:meth:`~Remembered.confine` says the commit changed its tables only in the rows of one *scope* (a
table's sends: the rows of that round and table), so reads of other scopes (the other tables' sends,
recalled with a scope of their own) are kept; :meth:`~Remembered.renew` keeps what it recalled just
before as that commit left it, rather than have it read again, when that commit is the only one since
the recall and the recalled value is still the one kept.
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
        self._confined: dict[str, int] = {}  # table -> of those, commits confined to one scope
        self._confined_in: dict[tuple[str, Hashable], int] = {}  # (table, scope) -> commits confined to it
        self._last: Collection[str] | None = None  # the tables of the last commit, until it is confined
        self._every = 0  # commits whose tables are not known, and writes the store did not see
        self.commits = 0  # every commit reported and every unseen write noticed so far (see renew)
        self._rows = conn.total_changes
        self._version: Any = None  # SQLite's data_version when last looked at
        self._kept: dict[Hashable, tuple[tuple[int, ...], Any]] = {}
        self._most = most

    def committed(self, tables: Collection[str] | None) -> None:
        """A commit changed ``tables`` (None: not known)."""
        self.commits += 1
        self._last = tables
        if tables is None:
            self._every += 1
        else:
            for table in tables:
                self._changed[table] = self._changed.get(table, 0) + 1
        self._rows = self._conn.total_changes

    def confine(self, tables: Collection[str], scope: Hashable, since: int) -> None:
        """The caller's own action, which saw :attr:`commits` at ``since``, has just committed, changing
        ``tables`` only in rows that reads of ``scope`` hold: reads of other scopes from them are kept.
        Only when that commit is the only one since ``since`` (so surely the caller's), once per commit,
        and never for a commit of unknown tables."""
        if self._last is None or self._conn.in_transaction or self.commits != since + 1:
            return
        for table in tables:
            if table in self._last:
                self._confined[table] = self._confined.get(table, 0) + 1
                self._confined_in[table, scope] = self._confined_in.get((table, scope), 0) + 1
        self._last = None

    def recall(self, key: Hashable, tables: Collection[str], make: Callable[[], T],
               scope: Hashable = None) -> T:
        """``make()``, read from ``tables``: kept under ``key`` until a commit changes one of them (with
        a ``scope``: a commit confined to another scope does not count, see :meth:`confine`)."""
        if self._conn.in_transaction:
            return make()
        self._notice_unseen_writes()
        return self._kept_or_made(key, tables, make, scope)

    def recall_all(self, *reads: tuple[Hashable, Collection[str], Callable[[], Any], Hashable]) -> list[Any]:
        """What :meth:`recall` gives for each of ``reads`` (key, tables, make, scope), with one look at
        whether anything was written unseen for them all (an action reading several at once)."""
        if self._conn.in_transaction:
            return [make() for _, _, make, _ in reads]
        self._notice_unseen_writes()
        return [self._kept_or_made(key, tables, make, scope) for key, tables, make, scope in reads]

    def _kept_or_made(self, key: Hashable, tables: Collection[str], make: Callable[[], T],
                      scope: Hashable) -> T:
        stamp = self._stamp(tables, scope)
        kept = self._kept.get(key)
        if kept is not None and kept[0] == stamp:
            return kept[1]  # type: ignore[no-any-return]
        value = make()
        if key not in self._kept and len(self._kept) >= self._most:
            self._kept.pop(next(iter(self._kept)))
        self._kept[key] = (stamp, value)
        return value

    def renew(self, key: Hashable, tables: Collection[str], was: Any, since: int, value: Any,
              scope: Hashable = None) -> None:
        """Keep ``value`` under ``key`` as what ``make()`` would read now: the caller worked it out from
        ``was`` (what :meth:`recall` gave it when :attr:`commits` was ``since``) and what its own commit
        just wrote. Kept only if that commit is the only one since, outside any transaction, and ``was``
        is still what is kept under ``key``; otherwise ``key`` is forgotten and read again when next
        recalled. (Another connection's commit meanwhile is noticed by the next :meth:`recall`, which
        then forgets everything, this too.)"""
        kept = self._kept.get(key)
        if self._conn.in_transaction or self.commits != since + 1 or kept is None or kept[1] is not was:
            self._kept.pop(key, None)
            return
        self._kept[key] = (self._stamp(tables, scope), value)

    def _stamp(self, tables: Collection[str], scope: Hashable) -> tuple[int, ...]:
        changed = self._changed  # lists, not generators: made three times per phone's send
        if scope is None:
            return (self._every, *[changed.get(table, 0) for table in tables])
        confined, confined_in = self._confined, self._confined_in
        return (self._every, *[changed.get(table, 0) - confined.get(table, 0)
                               + confined_in.get((table, scope), 0) for table in tables])

    def _notice_unseen_writes(self) -> None:
        version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        if self._conn.total_changes != self._rows or version != self._version:
            self._every += 1
            self.commits += 1
            self._last = None
            self._rows = self._conn.total_changes
            self._version = version
