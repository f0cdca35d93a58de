"""Automatic backups of an open tournament file, and the copies kept of it.

A backup is SQLite's online backup of the open connection (what is committed, write-ahead log
included), written whole or not at all (:mod:`tourney.safe_write`) into the backups folder: beside
the file (``<name>-backups``) unless the referee chose another (the tournament's
``backups_folder``, a USB stick say). :class:`AutoBackup` takes one after every commit that closes
a round and, otherwise, after a commit made 10 minutes or more after the last backup, so at most 10
minutes of changes are ever missing from the newest backup. The last 10 backups are kept, and the
newest one taken as each round closed.

Where the file is served to the phones or open in the window, the copy (a third of a second to most of
a second for a day's 50 MB file) is written on a thread of its own from a connection of its own, so the
thread that answers every table never waits for it; one copy at a time, the commits that ask for one
meanwhile get one more after it, and closing the file waits for it. The command line copies in place.

A round is *closed* when every table seated in it has a sheet that balances (status ``final``):
the moment the last table's result of the round is recorded or corrected into balance.
"""

from __future__ import annotations

import re
import sqlite3
import threading
import time
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from urllib.parse import quote

from tourney import safe_write

EVERY_SECONDS = 10 * 60
KEEP_LAST = 10
_STAMP = "%Y%m%d-%H%M%S"

CLOSED_ROUNDS = """
    SELECT s.round AS round FROM (SELECT DISTINCT round, table_no FROM seats) AS s
    LEFT JOIN table_results AS r ON r.round = s.round AND r.table_no = s.table_no
    GROUP BY s.round HAVING SUM(r.status IS NULL OR r.status <> 'final') = 0"""
_ROUND_TABLES = frozenset({"seats", "table_results"})  # the only tables CLOSED_ROUNDS reads


@dataclass(frozen=True, slots=True)
class Backup:
    """One backup file: when it was taken, the round whose closing took it (None: the 10-minute one)."""

    name: str
    path: Path
    taken_at: datetime
    after_round: int | None
    size: int


def default_folder(path: Path) -> Path:
    return path.with_name(f"{path.stem}-backups")


def folder_for(path: Path, chosen: str | None) -> Path:
    """The backups folder of the file ``path``: the chosen one (relative to the file's folder) or beside."""
    if not chosen:
        return default_folder(path)
    folder = Path(chosen).expanduser()
    return folder if folder.is_absolute() else path.parent / folder


def chosen_folder(db: sqlite3.Connection) -> str | None:
    """The folder the referee chose, as the file keeps it (None: beside the file, or an older file)."""
    try:
        row = db.execute("SELECT backups_folder FROM tournament WHERE id = 1").fetchone()
    except sqlite3.Error:
        return None
    return row[0] if row else None


def closed_rounds(db: sqlite3.Connection) -> set[int]:
    return {row[0] for row in db.execute(CLOSED_ROUNDS)}


def copy_database(source: sqlite3.Connection, target: Path) -> None:
    """A consistent copy of ``source`` as the new file ``target`` (refused if ``target`` exists)."""
    temporary = safe_write.temporary_beside(target)
    try:
        copy = sqlite3.connect(str(temporary))
        try:
            source.backup(copy)
        finally:
            copy.close()
        safe_write.sync_file(temporary)
    except BaseException:
        safe_write.remove_partial(temporary)
        raise
    safe_write.publish_new(temporary, target)


def _pattern(path: Path) -> re.Pattern[str]:
    return re.compile(rf"^{re.escape(path.stem)}-(\d{{8}}-\d{{6}})(?:-round-(\d+))?(?:-(\d+))?"
                      rf"{re.escape(path.suffix or '.tourney')}$")


def listing(path: Path, folder: Path) -> list[Backup]:
    """The backups of the file ``path`` in ``folder``, oldest first."""
    pattern = _pattern(path)
    try:
        files = list(folder.iterdir())
    except OSError:
        return []
    found: list[tuple[datetime, int, int, Backup]] = []
    for file in files:
        match = pattern.match(file.name)
        if match is None:
            continue
        try:
            stat = file.stat()
        except OSError:
            continue
        taken_at, size = datetime.strptime(match[1], _STAMP), stat.st_size
        found.append((taken_at, int(match[3] or 1), stat.st_mtime_ns,
                      Backup(file.name, file, taken_at, int(match[2]) if match[2] else None, size)))
    return [backup for *_, backup in sorted(found, key=lambda item: (item[0], item[2], item[1]))]


def take(db: sqlite3.Connection, path: Path, folder: Path, after_round: int | None) -> Path:
    """Copy the open file into ``folder`` now, then keep only what :func:`prune` keeps."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime(_STAMP)
    tag = f"-round-{after_round}" if after_round is not None else ""
    suffix = path.suffix or ".tourney"
    target = folder / f"{path.stem}-{stamp}{tag}{suffix}"
    counter = 1
    while True:
        try:
            copy_database(db, target)
            break
        except FileExistsError:
            counter += 1
            target = folder / f"{path.stem}-{stamp}{tag}-{counter}{suffix}"
    prune(path, folder)
    return target


def prune(path: Path, folder: Path) -> None:
    """Keep the last :data:`KEEP_LAST` backups and the newest taken as each round closed."""
    backups = listing(path, folder)
    keep = {b.name for b in backups[-KEEP_LAST:]}
    keep |= {b.name for b in {b.after_round: b for b in backups if b.after_round is not None}.values()}
    for backup in backups:
        if backup.name not in keep:
            backup.path.unlink(missing_ok=True)


def read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot change ``path`` (a closed backup: read as immutable)."""
    return sqlite3.connect(f"file:{quote(str(path.resolve()))}?mode=ro&immutable=1", uri=True)


