"""Undo and redo from the event log, and the log as the referee reads it.

The log is never rewritten. Undoing appends an ``undo`` event whose changes are the inverse of the
action undone; redoing appends a ``redo`` event with the action's changes again. Which action is
next to undo or redo is worked out by replaying the kinds of the events in order, so the history
survives closing and reopening the file.

An inserted row is logged by its id and a fingerprint, not copied (the deals were half the file):
undoing checks the fingerprint and keeps the row it deletes in the undo event, which is where a redo
finds it again. Events written before this keep their full copies and undo as they always did.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tourney.language import Words, restored, say
from tourney.store.store import Store, StoreError, changed_tables, row_digest


@dataclass(frozen=True, slots=True)
class Event:
    """One entry of the log: when, who, what, and the rows before and after."""

    id: int
    at: str
    who: str
    kind: str  # do, undo, redo, fixed (not undoable)
    action: str
    description: str
    params: dict[str, Any]
    changes: list[dict[str, Any]]
    target: int | None


def _event(row: dict[str, Any]) -> Event:
    return Event(row["id"], row["at"], row["who"], row["kind"], row["action"], _description(row),
                 json.loads(row["params"]), json.loads(row["changes"]), row["target"])


def _description(row: dict[str, Any]) -> str:
    """The stored description, remade as a sentence when the file kept how it was made."""
    return restored(row["description"], row.get("words"))


def description_of(store: Store, event_id: int) -> str:
    """What event ``event_id`` did, as a sentence the window can say in its language."""
    # only the two text columns: an event's changes can hold every seat of a whole draw
    return _description(store.query("SELECT description, words FROM events WHERE id = ?", [event_id])[0])


def events(store: Store, *, since: int = 0, limit: int | None = None) -> list[Event]:
    """The log in order, from event ``since`` on."""
    sql = "SELECT * FROM events WHERE id > ? ORDER BY id"
    if limit is not None:
        sql += f" LIMIT {int(limit)}"
    return [_event(r) for r in store.query(sql, [since])]


def iter_events(store: Store, *, since: int = 0, batch: int = 200) -> Iterator[Event]:
    """The log in order from event ``since`` on, read a batch at a time so memory stays flat
    however long the log is (a whole tournament's log holds every deal)."""
    last = since
    while True:
        rows = store.query("SELECT * FROM events WHERE id > ? ORDER BY id LIMIT ?", [last, batch])
        yield from (_event(r) for r in rows)
        if len(rows) < batch:
            return
        last = rows[-1]["id"]


def stacks(store: Store) -> tuple[list[int], list[int]]:
    """The actions that can be undone and those that can be redone (last is next), by event id."""
    done: list[int] = []
    undone: list[int] = []
    for row in store.query("SELECT id, kind, target FROM events ORDER BY id"):
        if row["kind"] == "do":
            done.append(row["id"])
            undone.clear()
        elif row["kind"] == "fixed":
            done.clear()
            undone.clear()
        elif row["kind"] == "undo":
            undone.append(done.pop())
        else:
            done.append(undone.pop())
    return done, undone


Image = dict[str, Any] | None
Images = dict[tuple[str, int], Image]
_CHANGED: dict[str, Any] = {"\0 changed since it was inserted": True}  # no row is the same as this


def _apply(store: Store, change: dict[str, Any], *, forward: bool, images: Images) -> dict[str, Any]:
    table, row_id = change["table"], change["id"]
    want, have = (change["after"], change["before"]) if forward else (change["before"], change["after"])
    current = store.get(table, row_id)
    inserted = change.get("inserted")
    if inserted is not None:  # an insert logged without its row (see the module)
        if forward:
            want = images.get((table, row_id))
        elif current is not None and row_digest(current, inserted["columns"]) == inserted["digest"]:
            have = current
        else:
            have = _CHANGED
    if not _same(current, have) or want is have is None:
        raise StoreError("history_conflict", say(
            "cannot redo: row {row_id} of {table} has changed since; the file does not match its log",
            row_id=row_id, table=table) if forward else say(
            "cannot undo: row {row_id} of {table} has changed since; the file does not match its log",
            row_id=row_id, table=table))
    db = store.db
    if want is None:
        db.execute(f"DELETE FROM [{table}] WHERE id = ?", [row_id])
    elif current is None:
        db.execute(f"INSERT INTO [{table}] ({', '.join(f'[{c}]' for c in want)}) "
                   f"VALUES ({', '.join('?' for _ in want)})", list(want.values()))
    else:
        db.execute(f"UPDATE [{table}] SET {', '.join(f'[{c}] = ?' for c in want)} WHERE id = ?",
                   [*want.values(), row_id])
    if inserted is not None and forward:  # redone: logged as the insert was, without a copy
        return dict(change)
    return {"table": table, "id": row_id, "before": have, "after": want}


def _deleted_by_last_undo(store: Store, target: int) -> Images:
    """The rows the last undo of event ``target`` deleted, as it kept them: what a redo inserts again."""
    rows = store.query("SELECT changes FROM events WHERE kind = 'undo' AND target = ? ORDER BY id DESC "
                       "LIMIT 1", [target])
    changes = json.loads(rows[0]["changes"]) if rows else []
    return {(c["table"], c["id"]): c["before"] for c in changes if c["after"] is None}


def _same(current: dict[str, Any] | None, image: dict[str, Any] | None) -> bool:
    """The row as the log saw it: a column a later migration added is not in an older event's image,
    so only the columns the image has are compared (an undo never trips over a newer schema)."""
    if current is None or image is None:
        return current is image
    return image.keys() <= current.keys() and all(current[column] == image[column] for column in image)


def _step(store: Store, target: int, *, forward: bool) -> Event:
    original = _event(store.query("SELECT * FROM events WHERE id = ?", [target])[0])
    ordered = original.changes if forward else list(reversed(original.changes))
    compact = forward and any("inserted" in change for change in ordered)
    images = _deleted_by_last_undo(store, target) if compact else {}
    applied = [_apply(store, change, forward=forward, images=images) for change in ordered]
    kind = "redo" if forward else "undo"
    description = (say("Redo: {action}", action=original.description) if forward
                   else say("Undo: {action}", action=original.description))
    event_id = store.append_event(kind, original.action, description, original.params, applied, target)
    return _event(store.query("SELECT * FROM events WHERE id = ?", [event_id])[0])


def undo(store: Store, steps: int = 1) -> list[Event]:
    """Undo the last ``steps`` actions (one transaction); returns the undo events, newest last."""
    return _move(store, steps, forward=False)


def redo(store: Store, steps: int = 1) -> list[Event]:
    """Redo the last ``steps`` undone actions (one transaction)."""
    return _move(store, steps, forward=True)


def _move(store: Store, steps: int, *, forward: bool) -> list[Event]:
    word = "redo" if forward else "undo"
    if steps < 1:
        raise StoreError("bad_steps",
                         say("the number of steps to redo must be 1 or more, not {steps}", steps=steps)
                         if forward else
                         say("the number of steps to undo must be 1 or more, not {steps}", steps=steps))
    done, undone = stacks(store)
    available = undone if forward else done
    if steps > len(available):
        raise StoreError(f"nothing_to_{word}", _too_many_steps(forward, len(available), steps))
    targets = list(reversed(available))[:steps]
    try:
        with store.db.atomic():
            stepped = [_step(store, target, forward=forward) for target in targets]
        store.committed(changed_tables(c for event in stepped for c in event.changes))
        return stepped
    except sqlite3.IntegrityError as error:
        raise StoreError("history_conflict", say("cannot redo: refused by the file ({error})", error=error)
                         if forward else
                         say("cannot undo: refused by the file ({error})", error=error)) from error


def _too_many_steps(forward: bool, count: int, steps: int) -> Words:
    if forward:
        return (say("there are only {count} actions to redo, not {steps}", count=count, steps=steps) if count
                else say("there is nothing to redo"))
    return (say("there are only {count} actions to undo, not {steps}", count=count, steps=steps) if count
            else say("there is nothing to undo"))
