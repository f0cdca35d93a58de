"""The table page's "we are all here" (#31 point 5): before the round's first deal, the phone at a table
shows who of its players has checked in today and one button that checks the four in at once.

It goes through the same service as the referee's tick and the card's link (same validators, one logged
action); players already in are left alone, so a second press writes nothing.
"""

from __future__ import annotations

from typing import Any

from tourney import services
from tourney.store import Store
from tourney.tournament.model import WINDS, Player


def table_here(store: Store, seats: dict[str, int],
               players: dict[int, Player] | None = None) -> list[dict[str, Any]]:
    """The table's seated players (``seats``: wind to player id; ``players``: those players by id, when
    already read) and whether each has checked in today (withdrawn players left out)."""
    today = services.checked_in(store, list(seats.values()))
    players = players or {pid: services.player(store, pid) for pid in seats.values()}
    found = []
    for wind in WINDS:
        player = players[seats[wind]] if wind in seats else None
        if player is not None and player.status != "withdrawn":
            found.append({"wind": wind, "id": player.id, "name": player.name, "in": player.id in today})
    return found


def check_in_table(store: Store, round_number: int, table: int) -> None:
    """Check the table's players in for today, by the same service as the referee's tick; those already
    in are left alone, so a second press writes nothing (no action in the log either)."""
    seats = dict(services.seating_of(store, round_number, table))
    missing = [seat["id"] for seat in table_here(store, seats) if not seat["in"]]
    if missing:
        services.check_in_day(store, missing, via="card")  # the players' own confirmation, as by the card