class AutoBackup:
    """Backups of one open file, taken from :meth:`after_commit` (called by the store after each commit).

    A backup that fails (a USB stick pulled out, a full disk) never undoes the referee's action:
    the reason is kept in :attr:`problem` for the window and the command line to say.

    ``background`` (see :meth:`Store.start_backups`): the copy is written on a thread of its own, from a
    connection of its own, while the thread that committed goes on answering the phones; see
    :meth:`backup`. Only a file in write-ahead-log mode copies in the background (a reader there sees
    one committed state and never stops the writer); any other copies on the committing thread.
    """

    def __init__(self, db: sqlite3.Connection, path: Path, *, background: bool = False) -> None:
        self.db = db
        self.path = path
        self.problem: OSError | sqlite3.Error | None = None
        self.taken: list[Path] = []
        self.closed = closed_rounds(db)
        newest = listing(path, self.folder())
        self.last_at = newest[-1].path.stat().st_mtime if newest else 0.0
        self._good_at = self.last_at  # when the newest backup that was written whole was started
        self._source = path.resolve()  # the copying thread opens the file by the name SQLite uses
        self._logged = str(db.execute("PRAGMA journal_mode").fetchone()[0]).lower() == "wal"
        self._guard = threading.Condition()
        self._copying = False
        self._asked: tuple[int | None] | None = None  # a backup asked for while one is being written
        self.background = False
        self.go_background(background)

    def go_background(self, background: bool = True) -> None:
        """Copy on a thread of the backups' own from now on (only a file in write-ahead-log mode)."""
        self.background = background and self._logged

    def folder(self) -> Path:
        return folder_for(self.path, chosen_folder(self.db))

    def after_commit(self, tables: Collection[str] | None = None) -> None:
        """After a commit that changed ``tables`` (None: not known): a backup if it closed a round, or
        if the last one is 10 minutes old. Only sheets and seatings open or close a round, so a commit
        that changed neither (a phone's send, a player's name) skips the closed-rounds query."""
        newly: set[int] = set()
        if tables is None or not _ROUND_TABLES.isdisjoint(tables):
            closed = closed_rounds(self.db)
            newly = closed - self.closed
            self.closed = closed
        if newly:
            self.backup(max(newly))
        elif time.time() - self.last_at >= EVERY_SECONDS:
            self.backup(None)

    def backup(self, after_round: int | None) -> Path | None:
        """Take a backup (``after_round``: the round whose closing asks for it) and return its path; in
        the background, ask for one and return None at once: it is written on the backups' thread, or
        after the one being written (one at a time; the requests made meanwhile make one more)."""
        if self.background and self._ask(after_round):
            return None
        self.wait()  # background switched off meanwhile: still one copy at a time
        try:
            target = take(self.db, self.path, self.folder(), after_round)
        except (OSError, sqlite3.Error) as error:
            self.problem = error
            return None
        self.problem = None
        self.last_at = self._good_at = time.time()
        self.taken.append(target)
        return target

    @property
    def copying(self) -> bool:
        """A copy is being written (or asked for) on the backups' thread."""
        return self._copying

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the copies under way and asked for to be written; False if ``timeout`` ran out."""
        with self._guard:
            return self._guard.wait_for(lambda: not self._copying, timeout)

    def _ask(self, after_round: int | None) -> bool:
        """Hand the backup to the backups' thread (False: no thread could be started)."""
        with self._guard:
            if self._copying:
                # one more after it, named after the latest round closed meanwhile (if any)
                self._asked = (_later(self._asked[0], after_round) if self._asked else after_round,)
                return True
            self._copying, before = True, self.last_at
            self.last_at = time.time()  # the commits made while it is written ask for no other
        # not a daemon: a program that ends right after the commit still leaves its backup whole
        worker = threading.Thread(target=self._work, args=(after_round,), name="tourney-backup")
        try:
            worker.start()
        except RuntimeError:  # the system has no thread to give: copied in place instead
            with self._guard:
                self._copying, self.last_at = False, before
            return False
        return True

    def _work(self, after_round: int | None) -> None:
        ask: tuple[int | None] | None = (after_round,)
        try:
            while ask is not None:
                self._copy(ask[0])
                ask = self._next()
        finally:
            if ask is not None:  # a fault of tourney's own: said by the thread's report, not waited for
                with self._guard:
                    self._copying, self._asked = False, None
                    self._guard.notify_all()

    def _copy(self, after_round: int | None) -> None:
        """One backup from a connection of the backups' own, opened after the commit that asked for it
        (so it holds that commit); the file stays open to the referee's and the phones' changes."""
        started = time.time()
        try:
            source = sqlite3.connect(f"file:{quote(str(self._source))}?mode=ro", uri=True)
            try:
                target = take(source, self.path, folder_for(self.path, chosen_folder(source)), after_round)
            finally:
                source.close()
        except (OSError, sqlite3.Error) as error:
            with self._guard:
                self.problem = error
                self.last_at = self._good_at  # the next commit asks again, as when copied in place
            return
        with self._guard:
            self.problem = None
            self._good_at = started
            self.taken.append(target)

    def _next(self) -> tuple[int | None] | None:
        """The backup asked for while the last was written (it then starts now), or None: all done."""
        with self._guard:
            ask, self._asked = self._asked, None
            if ask is None:
                self._copying = False
                self._guard.notify_all()
            else:
                self.last_at = time.time()
            return ask


def _later(round_a: int | None, round_b: int | None) -> int | None:
    return round_b if round_a is None else round_a if round_b is None else max(round_a, round_b)
