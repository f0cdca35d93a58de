"""The phones' JSON posts (a deal, its preview, the totals) answered before Starlette's routing.

A table's phone posts to ``/table/{round}/{table}/{secret}/deal`` (``/preview``, ``/totals``) many
times a session, and 30 tables post at once: Starlette's router tried every route in turn and its two
exception middlewares wrapped each post, a twentieth of the server's time per deal (#32 point 8).
:class:`TableFront` matches those three posts itself and calls the same handler, with the same path
parameters; the handler's refusals (400, 413) go through the application's own handler for them, and
a fault through its handler for faults and then on to the guard outside, which logs it in one line:
what a phone receives is byte for byte what the router's way gave. Anything else goes on to ``app``.
"""

from __future__ import annotations

import re
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request

# the routes' own patterns: {round:int}, {table:int} and {secret:str} (anything but a slash)
_POST = re.compile(r"/table/([0-9]+)/([0-9]+)/([^/]+)/(deal|preview|totals)")


class TableFront:
    """ASGI: the phones' JSON posts handled straight by :class:`~tourney.web.app.Pages`; the rest on."""

    def __init__(self, app: Any, pages: Any, handlers: dict[Any, Any]) -> None:
        self.app = app
        self.pages = pages
        self.refused = handlers[HTTPException]
        self.failed = handlers[Exception]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.app, name)  # the application's own (its state, its routes) as before

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        found = (_POST.fullmatch(scope["path"])
                 if scope["type"] == "http" and scope["method"] == "POST" else None)
        if found is None:
            await self.app(scope, receive, send)
            return
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
