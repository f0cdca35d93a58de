"""Undo, redo and the log of a tournament, as the referee sees them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from tourney.language import say
from tourney.store import Event, Store, StoreError, description_of, events, iter_events, stacks
from tourney.store import redo as store_redo
from tourney.store import undo as store_undo


@dataclass(frozen=True, slots=True)
class HistoryState:
    can_undo: int  # how many actions can be undone
    can_redo: int
    next_undo: str | None  # what undo would take back (a sentence the window can translate)
    next_redo: str | None


def history_state(store: Store) -> HistoryState:
    done, undone = stacks(store)
    return HistoryState(len(done), len(undone), description_of(store, done[-1]) if done else None,
                        description_of(store, undone[-1]) if undone else None)


def undo(store: Store, steps: int = 1) -> list[Event]:
    """Take back the last ``steps`` actions; the log keeps them and their undoing."""
    return store_undo(store, steps)


def redo(store: Store, steps: int = 1) -> list[Event]:
    """Do again the last ``steps`` actions undone (until a new action is taken)."""
    return store_redo(store, steps)


def log(store: Store, *, since: int = 0, limit: int | None = None) -> list[Event]:
    """Every change ever made to the tournament, oldest first."""
    if since < 0:
        raise StoreError("bad_value", say("the first event number must be 0 or more"))
    return events(store, since=since, limit=limit)


def log_stream(store: Store, *, since: int = 0) -> Iterator[Event]:
    """The log like :func:`log`, one event at a time (flat memory on a tournament's whole log)."""
    if since < 0:
        raise StoreError("bad_value", say("the first event number must be 0 or more"))
    return iter_events(store, since=since)
