"""What went wrong with the disk or the file, said in one sentence that names the file.

SQLite and the operating system report a full disk, an input/output error, a read-only folder or a
damaged file as exceptions with terse texts ("disk I/O error"); :func:`failure` turns each into the
store's refusal, :class:`StoreError`, with a code and a sentence for the referee, so that neither the
window nor the command line ever shows a traceback or a misleading reason.
"""

from __future__ import annotations

import errno
import shutil
import sqlite3
from pathlib import Path

try:
    import resource
except ImportError:  # pragma: no cover - Windows
    resource = None  # type: ignore[assignment]

from tourney.errors import TourneyError
from tourney.language import Words, say


class StoreError(TourneyError):
    """The tournament file cannot be opened, read or changed as asked."""


# SQLite's primary result codes (https://sqlite.org/rescode.html)
_SQLITE_READONLY, _SQLITE_IOERR, _SQLITE_CORRUPT, _SQLITE_FULL, _SQLITE_CANTOPEN, _SQLITE_NOTADB = \
    8, 10, 11, 13, 14, 26
_SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_PERM = 5, 6, 3

_ROOM = 1 << 20  # less free space than this (or than this under a size limit) is a full disk
_DISK_FULL = {errno.ENOSPC, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC)}
_READ_ONLY = {errno.EROFS, errno.EACCES, errno.EPERM}


def disk_full(path: object) -> Words:
    return say("the disk holding {path} is full (or the file may grow no larger); nothing was written",
               path=path)


def io_error(path: object) -> Words:
    return say("the disk reported an input/output error on {path}; copy the file elsewhere and check the "
               "disk", path=path)


def read_only(path: object) -> Words:
    return say("{path} cannot be written: the file or its folder is read-only", path=path)


def failure(error: BaseException, path: Path | str | None) -> StoreError:
    """The refusal that says what ``error`` (from SQLite or the system) means for the file ``path``."""
    if isinstance(error, StoreError):
        return error
    where = str(path) if path is not None else say("the tournament file")
    if isinstance(error, sqlite3.Error):
        return _sqlite_failure(error, where)
    if isinstance(error, OSError):
        return os_failure(error, where)
    return StoreError("file_failed", say("{path}: {error}", path=where, error=str(error)))


def _sqlite_failure(error: sqlite3.Error, where: object) -> StoreError:
    code = getattr(error, "sqlite_errorcode", -1) & 0xFF
    if code == _SQLITE_FULL:
        return StoreError("disk_full", disk_full(where))
    if code == _SQLITE_IOERR:
        if _no_room(where):  # SQLite says "I/O error" for a write the disk or a size limit refused too
            return StoreError("disk_full", disk_full(where))
        return StoreError("io_error", io_error(where))
    if code in (_SQLITE_READONLY, _SQLITE_PERM):
        return StoreError("read_only", read_only(where))
    if code == _SQLITE_CANTOPEN:
        return StoreError("cannot_open", say("{path} cannot be opened: its folder is missing or cannot be "
                                             "written", path=where))
    if code == _SQLITE_CORRUPT:
        return StoreError("damaged", say("{path} is damaged ({error}); open one of its backups instead",
                                         path=where, error=str(error)))
    if code == _SQLITE_NOTADB:
        return StoreError("not_tournament", say("{path} is not a tournament file", path=where))
    if code in (_SQLITE_BUSY, _SQLITE_LOCKED):
        return StoreError("file_in_use", say("{path} is busy in another program; close it there first",
                                             path=where))
    return StoreError("file_failed", say("{path} could not be read or written ({error})", path=where,
                                         error=str(error)))


def _no_room(where: object) -> bool:
    """Whether a failed write was most likely a full disk or a file-size limit (SQLite cannot tell)."""
    path = Path(str(where))
    try:
        if shutil.disk_usage(path.parent if path.parent.exists() else ".").free < _ROOM:
            return True
    except OSError:
        return False
    if resource is None:  # pragma: no cover - Windows has no file-size limit
        return False
    limit = resource.getrlimit(resource.RLIMIT_FSIZE)[0]
    if limit == resource.RLIM_INFINITY:
        return False
    sizes = [p.stat().st_size for p in (path, path.with_name(path.name + "-wal")) if p.exists()]
    return any(size + _ROOM > limit for size in sizes)


def os_failure(error: OSError, where: object = None) -> StoreError:
    """A system error on a file (the tournament's, an export, a list to import) as one sentence."""
    named = error.filename if error.filename is not None else where
    if error.errno in _DISK_FULL:
        return StoreError("disk_full", disk_full(named))
    if error.errno == errno.EIO:
        return StoreError("io_error", io_error(named))
    if error.errno in _READ_ONLY:
        return StoreError("read_only", read_only(named))
    if error.errno == errno.ENOENT:
        return StoreError("no_folder", say("{path} cannot be reached: the file or its folder does not exist",
                                           path=named))
    if error.errno == errno.EISDIR:
        return StoreError("is_folder", say("{path} is a folder, not a file", path=named))
    return StoreError("file_failed", say("{path}: {error}", path=named, error=error.strerror or str(error)))
