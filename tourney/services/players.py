"""Players: register, edit, check in, withdraw, re-admit, remove one entered by mistake."""

from __future__ import annotations

from typing import Any

from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.reading import player as read_player
from tourney.store import Changes, Store
from tourney.tournament.model import PLAYER_STATUSES, Player

PLAYER_FIELDS = ("name", "club", "country", "federation_id", "team")


def player_fields(values: dict[str, Any], where: str = "") -> dict[str, Any]:
    """The checked, tidied fields of a player (names of fields as in :class:`Player`)."""
    unknown = sorted(set(values) - {*PLAYER_FIELDS, "status"})
    if unknown:
        raise ServiceError("bad_field", f"{where}a player has no field {unknown[0]!r}")
    out: dict[str, Any] = {}
    for key, value in values.items():
        if key == "status":
            out[key] = validate.choice(value, f"{where}the status", PLAYER_STATUSES)
        elif key == "country":
            country = validate.text(value, f"{where}the country", longest=60)
            out[key] = country.upper() if len(country) <= 3 else country
        else:
            label = {"federation_id": "the federation id"}.get(key, f"the {key}")
            out[key] = validate.text(value, f"{where}{label}", required=key == "name", longest=120)
    return out


def same_person(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two entries for one person: the same federation id, or the same name and club."""
    if a.get("federation_id") and a.get("federation_id") == b.get("federation_id"):
        return True
    return (a["name"].casefold(), a.get("club", "").casefold()) == \
        (b["name"].casefold(), b.get("club", "").casefold())


def _refuse_duplicate(store: Store, fields: dict[str, Any], but: int | None = None) -> None:
    for row in store.query("SELECT * FROM players"):
        if row["id"] != but and same_person(fields, row):
            raise ServiceError("duplicate_player", f"{fields['name']} is already registered "
                                                   f"(player {row['id']}, {row['name']}"
                                                   f"{', ' + row['club'] if row['club'] else ''})")


def insert_player(changes: Changes, fields: dict[str, Any]) -> int:
    return changes.insert("players", {"status": "registered", **fields})


def add_player(store: Store, name: str, *, club: str = "", country: str = "", federation_id: str = "",
               team: str = "", status: str = "registered") -> Player:
    """Register a player (status registered, or present, or substitute); refuse a duplicate."""
    fields = player_fields({"name": name, "club": club, "country": country,
                            "federation_id": federation_id, "team": team, "status": status})
    if fields["status"] == "withdrawn":
        raise ServiceError("bad_value", "a new player cannot start withdrawn")
    _refuse_duplicate(store, fields)
    with store.change("add_player", f"Add player {fields['name']}", fields) as changes:
        player_id = insert_player(changes, fields)
    return read_player(store, player_id)


def edit_player(store: Store, player_id: int, **changes: Any) -> Player:
    """Correct a player's name, club, country, federation id or team."""
    before = read_player(store, player_id)
    if "status" in changes:
        raise ServiceError("bad_field", "change the status with check-in, withdraw or re-admit")
    fields = player_fields(changes)
    _refuse_duplicate(store, {**_as_dict(before), **fields}, but=player_id)
    with store.change("edit_player", f"Edit player {before.name}", {"player": player_id, **fields}) as log:
        log.update("players", player_id, fields)
    return read_player(store, player_id)


def _as_dict(p: Player) -> dict[str, Any]:
    return {k: getattr(p, k) for k in (*PLAYER_FIELDS, "status")}


def _set_status(store: Store, player_ids: list[int], status: str, verb: str,
                allowed_from: tuple[str, ...]) -> list[Player]:
    if not player_ids:
        raise ServiceError("missing_value", f"name at least one player to {verb}")
    found = [read_player(store, pid) for pid in player_ids]
    for p in found:
        if p.status not in allowed_from and p.status != status:
            raise ServiceError("bad_status", f"cannot {verb} {p.name}: the player is {p.status}")
    names = ", ".join(p.name for p in found)
    with store.change(verb.replace(" ", "_").replace("-", "_"), f"{verb.capitalize()} {names}",
                      {"players": player_ids}) as log:
        for p in found:
            log.update("players", p.id, {"status": status})
    return [read_player(store, pid) for pid in player_ids]


def check_in(store: Store, *player_ids: int) -> list[Player]:
    """Mark registered players (or substitutes called in) as present."""
    return _set_status(store, list(player_ids), "present", "check in", ("registered", "substitute"))


def withdraw_player(store: Store, player_id: int) -> Player:
    """Take a player out of rounds to come; results already played stay."""
    return _set_status(store, [player_id], "withdrawn", "withdraw",
                       ("registered", "present", "substitute"))[0]


def readmit_player(store: Store, player_id: int) -> Player:
    """Bring a withdrawn player back, as present."""
    return _set_status(store, [player_id], "present", "re-admit", ("withdrawn",))[0]


def make_substitute(store: Store, player_id: int) -> Player:
    """Mark a player as a substitute (fills a table, ranked apart by the standings)."""
    return _set_status(store, [player_id], "substitute", "make a substitute", ("registered", "present"))[0]


def remove_player(store: Store, player_id: int) -> None:
    """Delete a player entered by mistake; refused once he is seated or penalised."""
    p = read_player(store, player_id)
    if store.query("SELECT 1 FROM seats WHERE player_id = ? UNION SELECT 1 FROM penalties "
                   "WHERE player_id = ?", [player_id, player_id]):
        raise ServiceError("player_in_use", f"{p.name} is already seated or penalised; withdraw "
                                            "the player instead")
    with store.change("remove_player", f"Remove player {p.name}", {"player": player_id}) as log:
        log.delete("players", player_id)
