"""Automatic backups of an open tournament file, and the copies kept of it.

A backup is SQLite's online backup of the open connection (what is committed, write-ahead log
included), written whole or not at all (:mod:`tourney.safe_write`) into the backups folder: beside
the file (``<name>-backups``) unless the referee chose another (the tournament's
``backups_folder``, a USB stick say). :class:`AutoBackup` takes one after every commit that closes
a round and, otherwise, after a commit made 10 minutes or more after the last backup, so at most 10
minutes of changes are ever missing from the newest backup. The last 10 backups are kept, and the
newest one taken as each round closed.

A round is *closed* when every table seated in it has a sheet that balances (status ``final``):
the moment the last table's result of the round is recorded or corrected into balance.
"""

from __future__ import annotations

import re
import sqlite3
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
    """

    def __init__(self, db: sqlite3.Connection, path: Path) -> None:
        self.db = db
        self.path = path
        self.problem: OSError | sqlite3.Error | None = None
        self.taken: list[Path] = []
        self.closed = closed_rounds(db)
        newest = listing(path, self.folder())
        self.last_at = newest[-1].path.stat().st_mtime if newest else 0.0

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
        try:
            target = take(self.db, self.path, self.folder(), after_round)
        except (OSError, sqlite3.Error) as error:
            self.problem = error
            return None
        self.problem = None
        self.last_at = time.time()
        self.taken.append(target)
        return target
