"""The prize list of a tournament file and its settings (see :mod:`tourney.tournament.prizes`)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from tourney.language import say
from tourney.services.categories import categories, category_tables
from tourney.services.deal_parts import won_summaries
from tourney.services.errors import ServiceError
from tourney.services.printing import print_date
from tourney.services.reading import snapshot
from tourney.services.reading import tournament as read_tournament
from tourney.services.standings import standings
from tourney.store import Store
from tourney.tournament.prizes import DEFAULTS, Prize, check_settings, prize_list, reveal_order
from tourney.tournament.standings import Standings

__all__ = ["PrizeList", "PrizeSheet", "category_tables", "prize_settings", "prize_sheet", "prizes",
           "set_prize_settings"]


@dataclass(frozen=True)
class PrizeList:
    """The prizes in the order they are given, the standings' round, and the settings used."""

    after_round: int
    prizes: tuple[Prize, ...]
    settings: dict[str, Any]

    def reveal(self) -> list[Prize]:
        return reveal_order(self.prizes)

    def to_json(self) -> dict[str, Any]:
        return {"after_round": self.after_round, "settings": self.settings,
                "prizes": [p.to_json() for p in self.prizes]}

    def text(self) -> str:
        lines: list[str] = [say("Prize list after round {round}", round=self.after_round)]
        lines += [f"{p.title:<28} {p.name:<28} {p.value}" for p in self.prizes]
        if not self.prizes:
            lines.append(say("No prizes: no results yet."))
        return "\n".join(str(line) for line in lines)


def prize_settings(store: Store) -> dict[str, Any]:
    """The tournament's prize settings, the defaults filled in."""
    rows = store.query("SELECT prize_settings FROM tournament WHERE id = 1")
    stored = json.loads(rows[0]["prize_settings"] or "{}") if rows else {}
    return {**DEFAULTS, **stored}


def set_prize_settings(store: Store, changes: dict[str, Any]) -> dict[str, Any]:
    """Change some prize settings (undoable): places, category_places, allow_double, newcomers, awards."""
    try:
        settings = check_settings({**prize_settings(store), **changes})
    except ValueError as error:
        raise ServiceError("bad_prize_setting", str(error)) from error
    with store.change("set_prize_settings", say("Change the prize settings"), {"settings": settings}) as log:
        log.update("tournament", 1, {"prize_settings": json.dumps(settings, sort_keys=True)})
    return settings


def prizes(store: Store) -> PrizeList:
    """The prize list as the results stand now (every round with results counted)."""
    settings = prize_settings(store)
    state = snapshot(store, deals=False)  # the awards count only who won each deal, how, and its score
    if not any(r.final for r in state.results):
        return PrizeList(0, (), settings)
    table = standings(store)
    won = won_summaries(store, state)
    given = prize_list(table.rows, table.scheme.keys, categories(store), won, settings)
    return PrizeList(table.after_round, tuple(given), settings)


@dataclass(frozen=True)
class PrizeSheet:
    """What the printed prize list shows: the tournament, its dates, the prizes, each category's standings."""

    tournament: str
    date: str
    after_round: int
    prizes: tuple[Prize, ...]
    categories: tuple[tuple[str, Standings], ...] = ()
    overall: Standings | None = None


def prize_sheet(store: Store, found: PrizeList | None = None) -> PrizeSheet:
    """The prize list (``found``: as :func:`prizes` just gave it) and the category standings, for the
    printed sheet."""
    found = found if found is not None else prizes(store)
    t = read_tournament(store)
    days = " – ".join(dict.fromkeys(print_date(d) for d in (t.start_date, t.end_date) if d))
    table = standings(store) if found.after_round else None
    tables = tuple(category_tables(store, table)) if table is not None else ()
    return PrizeSheet(t.name, days, found.after_round, found.prizes, tables, table)
