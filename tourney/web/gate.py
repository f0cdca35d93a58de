"""The one way the pages reach the tournament file: each piece of work runs where the file lives.

SQLite connections belong to the thread that opened them, and the referee's window keeps its file
open (and locked) on its own thread. A gate runs ``work(store)`` there, one piece at a time, so a
page's action is one of the services' transactions and never interleaves with the window's.

A page that wrote is answered only once what it wrote is on the disk, but the disk is not waited for
where the file lives: the work commits without syncing (:attr:`Store.sync_later`), and the page
waits for :class:`Durable`'s next sync, which runs on a worker thread and covers every commit made
before it started, so thirty tables sending at once share a few syncs instead of waiting for thirty.
(A page that only read may show a commit whose own page is still waiting for that sync; the table
that sent it is told it was kept only once it is on the disk.)
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Protocol, TypeVar

from tourney.store import Store

T = TypeVar("T")


class Gate(Protocol):
    async def run(self, work: Callable[[Store], T]) -> T: ...


class Durable:
    """Waits until every commit made so far is on the disk; one sync at a time, shared by all waiters.

    The sync runs on :data:`SYNCER`'s thread; each waiter has a future of its own, answered on its
    loop once a sync that started after its commit has ended (or failed: every waiter then gets the
    error), so a waiter that is cancelled leaves the sync and the others alone."""

    def __init__(self) -> None:
        self._waiting: list[tuple[int, asyncio.Future[None]]] = []
        self._syncing = False

    async def wait(self, store: Store, target: int) -> None:
        """Return once the first ``target`` commits of ``store`` are on the disk."""
        if store.synced >= target:
            return
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[None] = loop.create_future()
        self._waiting.append((target, waiter))
        if not self._syncing:
            self._start(store, loop)
        await waiter

    def _start(self, store: Store, loop: asyncio.AbstractEventLoop) -> None:
        # asked once the loop has run what is ready now: the pages it is serving commit first and share it
        self._syncing = True
        loop.call_soon(SYNCER.sync, store, loop, self._synced)

    def _synced(self, store: Store, loop: asyncio.AbstractEventLoop, error: Exception | None) -> None:
        """On the loop, after a sync: answer the waiters it covered, and sync again for the others."""
        self._syncing = False
        waiting, self._waiting = self._waiting, []
        for target, waiter in waiting:
            if waiter.done():  # its page was cancelled (a phone gone, a server stopping)
                continue
            if error is not None:
                waiter.set_exception(error)
            elif store.synced >= target:
                waiter.set_result(None)
            else:
                self._waiting.append((target, waiter))
        if self._waiting:
            self._start(store, loop)


Synced = Callable[[Store, asyncio.AbstractEventLoop, Exception | None], None]


class Syncer:
    """The one thread that syncs the files for the pages, started on first use and then kept: waking it
    costs less than handing each sync to an executor as a new job."""

    def __init__(self) -> None:
        self._start()
        if hasattr(os, "register_at_fork"):  # a forked child has no thread yet (the parent's is not copied)
            os.register_at_fork(after_in_child=self._start)

    def _start(self) -> None:
        self._jobs: queue.SimpleQueue[tuple[Store, asyncio.AbstractEventLoop, Synced]] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def sync(self, store: Store, loop: asyncio.AbstractEventLoop, done: Synced) -> None:
        """Sync ``store`` on the thread, then call ``done(store, loop, error)`` on ``loop``."""
        if self._thread is None:
            with self._lock:
                if self._thread is None:
                    self._thread = threading.Thread(target=self._run, name="tourney-sync", daemon=True)
                    self._thread.start()
        self._jobs.put((store, loop, done))

    def _run(self) -> None:
        while True:
            store, loop, done = self._jobs.get()
            error: Exception | None = None
            try:
                store.sync()
            except Exception as failed:  # the store's own error, said to every page waiting for it
                error = failed
            with contextlib.suppress(RuntimeError):  # its loop has closed: nobody waits any more
                loop.call_soon_threadsafe(done, store, loop, error)


SYNCER = Syncer()


def _unsynced(work: Callable[[Store], T], store: Store, wrote: list[int]) -> T:
    """Run the work, its commits left for :class:`Durable`; ``wrote`` gets how many commits to wait for
    (none if the work wrote nothing)."""
    before = store.written
    store.sync_later = True
    try:
        return work(store)
    finally:
        store.sync_later = False
        wrote.append(store.written if store.written > before else 0)


class DirectGate:
    """For ``tourney serve``: the server's event loop runs on the thread that opened the file."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.durable = Durable()

    async def run(self, work: Callable[[Store], T]) -> T:
        wrote: list[int] = []
        try:
            return _unsynced(work, self.store, wrote)
        finally:
            await self.durable.wait(self.store, wrote[0])


class CallbackGate:
    """For the window: ``post(work)`` hands the work to the window's thread and returns its future."""

    def __init__(self, post: Callable[[Callable[[], Any]], Future[Any]], store: Store) -> None:
        self._post = post
        self.store = store
        self.durable = Durable()

    async def run(self, work: Callable[[Store], T]) -> T:
        wrote: list[int] = []
        try:
            return await asyncio.wrap_future(self._post(lambda: _unsynced(work, self.store, wrote)))
        finally:
            await self.durable.wait(self.store, wrote[0] if wrote else 0)
