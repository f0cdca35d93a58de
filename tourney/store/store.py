"""The open tournament file: opening with lock and migrations, reads, and logged changes.

Every change goes through :meth:`Store.change`, one transaction that also appends one event to
the log with the before and after image of every row it touched; :mod:`tourney.store.history`
undoes and redoes from those images.
"""

from __future__ import annotations

import getpass
import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import sqlite_utils

from tourney.errors import TourneyError
from tourney.language import Words, say, stored
from tourney.store import intact
from tourney.store.backups import AutoBackup, copy_database
from tourney.store.durable import LogSync
from tourney.store.lock import FileLock
from tourney.store.schema import MIGRATION_NAMES, MIGRATIONS

Row = dict[str, Any]


class StoreError(TourneyError):
    """The tournament file cannot be opened, read or changed as asked."""


class Changes:
    """The writes of one action; each records the row before and after it."""

    def __init__(self, db: sqlite_utils.Database) -> None:
        self._db = db
        self.log: list[dict[str, Any]] = []

    def _get(self, table: str, row_id: int) -> Row | None:
        rows = list(self._db.query(f"SELECT * FROM [{table}] WHERE id = ?", [row_id]))
        return rows[0] if rows else None

    def insert(self, table: str, row: Row) -> int:
        cursor = self._db.execute(
            f"INSERT INTO [{table}] ({', '.join(f'[{c}]' for c in row)}) "
            f"VALUES ({', '.join('?' for _ in row)})", list(row.values()))
        row_id = int(cursor.lastrowid)  # type: ignore[arg-type]
        self.log.append({"table": table, "id": row_id, "before": None, "after": self._get(table, row_id)})
        return row_id

    def update(self, table: str, row_id: int, fields: Row) -> None:
        before = self._get(table, row_id)
        if before is None:
            raise StoreError("missing_row", _no_row(table, row_id))
        if all(before.get(k) == v for k, v in fields.items()):
            return
        self._db.execute(f"UPDATE [{table}] SET {', '.join(f'[{c}] = ?' for c in fields)} WHERE id = ?",
                         [*fields.values(), row_id])
        self.log.append({"table": table, "id": row_id, "before": before, "after": self._get(table, row_id)})

    def delete(self, table: str, row_id: int) -> None:
        before = self._get(table, row_id)
        if before is None:
            raise StoreError("missing_row", _no_row(table, row_id))
        self._db.execute(f"DELETE FROM [{table}] WHERE id = ?", [row_id])
        self.log.append({"table": table, "id": row_id, "before": before, "after": None})


