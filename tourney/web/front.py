"""The server's most frequent requests answered before Starlette's middleware and routing.

Two kinds of request come many times a second at a club: the pollers' ``GET /live`` and ``/live/body``
(whose own work is a dict lookup), and the phones' JSON posts to ``/table/{round}/{table}/{secret}/deal``
(``/preview``, ``/totals``) from 30 tables at once. For those, Starlette's router tried every route in
turn and its two exception middlewares wrapped each request, a twentieth of the server's time per deal
(#32 point 8). :class:`Front` matches them itself and calls the same handlers, with the same path
parameters. A post's refusals (400, 413) go through the application's own handler for them, and a
fault through its handler for faults; a fault on the live page is left to the guard outside, as
before. Then the guard logs the fault in one line: what a phone receives is byte for byte what the
router's way gave. Anything else goes on to ``app``.
"""

from __future__ import annotations

import re
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request

from tourney.web.live import LIVE_PAGES

# the table routes' own patterns: {round:int}, {table:int} and {secret:str} (anything but a slash)
_POST = re.compile(r"/table/([0-9]+)/([0-9]+)/([^/]+)/(deal|preview|totals)")


class Front:
    """ASGI: the live pages and the phones' JSON posts handled straight by
    :class:`~tourney.web.app.Pages`; the rest on to ``app``."""

    def __init__(self, app: Any, pages: Any, handlers: dict[Any, Any]) -> None:
        self.app = app
        self.pages = pages
        self.refused = handlers[HTTPException]
        self.failed = handlers[Exception]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.app, name)  # the application's own (its state, its routes) as before

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            if scope["method"] == "GET" and scope["path"] in LIVE_PAGES:
                response = await self.pages.live_page(Request(scope, receive), LIVE_PAGES[scope["path"]])
                await response(scope, receive, send)
                return
            found = _POST.fullmatch(scope["path"]) if scope["method"] == "POST" else None
            if found is not None:
                await self._post(found, scope, receive, send)
                return
        await self.app(scope, receive, send)

    async def _post(self, found: re.Match[str], scope: Any, receive: Any, send: Any) -> None:
        round_number, table, secret, page = found.groups()
        scope["path_params"] = {"round": int(round_number), "table": int(table), "secret": secret}
        request = Request(scope, receive)
        try:
            response = await getattr(self.pages, page)(request)
        except HTTPException as refusal:
            response = await self.refused(request, refusal)
        except Exception as error:
            await (await self.failed(request, error))(scope, receive, send)
            raise  # as Starlette does: the guard outside logs it in one line
        await response(scope, receive, send)
