"""Fixtures for the pages: a tournament file owned by one thread, as the window owns its file.

The application reaches the file through a :class:`CallbackGate`, exactly as it does beside the
window; the tests set the file up through the same owner thread.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from typing import Any

import pytest
from starlette.testclient import TestClient

from tourney import services
from tourney.store import Store
from tourney.web import CallbackGate, make_app
from tourney.web.safety import Brake

SCRIPT_NAME = "<script>alert('x')</script> Rossi"


class Owner:
    """A thread that owns the tournament file and runs every piece of work on it, in order."""

    def __init__(self) -> None:
        self._jobs: queue.Queue[tuple[Callable[[], Any], Future[Any]] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def _loop(self) -> None:
        while (job := self._jobs.get()) is not None:
            work, future = job
            try:
                future.set_result(work())
            except BaseException as error:
                future.set_exception(error)

    def post(self, work: Callable[[], Any]) -> Future[Any]:
        future: Future[Any] = Future()
        self._jobs.put((work, future))
        return future

    def call(self, work: Callable[[], Any]) -> Any:
        return self.post(work).result(timeout=30)

    def stop(self) -> None:
        self._jobs.put(None)
        self._thread.join(5)


def make_cup(ruleset: str = "fimj", *, rounds: int = 2, players: int = 8, path: Any = None) -> Store:
    """A tournament with ``players`` players (the third named with a script tag), round 1 (and 2) seated."""
    store = services.create_tournament(path, name=f"Coppa {ruleset}", ruleset=ruleset, rounds=rounds,
                                       hands_per_round=16)
    for number in range(1, players + 1):
        services.add_player(store, SCRIPT_NAME if number == 3 else f"Player {number}")
    ids = list(range(1, players + 1))
    count = players // 4
    for rnd in range(1, rounds + 1):  # round 1 in blocks of four, later rounds interleaved
        tables = [{w: ids[t * 4 + i] if rnd == 1 else ids[i * count + t] for i, w in enumerate("ESWN")}
                  for t in range(count)]
        services.assign_seats(store, rnd, tables)
        services.issue_secrets(store, rnd)
    return store


class Site:
    """The application, a browser-like client and the file behind them."""

    def __init__(self, owner: Owner, store: Store) -> None:
        self.owner = owner
        self.store = store
        self.client = TestClient(make_app(CallbackGate(owner.post, store)), raise_server_exceptions=False)

    def forgive(self) -> None:
        """Forget the wrong secrets this client tried (the brake would answer 429 instead of 403)."""
        self.client.app.app.state.pages.brake = Brake()  # type: ignore[attr-defined]

    def call(self, work: Callable[[Store], Any]) -> Any:
        return self.owner.call(lambda: work(self.store))

    def secret(self, round_number: int, table: int) -> services.TableSecret:
        found = self.call(lambda s: services.table_secrets(s, round_number))
        return next(s for s in found if s.table == table)

    def url(self, round_number: int, table: int, secret: str | None = None) -> str:
        return f"/table/{round_number}/{table}/{secret or self.secret(round_number, table).secret}"

    def rows(self, table: str) -> list[dict[str, Any]]:
        return self.call(lambda s: s.query(f"SELECT * FROM [{table}] ORDER BY id"))


def site_of(ruleset: str) -> Iterator[Site]:
    """A served cup of ``ruleset`` for one test; a fixture yields from it."""
    owner = Owner()
    store = owner.call(lambda: make_cup(ruleset))
    yield Site(owner, store)
    owner.call(store.close)
    owner.stop()


@pytest.fixture
def site() -> Iterator[Site]:
    yield from site_of("fimj")