class Store:
    """One open tournament file (or an in-memory one for tests), locked against other programs."""

    def __init__(self, db: sqlite_utils.Database, path: Path | None, lock: FileLock | None,
                 who: str) -> None:
        self.db = db
        self.path = path
        self._lock = lock
        self.who = who
        self.backups: list[Path] = []  # copies taken before migrating, this session
        self._in_change = False
        self._event_words = False  # the log keeps how descriptions were made (migration 0005)
        self._log_sync = LogSync(path) if path is not None else None
        self.sync_later = False  # True: the caller syncs (see sync()) before it reports success
        self.written = 0  # commits made, and how many of them are known to be on the disk
        self.synced = 0
        self.autobackup: AutoBackup | None = None  # backups after commits (see start_backups)

    # -- opening and closing -------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | Path, *, create: bool = False, who: str | None = None,
             migrate_upto: str | None = None) -> Store:
        """Open a tournament file (``create``: a new one, refused if the file exists)."""
        path = Path(path)
        if create and path.exists():
            raise StoreError("file_exists", say("{path} already exists; choose another name", path=path))
        if not create and not path.exists():
            raise StoreError("no_file", say("there is no tournament file {path}", path=path))
        lock = FileLock(path)
        holder = lock.acquire()
        if holder is not None:
            raise StoreError("file_in_use", say(
                "{path} is open in another program ({holder}); close it there first",
                path=path, holder=holder))
        try:
            db = sqlite_utils.Database(sqlite3.connect(str(path), isolation_level="DEFERRED"))
            store = cls(db, path, lock, who or _user())
            store._prepare(new=create, migrate_upto=migrate_upto)
        except BaseException:
            lock.release()
            raise
        return store

    @classmethod
    def memory(cls, who: str = "test") -> Store:
        """A throw-away tournament in memory (tests, previews)."""
        store = cls(sqlite_utils.Database(memory=True), None, None, who)
        store._prepare(new=True, migrate_upto=None)
        return store

    def _prepare(self, *, new: bool, migrate_upto: str | None) -> None:
        if not new and self.path is not None:
            intact.check(self.db.conn, self.path)  # a damaged file is refused before anything is written
        try:
            self.db.execute("PRAGMA foreign_keys = ON")
            names = self.db.table_names()
        except sqlite3.DatabaseError as error:
            raise StoreError("not_tournament", say("{path} is not a tournament file ({error})",
                                                   path=self.path, error=error)) from error
        if not new and "schema_migrations" not in names:
            raise StoreError("not_tournament", say("{path} is not a tournament file", path=self.path))
        self._journal()
        applied = [] if new else [r["name"] for r in self.db.query("SELECT name FROM schema_migrations")]
        unknown = [name for name in applied if name not in MIGRATION_NAMES]
        if unknown:
            raise StoreError("newer_file", say(
                "{path} was written by a newer version of tourney (schema {schema}); "
                "update tourney to open it", path=self.path, schema=unknown[-1]))
        upto = MIGRATION_NAMES.index(migrate_upto) + 1 if migrate_upto else len(MIGRATIONS)
        pending = [(n, sql) for n, sql in MIGRATIONS[:upto] if n not in applied]
        if pending and applied and self.path is not None:
            self.backups.append(self._backup(pending[0][0]))
        with self.db.atomic():
            if new:
                self.db.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
            for name, statements in pending:
                for statement in statements:
                    self.db.execute(statement)
                self.db.execute("INSERT INTO schema_migrations VALUES (?, ?)", [name, _now()])
        if pending:
            self.committed()
        self._event_words = "words" in self.db["events"].columns_dict

    def _journal(self) -> None:
        """A file: its write-ahead log, synced by :meth:`sync` (see :mod:`tourney.store.durable`); where
        the log cannot be kept (some network folders) the rollback journal, synced on every commit."""
        mode = "memory"
        if self.path is not None:
            mode = str(self.db.execute("PRAGMA journal_mode = WAL").fetchone()[0]).lower()
        self.db.execute("PRAGMA synchronous = NORMAL" if mode == "wal" else "PRAGMA synchronous = FULL")

    def _backup(self, migration: str) -> Path:
        assert self.path is not None
        target = self.path.with_name(f"{self.path.stem}.before-{migration}{self.path.suffix}")
        counter = 1
        while target.exists():
            counter += 1
            target = self.path.with_name(f"{self.path.stem}.before-{migration}-{counter}{self.path.suffix}")
        copy_database(self.db.conn, target)  # whole or not at all: a killed upgrade leaves no empty copy
        return target

    def start_backups(self) -> AutoBackup | None:
        """Take automatic backups after commits from now on (see :mod:`tourney.store.backups`)."""
        if self.path is not None and self.autobackup is None:
            self.autobackup = AutoBackup(self.db.conn, self.path)
        return self.autobackup

    def close(self) -> None:
        self.db.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- reading -------------------------------------------------------------------------------

    def query(self, sql: str, params: list[Any] | tuple[Any, ...] = ()) -> list[Row]:
        return list(self.db.query(sql, list(params)))

    def get(self, table: str, row_id: int) -> Row | None:
        rows = self.query(f"SELECT * FROM [{table}] WHERE id = ?", [row_id])
        return rows[0] if rows else None

    def applied_migrations(self) -> list[str]:
        return [r["name"] for r in self.query("SELECT name FROM schema_migrations ORDER BY rowid")]

    # -- changing ------------------------------------------------------------------------------

    @contextmanager
    def change(self, action: str, description: str, params: dict[str, Any] | None = None, *,
               undoable: bool = True, who: str | None = None) -> Iterator[Changes]:
        """One referee action: one transaction and one event in the log (if anything changed).

        ``who`` names the author when it is not the referee at the keyboard (a table's phone).
        """
        if self._in_change:
            raise StoreError("nested_change", say("one action cannot start inside another"))
        self._in_change = True
        try:
            with self.db.atomic():
                changes = Changes(self.db)
                yield changes
                if changes.log:
                    self.append_event("do" if undoable else "fixed", action, description,
                                      params or {}, changes.log, who=who)
            if changes.log:
                self.committed()
        except sqlite3.IntegrityError as error:
            raise StoreError("integrity", say("{action}: refused by the file ({error})",
                                              action=description, error=error)) from error
        finally:
            self._in_change = False

    def committed(self) -> None:
        """A transaction that wrote has just committed: make it durable now, unless the caller will."""
        self.written += 1
        if not self.sync_later:
            self.sync()
        if self.autobackup is not None:
            self.autobackup.after_commit()

    def sync(self) -> None:
        """Put every commit made so far on the disk (safe to call from another thread: it only
        fsyncs the write-ahead log, one call covering every commit made before it)."""
        upto = self.written
        if self._log_sync is not None:
            self._log_sync.sync()
        self.synced = max(self.synced, upto)

    def append_event(self, kind: str, action: str, description: str, params: dict[str, Any],
                     log: list[dict[str, Any]], target: int | None = None, who: str | None = None) -> int:
        row = {"at": _now(), "who": who or self.who, "kind": kind, "action": action,
               "description": str(description), "params": json.dumps(params, ensure_ascii=False),
               "changes": json.dumps(log, ensure_ascii=False), "target": target}
        if self._event_words:
            row["words"] = stored(description)
        columns, marks = ", ".join(row), ", ".join("?" for _ in row)
        cursor = self.db.execute(f"INSERT INTO events ({columns}) VALUES ({marks})", list(row.values()))
        return int(cursor.lastrowid)  # type: ignore[arg-type]


def _no_row(table: str, row_id: int) -> Words:
    return say("there is no row {row_id} in {table}", row_id=row_id, table=table)


def _now() -> str:
    return datetime.now().isoformat(timespec="seconds")


def _user() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no user name on some systems
        return "referee"
