"""The one way the pages reach the tournament file: each piece of work runs where the file lives.

SQLite connections belong to the thread that opened them, and the referee's window keeps its file
open (and locked) on its own thread. A gate runs ``work(store)`` there, one piece at a time, so a
page's action is one of the services' transactions and never interleaves with the window's.

A page is answered only once what it wrote (or read) is on the disk, but the disk is not waited for
where the file lives: the work commits without syncing (:attr:`Store.sync_later`), and the page
waits for :class:`Durable`'s next sync, which runs on a worker thread and covers every commit made
before it started, so thirty tables sending at once share a few syncs instead of waiting for thirty.
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


class Durable:
    """Waits until every commit made so far is on the disk; one sync at a time, shared by all waiters."""

    def __init__(self) -> None:
        self._syncing: asyncio.Future[None] | None = None

    async def wait(self, store: Store) -> None:
        target = store.written
        while store.synced < target:
            if self._syncing is None:
                self._syncing = asyncio.ensure_future(self._sync(store))
            await asyncio.shield(self._syncing)

    async def _sync(self, store: Store) -> None:
        try:
            await asyncio.to_thread(store.sync)
        finally:
            self._syncing = None


def _unsynced(work: Callable[[Store], T], store: Store) -> T:
    store.sync_later = True
    try:
        return work(store)
    finally:
        store.sync_later = False


class DirectGate:
    """For ``tourney serve``: the server's event loop runs on the thread that opened the file."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.durable = Durable()

    async def run(self, work: Callable[[Store], T]) -> T:
        try:
            return _unsynced(work, self.store)
        finally:
            await self.durable.wait(self.store)


class CallbackGate:
    """For the window: ``post(work)`` hands the work to the window's thread and returns its future."""

    def __init__(self, post: Callable[[Callable[[], Any]], Future[Any]], store: Store) -> None:
        self._post = post
        self.store = store
        self.durable = Durable()

    async def run(self, work: Callable[[Store], T]) -> T:
        try:
            return await asyncio.wrap_future(self._post(lambda: _unsynced(work, self.store)))
        finally:
            await self.durable.wait(self.store)
