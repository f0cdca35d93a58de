"""The few parts of every stored deal that the report and the spreadsheet print, read without parsing
each deal whole.

A deal row holds the hand of every seat and the result with every rule item: most of a played file
(15 MiB of results at 300 players × 10 rounds) and, parsed whole by Python, most of an export's time.
The report and the spreadsheet need only, per seat, whether and from whom it won, its hand's score
and its net points. SQLite's ``->`` picks them out of the stored text in C and hands back one small
JSON array per deal, read here at once, so every value keeps its JSON type (a null counts as no
value). Where SQLite is older than 3.38 (no ``->``) or a deal names a seat outside E S W N, the deal
is parsed whole: the same parts either way (tests/services/test_deal_parts.py compares them).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from operator import itemgetter
from typing import Any, NamedTuple

from tourney.store import Store
from tourney.tournament.model import TournamentState
from tourney.tournament.standings_stats import DealSummary

WINDS = "ESWN"
# one JSON array per deal: where it is, its seats, its own winds, then win, score and net of E, S, W, N;
# every deal's array in one JSON text (one string to hand over and read, not 12,000)
_PARTS = ("json_group_array(json_array(d.id, t.round, t.table_no, t.status, d.number, json(d.seats), "
          "json((SELECT json_group_array(key) FROM json_each(d.deal, '$.seats'))), "
          + ", ".join(f"d.deal -> '$.seats.{w}.win', d.result -> '$.seats.{w}.score', d.result -> '$.net.{w}'"
                      for w in WINDS) + ")) AS deals")
_ONE_WIND = frozenset(WINDS)
_FROM = "FROM table_results t JOIN deals d ON d.result_id = t.id"
_ORDER = "ORDER BY t.round, t.table_no, d.number"
_PLACE = itemgetter(1, 2, 4)


class DealParts(NamedTuple):
    """What one stored deal says, seat by seat, for the printed summaries.

    ``seats``: the deal's wind → table seat (the ``seats`` column); ``winds``: the seats of the deal
    itself, in its own order. ``win``, ``score`` and ``net`` hold a seat's JSON value (its win, its
    hand's score, its net points) by E, S, W, N; a seat absent from a map, or None in it, has none.
    """

    round: int
    table: int
    number: int
    status: str
    seats: dict[str, Any]
    winds: tuple[str, ...]
    win: dict[str, Any]
    score: dict[str, Any]
    net: dict[str, Any]


def deal_parts(store: Store, *, final_only: bool = False) -> Iterator[DealParts]:
    """Every stored deal's parts by round, table and deal number; ``final_only``: of final sheets only."""
    where = "WHERE t.status = 'final'" if final_only else ""
    if not _arrows(store):
        yield from _parsed(store, where)
        return
    deals = json.loads(store.query(f"SELECT {_PARTS} {_FROM} {where}")[0]["deals"])
    deals.sort(key=_PLACE)  # by round, table and deal number (an aggregate keeps no order)
    for deal_id, round_no, table, status, number, seats, winds, *values in deals:
        if not (_ONE_WIND.issuperset(winds) and _ONE_WIND.issuperset(seats)):
            yield from _parsed(store, f"WHERE d.id = {int(deal_id)}")  # a seat no fixed path names
            continue
        yield DealParts(round_no, table, number, status, seats, tuple(winds),
                        dict(zip(WINDS, values[0::3], strict=True)),
                        dict(zip(WINDS, values[1::3], strict=True)),
                        dict(zip(WINDS, values[2::3], strict=True)))


def parsed_parts(store: Store, *, final_only: bool = False) -> Iterator[DealParts]:
    """:func:`deal_parts` read by parsing every deal whole (the reference the fast reading equals)."""
    yield from _parsed(store, "WHERE t.status = 'final'" if final_only else "")


