"""The lock that keeps a second program off an open tournament file.

The lock follows the file, not the name it was opened by. It is an operating-system lock on a side
file beside the file's real path (``<file>.lock``, symlinks and other spellings resolved): ``flock``
on POSIX, ``msvcrt.locking`` on Windows; on POSIX also a ``flock`` on the tournament file itself,
which a hard link (another name for the same file) shares, so SQLite never keeps two write-ahead
logs for one file. (SQLite's own locks are POSIX record locks, which ``flock`` does not touch.)
The system drops both when the holder exits, even after a crash or a SIGKILL, so a stale side file
never locks the referee out; the side file's text only says who holds it, for the refusal message.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import socket
import sys
from datetime import datetime
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 1 << 20, os.SEEK_SET)  # lock a byte past the text so others can read it
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 1 << 20, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class _HeldElsewhere(Exception):
    """The tournament file itself is locked by another holder."""


def _lock_the_file_itself(path: Path) -> int | None:
    """POSIX: an exclusive ``flock`` on the tournament file (shared by all its names) and its descriptor;
    None where there is nothing to lock (no file yet, Windows). Raises :class:`_HeldElsewhere`."""
    if os.name == "nt":  # pragma: no cover - msvcrt locks are mandatory: they would stop SQLite itself
        return None
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return None
    if _try_lock(fd):
        return fd
    os.close(fd)
    raise _HeldElsewhere


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def _holder_text() -> str:
    try:
        user = getpass.getuser()
    except Exception:  # no user name on some systems; the message just says less
        user = "someone"
    return f"{user} on {socket.gethostname()} (process {os.getpid()}) since " \
           f"{datetime.now().strftime('%Y-%m-%d %H:%M')}"


class FileLock:
    """An exclusive lock on a tournament file, held from :meth:`acquire` until :meth:`release`."""

    def __init__(self, path: Path) -> None:
        self.file = Path(os.path.realpath(path))
        self.path = lock_path(self.file)
        self._fd: int | None = None
        self._file_fd: int | None = None

    def acquire(self) -> str | None:
        """Take the lock; on refusal return who holds it (None means it is ours now)."""
        holder = self._acquire_side_file()
        if holder is not None:
            return holder
        refused = self.hold_file()
        if refused is not None:
            self.release()
        return refused

    def hold_file(self) -> str | None:
        """Lock the tournament file itself too (call again once a new file exists); on refusal, who."""
        if self._file_fd is not None:
            return None
        try:
            self._file_fd = _lock_the_file_itself(self.file)
        except _HeldElsewhere:
            return "another program, under another name of the same file"
        return None

    def _acquire_side_file(self) -> str | None:
        for _ in range(5):
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _try_lock(fd):
                holder = self._read_holder(fd)
                os.close(fd)
                return holder or "another program"
            # The holder may have removed the side file between our open and our lock.
            if self._same_file(fd):
                self._fd = fd
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, _holder_text().encode())
                return None
            _unlock(fd)
            os.close(fd)
        return "another program"

    def _same_file(self, fd: int) -> bool:
        try:
            return os.path.samestat(os.fstat(fd), os.stat(self.path))
        except FileNotFoundError:
            return False

    @staticmethod
    def _read_holder(fd: int) -> str:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            return os.read(fd, 500).decode(errors="replace").strip()
        except OSError:
            return ""

    def release(self) -> None:
        if self._file_fd is not None:
            fd_file, self._file_fd = self._file_fd, None
            _unlock(fd_file)
            os.close(fd_file)
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            self.path.unlink()
        _unlock(fd)
        os.close(fd)
