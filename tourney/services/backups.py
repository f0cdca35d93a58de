"""The tournament's backups as the referee uses them: list them, restore one into a new file, save a
copy, choose the backups folder (see :mod:`tourney.store.backups` for when backups are taken).

Restoring never writes over a file: it makes a new one, refused if the name is taken, which opens,
undoes and redoes like any other (the backup holds the whole event log).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from urllib.parse import quote

from tourney.language import restored, say
from tourney.services.errors import ServiceError
from tourney.services.tournament import _exists
from tourney.store import Store
from tourney.store import backups as kept
from tourney.store.intact import is_good


@dataclass(frozen=True, slots=True)
class BackupInfo:
    """One backup and what it holds."""

    name: str
    path: Path
    taken_at: datetime
    after_round: int | None  # the round whose closing took it (None: taken after 10 minutes of changes)
    size: int
    players: int
    closed_rounds: tuple[int, ...]  # the rounds every table of which had a balanced sheet
    results: int  # table sheets recorded
    last_action: str  # the last thing done before it was taken ('' for none)
    last_at: str

    @property
    def size_text(self) -> str:
        """The size as a person reads it: "840 KiB", "51.6 MiB"."""
        size = self.size
        return f"{size / 1024:.0f} KiB" if size < 1024 * 1024 else f"{size / 1024 / 1024:.1f} MiB"


def backups_folder_of(path: str | Path) -> Path:
    """Where the backups of the file ``path`` go (read without opening it for writing)."""
    path = Path(path)
    try:
        db = sqlite3.connect(f"file:{quote(str(path.resolve()))}?mode=ro", uri=True)
    except sqlite3.Error:
        return kept.default_folder(path)
    try:
        return kept.folder_for(path, kept.chosen_folder(db))
    finally:
        db.close()


def list_backups(path: str | Path) -> list[BackupInfo]:
    """Every backup of the file ``path``, oldest first, with what each holds."""
    path = Path(path)
    return [_info(b) for b in kept.listing(path, backups_folder_of(path))]


def _info(backup: kept.Backup) -> BackupInfo:
    players = results = 0
    closed: tuple[int, ...] = ()
    last_action = last_at = ""
    try:
        db = kept.read_only(backup.path)
        try:
            players = db.execute("SELECT count(*) FROM players").fetchone()[0]
            results = db.execute("SELECT count(*) FROM table_results").fetchone()[0]
            closed = tuple(sorted(kept.closed_rounds(db)))
            db.row_factory = sqlite3.Row
            row = db.execute("SELECT * FROM events ORDER BY id DESC LIMIT 1").fetchone()
            if row is not None:
                columns = row.keys()
                last_action = restored(row["description"], row["words"] if "words" in columns else None)
                last_at = row["at"]
        finally:
            db.close()
    except sqlite3.Error:
        last_action = say("unreadable")
    return BackupInfo(backup.name, backup.path, backup.taken_at, backup.after_round, backup.size, players,
                      closed, results, last_action, last_at)


def find_backup(path: str | Path, *, round_number: int | None = None, name: str | None = None) -> BackupInfo:
    """The newest backup taken as round ``round_number`` closed, or the backup called ``name`` (only the
    chosen one is opened to say what it holds)."""
    folder = backups_folder_of(path)
    found = kept.listing(Path(path), folder)
    if name is not None:
        chosen = [b for b in found if b.name == Path(name).name]
        if not chosen:
            raise ServiceError("no_backup", say("there is no backup called {name} in {folder}",
                                                name=name, folder=folder))
        return _info(chosen[-1])
    chosen = [b for b in found if b.after_round == round_number]
    if not chosen:
        rounds = sorted({b.after_round for b in found if b.after_round is not None})
        raise ServiceError("no_backup", say(
            "there is no backup taken after round {round} in {folder} (backups after rounds: {rounds})",
            round=round_number, folder=folder, rounds=", ".join(map(str, rounds)) or "none"))
    return _info(chosen[-1])


def restore_backup(path: str | Path, out: str | Path, *, round_number: int | None = None,
                   name: str | None = None) -> Path:
    """Copy a backup of ``path`` into the new file ``out`` (refused if ``out`` exists)."""
    backup = find_backup(path, round_number=round_number, name=name)
    out = Path(out)
    if out.exists():
        raise _exists(out)
    if not is_good(backup.path):
        raise ServiceError("damaged_backup", say("the backup {name} is damaged; choose another",
                                                 name=backup.name))
    source = kept.read_only(backup.path)
    try:
        kept.copy_database(source, out)
    except FileExistsError:
        raise _exists(out) from None
    finally:
        source.close()
    return out


def save_copy(store: Store, out: str | Path) -> Path:
    """A consistent copy of the open tournament as the new file ``out`` (a USB stick, say)."""
    out = Path(out)
    if out.exists():
        raise _exists(out)
    try:
        kept.copy_database(store.db.conn, out)
    except FileExistsError:
        raise _exists(out) from None
    return out


def backups_folder(store: Store) -> Path:
    if store.path is None:
        raise ServiceError("no_file", say("a tournament kept in memory has no backups"))
    return kept.folder_for(store.path, kept.chosen_folder(store.db.conn))


def set_backups_folder(store: Store, folder: str | Path | None) -> Path:
    """Put the backups in ``folder`` from now on (None or '': the folder beside the file)."""
    if store.path is None:
        raise ServiceError("no_file", say("a tournament kept in memory has no backups"))
    chosen = str(folder).strip() if folder else ""
    target = kept.folder_for(store.path, chosen or None)
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ServiceError("bad_folder", say("cannot make the backups folder {folder}: {reason}",
                                             folder=target, reason=error.strerror or str(error))) from error
    with store.change("set_backups_folder", say("Keep the backups in {folder}", folder=target),
                      {"folder": chosen}) as log:
        log.update("tournament", 1, {"backups_folder": chosen or None})
    return target
