"""The room's clock settings: the board's warning marks, extra minutes for one table, a late start.

Each change is one logged action. The timing itself (zones, the bell) is
:mod:`tourney.tournament.room_clock`, which the display board reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from tourney.language import say
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.reading import round_info
from tourney.services.reading import rounds as read_rounds
from tourney.services.results import _seated
from tourney.store import Store
from tourney.tournament.model import Round
from tourney.tournament.room_clock import DEFAULT_WARNINGS, minutes_late, parse_warnings


@dataclass(frozen=True, slots=True)
class ExtraTime:
    """A table given more minutes than the room in one round."""

    round: int
    table: int
    minutes: int


def clock_warnings(store: Store) -> tuple[int, ...]:
    """The minutes before the end at which the board warns (15 and 5 unless the referee set others)."""
    rows = store.query("SELECT clock_warnings FROM tournament WHERE id = 1")
    found = parse_warnings(rows[0]["clock_warnings"] or "") if rows else None
    return found or DEFAULT_WARNINGS


def set_clock_warnings(store: Store, warnings: Any) -> tuple[int, ...]:
    """Set the warning marks, e.g. ``"15,5"`` or ``[10]`` (1 to 4 marks of 1 to 120 minutes)."""
    text = ",".join(str(w) for w in warnings) if isinstance(warnings, list | tuple) else str(warnings)
    marks = parse_warnings(text)
    if marks is None:
        raise ServiceError("bad_value", say("the warnings must be 1 to 4 whole minutes from 1 to 120, such "
                                            "as 15,5 (not {value!r})", value=text))
    value = ",".join(map(str, marks))
    with store.change("clock_warnings", say("Warn at {minutes} minutes before the end", minutes=value),
                      {"warnings": value}) as log:
        log.update("tournament", 1, {"clock_warnings": value})
    return marks


def extra_times(store: Store, round_number: int) -> list[ExtraTime]:
    """The tables of a round that have extra minutes, by table."""
    return [ExtraTime(r["round"], r["table_no"], r["minutes"]) for r in store.query(
        "SELECT * FROM table_extra_minutes WHERE round = ? ORDER BY table_no", [round_number])]


def set_extra_time(store: Store, round_number: Any, table: Any, minutes: Any) -> list[ExtraTime]:
    """Give a table of a round extra minutes (0 takes them away); one logged action."""
    number = round_info(store, round_number).number
    _seated(store, number, table)
    minutes = validate.whole(minutes, say("the extra minutes"), least=0, most=120) or 0
    rows = store.query("SELECT id FROM table_extra_minutes WHERE round = ? AND table_no = ?", [number, table])
    with store.change("extra_time", say("Table {table} of round {round}: {minutes} extra minutes",
                                        table=table, round=number, minutes=minutes),
                      {"round": number, "table": table, "minutes": minutes}) as log:
        if rows and minutes:
            log.update("table_extra_minutes", rows[0]["id"], {"minutes": minutes})
        elif rows:
            log.delete("table_extra_minutes", rows[0]["id"])
        elif minutes:
            log.insert("table_extra_minutes", {"round": number, "table_no": table, "minutes": minutes})
    return extra_times(store, number)


def start_round(store: Store, round_number: Any, at: Any = None) -> tuple[int, list[Round]]:
    """The round starts now (or ``at``): a late start moves it and the later rounds of the same day by
    the minutes late, so the day's schedule stays true (another day's rounds keep their times).
    Returns the minutes moved and the rounds moved (0 and none: on time, nothing written)."""
    current = round_info(store, round_number)
    started = datetime.now() if at is None else validate.moment(at, say("the start"))
    late = minutes_late(current.starts_at, started)
    if late == 0 or current.starts_at is None:
        return 0, []
    day = current.starts_at.date()
    moving = [r for r in read_rounds(store) if r.number >= current.number and r.starts_at is not None
              and r.starts_at.date() == day]
    with store.change("start_round", say("Round {round} started {minutes} minutes late; the day's schedule "
                                         "moves", round=current.number, minutes=late),
                      {"round": current.number, "minutes": late}) as log:
        for r in moving:
            assert r.starts_at is not None
            log.update("rounds", r.number, {"starts_at": (r.starts_at + timedelta(minutes=late))
                                            .isoformat(timespec="minutes")})
    return late, [round_info(store, r.number) for r in moving]
