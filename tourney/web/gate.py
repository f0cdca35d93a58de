"""The one way the pages reach the tournament file: each piece of work runs where the file lives.

SQLite connections belong to the thread that opened them, and the referee's window keeps its file
open (and locked) on its own thread. A gate runs ``work(store)`` there, one piece at a time, so a
page's action is one of the services' transactions and never interleaves with the window's.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Protocol, TypeVar

from tourney.store import Store

T = TypeVar("T")


class Gate(Protocol):
    async def run(self, work: Callable[[Store], T]) -> T: ...


class DirectGate:
    """For ``tourney serve``: the server's event loop runs on the thread that opened the file."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def run(self, work: Callable[[Store], T]) -> T:
        return work(self.store)


class CallbackGate:
    """For the window: ``post(work)`` hands the work to the window's thread and returns its future."""

    def __init__(self, post: Callable[[Callable[[], Any]], Future[Any]], store: Store) -> None:
        self._post = post
        self.store = store

    async def run(self, work: Callable[[Store], T]) -> T:
        return await asyncio.wrap_future(self._post(lambda: work(self.store)))
