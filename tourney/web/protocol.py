"""How the server reads HTTP and runs: httptools' parser (a C parser, a fraction of h11's processor
time per request), with the same cap on a request's head that h11 was given, on uvloop's event loop
where it runs (a third less processor time per request than asyncio's own loop; not on Windows).

h11 refuses a request whose line and headers pass ``h11_max_incomplete_event_size``; httptools has no
such cap and keeps an unfinished header in memory however long it grows. :class:`CappedHttpTools`
counts the bytes received while a request's head is being read and answers 400 and closes the
connection once they pass :data:`HEAD_LIMIT`, before handing them to the parser. (Bytes that arrive
in the same read as the end of the previous request are not counted: at most one read more.)
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

HEAD_LIMIT = 16 * 1024  # a phone's request line, cookies and headers are well under 2 KB


class CappedHttpTools(HttpToolsProtocol):
    """httptools, refusing a request head over :data:`HEAD_LIMIT` bytes as h11 does (400, closed)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._in_head = True  # a connection starts by waiting for a request's head
        self._head_bytes = 0

    def data_received(self, data: bytes) -> None:
        if self._in_head:
            self._head_bytes += len(data)
            if self._head_bytes > HEAD_LIMIT:
                self.logger.warning("refused a request whose head is over %d bytes", HEAD_LIMIT)
                self.send_400_response("Invalid HTTP request received.")
                return
        super().data_received(data)

    def on_headers_complete(self) -> None:
        self._in_head = False
        self._head_bytes = 0
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._in_head = True
        super().on_message_complete()


def new_loop() -> asyncio.AbstractEventLoop:
    """The server's event loop: uvloop's where it is installed (not on Windows), else asyncio's."""
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()
