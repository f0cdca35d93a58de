"""The public live page: no secret, read-only, pushed to the phones and the projector.

``/live`` is the page, ``/live/body`` its content (seating by table and by name, standings, the
round's clock), ``/live/events`` a server-sent event stream that says ``changed`` whenever the
file's event log has grown by an action the page shows (what the tables send, and its rejection,
changes none of it: only approved deals count), so the page fetches its content again. A stream
ends after a few minutes (the browser reconnects by itself) so a stopping server never waits on an
idle phone.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

from tourney.web import views

POLL_SECONDS = 1.0
STOP_CHECK_SECONDS = 0.2  # a stopping server ends the streams this fast
STREAM_SECONDS = 300.0
CLOCK = f"clock-{secrets.token_hex(8)}"  # where the server's time goes in a page rendered in advance


NOT_SHOWN = ("submit_deal", "confirm_deal", "submit_totals", "reject_submission", "call_referee")


def written(store: Any) -> tuple[int, int]:
    """Moves whenever the file changes, read without a query: the commits made through the store (every
    change of the file is one, the file being locked to this one store) and, in case a write ever
    bypassed them, the rows its connection has changed."""
    return store.written, store.db.conn.total_changes


class Shown:
    """The last logged action that can change the live page, reading only the events logged since the
    last call (the log is append-only, and undoing an action logs it again under its own name), and
    no event at all while nothing was written (most calls)."""

    def __init__(self) -> None:
        self._store: Any = None
        self._written = (-1, -1)
        self._seen = 0
        self._shown = 0

    def __call__(self, store: Any) -> int:
        now = written(store)
        if store is self._store and now == self._written:
            return self._shown
        if store is not self._store:
            self._store, self._seen, self._shown = store, 0, 0
        marks = ", ".join("?" for _ in NOT_SHOWN)
        row = store.query(f"SELECT max(id) AS seen, max(CASE WHEN action NOT IN ({marks}) THEN id END) "
                          "AS shown FROM events WHERE id > ?", [*NOT_SHOWN, self._seen])[0]
        if row["seen"] is not None:
            self._seen = row["seen"]
            self._shown = row["shown"] or self._shown
        self._written = now
        return self._shown


class Watch:
    """The file's version, read at most once per poll however many pages are watching."""

    def __init__(self, pages: Any, shown: Shown) -> None:
        self.pages = pages
        self.shown = shown
        self._read_at = 0.0
        self._version = -1
        self.stopping = False

    async def version(self) -> int:
        if time.monotonic() - self._read_at >= POLL_SECONDS:
            self._version = await self.pages.gate.run(self.shown)
            self._read_at = time.monotonic()
        return self._version


def live_routes(pages: Any) -> list[Route]:
    shown = Shown()
    watch = Watch(pages, shown)
    pages.watch = watch

    built: dict[str, tuple[int, dict[str, Any]]] = {}  # language -> (version shown, view)
    # (page, language, path) -> (version, the page's bytes before and after the server's clock, has one)
    rendered: dict[tuple[str, str, str], tuple[int, bytes, bytes, bool]] = {}

    def live_view(store: Any, lang: str) -> tuple[int, dict[str, Any]]:
        """The live page's view, built again only when the event log has grown by an action it shows (no
        change of the file happens without a new event), so pollers cost one small query."""
        now = shown(store)
        kept = built.get(lang)
        if kept is None or kept[0] != now:
            kept = built[lang] = (now, views.live_page(store, lang))
        return kept

    async def page(request: Request, name: str) -> Response:
        """The page rendered and encoded once per version shown; only the server's clock is put in at
        each request, between the two halves kept."""
        lang = pages.lang(request)
        version, view = await pages.gate.run(lambda s: live_view(s, lang))
        key = (name, lang, request.scope["path"])
        kept = rendered.get(key)
        if kept is None or kept[0] != version:
            before, clock, after = pages.html(request, name, v={**view, "now": CLOCK}).partition(CLOCK)
            kept = rendered[key] = (version, before.encode(), after.encode(), bool(clock))
        now = datetime.now().isoformat().encode() if kept[3] else b""
        return pages.respond(request, kept[1] + now + kept[2])

    pages.live_page = page  # for the front (web/front.py)

    async def live(request: Request) -> Response:
        return await page(request, "live.html")

    async def body(request: Request) -> Response:
        return await page(request, "live_body.html")

    async def events(request: Request) -> Response:
        async def stream() -> AsyncIterator[str]:
            started = time.monotonic()
            last = await watch.version()
            yield f"retry: 2000\nevent: version\ndata: {last}\n\n"
            while not watch.stopping and time.monotonic() - started < STREAM_SECONDS:
                for _ in range(int(POLL_SECONDS / STOP_CHECK_SECONDS)):
                    await asyncio.sleep(STOP_CHECK_SECONDS)
                    if watch.stopping:
                        return
                if await request.is_disconnected():
                    return
                now = await watch.version()
                if now != last:
                    last = now
                    yield f"event: changed\ndata: {now}\n\n"
                else:
                    yield ": still here\n\n"

        return StreamingResponse(stream(), media_type="text/event-stream")

    return [Route("/live", live), Route("/live/body", body), Route("/live/events", events)]


LIVE_PAGES = {"/live": "live.html", "/live/body": "live_body.html"}
