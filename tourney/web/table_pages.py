"""A table's page, kept between requests for as long as the file says it is current.

Thirty phones open their pages at once when a round starts, and a page took milliseconds of the one
thread that serves every table. Three things are kept, each only while what it shows is unchanged:

- the whole page, per table, language and address, and per phone among those that sent or confirmed
  a deal there (the page marks what the phone itself sent; every other phone sees the same page),
  while nothing at all was written to the file (:func:`~tourney.web.live.written`: any deal sent,
  approved or corrected anywhere, any change the referee makes in the window) and the day is the same
  (the check-in it shows is the day's); never a page saying "the referee is coming", which expires;
- per table and language, what only the referee changes (the table's seating and players:
  :func:`~tourney.web.views.table_fixed`; and once for all tables, the tournament and its ruleset:
  :func:`~tourney.web.views.tournament_fixed`), while the event log has no new action other than the
  tables' own sending, confirming, rejecting and calling (:class:`~tourney.web.live.Shown`);
- per language, the entry form's tools (palette, winning tile, flags, preview), the same for every
  table, rendered once for as long as the tournament's settings stand.

The file is read, and the caches consulted, inside the gate (where the file lives); pages are rendered
outside it, as before.
"""

from __future__ import annotations

from collections import OrderedDict
from datetime import date
from typing import Any

from markupsafe import Markup
from starlette.requests import Request

from tourney.store import Store
from tourney.web import views
from tourney.web.live import Shown, written

KEPT_PAGES = 256  # tables' pages kept (each for a few phones), thirty tables in two languages

Key = tuple[int, int, str, str, str]  # round, table, language, address, day


class Kept:
    """One table page as of one state of the file: its text for each phone that sent there, and for
    any other phone (under "")."""

    def __init__(self, written: tuple[int, int], phones: frozenset[str]) -> None:
        self.written = written
        self.phones = phones
        self.html: dict[str, str] = {}

    def of(self, phone: str) -> str:
        return phone if phone in self.phones else ""


class TablePages:
    """The table pages of one application; ``page`` gives a page's text."""

    def __init__(self, pages: Any) -> None:
        self.pages = pages
        self._shown = Shown()
        self._store: Store | None = None
        self._everyone: dict[str, tuple[int, dict[str, Any]]] = {}  # language -> (shown, part)
        self._fixed: dict[tuple[int, int, str], tuple[int, dict[str, Any]]] = {}  # -> (shown, part)
        self._tools: dict[str, tuple[Any, Markup]] = {}  # language -> (the tools' inputs, html)
        self._whole: OrderedDict[Key, Kept] = OrderedDict()

    async def page(self, request: Request, round_number: int, table: int, phone: str) -> str:
        """The page of ``table`` for the phone ``phone``."""
        lang = self.pages.lang(request)
        key = (round_number, table, lang, request.scope["path"], date.today().isoformat())

        def read(store: Store) -> tuple[tuple[int, int], str | None, dict[str, Any] | None]:
            if store is not self._store:  # another file behind the gate: nothing kept applies
                self._store = store
                self._everyone.clear()
                self._fixed.clear()
                self._whole.clear()
            now = written(store)
            kept = self._whole.get(key)
            if kept is not None and kept.written == now and kept.of(phone) in kept.html:
                return now, kept.html[kept.of(phone)], None
            return now, None, views.table_page(store, round_number, table, phone, lang,
                                               self._fixed_part(store, round_number, table, lang))

        now, html, view = await self.pages.gate.run(read)
        if html is not None:
            self._whole.move_to_end(key)
            return html
        assert view is not None
        html = self.pages.html(request, "table.html", v={**view, "tools": self._tools_of(request, view)})
        if view["call"]["state"] != "coming":  # "the referee is coming" goes by itself after a while
            kept = self._whole.get(key)
            if kept is None or kept.written != now:
                kept = self._whole[key] = Kept(now, view["phones"])
            kept.html[kept.of(phone)] = html
            if len(self._whole) > KEPT_PAGES:
                self._whole.popitem(last=False)
        return html

    def _fixed_part(self, store: Store, round_number: int, table: int, lang: str) -> dict[str, Any]:
        shown = self._shown(store)
        kept = self._fixed.get((round_number, table, lang))
        if kept is None or kept[0] != shown:
            everyone = self._everyone.get(lang)
            if everyone is None or everyone[0] != shown:
                everyone = self._everyone[lang] = (shown, views.tournament_fixed(store, lang))
            kept = self._fixed[round_number, table, lang] = (
                shown, views.table_fixed(store, round_number, table, lang, everyone[1]))
        return kept[1]

    def _tools_of(self, request: Request, view: dict[str, Any]) -> Markup:
        """The form's tools, rendered again only when what they show differs from the last time."""
        lang = view["lang"]
        inputs = (view["ruleset"], view["tile_help"], view["palette"], view["flags"], view["flag_words"],
                  view["fields"])
        kept = self._tools.get(lang)
        if kept is None or kept[0] != inputs:
            kept = self._tools[lang] = (inputs, Markup(self.pages.html(request, "table_tools.html", v=view)))
        return kept[1]
