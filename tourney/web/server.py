"""Running the pages: in the foreground for ``tourney serve``, or on a thread beside the window.

uvicorn serves the application on the one address the referee picked (by default the laptop's
address on the club's network, found without sending anything). Access logs are off: the table
links carry secrets.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from typing import Any

import uvicorn

from tourney.store import Store
from tourney.web.app import make_app
from tourney.web.gate import DirectGate, Gate

DEFAULT_PORT = 8765


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
                          timeout_graceful_shutdown=2, lifespan="off",
                          h11_max_incomplete_event_size=16 * 1024)


def serve(store: Store, host: str, port: int) -> None:
    """Serve the open file until interrupted (Ctrl+C); pages reach the file on this thread."""
    uvicorn.Server(_config(make_app(DirectGate(store)), host, port)).run()


class WebServer:
    """The pages served on a thread of their own while the window keeps the file (start/stop)."""

    def __init__(self, gate: Gate, host: str, port: int) -> None:
        self.app = make_app(gate)
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
            asyncio.run(self._server.serve())
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
