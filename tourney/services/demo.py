"""A ready-made tournament for newcomers: three clubs, a schedule, every table fully played."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from tourney.errors import EngineError
from tourney.language import say
from tourney.rules import available_ids, score_deal
from tourney.rules.flow import default_policy
from tourney.services.errors import ServiceError
from tourney.services.players import add_player, check_in
from tourney.services.results import record_deals
from tourney.services.rounds import set_round_schedule
from tourney.services.seating import draw_rounds
from tourney.services.tournament import create_tournament
from tourney.store import Store
from tourney.tournament.sheet import SheetEntry, SheetError, score_sheet

_CLUBS = (("Drago Rosso", "Milano"), ("Vento dell'Est", "Torino"), ("Bambù d'Oro", "Bologna"))
_FIRST = ("Giulia", "Marco", "Francesca", "Luca", "Chiara", "Matteo", "Sara", "Andrea", "Elena",
          "Davide", "Martina", "Simone", "Anna", "Nicolò", "Federica", "Paolo", "Valentina", "Stefano",
          "Irene", "Tommaso", "Beatrice", "Lorenzo", "Silvia", "Gabriele")
_LAST = ("Rossi", "Bianchi", "Ferrari", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco",
         "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi",
         "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi")
# the demo's births, by player number (#31 point 2): on its first day, 2024-05-18, three juniors (one of
# them 17 until the next day), four seniors (one 60 that very day), two whose birth is not known; years
# and full dates mixed. Not drawn from the random numbers, so the draw and the deals stay the same.
_BIRTHS = ("2008-09-03", "1961", "1979-04-22", None, "1990", "1955-11-30", "1987-02-14", "1984-07-07",
           "1972", "2006-05-19", "1996-10-01", "1969", "1964-05-18", "1981-12-24", None, "1975-03-08",
           "1993", "2010", "1983-06-15", "1977", "1950-01-31", "1999-08-20", "1966-05-19", "1988")


def _random_deal(rng: random.Random, ruleset: str) -> dict[str, Any]:
    from tourney.rules.simulate import random_deal

    for _ in range(50):
        deal = random_deal(rng, ruleset, void_rate=0.05)
        deal.pop("round_wind", None)  # the game's own course decides it
        try:
            score_deal({**deal, "round_wind": "E"})
        except EngineError:
            continue  # below a ruleset's minimum, say: deal again
        return deal
    raise ServiceError("demo_failed", say("could not simulate a valid {ruleset} deal", ruleset=ruleset))


def _hanchan(rng: random.Random, ruleset: str, options: dict[str, Any]) -> list[dict[str, Any]]:
    """A riichi table's deals until its hanchan ends (RI-G02, G05): the dealer repeats after a win or
    tenpai, so the number of deals is the game's own; honba and sticks are carried by the sheet. A
    deal with no yaku in the game's round wind (a pung of East in the South round) is dealt again."""
    deals: list[dict[str, Any]] = []
    tries = 0
    while tries < 50 * (len(deals) + 1):
        tries += 1
        deal = _random_deal(rng, ruleset)
        for carried in ("honba", "riichi_sticks"):
            deal.pop(carried, None)
        try:
            score_sheet(ruleset, options, default_policy(ruleset, options),
                        [SheetEntry(d) for d in [*deals, deal]])
        except SheetError as over:
            if over.code != "game_over":
                raise
            return deals
        except EngineError:
            continue
        deals.append(deal)
    raise ServiceError("demo_failed", say("could not simulate a valid {ruleset} deal", ruleset=ruleset))


def _table_deals(rng: random.Random, ruleset: str, count: int) -> list[dict[str, Any]]:
    """``count`` deals of one table, each accepted in the round wind the table's game gives it (a
    Singapore hand worth a fan in the East round may be worth none in the South round: dealt again)."""
    policy = default_policy(ruleset, {})
    deals: list[dict[str, Any]] = []
    tries = 0
    while len(deals) < count and tries < 50 * (count + 1):
        tries += 1
        deal = _random_deal(rng, ruleset)
        try:
            score_sheet(ruleset, {}, policy, [SheetEntry(d) for d in [*deals, deal]])
        except SheetError as over:
            if over.code != "game_over":
                raise
            return deals
        except EngineError:
            continue
        deals.append(deal)
    if len(deals) < count:
        raise ServiceError("demo_failed", say("could not simulate a valid {ruleset} deal", ruleset=ruleset))
    return deals


def build_demo(path: str | Path | None, *, seed: int = 2024, players: int = 24, rounds: int = 4,
               deals_per_table: int = 16, ruleset: str = "fimj", record_rounds: int | None = None,
               births: bool = False) -> Store:
    """Make a demo tournament file (``path`` None: in memory) and return it open; deals are recorded
    for the first ``record_rounds`` rounds (None: all of them). ``births``: the players have births, so
    the juniors and seniors show (``tourney demo`` and the window's demo; the tests' demos have none)."""
    if ruleset not in available_ids():
        raise ServiceError("ruleset_unavailable", say("the demo needs the {ruleset!r} rules, which this "
                                                      "version cannot score yet", ruleset=ruleset))
    if players < 4 or players % 4:
        raise ServiceError("player_count", say("the demo needs a multiple of 4 players, not {count}",
                                               count=players))
    rng = random.Random(seed)
    first_day = date(2024, 5, 18)
    last_day = first_day + timedelta(days=(rounds - 1) // 2)
    hanchan = ruleset.startswith("riichi")  # a riichi table plays one hanchan, however many deals it takes
    store = create_tournament(
        path, name="Torneo dimostrativo", ruleset=ruleset, rounds=rounds, venue="Circolo Drago Rosso, Milano",
        start_date=first_day.isoformat(), end_date=last_day.isoformat(),
        hands_per_round=None if hanchan else deals_per_table, minutes_per_round=150)
    try:
        names = rng.sample([f"{f} {last}" for f in _FIRST for last in _LAST], players)
        ids = []
        for number, name in enumerate(names):
            club, city = _CLUBS[number % len(_CLUBS)]
            ids.append(add_player(store, name, club=club, country="IT",
                                  federation_id=f"{'EMA' if hanchan else 'FIMJ'}-{1000 + number}",
                                  team=city, born=_BIRTHS[number % len(_BIRTHS)] if births else None).id)
        check_in(store, *ids)
        for number in range(1, rounds + 1):
            day = first_day + timedelta(days=(number - 1) // 2)
            start = datetime.combine(day, datetime.min.time()) + timedelta(hours=9 if number % 2 else 14.5)
            set_round_schedule(store, number, starts_at=start, duration_minutes=150, break_minutes=30)
        # one search over the whole schedule, as a referee draws it, rather than one per round
        drawn = draw_rounds(store, 1, rounds, seconds=None, iterations=4000, seed=seed)
        for number in range(1, (rounds if record_rounds is None else record_rounds) + 1):
            for table in drawn.tables[number]:
                deals = (_hanchan(rng, ruleset, {}) if hanchan
                         else _table_deals(rng, ruleset, deals_per_table))
                record_deals(store, number, table.number, deals)
    except BaseException:
        store.close()
        raise
    return store
