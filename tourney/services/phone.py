"""The table's call for the referee, and standings hidden in the last rounds (issue #32).

A table's phone calls the referee with a reason from a short list; the call waits, shown in the
window and by ``tourney calls``, until the referee acknowledges it, and the phone then reads "the
referee is coming". A table has one open call at a time (calling again while one waits changes
nothing) and may call again only :data:`CALL_GAP` seconds after its last call.

From round K on (the tournament's ``hide_standings_from``) the live page and the display board show
the seating and the clock only, until the referee reveals the standings; setting K again hides
them again.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from tourney.language import Words, say
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.reading import tournament as read_tournament
from tourney.services.results import _seated
from tourney.store import Store

# the tiles a table's ruleset plays, said where a phone typed something that is not one of them
TILE_HELP: dict[str, Words] = {
    "riichi": say("tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd"),
    "riichi_red": say("tiles are 1-9 + m/p/s (0m 0p 0s: red fives), E S W N, Rd Gd Wd"),
    "american": say("tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd, F (flower), J (joker)"),
    "singapore": say("tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y/a"),
    "other": say("tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y"),
}


def tile_help(ruleset: str, options: dict[str, Any] | None = None) -> Words:
    if ruleset.startswith("riichi"):
        return TILE_HELP["riichi_red" if (options or {}).get("red_fives") else "riichi"]
    return TILE_HELP.get(ruleset, TILE_HELP["other"])


REASONS = ("dispute", "wrong_seat", "timing", "other")
CALL_GAP = 60  # seconds between two calls of one table


@dataclass(frozen=True, slots=True)
class Call:
    """One table's call for the referee, and when (if ever) the referee acknowledged it."""

    id: int
    round: int
    table: int
    reason: str
    called_at: str
    acknowledged_at: str | None

    @property
    def open(self) -> bool:
        return self.acknowledged_at is None


def _call(row: dict[str, Any]) -> Call:
    return Call(row["id"], row["round"], row["table_no"], row["reason"], row["called_at"],
                row["acknowledged_at"])


def calls(store: Store, *, open_only: bool = False, round_number: int | None = None,
          table: int | None = None) -> list[Call]:
    """The calls in the order they were made (only those still waiting, with ``open_only``)."""
    where, params = ["1 = 1"], []
    if open_only:
        where.append("acknowledged_at IS NULL")
    for column, value in (("round", round_number), ("table_no", table)):
        if value is not None:
            where.append(f"{column} = ?")
            params.append(value)
    return [_call(r) for r in store.query(
        f"SELECT * FROM referee_calls WHERE {' AND '.join(where)} ORDER BY id", params)]


def call_referee(store: Store, round_number: int, table: int, reason: Any = "other") -> Call:
    """Table ``table`` of round ``round_number`` calls the referee (its open call if it has one)."""
    reason = reason or "other"
    if reason not in REASONS:
        raise ServiceError("bad_reason", say("the reason must be one of {allowed}, not {value!r}",
                                             allowed=", ".join(REASONS), value=reason))
    _seated(store, round_number, table)
    made = calls(store, round_number=round_number, table=table)
    if made and made[-1].open:
        return made[-1]
    now = datetime.now()
    if made and (now - datetime.fromisoformat(made[-1].called_at)).total_seconds() < CALL_GAP:
        raise ServiceError("too_soon", say("the referee was called a moment ago; wait a minute before "
                                           "calling again"))
    with store.change("call_referee", say("Table {table} of round {round} calls the referee",
                                          table=table, round=round_number),
                      {"round": round_number, "table": table, "reason": reason}, undoable=False,
                      who=say("round {round} table {table}", round=round_number, table=table)) as log:
        new_id = log.insert("referee_calls", {"round": round_number, "table_no": table, "reason": reason,
                                              "called_at": now.isoformat(timespec="seconds"),
                                              "acknowledged_at": None})
    return _call(_stored_call(store, new_id))


def _stored_call(store: Store, call_id: Any) -> dict[str, Any]:
    row = store.get("referee_calls", call_id) if isinstance(call_id, int) else None
    if row is None:
        raise ServiceError("no_call", say("there is no call number {number!r}", number=call_id))
    return row


def acknowledge_call(store: Store, call_id: Any) -> Call:
    """The referee is on the way: the call leaves the list and the table's phone says so."""
    row = _stored_call(store, call_id)
    if row["acknowledged_at"] is None:
        with store.change("acknowledge_call", say("The referee answers the call of table {table}",
                                                  table=row["table_no"]),
                          {"call": call_id}, undoable=False) as log:
            log.update("referee_calls", call_id,
                       {"acknowledged_at": datetime.now().isoformat(timespec="seconds")})
    return _call(_stored_call(store, call_id))


def hide_standings_from(store: Store, round_number: Any) -> None:
    """Hide the standings from round ``round_number`` on (None: never), until revealed."""
    rounds = read_tournament(store).rounds
    number = validate.whole(round_number, say("the round"), least=1, most=max(rounds, 1)) \
        if round_number is not None else None
    words = (say("Hide the standings from round {round} on", round=number) if number is not None
             else say("Stop hiding the standings"))
    with store.change("hide_standings", words, {"from": number}) as log:
        log.update("tournament", 1, {"hide_standings_from": number, "standings_revealed": 0})


def reveal_standings(store: Store, revealed: bool = True) -> None:
    """Show the hidden standings again (or hide them again)."""
    with store.change("reveal_standings", say("Reveal the standings") if revealed
                      else say("Hide the standings again"), {"revealed": bool(revealed)}) as log:
        log.update("tournament", 1, {"standings_revealed": int(bool(revealed))})


@dataclass(frozen=True, slots=True)
class Hiding:
    """From which round the standings are hidden (None: never), and whether they were revealed."""

    from_round: int | None
    revealed: bool

    def hides(self, round_number: int | None) -> bool:
        return (self.from_round is not None and round_number is not None
                and round_number >= self.from_round and not self.revealed)


def standings_hiding(store: Store) -> Hiding:
    row = store.get("tournament", 1) or {}
    return Hiding(row.get("hide_standings_from"), bool(row.get("standings_revealed")))
