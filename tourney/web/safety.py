"""What keeps the pages safe on a shared Wi-Fi: a cap on request bodies, a brake on guessed secrets,
headers that forbid foreign scripts, and plain messages instead of stack traces.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

BODY_LIMIT = 64 * 1024  # a deal's JSON is well under 4 KB
FAILURES_ALLOWED = 10  # wrong secrets or codes per device...
FAILURE_WINDOW = 60.0  # ...within this many seconds, then refused until the window has passed

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

HEADERS = [
    (b"content-security-policy",
     b"default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
     b"connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cache-control", b"no-store"),
]


class BodyTooLarge(Exception):
    """A request body over :data:`BODY_LIMIT`."""


class Guard:
    """ASGI middleware: refuses big bodies (413) before reading them and adds the safety headers."""

    def __init__(self, app: App, limit: int = BODY_LIMIT) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope.get("headers", [])).get(b"content-length", b"0")
        if not length.isdigit() or int(length) > self.limit:
            await _plain(send, 413, "The request is too large. / La richiesta è troppo grande.")
            return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise BodyTooLarge
            return message

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *HEADERS]
            await send(message)

        await self.app(scope, counted, with_headers)


async def _plain(send: Send, status: int, text: str) -> None:
    body = text.encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(body)).encode()), *HEADERS]})
    await send({"type": "http.response.body", "body": body})


class Brake:
    """Counts wrong secrets and pairing codes per client address and stops a guesser."""

    def __init__(self, allowed: int = FAILURES_ALLOWED, window: float = FAILURE_WINDOW,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.allowed = allowed
        self.window = window
        self.clock = clock
        self._failures: dict[str, deque[float]] = {}

    def _recent(self, client: str) -> deque[float]:
        failures = self._failures.setdefault(client, deque())
        now = self.clock()
        while failures and now - failures[0] > self.window:
            failures.popleft()
        return failures

    def blocked(self, client: str) -> bool:
        return len(self._recent(client)) >= self.allowed

    def failed(self, client: str) -> None:
        self._recent(client).append(self.clock())
        if len(self._failures) > 10_000:  # a flood of addresses must not grow the table without end
            self._failures = {k: v for k, v in self._failures.items() if v}
