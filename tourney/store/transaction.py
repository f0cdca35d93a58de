"""One change's transaction: sqlite-utils' ``atomic()`` without its generator on the common path.

A change outside any transaction begins and commits its own (``BEGIN`` … ``COMMIT``; a commit the
file refuses, say a foreign key checked at the end, is rolled back before it is raised); inside a
transaction already, it is ``atomic()``'s savepoint, which undoes only the change's own writes. The
generator of ``atomic()`` cost a tenth of a phone's commit (#32 point 8), and every send takes this
path, hence a plain class.
"""

from __future__ import annotations

from types import TracebackType
from typing import Any

import sqlite_utils


class Transaction:
    """``with Transaction(db):`` all of the block's writes, or none of them."""

    __slots__ = ("db", "savepoint")

    def __init__(self, db: sqlite_utils.Database) -> None:
        self.db = db
        self.savepoint: Any = None

    def __enter__(self) -> None:
        if self.db.conn.in_transaction:
            self.savepoint = self.db.atomic()
            self.savepoint.__enter__()
        else:
            self.db.conn.execute("BEGIN")

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> bool:
        if self.savepoint is not None:
            return bool(self.savepoint.__exit__(kind, error, trace))
        if kind is not None:
            self.db.rollback()  # a no-op if the error ended the transaction already
            return False
        try:
            self.db.conn.execute("COMMIT")
        except BaseException:
            self.db.rollback()
            raise
        return False
