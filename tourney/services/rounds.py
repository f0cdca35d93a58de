"""Rounds: their schedule, the seat draw, and correcting who sat where.

:func:`draw_round` seats one round with the seating optimiser (:mod:`tourney.services.seating`
draws several and reports the quality); :func:`assign_seats` stores any seating worked out
elsewhere (by the referee, by hand).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from tourney.language import say
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.reading import player as read_player
from tourney.services.reading import round_info
from tourney.services.reading import rounds as read_rounds
from tourney.services.reading import tables as read_tables
from tourney.services.seating import draw_rounds, still_unplayed
from tourney.store import Store
from tourney.tournament.model import WINDS, Round, Table


def set_round_schedule(store: Store, round_number: int, *, starts_at: Any = None,
                       duration_minutes: int | None = None, break_minutes: int | None = None) -> Round:
    """Set a round's date and planned start, its length and the break after it."""
    current = round_info(store, round_number)
    fields: dict[str, Any] = {}
    if starts_at is not None:
        fields["starts_at"] = validate.moment(starts_at, say("the start")).isoformat(timespec="minutes")
    if duration_minutes is not None:
        fields["duration_minutes"] = validate.whole(duration_minutes, say("the duration in minutes"), least=1)
    if break_minutes is not None:
        fields["break_minutes"] = validate.whole(break_minutes, say("the break in minutes"))
    if not fields:
        raise ServiceError("missing_value", say("give the start, the duration or the break"))
    with store.change("schedule_round", say("Schedule round {round}", round=current.number),
                      {"round": round_number, **fields}) as log:
        log.update("rounds", round_number, fields)
    return round_info(store, round_number)


def shift_round(store: Store, round_number: int, minutes: int) -> list[Round]:
    """Move a round's start by ``minutes`` (negative: earlier); every later round moves with it."""
    round_info(store, round_number)
    minutes = validate.whole(minutes, say("the shift in minutes"), least=-24 * 60, most=24 * 60) or 0
    if minutes == 0:
        raise ServiceError("bad_value", say("a shift of 0 minutes changes nothing"))
    moving = [r for r in read_rounds(store) if r.number >= round_number and r.starts_at is not None]
    if not moving or moving[0].number != round_number:
        raise ServiceError("no_schedule", say("round {round} has no planned start to shift",
                                              round=round_number))
    with store.change("shift_round", say("Shift round {round} and later by {minutes} minutes",
                                         round=round_number, minutes=minutes),
                      {"round": round_number, "minutes": minutes}) as log:
        for r in moving:
            assert r.starts_at is not None
            moved = r.starts_at + timedelta(minutes=minutes)
            log.update("rounds", r.number, {"starts_at": moved.isoformat(timespec="minutes")})
    return read_rounds(store)


def _played(store: Store, round_number: int) -> bool:
    return bool(store.query("SELECT 1 FROM table_results WHERE round = ?", [round_number]))


def assign_seats(store: Store, round_number: int, tables: list[dict[str, int]]) -> list[Table]:
    """Seat a round: ``tables[i]`` maps seat winds E, S, W, N (E, S, W at a table of three) to player
    ids at table i + 1.

    Refused once the round has results; replaces an earlier draw of the round otherwise.
    """
    round_info(store, round_number)
    if _played(store, round_number):
        raise ServiceError("round_played", say("round {round} already has results; swap seats instead of "
                                               "drawing again", round=round_number))
    if not tables:
        raise ServiceError("missing_value", say("a seating needs at least one table"))
    seen: dict[int, int] = {}
    for number, table in enumerate(tables, start=1):
        if not isinstance(table, dict) or sorted(table) not in (sorted(WINDS), sorted(WINDS[:3])):
            raise ServiceError("bad_table", say(
                "table {table} must seat exactly E, S, W and N (or E, S and W at a table of three)",
                table=number))
        for pid in table.values():
            p = read_player(store, pid)
            if p.status == "withdrawn":
                raise ServiceError("player_withdrawn", say("table {table}: {name} has withdrawn",
                                                           table=number, name=p.name))
            if pid in seen:
                raise ServiceError("seated_twice", say("{name} is seated at table {first} and table {second}",
                                                       name=p.name, first=seen[pid], second=number))
            seen[pid] = number
    with store.change("seat_round", say("Seat round {round} ({count} tables)", round=round_number,
                                        count=len(tables)),
                      {"round": round_number, "tables": tables}) as log:
        still_unplayed(store, log, [round_number])
        for row in store.query("SELECT id FROM seats WHERE round = ?", [round_number]):
            log.delete("seats", row["id"])
        for number, table in enumerate(tables, start=1):
            for wind in WINDS:
                if wind in table:  # a table of three leaves North empty
                    log.insert("seats", {"round": round_number, "table_no": number, "wind": wind,
                                         "player_id": table[wind]})
    return read_tables(store, round_number)


def draw_round(store: Store, round_number: int, *, seconds: float | None = None,
               iterations: int | None = 4000, seed: int | None = None,
               odd_count: str | None = None) -> list[Table]:
    """Draw the seats of one round with the seating optimiser, the rounds before it as history.

    By default a fixed search budget and the round number as seed, so the same file gives the same
    draw; :func:`tourney.services.draw_rounds` draws several rounds at once and reports the quality.
    """
    round_info(store, round_number)
    report = draw_rounds(store, round_number, round_number, seconds=seconds, iterations=iterations,
                         seed=round_number if seed is None else seed, odd_count=odd_count)
    return report.tables[round_number]


def swap_seats(store: Store, round_number: int, first: int, second: int) -> list[Table]:
    """Two players sat in each other's places: swap them in the seating of a round.

    Results stay with the seats, so each player now gets the scores made where he really sat;
    penalties given in that round go with the players' seats too.
    """
    round_info(store, round_number)
    if first == second:
        raise ServiceError("bad_value", say("choose two different players to swap"))
    rows = {r["player_id"]: r for r in store.query("SELECT * FROM seats WHERE round = ? AND player_id IN "
                                                   "(?, ?)", [round_number, first, second])}
    for pid in (first, second):
        if pid not in rows:
            raise ServiceError("not_seated", say("{name} has no seat in round {round}",
                                                 name=read_player(store, pid).name, round=round_number))
    a, b = rows[first], rows[second]
    with store.change("swap_seats", say("Swap {first} and {second} in round {round}",
                                        first=read_player(store, first).name,
                                        second=read_player(store, second).name, round=round_number),
                      {"round": round_number, "players": [first, second]}) as log:
        # The unique (round, player) rule forbids a direct swap: park one seat on a free table number.
        log.update("seats", a["id"], {"table_no": 10_000})
        log.update("seats", b["id"], {"table_no": a["table_no"], "wind": a["wind"]})
        log.update("seats", a["id"], {"table_no": b["table_no"], "wind": b["wind"]})
        for penalty in store.query("SELECT * FROM penalties WHERE round = ? AND player_id IN (?, ?)",
                                   [round_number, first, second]):
            other = second if penalty["player_id"] == first else first
            log.update("penalties", penalty["id"], {"player_id": other})
    return read_tables(store, round_number)
