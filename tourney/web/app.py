"""The Starlette application: address page, table pages behind their secret, the public live page.

Routes (all under the address the referee chose):

- ``GET /`` the address page; ``POST /pair`` with a 6-digit code opens the table's page;
- ``GET /table/{round}/{table}/{secret}`` the table's page; ``POST .../preview``, ``.../deal``,
  ``.../totals`` take JSON and answer JSON (the preview writes nothing; a deal sent again under
  the same ``key`` counts once); ``.../call`` calls the referee (POST) or says whether the call
  was answered (GET); ``.../here`` (a plain form) checks the table's players in for the day;
- ``GET /live`` the public page, ``GET /live/body`` its content, ``GET /live/events`` the stream
  that says when it changed; ``/static/...`` the style sheet and the two scripts.

A wrong, revoked or other table's secret gets 403 and counts against the device (see
:class:`~tourney.web.safety.Brake`); errors never show a stack trace.
"""

from __future__ import annotations

import json
import secrets as random_source
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from jinja2 import FileSystemLoader, select_autoescape
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from tourney import services
from tourney.errors import TourneyError
from tourney.export.pdf_common import PrintOptions
from tourney.web import views
from tourney.web.checkin import checkin_routes, table_here_route
from tourney.web.front import Front
from tourney.web.gate import Gate
from tourney.web.live import live_routes
from tourney.web.plain import plain
from tourney.web.safety import LOG, MAX_NESTING, TOO_DEEP, BodyTooLarge, Brake, Guard, too_deep
from tourney.web.table_pages import TablePages
from tourney.web.templating import PageEnvironment
from tourney.web.words import LANGUAGES, choose, words

HERE = Path(__file__).parent
PHONE_COOKIE = "tourney_phone"
LANG_KEY = "tourney.lang"  # where a request's language is kept once worked out (its ASGI scope)


class Pages:
    """The handlers, sharing the gate to the file, the templates and the brake on guessers."""

    def __init__(self, gate: Gate, brake: Brake | None = None) -> None:
        self.gate = gate
        self.brake = brake or Brake()
        # compiled once, here, and never looked at again on the disk (auto_reload off): the first
        # phones of the day do not wait for the compiler, and no page costs a stat of its template
        self.templates = PageEnvironment(loader=FileSystemLoader(HERE / "templates"), auto_reload=False,
                                     autoescape=select_autoescape(default=True, default_for_string=True))
        for name in self.templates.list_templates():
            self.templates.get_template(name)
        self.table_pages = TablePages(self)

    # -- helpers ---------------------------------------------------------------------------------

    def lang(self, request: Request) -> str:
        """The page's language, worked out once per request (several steps of a request ask for it)."""
        found = request.scope.get(LANG_KEY)
        if found is None:
            asked = asked_lang(request)
            found = request.scope[LANG_KEY] = asked or choose(request.cookies.get("lang"),
                                                              request.headers.get("accept-language"))
        return str(found)

    def render(self, request: Request, name: str, status: int = 200, **values: Any) -> HTMLResponse:
        return self.respond(request, self.html(request, name, **values), status)

    def html(self, request: Request, name: str, **values: Any) -> str:
        """A page's text; it depends on the request only through its language and its path."""
        lang = self.lang(request)
        other = "en" if lang == "it" else "it"
        return self.templates.get_template(name).render(
            t=words(lang), lang=lang, other=other, label=PrintOptions(lang=lang).label,
            path=request.scope["path"], **values)

    def respond(self, request: Request, html: str | bytes, status: int = 200) -> HTMLResponse:
        response = HTMLResponse(html, status_code=status)
        if asked_lang(request):
            response.set_cookie("lang", self.lang(request), max_age=3600 * 24 * 30, samesite="strict")
        return response

    def refuse(self, request: Request, message: str, status: int = 403) -> Response:
        wants_json = request.headers.get("content-type", "").startswith("application/json")
        path = request.scope["path"]
        form = path.endswith("/here")  # the table's "we are all here" is a plain form
        if wants_json or (request.method == "POST" and path.startswith("/table/") and not form):
            return JSONResponse({"ok": False, "seat": "", "message": message}, status_code=status)
        return self.render(request, "message.html", status=status, message=message)

    def client(self, request: Request) -> str:
        return request.client.host if request.client else "?"

    async def holder(self, request: Request) -> tuple[int, int] | Response:
        """The round and table a request's secret opens, or the refusal (counted against the device)."""
        lang = self.lang(request)
        if self.brake.blocked(self.client(request)):
            return self.refuse(request, words(lang)["too_many"], 429)
        params = request.path_params
        try:
            secret, round_number, table = params["secret"], params["round"], params["table"]
            found = await self.gate.run(lambda s: services.secret_holder(s, secret, round_number, table))
        except TourneyError as error:
            self.brake.failed(self.client(request))
            return self.refuse(request, views.message_of(error, lang))
        return found.round, found.table

    def phone(self, request: Request) -> str:
        return request.cookies.get(PHONE_COOKIE) or ""

    async def raw_body(self, request: Request) -> bytes:
        """The request's body as sent, or 413 when it is over the cap."""
        try:
            return await request.body()
        except BodyTooLarge:
            raise HTTPException(413) from None

    async def body(self, request: Request) -> Any:
        raw = await self.raw_body(request)
        try:
            data = json.loads(raw)
        except RecursionError:  # nested deeper than Python's parser goes: same refusal as below
            data = TOO_DEEP
        except (ValueError, UnicodeDecodeError):
            raise HTTPException(400) from None
        if too_deep(raw, data):
            LOG.warning("refused a request to %s: its JSON is nested deeper than %d levels", request.url.path,
                        MAX_NESTING)
            raise HTTPException(400)
        return data

    # -- pages -----------------------------------------------------------------------------------

    async def address(self, request: Request) -> Response:
        name = await self.gate.run(lambda s: services.tournament(s).name)
        return self.render(request, "address.html", tournament=name, message="")

    async def pair(self, request: Request) -> Response:
        lang = self.lang(request)
        client = self.client(request)
        if self.brake.blocked(client):
            return self.render(request, "address.html", status=429, tournament="",
                               message=words(lang)["too_many"])
        raw = await self.raw_body(request)
        code = parse_qs(raw.decode("utf-8", "replace")).get("code", [""])[0]
        try:
            found = await self.gate.run(lambda s: services.pair(s, code))
        except TourneyError as error:
            self.brake.failed(client)
            name = await self.gate.run(lambda s: services.tournament(s).name)
            return self.render(request, "address.html", status=403, tournament=name,
                               message=views.message_of(error, lang))
        return RedirectResponse(f"/table/{found.round}/{found.table}/{found.secret}", status_code=303)

    async def table(self, request: Request) -> Response:
        held = await self.holder(request)
        if isinstance(held, Response):
            return held
        phone = self.phone(request) or random_source.token_urlsafe(9)
        html = await self.table_pages.page(request, held[0], held[1], phone)
        response = self.respond(request, html)
        if not self.phone(request):
            remember(response, phone)
        return response

    async def preview(self, request: Request) -> Response:
        return await self._post(request, lambda s, r, t, data, lang, phone: views.preview(
            s, r, t, data.get("number"), data.get("deal"), lang))

    async def deal(self, request: Request) -> Response:
        return await self._post(request, lambda s, r, t, data, lang, phone: _sent(services.submit_deal(
            s, r, t, data.get("number"), data.get("deal"), phone, data.get("key"),
            seating=data.get("seating")), lang))

    async def call(self, request: Request) -> Response:
        """POST: the table calls the referee; GET: whether its call waits or the referee is coming."""
        if request.method == "GET":
            held = await self.holder(request)
            if isinstance(held, Response):
                return held
            found = await self.gate.run(lambda s: views.call_state(s, held[0], held[1], self.lang(request)))
            return JSONResponse(found)
        return await self._post(request, lambda s, r, t, data, lang, phone: views.call(
            s, r, t, data.get("reason"), lang))

    async def totals(self, request: Request) -> Response:
        return await self._post(request, lambda s, r, t, data, lang, phone: _sent(services.submit_totals(
            s, r, t, data.get("scores"), phone, data.get("chombo"), seating=data.get("seating")), lang))

    async def _post(self, request: Request, work: Any) -> Response:
        held = await self.holder(request)
        if isinstance(held, Response):
            return held
        data = await self.body(request)
        if not isinstance(data, dict):
            raise HTTPException(400)
        lang = self.lang(request)
        phone = self.phone(request) or random_source.token_urlsafe(9)
        try:
            answer = await self.gate.run(lambda s: work(s, held[0], held[1], data, lang, phone))
            response = JSONResponse(answer)
        except TourneyError as error:
            info = await self.gate.run(services.tournament)
            message, seat = plain(getattr(error, "message", str(error)), lang, info.ruleset, info.options)
            response = JSONResponse({"ok": False, "seat": seat, "message": message}, status_code=400)
        if not self.phone(request):
            remember(response, phone)
        return response