def _parsed(store: Store, where: str) -> Iterator[DealParts]:
    sql = (f"SELECT t.round, t.table_no, t.status, d.number, d.seats, d.deal, d.result "
           f"{_FROM} {where} {_ORDER}")
    for row in store.query(sql):
        deal, result = json.loads(row["deal"]), json.loads(row["result"])
        played, scored, net = deal.get("seats", {}), result.get("seats", {}), result.get("net", {})
        win = {w: s.get("win") for w, s in played.items() if isinstance(s, dict) and s.get("win") is not None}
        score = {w: s.get("score") for w, s in scored.items()
                 if isinstance(s, dict) and s.get("score") is not None}
        yield DealParts(row["round"], row["table_no"], row["number"], row["status"], json.loads(row["seats"]),
                        tuple(played), win, score, {w: v for w, v in net.items() if v is not None})


def _arrows(store: Store) -> bool:
    """Whether the file's SQLite has the ``->`` operator (3.38 and later)."""
    try:
        store.db.conn.execute("""SELECT '{"a": 1}' -> '$.a'""").fetchone()
    except Exception:  # the driver's OperationalError (sqlite3 or a replacement sqlite-utils loaded)
        return False
    return True


def deal_counts(store: Store) -> dict[tuple[int, int], int]:
    """How many deals each sheet holds, by round and table (sheets of totals only hold none)."""
    return {(r["round"], r["table_no"]): r["deals"] for r in store.query(
        f"SELECT t.round, t.table_no, count(*) AS deals {_FROM} GROUP BY t.id")}


# the winning seats of final sheets: a seat's win is what Python's bool() calls true
_WON = """SELECT t.round, t.table_no, d.number, d.seats ->> ('$."' || s.key || '"') AS table_wind,
    coalesce(s.value ->> '$.win.from' = 'self', 0) AS self_drawn,
    d.result ->> ('$.seats."' || s.key || '".score') AS score
    FROM table_results t JOIN deals d ON d.result_id = t.id, json_each(d.deal, '$.seats') s
    WHERE t.status = 'final' AND s.type = 'object' AND CASE json_type(s.value, '$.win')
        WHEN 'true' THEN 1 WHEN 'object' THEN s.value -> '$.win' <> '{}'
        WHEN 'array' THEN s.value -> '$.win' <> '[]' WHEN 'text' THEN s.value ->> '$.win' <> ''
        WHEN 'integer' THEN s.value ->> '$.win' <> 0 WHEN 'real' THEN s.value ->> '$.win' <> 0
        ELSE 0 END
    ORDER BY t.round, t.table_no, d.number, s.id"""


def won_summaries(store: Store, state: TournamentState) -> list[DealSummary]:
    """The winning seats of :func:`tourney.services.standings.deal_summaries`, in the same order,
    without their arrangements and rule items: the winner, how and with what score, of each deal of
    every final sheet (all that the statistics and the prizes count: both skip the seats that lost).
    SQLite picks out the winners: one row each, never a whole deal in Python."""
    tables = {(t.round, t.number): t.seats for t in state.tables}
    if not _arrows(store):
        return _won_parsed(store, tables)
    out: list[DealSummary] = []
    for r in store.query(_WON):
        player_id = tables.get((r["round"], r["table_no"]), {}).get(r["table_wind"])
        if player_id is not None:
            out.append(DealSummary(r["round"], r["table_no"], r["number"], player_id, won=True,
                                   self_drawn=bool(r["self_drawn"]), score=int(r["score"] or 0)))
    return out


def _won_parsed(store: Store, tables: dict[tuple[int, int], dict[str, int]]) -> list[DealSummary]:
    out: list[DealSummary] = []
    for deal in _parsed(store, "WHERE t.status = 'final'"):
        seats = tables.get((deal.round, deal.table))
        if seats is None:
            continue
        for wind in deal.winds:
            win = deal.win.get(wind)
            player_id = seats.get(deal.seats.get(wind, "")) if win else None
            if player_id is not None:
                out.append(DealSummary(deal.round, deal.table, deal.number, player_id, won=True,
                                       self_drawn=isinstance(win, dict) and win.get("from") == "self",
                                       score=int(deal.score.get(wind) or 0)))
    return out
