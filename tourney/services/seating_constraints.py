"""The referee's seating constraints: a player's fixed table (accessibility) and pairs never seated
together. Each change is one undoable action; the seat draw reads them from the file."""

from __future__ import annotations

from typing import Any

from tourney.language import say
from tourney.services.errors import ServiceError
from tourney.services.reading import player as read_player
from tourney.store import Store
from tourney.tournament.model import SeatingConstraint


def _constraint(row: dict[str, Any]) -> SeatingConstraint:
    return SeatingConstraint(row["id"], row["kind"], row["player_id"], row["other_id"], row["table_no"])


def seating_constraints(store: Store) -> list[SeatingConstraint]:
    """Every fixed table and never-together pair, in the order the referee gave them."""
    return [_constraint(r) for r in store.query("SELECT * FROM seating_constraints ORDER BY id")]


def _table_number(table: Any) -> int:
    if isinstance(table, bool) or not isinstance(table, int) or table < 1:
        raise ServiceError("bad_table", say("a table number is a whole number from 1, not {table!r}",
                                            table=table))
    return table


def fix_table(store: Store, player_id: int, table: int) -> SeatingConstraint:
    """Always seat a player at ``table`` (e.g. the one a wheelchair reaches); replaces his earlier one."""
    who = read_player(store, player_id)
    table = _table_number(table)
    rows = store.query("SELECT id FROM seating_constraints WHERE kind = 'fixed_table' AND player_id = ?",
                       [player_id])
    with store.change("fix_table", say("Seat {name} always at table {table}", name=who.name, table=table),
                      {"player": player_id, "table": table}) as log:
        for row in rows:
            log.delete("seating_constraints", row["id"])
        new_id = log.insert("seating_constraints", {"kind": "fixed_table", "player_id": player_id,
                                                    "table_no": table})
    return _constraint(store.get("seating_constraints", new_id) or {})


def _pair_ids(store: Store, first: int, second: int) -> list[int]:
    return [r["id"] for r in store.query(
        "SELECT id FROM seating_constraints WHERE kind = 'never_together' AND "
        "((player_id = ? AND other_id = ?) OR (player_id = ? AND other_id = ?))",
        [first, second, second, first])]


def keep_apart(store: Store, first: int, second: int) -> SeatingConstraint:
    """Never seat two players at the same table."""
    a, b = read_player(store, first), read_player(store, second)
    if first == second:
        raise ServiceError("bad_constraint", say("{name} cannot be kept apart from himself", name=a.name))
    if _pair_ids(store, first, second):
        raise ServiceError("has_constraint", say("{first} and {second} are already kept apart", first=a.name,
                                                 second=b.name))
    with store.change("keep_apart", say("Never seat {first} with {second}", first=a.name, second=b.name),
                      {"players": [first, second]}) as log:
        new_id = log.insert("seating_constraints", {"kind": "never_together", "player_id": first,
                                                    "other_id": second})
    return _constraint(store.get("seating_constraints", new_id) or {})


def clear_constraint(store: Store, player_id: int, other_id: int | None = None) -> None:
    """Take back a player's fixed table (``other_id`` None) or the never-together pair of the two."""
    who = read_player(store, player_id)
    if other_id is None:
        ids = [r["id"] for r in store.query("SELECT id FROM seating_constraints WHERE kind = 'fixed_table' "
                                            "AND player_id = ?", [player_id])]
        what = say("the fixed table of {name}", name=who.name)
    else:
        other = read_player(store, other_id)
        ids = _pair_ids(store, player_id, other_id)
        what = say("keeping {first} and {second} apart", first=who.name, second=other.name)
    if not ids:
        raise ServiceError("no_constraint", say("there is no constraint {what}", what=what))
    with store.change("clear_constraint", say("Stop {what}", what=what),
                      {"player": player_id, "other": other_id}) as log:
        for row_id in ids:
            log.delete("seating_constraints", row_id)