def asked_lang(request: Request) -> str | None:
    """The language asked for in the address (``?lang=en``), if any; most requests have no query, and
    parsing one costs more than the rest of reading the request."""
    if not request.scope.get("query_string"):
        return None
    asked = request.query_params.get("lang")
    return asked if asked in LANGUAGES else None


def remember(response: Response, phone: str) -> None:
    """Name the phone in a cookie: its submissions and confirmations are told apart by it."""
    response.set_cookie(PHONE_COOKIE, phone, max_age=3600 * 24 * 7, httponly=True, samesite="strict")


def _sent(sent: services.Submission, lang: str) -> dict[str, Any]:
    page = words(lang)
    text = page["sent_totals"] if sent.kind == "totals" else page["sent"].format(n=sent.number)
    return {"ok": True, "id": sent.id, "status": sent.status, "message": f"{text} ({page[sent.status]})"}


def make_app(gate: Gate, *, brake: Brake | None = None) -> Guard:
    """The whole application, guarded (body cap, safety headers, no stack traces)."""
    pages = Pages(gate, brake)
    table = "/table/{round:int}/{table:int}/{secret:str}"
    routes = [
        Route("/", pages.address),
        Route("/pair", pages.pair, methods=["POST"]),
        Route(table, pages.table),
        Route(table + "/preview", pages.preview, methods=["POST"]),
        Route(table + "/deal", pages.deal, methods=["POST"]),
        Route(table + "/totals", pages.totals, methods=["POST"]),
        Route(table + "/call", pages.call, methods=["GET", "POST"]),
        table_here_route(pages, table),
        *live_routes(pages),
        *checkin_routes(pages),
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]

    async def http_error(request: Request, error: Exception) -> Response:
        status = getattr(error, "status_code", 500)
        page = words(pages.lang(request))
        message = {413: page["too_big"], 404: page["not_found"]}.get(status, page["error"])
        return PlainTextResponse(message, status_code=status)

    async def crash(request: Request, error: Exception) -> Response:
        return PlainTextResponse(words(pages.lang(request))["error"], status_code=500)

    handlers = {HTTPException: http_error, Exception: crash}
    app = Starlette(debug=False, routes=routes, exception_handlers=handlers)
    app.state.pages = pages
    return Guard(Front(app, pages, handlers))
