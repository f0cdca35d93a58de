"""Damage found before it spreads: SQLite's quick check when a file is opened, and the newest good backup.

``PRAGMA quick_check`` reads every page of the file and checks its structure (not the indexes
against the rows, which the full check does at many times the cost). A damaged file is refused
before anything is written to it, with the newest backup that passes the same check named, so the
referee can restore it into a new file (:mod:`tourney.store.backups`).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tourney.language import say
from tourney.store import backups
from tourney.store.failures import StoreError

DAMAGE = ("malformed", "corrupt")  # what SQLite says of a damaged file (SQLITE_CORRUPT)


def problem(db: sqlite3.Connection) -> str | None:
    """What SQLite's quick check finds wrong in the open file (None: nothing)."""
    try:
        rows = [str(row[0]) for row in db.execute("PRAGMA quick_check")]
    except sqlite3.DatabaseError as error:
        if any(word in str(error) for word in DAMAGE):
            return str(error)
        if "not a database" in str(error):
            return None  # not SQLite at all: the caller says it is not a tournament file
        raise  # a full disk or an I/O error is not damage: the caller says what it is
    return None if rows == ["ok"] else "; ".join(rows[:3])


def newest_good_backup(path: Path, db: sqlite3.Connection | None = None) -> Path | None:
    """The newest backup of ``path`` that passes the quick check (the folder the file chose, if readable)."""
    folder = backups.folder_for(path, backups.chosen_folder(db) if db is not None else None)
    for backup in reversed(backups.listing(path, folder)):
        if is_good(backup.path):
            return backup.path
    return None


def is_good(path: Path) -> bool:
    try:
        copy = backups.read_only(path)
    except sqlite3.Error:
        return False
    try:
        return problem(copy) is None and bool(copy.execute(
            "SELECT 1 FROM sqlite_master WHERE name = 'tournament'").fetchone())
    except sqlite3.Error:
        return False
    finally:
        copy.close()


def check(db: sqlite3.Connection, path: Path) -> None:
    """Refuse the damaged file ``path`` (see the module's docstring); a sound one passes in silence."""
    found = problem(db)
    if found is None:
        return
    raise refusal(path, found, db)


def refusal(path: Path, found: str, db: sqlite3.Connection | None = None, *, opened: bool = False
            ) -> StoreError:
    """The one sentence refusing the damaged file ``path``, naming its newest good backup (``opened``:
    the damage was found in a file already open, and nothing was changed in it)."""
    good = newest_good_backup(path, db)
    if good is None:
        message = say("{path} is damaged and was not opened ({problem}); there is no good backup of it in "
                      "{folder}", path=path, problem=found, folder=backups.default_folder(path))
    else:
        message = say("{path} is damaged and was not opened ({problem}); the newest good backup is {backup}, "
                      "which `tourney restore {path} --backup {name} -o NEW.tourney` copies into a new file",
                      path=path, problem=found, backup=good, name=good.name)
    if opened:
        folder = backups.default_folder(path)
        offer = (say("there is no good backup of it in {folder}", folder=folder) if good is None else
                 say("the newest good backup is {backup}, which `tourney restore {path} --backup {name} -o "
                     "NEW.tourney` copies into a new file", path=path, backup=good, name=good.name))
        message = say("{path} is damaged ({problem}) and nothing was changed; {backup}",
                      path=path, problem=found, backup=offer)
    error = StoreError("damaged", message)
    error.backup = good  # type: ignore[attr-defined]  # for the window's offer to restore it
    return error
