"""Writing a file whole or not at all: every file tourney writes goes through here.

The bytes go to a hidden temporary file in the same folder, are synced to the disk, and only then
take the file's name in one rename (the folder synced after it), so a crash, a kill or a full disk
at any moment leaves either the old file or the new one under that name, never half of one.
:func:`replacing` yields the temporary path for writers that need a file name (SQLite, the HTML
folder's pages); :func:`publish_new` gives a finished file a name that must not exist yet (a new
tournament, a restored copy) without ever replacing a file someone else made meanwhile.
"""

from __future__ import annotations

import contextlib
import glob
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

PART = ".part"  # the ending of a temporary file that has not taken its name yet


def temporary_beside(path: str | Path) -> Path:
    """A fresh hidden name in ``path``'s folder for the file while it is being written; it names this
    process, so that what a killed writer left can be told apart from what a live one is writing."""
    path = Path(path)
    clean_stale(path)
    return path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{PART}")


def clean_stale(path: Path) -> None:
    """Remove the temporary files a writer of ``path`` that no longer runs left behind (killed)."""
    if os.name == "nt":  # pragma: no cover - no cheap way to ask whether a process runs
        return
    try:
        leftovers = list(path.parent.glob(f".{glob.escape(path.name)}.*{PART}"))
    except OSError:
        return
    for leftover in leftovers:
        pid = leftover.name[len(path.name) + 2:].split("-", 1)[0]
        if pid.isdigit() and not _running(int(pid)):
            remove_partial(leftover)


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's process: running
    return True


def write_bytes(path: str | Path, data: bytes) -> None:
    """Put ``data`` in ``path`` whole, replacing what was there only once it is all on the disk."""
    with replacing(path) as temporary, open(temporary, "wb") as out:
        out.write(data)


def write_text(path: str | Path, text: str, encoding: str = "utf-8") -> None:
    """Put ``text`` in ``path`` whole (no newline translation: the text's own line ends are kept)."""
    write_bytes(path, text.encode(encoding))


@contextlib.contextmanager
def replacing(path: str | Path) -> Iterator[Path]:
    """A temporary path to write; after the block it is synced and renamed over ``path``.

    If the block fails, the temporary file is removed and ``path`` is left as it was.
    """
    path = Path(path)
    temporary = temporary_beside(path)
    try:
        yield temporary
        sync_file(temporary)
        _keep_mode(path, temporary)
        os.replace(temporary, path)
    except BaseException:
        remove_partial(temporary)
        raise
    sync_folder(path.parent)


def publish_new(temporary: Path, path: Path) -> None:
    """Give the finished, synced ``temporary`` the name ``path``, refused (FileExistsError) if a file
    took that name meanwhile: a hard link cannot replace, and a folder without hard links (a USB
    stick's FAT) gets a rename after one last look."""
    try:
        os.link(temporary, path)
    except FileExistsError:
        remove_partial(temporary)
        raise
    except OSError:
        if path.exists():
            remove_partial(temporary)
            raise FileExistsError(path) from None
        os.replace(temporary, path)
    else:
        temporary.unlink()
    sync_folder(path.parent)


def remove_partial(temporary: Path) -> None:
    """Remove a temporary file this program made, with the side files SQLite may have left by it."""
    sides = (temporary.with_name(temporary.name + end) for end in ("-wal", "-shm", "-journal", ".lock"))
    for name in (temporary, *sides):
        with contextlib.suppress(OSError):
            name.unlink()


def sync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def sync_folder(folder: Path) -> None:
    """A new name is durable only once its folder is synced (POSIX; Windows has no such call)."""
    if os.name == "nt":  # pragma: no cover - exercised on Windows only
        return
    sync_file(folder)


def _keep_mode(path: Path, temporary: Path) -> None:
    """A replaced file keeps its permissions; a new one gets the usual rw-r--r--."""
    try:
        mode = path.stat().st_mode & 0o7777
    except OSError:
        mode = 0o644
    with contextlib.suppress(OSError):
        os.chmod(temporary, mode)
