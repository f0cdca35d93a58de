"""The open tournament file: opening with lock and migrations, reads, and logged changes.

Every change goes through :meth:`Store.change`, one transaction that also appends one event to
the log with the before and after image of every row it touched; :mod:`tourney.store.history`
undoes and redoes from those images.
"""

from __future__ import annotations

import contextlib
import getpass
import hashlib
import os
import sqlite3
import time
from collections.abc import Collection, Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import sqlite_utils
from sqlite_utils.utils import dedupe_keys

from tourney import safe_write
from tourney.jsontext import json_writer
from tourney.language import Words, say, stored
from tourney.store import intact
from tourney.store.backups import AutoBackup, copy_database
from tourney.store.durable import LogSync
from tourney.store.failures import StoreError, failure
from tourney.store.identify import applied_migrations, read_only_connection
from tourney.store.lock import FileLock
from tourney.store.memory import Remembered
from tourney.store.schema import MIGRATION_NAMES, MIGRATIONS
from tourney.store.shape import Shapes
from tourney.store.transaction import Transaction

Row = dict[str, Any]
__all__ = ["Changes", "Row", "Store", "StoreError", "row_digest"]


def row_digest(row: Row, columns: list[str] | None = None) -> str:
    """A fingerprint of a row's ``columns`` (None: all it has), to tell whether it is still as logged."""
    pairs = row.items() if columns is None else [(c, row.get(c)) for c in columns]
    # repr(list(pairs))'s text, written without repr's guard against a list that contains itself (run for
    # the list and every pair: a fifth of the digest of a phone's send); a row's pairs hold no list
    text = "[" + ", ".join([f"({key!r}, {value!r})" for key, value in pairs]) + "]"
    return hashlib.sha1(text.encode()).hexdigest()


_json_text = json_writer(ensure_ascii=False)  # json.dumps(value, ensure_ascii=False)'s text, as always

