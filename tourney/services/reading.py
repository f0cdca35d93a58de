"""Reading the tournament file into the plain values of :mod:`tourney.tournament.model`."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from tourney.language import restored, say
from tourney.services.errors import ServiceError
from tourney.store import Store
from tourney.tournament.model import (
    Bye,
    DealRecord,
    Penalty,
    Player,
    Round,
    Table,
    TableResult,
    Tournament,
    TournamentState,
)


def tournament(store: Store) -> Tournament:
    row = store.get("tournament", 1)
    if row is None:
        raise ServiceError("no_tournament", say("the file has no tournament yet"))
    return Tournament(
        name=row["name"], ruleset=row["ruleset"], rounds=row["rounds"], options=json.loads(row["options"]),
        venue=row["venue"], start_date=row["start_date"], end_date=row["end_date"],
        hands_per_round=row["hands_per_round"], minutes_per_round=row["minutes_per_round"],
        ranking=row["ranking"], ranking_settings=json.loads(row["ranking_settings"]),
        rotation=row["rotation"])


def _player(row: dict[str, Any]) -> Player:
    return Player(row["id"], row["name"], row["club"], row["country"], row["federation_id"], row["team"],
                  row["status"], row.get("born"))


def players(store: Store) -> list[Player]:
    return [_player(r) for r in store.query("SELECT * FROM players ORDER BY id")]


def player(store: Store, player_id: int) -> Player:
    row = store.get("players", player_id) if isinstance(player_id, int) else None
    if row is None:
        raise ServiceError("no_player", say("there is no player number {number}", number=player_id))
    return _player(row)


def rounds(store: Store) -> list[Round]:
    return [Round(r["id"], datetime.fromisoformat(r["starts_at"]) if r["starts_at"] else None,
                  r["duration_minutes"], r["break_minutes"])
            for r in store.query("SELECT * FROM rounds ORDER BY id")]


def tables(store: Store, round_number: int | None = None) -> list[Table]:
    sql = "SELECT * FROM seats" + (" WHERE round = ?" if round_number is not None else "")
    grouped: dict[tuple[int, int], dict[str, int]] = {}
    for r in store.query(sql + " ORDER BY round, table_no", [] if round_number is None else [round_number]):
        grouped.setdefault((r["round"], r["table_no"]), {})[r["wind"]] = r["player_id"]
    return [Table(rnd, no, seats) for (rnd, no), seats in sorted(grouped.items())]


def _deal(row: dict[str, Any]) -> DealRecord:
    return DealRecord(row["number"], json.loads(row["deal"]), json.loads(row["result"]),
                      json.loads(row["seats"]), row["east_pinned"], tuple(json.loads(row["filled"])))


def results(store: Store, *, deals: bool = True) -> list[TableResult]:
    """Every table's sheet; ``deals`` False leaves the deals out (most of the file, and slow to read)."""
    return _results(store, "", (), deals=deals)


def table_result(store: Store, round_number: int, table: int) -> TableResult | None:
    """One table's sheet of a round, reading only its own deals."""
    found = _results(store, "WHERE t.round = ? AND t.table_no = ?", (round_number, table))
    return found[0] if found else None


def _results(store: Store, where: str, params: tuple[Any, ...], *, deals: bool = True) -> list[TableResult]:
    """Sheets chosen by ``where`` (on table_results as ``t``) with their deals, in one query each."""
    records: dict[int, list[DealRecord]] = {}
    if deals:
        for row in store.query(f"SELECT d.* FROM deals d JOIN table_results t ON d.result_id = t.id {where} "
                               "ORDER BY d.result_id, d.number", params):
            records.setdefault(row["result_id"], []).append(_deal(row))
    return [TableResult(r["round"], r["table_no"], r["kind"], r["status"], json.loads(r["totals"]),
                        tuple(records.get(r["id"], ())), restored(r["note"], r.get("note_words")))
            for r in store.query(f"SELECT t.* FROM table_results t {where} ORDER BY t.round, t.table_no",
                                 params)]


def penalties(store: Store) -> list[Penalty]:
    return [Penalty(r["id"], r["round"], r["player_id"], r["points"], r["reason"])
            for r in store.query("SELECT * FROM penalties ORDER BY id")]


def byes(store: Store) -> list[Bye]:
    return [Bye(r["id"], r["round"], r["player_id"]) for r in store.query("SELECT * FROM byes ORDER BY id")]


def snapshot(store: Store, *, deals: bool = True) -> TournamentState:
    """Everything in the file, as plain values.

    ``deals`` False: every sheet without its deals, for readers that need only the totals (standings,
    seating lists); the deals are most of a played file and most of the time taken to read it.
    """
    return TournamentState(tournament(store), tuple(players(store)), tuple(rounds(store)),
                           tuple(tables(store)), tuple(results(store, deals=deals)), tuple(penalties(store)),
                           tuple(byes(store)))


def totals_snapshot(store: Store) -> TournamentState:
    """Everything but the deals (each sheet keeps its totals): what the window's tabs, the display
    board and the swap dialog read after every change, without reading every deal of the file."""
    return snapshot(store, deals=False)


def round_info(store: Store, number: Any) -> Round:
    """Round ``number`` of the tournament, or a ServiceError saying how many rounds there are."""
    known = rounds(store)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(known):
        raise ServiceError("no_round", say("there is no round {number!r} (the tournament has {rounds} "
                                           "rounds)", number=number, rounds=len(known)))
    return known[number - 1]
