"""Knowing a file is a tournament before anything is changed in it, and opening one read-only.

A file is a tournament when it is an SQLite database whose ``schema_migrations`` table starts with
tourney's first migration and which holds the ``tournament`` table. It is checked on a read-only
connection, so another program's database (which may well have a ``schema_migrations`` table of its
own) is refused as it was found: not switched to a write-ahead log, no table added.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.parse import quote

from tourney.language import say
from tourney.store.failures import StoreError, failure
from tourney.store.schema import MIGRATION_NAMES

_HEADER = b"SQLite format 3\x00"


def read_only_connection(path: Path) -> sqlite3.Connection:
    """A connection that cannot write ``path``. With no write-ahead log beside it (the file was closed
    cleanly) the file is read as immutable, so not even SQLite's side files appear; the caller holds
    the lock, so nobody else changes it meanwhile."""
    wal = path.with_name(path.name + "-wal")
    mode = "mode=ro" if wal.exists() else "mode=ro&immutable=1"
    return sqlite3.connect(f"file:{quote(str(path.resolve()))}?{mode}", uri=True,
                           isolation_level="DEFERRED", check_same_thread=True)


def applied_migrations(path: Path) -> list[str]:
    """The migrations applied to the tournament file ``path``; refuse any other file (nothing written)."""
    try:
        with path.open("rb") as head:
            header = head.read(len(_HEADER))
    except OSError as error:
        raise failure(error, path) from error
    if header != _HEADER:
        raise StoreError("not_tournament", say("{path} is not a tournament file", path=path))
    try:
        db = read_only_connection(path)
    except sqlite3.Error as error:
        raise failure(error, path) from error
    try:
        return _applied(db, path)
    except sqlite3.Error as error:
        raise failure(error, path) from error
    finally:
        db.close()


def _applied(db: sqlite3.Connection, path: Path) -> list[str]:
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "schema_migrations" not in tables or "tournament" not in tables:
        raise StoreError("not_tournament", say("{path} is not a tournament file", path=path))
    applied = [row[0] for row in db.execute("SELECT name FROM schema_migrations ORDER BY rowid")]
    if not applied or applied[0] != MIGRATION_NAMES[0]:
        raise StoreError("not_tournament", say("{path} is not a tournament file", path=path))
    unknown = [name for name in applied if name not in MIGRATION_NAMES]
    if unknown:
        raise StoreError("newer_file", say(
            "{path} was written by a newer version of tourney (schema {schema}); update tourney to open it",
            path=path, schema=unknown[-1]))
    return applied
