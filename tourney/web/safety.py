"""What keeps the pages safe on a shared Wi-Fi: a cap on request bodies, a brake on guessed secrets,
headers that forbid foreign scripts, and plain messages instead of stack traces.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

BODY_LIMIT = 64 * 1024  # a deal's JSON is well under 4 KB
MAX_NESTING = 20  # a deal's JSON is 5 levels deep; deeper bodies are refused before any service sees them
TOO_DEEP = object()  # a body too deeply nested for the JSON parser itself
LOG = logging.getLogger("tourney.web")
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


def nesting(value: Any) -> int:
    """How deeply lists and objects nest in a JSON value (without recursion, whatever the depth)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, depth)
            if depth <= MAX_NESTING:
                children = item.values() if isinstance(item, dict) else item
                stack.extend((child, depth + 1) for child in children)
    return deepest


def may_nest_too_deep(raw: bytes) -> bool:
    """Whether a JSON text could nest deeper than :data:`MAX_NESTING`: not when it holds no more opening
    brackets than that, since each level opens with one (brackets inside strings only make the count
    larger, and the encodings JSON may come in all keep the byte of an ASCII bracket). A deal has about
    a dozen, so its parsed value is seldom walked by :func:`nesting`."""
    return raw.count(b"[") + raw.count(b"{") > MAX_NESTING


def too_deep(raw: bytes, data: Any) -> bool:
    """Whether a request's JSON (``raw`` as sent, ``data`` as parsed, or :data:`TOO_DEEP`) nests too deep."""
    return data is TOO_DEEP or (may_nest_too_deep(raw) and nesting(data) > MAX_NESTING)


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

        started = False

        async def with_headers(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message["headers"] = [*message.get("headers", []), *HEADERS]
            await send(message)

        try:
            await self.app(scope, counted, with_headers)
        except Exception as error:  # one line on the referee's console, never a stack trace
            LOG.error("a request to %s failed: %s: %s", scope.get("path", "?"), type(error).__name__,
                      str(error)[:200])
            if not started:
                await _plain(send, 500, "Something went wrong. / Qualcosa è andato storto.")


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
