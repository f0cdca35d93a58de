"""Making committed changes durable: one fsync of the write-ahead log, when and where it suits.

A tournament file is kept in SQLite's write-ahead-log mode with ``synchronous = NORMAL``: a commit
appends its pages to ``<file>-wal`` without waiting for the disk, and the log's checksums mean a
crash or a power cut at any moment leaves a consistent file (the torn tail of the log is ignored).
What NORMAL alone does not promise is that the last commits survive a power cut; a store promises
that by syncing the log before it reports success: at once after a referee's action, or, for the
table pages, once for every commit made while the previous sync ran (a group commit), off the
thread that serves the pages, before any page is answered.
"""

from __future__ import annotations

import os
from pathlib import Path

from tourney.safe_write import sync_folder


class LogSync:
    """The fsync of one file's write-ahead log (and of its folder the first time the log exists)."""

    def __init__(self, path: Path) -> None:
        self.log = path.with_name(path.name + "-wal")
        self._known_log: int | None = None  # the log file whose name in the folder is on the disk

    def sync(self) -> None:
        try:
            fd = os.open(self.log, os.O_RDWR)
        except FileNotFoundError:
            return  # no log: every commit is in the file itself, synced by the checkpoint that moved it
        try:
            os.fsync(fd)
            inode = os.fstat(fd).st_ino
        finally:
            os.close(fd)
        if inode != self._known_log:
            sync_folder(self.log.parent)
            self._known_log = inode

