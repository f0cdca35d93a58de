"""Running the pages: in the foreground for ``tourney serve``, or on a thread beside the window.

uvicorn serves the application on the one address the referee picked (by default the laptop's
address on the club's network, found without sending anything). Access logs are off: the table
links carry secrets.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import signal
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import uvicorn

from tourney import services
from tourney.errors import TourneyError
from tourney.language import catalogue
from tourney.rules.registry import get_ruleset
from tourney.store import Store
from tourney.web.app import make_app
from tourney.web.gate import DirectGate, Gate
from tourney.web.protocol import CappedHttpTools, new_loop

DEFAULT_PORT = 8765
YOUNG_OBJECTS = 10_000  # see serve()
IDLE_SECONDS = 2.0  # after this long without a write, the write-ahead log is folded into the file
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK")
                     if hasattr(signal, name))


def lan_address() -> str:
    """The laptop's address on its network (no packet is sent), or 127.0.0.1 when it has none."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # a UDP "connection" only picks the outgoing interface
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def _config(app: Any, host: str, port: int) -> uvicorn.Config:
    return uvicorn.Config(app, host=host, port=port, access_log=False, log_level="warning",
                          timeout_graceful_shutdown=2, lifespan="off", http=CappedHttpTools, ws="none",
                          loop="tourney.web.protocol:new_loop", proxy_headers=False)


class _ForegroundServer(uvicorn.Server):
    """``tourney serve``: Ctrl+C, SIGTERM and SIGHUP all stop it cleanly (the caller then closes the
    file, which folds its write-ahead log back and releases the lock), and the log is folded back
    after :data:`IDLE_SECONDS` without a write, so a copy of the file alone is never more than
    moments old."""

    def __init__(self, config: uvicorn.Config, store: Store) -> None:
        super().__init__(config)
        self.store = store
        self._seen = self._folded = store.written
        self._last_write = time.monotonic()

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        # uvicorn re-raises the signal once stopped (Ctrl+C would end in "Aborted!", SIGTERM in a kill
        # that never closes the file); a stop asked for is a normal stop here.
        if threading.current_thread() is not threading.main_thread():  # pragma: no cover
            yield
            return
        previous = {sig: signal.signal(sig, self.handle_exit) for sig in STOP_SIGNALS}
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def handle_exit(self, sig: int, frame: Any) -> None:
        self.should_exit = True  # a second signal while stopping changes nothing: the stop is short

    async def on_tick(self, counter: int) -> bool:
        if self.store.written != self._seen:
            self._seen, self._last_write = self.store.written, time.monotonic()
        elif (self._seen != self._folded and time.monotonic() - self._last_write >= IDLE_SECONDS
              and self.store.synced >= self._seen):  # every page waiting for the disk has its answer
            self.store.checkpoint()
            self._folded = self._seen
        return await super().on_tick(counter)


def serve(store: Store, host: str, port: int) -> None:
    """Serve the open file until stopped (Ctrl+C, SIGTERM, SIGHUP); pages reach the file on this thread."""
    app = make_app(DirectGate(store))
    store.start_backups(background=True)  # the backups are copied beside: 0.3-0.8 s a copy at day's end
    warm(store)
    # what is loaded by now (modules, templates, the engine's tables) lives as long as the server: left
    # out of the collector's full passes, which otherwise stopped every page for 50 ms and more
    gc.collect()
    gc.freeze()
    # and a young generation of 10,000 objects instead of 700: what the sends keep (the remembered reads,
    # the scored deals) filled the default every few sends, 90 passes of 0.6 ms for 30 tables' 480 deals
    # (4 passes, a third of the time, with this); a send leaves no cyclic garbage to free sooner
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])
    _ForegroundServer(_config(app, host, port), store).run()


# the services the pages use: their modules are imported on first use (tourney.services is lazy)
PAGE_SERVICES = ("secret_holder", "pair", "submit_deal", "submit_totals", "preview_deal", "next_deal",
                 "submissions", "phone_numbers", "results", "tables", "players", "seating_of", "checkins",
                 "totals_form", "call_referee", "standings_hiding", "snapshot", "round_info")


def warm(store: Store) -> None:
    """Load before serving what the first pages would otherwise load while phones wait (a second or
    more on a busy laptop): the tournament's ruleset, the Italian words and the services' modules."""
    with contextlib.suppress(TourneyError):  # a ruleset it cannot load is said by the page that needs it
        get_ruleset(services.tournament(store).ruleset)
    catalogue("it")
    load_services()


def load_services() -> None:
    """Import the modules of the services the pages use, which tourney.services imports on first use."""
    for name in PAGE_SERVICES:
        getattr(services, name)


class WebServer:
    """The pages served on a thread of their own while the window keeps the file (start/stop)."""

    def __init__(self, gate: Gate, host: str, port: int) -> None:
        self.app = make_app(gate)
        load_services()  # not while the first phones wait
        self.host = host
        self.port = port
        self._server = uvicorn.Server(_config(self.app, host, port))
        self._thread: threading.Thread | None = None
        self.error: BaseException | None = None

    @property
    def address(self) -> str:
        return f"http://{self.host}:{self.port}/"

    def start(self, timeout: float = 30.0) -> None:
        """Start serving; raise OSError when the address cannot be used (a port in use, say). A refused
        address ends the wait at once; the timeout only bounds a start that neither serves nor fails
        (a busy machine can take seconds to start)."""
        self._thread = threading.Thread(target=self._run, name="tourney-web", daemon=True)
        self._thread.start()
        waited = 0.0
        while not self._server.started and self._thread.is_alive() and waited < timeout:
            self._thread.join(0.05)
            waited += 0.05
        if not self._server.started:
            self.stop()
            raise OSError(f"cannot serve on {self.host}:{self.port}: {self.error or 'the address is in use'}")

    def _run(self) -> None:
        try:
            with asyncio.Runner(loop_factory=new_loop) as runner:
                runner.run(self._server.serve())
        except (SystemExit, Exception) as error:  # uvicorn exits when it cannot bind
            self.error = error

    def stop(self) -> None:
        pages = getattr(getattr(self.app, "app", None), "state", None)
        with contextlib.suppress(AttributeError):
            pages.pages.watch.stopping = True  # type: ignore[union-attr]
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(10)
            self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()
