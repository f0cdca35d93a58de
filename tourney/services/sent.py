"""What a table's phones sent: :class:`Submission`, and each table's sends remembered between commits.

Every send from a table's phone first asks whether its key was sent before, then scores its deal
after the table's pending deals; the table's page and its previews read those pending deals too. A
table's sends (its pending deals, and the submission each of its keys made) are read with one query
and kept by the store's :class:`~tourney.store.memory.Remembered` until a commit changes the
submissions. The commit of a send itself does not make them read again: the send knows what it
wrote, so :func:`renew` says that it changed its own table's sends only (the other tables' are kept)
and keeps its table's sends as a read would find them now (only if no other commit came between, see
:meth:`Remembered.renew <tourney.store.memory.Remembered.renew>`). An approval, a
rejection, a confirmation, an undo or a redo, a draw and another connection's write all have them read
again. What is kept is shared: a pending submission's ``entry`` here is read, never changed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tourney.store import Store
from tourney.tournament.sheet import SheetEntry, entry_from_text, remember_entry


@dataclass(frozen=True, slots=True)
class Submission:
    """What one table sent for one deal (``number`` 0: its totals), and what became of it."""

    id: int
    round: int
    table: int
    number: int
    kind: str  # deal, totals
    entry: dict[str, Any]
    phone: str
    sent_at: str
    status: str  # pending, approved, rejected, replaced
    confirmed_by: tuple[str, ...]
    reason: str
    seating: dict[str, int] | None = None  # who sat where as the phone saw it (None: not known, older)


def submission_of(row: dict[str, Any]) -> Submission:
    """A row as a submission."""
    seen = row.get("seating")
    return Submission(row["id"], row["round"], row["table_no"], row["number"], row["kind"],
                      json.loads(row["entry"]), row["phone"], row["sent_at"],
                      row["status"], tuple(json.loads(row["confirmed_by"])), row["reason"],
                      json.loads(seen) if seen else None)


Pending = dict[int, tuple[Submission, SheetEntry]]  # a table's pending deals by number, with their entries


@dataclass(frozen=True, slots=True)
class TableSends:
    """A table's pending deals by number, each with its entry for the sheet, and the id of the
    submission each key its phones sent made (whatever became of it). Shared: never changed."""

    pending: Pending
    keys: dict[str, int]


# every column a pending deal's Submission holds (its status and kind are the query's), in this order
PENDING_ORDER = ("id", "round", "table_no", "number", "entry", "phone", "sent_at", "confirmed_by", "reason",
                 "seating")
PENDING_COLUMNS = ", ".join(PENDING_ORDER)
_TABLES = ("submissions",)


def table_sends(store: Store, round_number: int, table: int) -> tuple[TableSends, int]:
    """The table's sends, and the count of commits they were recalled at (for :func:`renew`; -1: not
    remembered, as a round or table that is not a number is read as it is)."""
    if type(round_number) is not int or type(table) is not int:
        return read_sends(store, round_number, table), -1
    sends = store.remembered.recall(*recalling(store, round_number, table))
    return sends, store.remembered.commits


def recalling(store: Store, round_number: int, table: int) -> tuple[Any, Any, Callable[[], TableSends], Any]:
    """How the table's sends are recalled (key, tables, make, scope; see :class:`Remembered
    <tourney.store.memory.Remembered>`), for a caller recalling them with other reads at once."""
    return (("sends", round_number, table), _TABLES, lambda: read_sends(store, round_number, table),
            (round_number, table))


def read_sends(store: Store, round_number: Any, table: Any) -> TableSends:
    """The table's sends, read from the file: one query for its pending deals and its keys."""
    pending: Pending = {}
    keys: dict[str, int] = {}
    for row in store.rows(f"SELECT {PENDING_COLUMNS}, client_key, status = 'pending' AND kind = 'deal' "
                          "FROM submissions WHERE round = ? AND table_no = ? AND (client_key IS NOT NULL "
                          "OR (status = 'pending' AND kind = 'deal')) ORDER BY id", [round_number, table]):
        if row[10] is not None:
            keys[row[10]] = row[0]
        if row[11]:
            pending[row[3]] = read_pending(row[:10])
    return TableSends(pending, keys)


def renew(store: Store, round_number: int, table: int, sends: TableSends, since: int,
          sent: tuple[Submission, SheetEntry], key: str | None) -> None:
    """The send that read ``sends`` (at ``since`` commits) has just committed ``sent`` (a pending deal,
    as :func:`read_pending` reads its row) under ``key``, replacing the table's pending deal of that
    number if it had one: that commit changed the submissions of this table only (the other tables'
    sends are kept), and this table's sends are kept as a read would find them now."""
    if since < 0:
        return
    store.remembered.confine(_TABLES, (round_number, table), since)
    found = sent[0]
    pending = dict(sends.pending)
    pending.pop(found.number, None)  # replaced, if it was there: the newest row is read last
    pending[found.number] = sent
    keys = sends.keys if key is None else {**sends.keys, key: found.id}
    store.remembered.renew(("sends", round_number, table), _TABLES, sends, since, TableSends(pending, keys),
                           (round_number, table))


def just_sent(new: dict[str, Any], seen: dict[str, int],
              entry: SheetEntry | None) -> tuple[Submission, tuple[Submission, SheetEntry] | None]:
    """The pending deal just inserted (``new``: its row as written), and what the next send reads back
    from its row (None: not remembered): its text and its row are remembered as that read would find
    them (``seen`` is the seating its row keeps as JSON, ``entry`` the deal as :func:`entered` made
    it, see :mod:`tourney.tournament.sheet`). The two share nothing: the first goes to the caller."""
    text = new["entry"]
    sent = Submission(new["id"], new["round"], new["table_no"], new["number"], "deal",
                      json.loads(text), new["phone"], new["sent_at"], "pending", (), "", dict(seen))
    if entry is None or not all(type(new[column]) is int for column in ("round", "table_no", "number")):
        return sent, None
    remember_entry(text, entry)
    # as the next send's read of the row would find it (its entry remembered just now: not read again)
    return sent, read_pending(tuple(new[column] for column in PENDING_ORDER))


def read_pending(row: tuple[Any, ...]) -> tuple[Submission, SheetEntry]:
    """A pending row (:data:`PENDING_COLUMNS`) as a submission and its entry, remembered by the row
    itself (a row that changed in any column is read afresh). Their deals are read through
    :func:`entry_from_text` (remembered), so a pending submission's ``entry`` here is shared."""
    kept = _PENDING.get(row)
    if kept is None:
        submission_id, round_number, table, number, text, phone, sent_at, confirmed_by, reason, seen = row
        entry = entry_from_text(text)
        kept = (Submission(submission_id, round_number, table, number, "deal", entry.deal, phone, sent_at,
                           "pending", () if confirmed_by == "[]" else tuple(json.loads(confirmed_by)), reason,
                           json.loads(seen) if seen else None), entry)
        _keep_pending(row, kept)
    return kept


def _keep_pending(row: tuple[Any, ...], kept: tuple[Submission, SheetEntry]) -> None:
    if len(_PENDING) >= _PENDING_MOST:
        _PENDING.pop(next(iter(_PENDING)))
    _PENDING[row] = kept


_PENDING: dict[tuple[Any, ...], tuple[Submission, SheetEntry]] = {}
_PENDING_MOST = 4096