# statement texts made once: every phone's send inserts the same columns (and its text, the same string
# object each time, keeps its hash for sqlite3's cache of prepared statements)
_INSERTS: dict[tuple[str, tuple[str, ...]], tuple[str, str]] = {}
# the event's insert without and with the column of how its description was made (migration 0005)
_EVENT = ("INSERT INTO events (at, who, kind, action, description, params, changes, target) "
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          "INSERT INTO events (at, who, kind, action, description, params, changes, target, words) "
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")


def _insert_sql(table: str, columns: tuple[str, ...]) -> tuple[str, str]:
    """The INSERT of ``columns`` into ``table``: with RETURNING * and without."""
    texts = _INSERTS.get((table, columns))
    if texts is None:
        if len(_INSERTS) >= 512:  # a bound, should some caller vary its columns without end
            _INSERTS.clear()
        plain = (f"INSERT INTO [{table}] ({', '.join(f'[{c}]' for c in columns)}) "
                 f"VALUES ({', '.join('?' for _ in columns)})")
        texts = _INSERTS[table, columns] = (plain + " RETURNING *", plain)
    return texts


class Changes:
    """The writes of one action; each records the row before and after it."""

    def __init__(self, db: sqlite_utils.Database, shapes: Shapes | None = None) -> None:
        self._db = db
        self._shapes = shapes
        self.log: list[dict[str, Any]] = []

    def _get(self, table: str, row_id: int) -> Row | None:
        cursor = self._db.conn.execute(f"SELECT * FROM [{table}] WHERE id = ?", [row_id])
        found = cursor.fetchone()  # straight from sqlite3: an import of 50,000 players reads each once
        return _row(cursor, found) if found else None

    def insert(self, table: str, row: Row) -> int:
        (sql, plain), values = _insert_sql(table, tuple(row)), tuple(row.values())
        shape = self._shapes.of(table) if self._shapes is not None else None
        known = shape.stored(row) if shape is not None else None
        if shape is not None and known is not None and shape.trusted:
            cursor = self._db.conn.execute(plain, values)  # the stored row is known: see .shape
            after = shape.assigned(known, cursor.lastrowid)
        else:
            # RETURNING gives the row as stored (defaults filled in) for the log without a second query
            cursor = self._db.conn.execute(sql, values)
            after = _row(cursor, cursor.fetchall()[0])
            if shape is not None and known is not None:
                shape.check(known, after)  # the table's first prediction, against SQLite's own answer
        row_id = after["id"]
        # no second copy of the row in the log (a deal's row is most of the file): its id, and a
        # fingerprint that undo checks before deleting it; undo keeps the row it deletes, for redo
        self.log.append({"table": table, "id": row_id, "before": None, "after": {"id": row_id},
                         "inserted": {"columns": list(after), "digest": row_digest(after)}})
        return int(row_id)

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
        self.readonly = False  # opened for reading only: every change is refused
        self.remembered = Remembered(db.conn)  # reads kept until a commit changes their tables
        self._shapes = Shapes(db.conn)  # how each table stores an inserted row (see .shape)

    # -- opening and closing -------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | Path, *, create: bool = False, who: str | None = None,
             migrate_upto: str | None = None, readonly: bool = False) -> Store:
        """Open a tournament file (``create``: a new one, refused if the file exists).

        The file is locked, then identified before anything in it changes (:mod:`.identify`).
        ``readonly``: nothing is written, not even SQLite's side files or a migration (an older file
        is brought up to date in memory only); every change is refused.
        """
        path = Path(path)
        if create and path.exists():
            raise StoreError("file_exists", say("{path} already exists; choose another name", path=path))
        if not create and not path.exists():
            raise StoreError("no_file", say("there is no tournament file {path}", path=path))
        lock = _locked(path, readonly)
        db: sqlite3.Connection | None = None
        try:
            if not create and not readonly:
                _refuse_other_names(path)
            applied = [] if create else applied_migrations(path)
            db = _connect(path, applied, readonly=readonly)
            if create and (refused := lock.hold_file()) is not None:
                raise StoreError("file_in_use", _in_use(path, refused))
            # no sqlite-utils plugins: a tournament reads the same whatever else is installed (and the
            # search for them took a tenth of the window's open)
            store = cls(sqlite_utils.Database(db, execute_plugins=False), path, lock, who or _user())
            store.readonly = readonly
            store._prepare(new=create, migrate_upto=migrate_upto, applied=applied)
        except BaseException as error:
            if db is not None:
                db.close()
            lock.release()
            if isinstance(error, sqlite3.Error | OSError | StoreError):
                refusal = failure(error, path)
                if refusal.code == "damaged" and not hasattr(refusal, "backup"):
                    # found before the quick check (identifying the file): name the good backup too
                    refusal = intact.refusal(path, str(error.__cause__ or error))
                if refusal is error:
                    raise
                raise refusal from error
            raise
        return store

    @classmethod
    def memory(cls, who: str = "test") -> Store:
        """A throw-away tournament in memory (tests, previews)."""
        store = cls(sqlite_utils.Database(memory=True, execute_plugins=False), None, None, who)
        store._prepare(new=True, migrate_upto=None, applied=[])
        return store

    def _prepare(self, *, new: bool, migrate_upto: str | None, applied: list[str]) -> None:
        """Bring an identified file (``applied``: its migrations) up to date; ``new``: create it."""
        self.db.execute("PRAGMA foreign_keys = ON")
        if not new and self.path is not None:
            intact.check(self.db.conn, self.path)  # a damaged file is refused before anything is written
        if not self.readonly:
            self._journal()
        upto = MIGRATION_NAMES.index(migrate_upto) + 1 if migrate_upto else len(MIGRATIONS)
        pending = [(n, sql) for n, sql in MIGRATIONS[:upto] if n not in applied]
        if pending and applied and self.path is not None and not self.readonly:
            self.backups.append(self._backup(pending[0][0]))
        with self.db.atomic():
            if new:
                self.db.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
            for name, statements in pending:
                for statement in statements:
                    self.db.execute(statement)
                self.db.execute("INSERT INTO schema_migrations VALUES (?, ?)", [name, now_text()])
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

    def start_backups(self, *, background: bool = False) -> AutoBackup | None:
        """Take automatic backups after commits from now on (see :mod:`tourney.store.backups`); none in
        memory or read-only. ``background``: each is copied on a thread of its own while this one goes on
        (the served pages and the window ask for it; the command line copies in place, as it must wait
        for the copy before it exits anyway). :meth:`close` waits for a copy under way."""
        if self.path is not None and not self.readonly and self.autobackup is None:
            self.autobackup = AutoBackup(self.db.conn, self.path, background=background)
        elif self.autobackup is not None and background:
            self.autobackup.go_background()
        return self.autobackup

    def checkpoint(self) -> None:
        """Fold the write-ahead log back into the file, so the file alone holds every commit."""
        if self.path is None or self.readonly or self._in_change:
            return
        # a backup being copied reads an older state: TRUNCATE would wait for it (the phones with it)
        mode = "PASSIVE" if self.autobackup is not None and self.autobackup.copying else "TRUNCATE"
        try:
            self.db.conn.execute(f"PRAGMA wal_checkpoint({mode})").fetchall()
        except sqlite3.Error as error:
            raise failure(error, self.path) from error

    def close(self) -> None:
        if self.autobackup is not None:
            self.autobackup.wait()  # a backup being copied is finished first: it reads this file
        with contextlib.suppress(StoreError):
            self.checkpoint()  # closing folds the log back too; this also truncates it first
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
        try:
            if sql.lstrip()[:6].upper() == "SELECT":
                # a SELECT cannot write: straight to sqlite3, without the savepoint sqlite-utils puts
                # round every query (two more statements per read: a third of a phone's send)
                cursor = self.db.conn.execute(sql, list(params))
                keys = dedupe_keys(d[0] for d in cursor.description)
                return [dict(zip(keys, row, strict=True)) for row in cursor]
            return list(self.db.query(sql, list(params)))
        except sqlite3.DatabaseError as error:
            if _own_fault(error):
                raise
            raise failure(error, self.path) from error

    def rows(self, select: str, params: list[Any] | tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """The rows of a SELECT as plain tuples in the order of its columns: for the reads of every
        phone's send, which key their memories by the row itself (no dict made per row)."""
        try:
            return self.db.conn.execute(select, params).fetchall()
        except sqlite3.DatabaseError as error:
            if _own_fault(error):
                raise
            raise failure(error, self.path) from error

    def get(self, table: str, row_id: int) -> Row | None:
        rows = self.query(f"SELECT * FROM [{table}] WHERE id = ?", [row_id])
        return rows[0] if rows else None

    def confirm_none(self, table: str, where: str, params: list[Any]) -> None:
        """Before a reader says "there is none": read ``table`` row by row, bypassing its indexes; rows
        found there mean a damaged index hid them, and the file is refused as damaged (naming the newest
        good backup) rather than described wrongly ("round 4 has no seating yet")."""
        if not self.query(f"SELECT 1 FROM [{table}] NOT INDEXED WHERE {where} LIMIT 1", params):
            return
        problem = say("an index of {table} has lost rows that the table holds", table=table)
        if self.path is None:
            raise StoreError("damaged", problem)
        raise intact.refusal(self.path, problem, self.db.conn, opened=True)

    def applied_migrations(self) -> list[str]:
        return [r["name"] for r in self.query("SELECT name FROM schema_migrations ORDER BY rowid")]

    # -- changing ------------------------------------------------------------------------------

    @contextmanager
    def change(self, action: str, description: str, params: dict[str, Any] | None = None, *,
               undoable: bool = True, who: str | None = None, params_text: str | None = None
               ) -> Iterator[Changes]:
        """One referee action: one transaction and one event in the log (if anything changed).

        ``who`` names the author when it is not the referee at the keyboard (a table's phone).
        ``params_text``: the text the log keeps of ``params``, when the caller has written it already
        (exactly ``json.dumps(params, ensure_ascii=False)``'s; see :func:`tourney.jsontext.object_text`).
        """
        if self._in_change:
            raise StoreError("nested_change", say("one action cannot start inside another"))
        if self.readonly:
            raise StoreError("read_only_open", say("{path} is open for reading only; {action} is not done",
                                                   path=self.path, action=description))
        self._in_change = True
        try:
            with Transaction(self.db):
                changes = Changes(self.db, self._shapes)
                yield changes
                if changes.log:
                    self.append_event("do" if undoable else "fixed", action, description,
                                      params or {}, changes.log, who=who, params_text=params_text)
            if changes.log:
                self.committed(changed_tables(changes.log))
        except sqlite3.IntegrityError as error:
            raise StoreError("integrity", say("{action}: refused by the file ({error})",
                                              action=description, error=error)) from error
        except (sqlite3.Error, OSError) as error:
            raise failure(error, self.path) from error
        finally:
            self._in_change = False

    def committed(self, tables: Collection[str] | None = None) -> None:
        """A transaction that wrote has just committed: make it durable now, unless the caller will.
        ``tables``: the tables it changed (None: not known, any of them)."""
        self.remembered.committed(tables)
        self.written += 1
        if not self.sync_later:
            self.sync()
        if self.autobackup is not None:
            self.autobackup.after_commit(tables)

    def sync(self) -> None:
        """Put every commit made so far on the disk (safe to call from another thread: it only
        fsyncs the write-ahead log, one call covering every commit made before it)."""
        upto = self.written
        if self._log_sync is not None and not self.readonly:
            try:
                self._log_sync.sync()
            except OSError as error:
                raise failure(error, self.path) from error
        self.synced = max(self.synced, upto)

    def append_event(self, kind: str, action: str, description: str, params: dict[str, Any],
                     log: list[dict[str, Any]], target: int | None = None, who: str | None = None,
                     params_text: str | None = None) -> int:
        values = [now_text(), who or self.who, kind, action, str(description),
                  _json_text(params) if params_text is None else params_text,
                  _json_text(log), target]
        if self._event_words:
            values.append(stored(description))
        sql = _EVENT[self._event_words]
        if self.db.conn.in_transaction:  # change, undo, redo: straight to sqlite3, not through sqlite-utils
            cursor = self.db.conn.execute(sql, values)
        else:  # on its own: sqlite-utils commits it, as it always did
            cursor = self.db.execute(sql, values)
        return int(cursor.lastrowid)  # type: ignore[arg-type]


def changed_tables(changes: Iterable[dict[str, Any]]) -> frozenset[str]:
    """The tables a commit of ``changes`` (logged row changes) changed: theirs and the event log's."""
    return frozenset(["events", *(change["table"] for change in changes)])


def _own_fault(error: sqlite3.DatabaseError) -> bool:
    """A fault in tourney's own SQL or data (raised as it is), not in the file (a StoreError)."""
    if isinstance(error, sqlite3.OperationalError):
        return "no such" in str(error) or "syntax error" in str(error)
    return isinstance(error, sqlite3.IntegrityError | sqlite3.ProgrammingError)


def _row(cursor: sqlite3.Cursor, values: tuple[Any, ...]) -> Row:
    return dict(zip((d[0] for d in cursor.description), values, strict=True))


def _in_use(path: Path, holder: str) -> Words:
    return say("{path} is open in another program ({holder}); close it there first", path=path, holder=holder)


def _locked(path: Path, readonly: bool) -> FileLock:
    """The file's lock, taken (see :mod:`.lock`); a reader in a read-only folder locks the file alone."""
    lock = FileLock(path)
    try:
        holder = lock.acquire()
    except OSError as error:
        if not readonly:
            raise failure(error, path) from error
        holder = lock.hold_file()  # no side file can be made beside it: the file's own lock suffices
    if holder is not None:
        raise StoreError("file_in_use", _in_use(path, holder))
    return lock


def _refuse_other_names(path: Path) -> None:
    """SQLite keeps a file's write-ahead log beside the name it was opened by: a file with two names
    (hard links) could have its recent changes in a log the other name never sees, and lose them.
    The hidden name of a `new` killed between naming the file and dropping its hidden name is ours, not
    another name: it is removed first."""
    names = os.stat(path).st_nlink
    if names > 1:
        safe_write.clean_stale(path)
        names = os.stat(path).st_nlink
    if names > 1:
        raise StoreError("several_names", say(
            "{path} has {count} names on the disk (hard links) and tourney keeps its latest changes beside "
            "one name only; remove the other names, or open a copy of it",
            path=path, count=names))


def _connect(path: Path, applied: list[str], *, readonly: bool) -> sqlite3.Connection:
    """The file's connection; read-only, an older file is copied into memory to be brought up to date
    there (the file itself is never migrated by a reader)."""
    if not readonly:
        return sqlite3.connect(str(path), isolation_level="DEFERRED")
    db = read_only_connection(path)
    if set(applied) >= set(MIGRATION_NAMES):
        return db
    memory = sqlite3.connect(":memory:", isolation_level="DEFERRED")
    try:
        db.backup(memory)
    finally:
        db.close()
    return memory


def _no_row(table: str, row_id: int) -> Words:
    return say("there is no row {row_id} in {table}", row_id=row_id, table=table)


_clock: tuple[int, str] = (-1, "")  # the last second now_text() wrote, and how


def now_text() -> str:
    """The local time to the second, as ``datetime.now().isoformat(timespec="seconds")`` writes it;
    written once a second (a busy round logs several actions in the same second)."""
    global _clock
    second = time.time_ns() // 1_000_000_000
    if _clock[0] != second:
        _clock = (second, datetime.fromtimestamp(second).isoformat(timespec="seconds"))
    return _clock[1]


def _user() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no user name on some systems
        return "referee"
