"""Players: register, edit, check in, withdraw, re-admit, remove one entered by mistake."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

from tourney.language import Words, say
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.reading import player as read_player
from tourney.store import Changes, Store
from tourney.tournament.ages import parse_born
from tourney.tournament.model import PLAYER_STATUSES, Player

PLAYER_FIELDS = ("name", "club", "country", "federation_id", "team")
BORN = "born"  # a year or a date, or None; kept apart from PLAYER_FIELDS, which the register follows too
_LABELS = {"name": say("the name"), "club": say("the club"), "country": say("the country"),
           "federation_id": say("the federation id"), "team": say("the team"), "status": say("the status")}
STATUS_WORDS: dict[str, Words] = {"registered": say("registered"), "present": say("present"),
                                  "withdrawn": say("withdrawn"), "substitute": say("substitute")}


def status_word(status: str) -> Words | str:
    """A player's status as the referee reads it (translatable); an unknown one as it is."""
    return STATUS_WORDS.get(status, status)


def check_born(value: object, name: str) -> str | None:
    """A birth as stored (``"2008"``, ``"2008-05-14"``; None: not known), or ServiceError naming the
    player and the value: a year or a date (14/05/2008 too), from 1900 to today."""
    try:
        return parse_born(value, date.today())
    except ValueError:
        raise ServiceError("bad_birth", say(
            "{name}: born {value!r} is not a year (2008) or a date (2008-05-14) from 1900 to today",
            name=name, value=str(value).strip())) from None


def player_fields(values: dict[str, Any], name: str = "") -> dict[str, Any]:
    """The checked, tidied fields of a player (names of fields as in :class:`Player`); ``name``: the
    player's, for a refusal of his birth when ``values`` hold no name."""
    unknown = sorted(set(values) - {*PLAYER_FIELDS, "status", BORN})
    if unknown:
        raise ServiceError("bad_field", say("a player has no field {field!r}", field=unknown[0]))
    out: dict[str, Any] = {}
    for key, value in values.items():
        if key == BORN:
            out[key] = check_born(value, str(values.get("name") or name).strip())
        elif key == "status":
            out[key] = validate.choice(value, _LABELS[key], PLAYER_STATUSES)
        elif key == "country":
            country = validate.text(value, _LABELS[key], longest=60)
            out[key] = country.upper() if len(country) <= 3 else country
        else:
            out[key] = validate.text(value, _LABELS[key], required=key == "name", longest=120)
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
            known = {"name": fields["name"], "number": row["id"], "other": row["name"]}
            if row["club"]:
                raise ServiceError("duplicate_player", say(
                    "{name} is already registered (player {number}, {other}, {club})", **known,
                    club=row["club"]))
            raise ServiceError("duplicate_player",
                               say("{name} is already registered (player {number}, {other})", **known))


def insert_player(changes: Changes, fields: dict[str, Any]) -> int:
    return changes.insert("players", {"status": "registered", **fields})


def add_player(store: Store, name: str, *, club: str = "", country: str = "", federation_id: str = "",
               team: str = "", status: str = "registered", born: object = None) -> Player:
    """Register a player (status registered, or present, or substitute); refuse a duplicate.

    ``born``: a year (2008) or a date ("2008-05-14"), or None when not known."""
    fields = player_fields({"name": name, "club": club, "country": country,
                            "federation_id": federation_id, "team": team, "status": status, BORN: born})
    if fields["status"] == "withdrawn":
        raise ServiceError("bad_value", say("a new player cannot start withdrawn"))
    _refuse_duplicate(store, fields)
    with store.change("add_player", say("Add player {name}", name=fields["name"]), fields) as changes:
        player_id = insert_player(changes, fields)
    return read_player(store, player_id)


def edit_player(store: Store, player_id: int, **changes: Any) -> Player:
    """Correct a player's name, club, country, federation id, team or birth (``born``: "" or None clears)."""
    before = read_player(store, player_id)
    if "status" in changes:
        raise ServiceError("bad_field", say("change the status with check-in, withdraw or re-admit"))
    fields = player_fields(changes, before.name)
    _refuse_duplicate(store, {**_as_dict(before), **fields}, but=player_id)
    with store.change("edit_player", say("Edit player {name}", name=before.name),
                      {"player": player_id, **fields}) as log:
        log.update("players", player_id, fields)
    return read_player(store, player_id)


def _as_dict(p: Player) -> dict[str, Any]:
    return {k: getattr(p, k) for k in (*PLAYER_FIELDS, "status")}


@dataclass(frozen=True, slots=True)
class _StatusChange:
    """One way of changing players' status, with its own sentences (one template per verb)."""

    action: str
    status: str
    allowed_from: tuple[str, ...]
    nobody: Words  # the refusal when no player is named
    refused: Callable[[str, Words | str], Words]  # (name, present status) -> the refusal
    described: Callable[[str], Words]  # (names) -> the log's description


_CHECK_IN = _StatusChange(
    "check_in", "present", ("registered", "substitute"), say("name at least one player to check in"),
    lambda name, status: say("cannot check in {name}: the player is {status}", name=name, status=status),
    lambda names: say("Check in {names}", names=names))
_WITHDRAW = _StatusChange(
    "withdraw", "withdrawn", ("registered", "present", "substitute"),
    say("name at least one player to withdraw"),
    lambda name, status: say("cannot withdraw {name}: the player is {status}", name=name, status=status),
    lambda names: say("Withdraw {names}", names=names))
_READMIT = _StatusChange(
    "re_admit", "present", ("withdrawn",), say("name at least one player to re-admit"),
    lambda name, status: say("cannot re-admit {name}: the player is {status}", name=name, status=status),
    lambda names: say("Re-admit {names}", names=names))
_SUBSTITUTE = _StatusChange(
    "make_a_substitute", "substitute", ("registered", "present"),
    say("name at least one player to make a substitute"),
    lambda name, status: say("cannot make a substitute {name}: the player is {status}", name=name,
                             status=status),
    lambda names: say("Make a substitute {names}", names=names))


def _set_status(store: Store, player_ids: list[int], change: _StatusChange) -> list[Player]:
    if not player_ids:
        raise ServiceError("missing_value", change.nobody)
    found = [read_player(store, pid) for pid in player_ids]
    for p in found:
        if p.status not in change.allowed_from and p.status != change.status:
            raise ServiceError("bad_status", change.refused(p.name, status_word(p.status)))
    names = ", ".join(p.name for p in found)
    with store.change(change.action, change.described(names), {"players": player_ids}) as log:
        for p in found:
            log.update("players", p.id, {"status": change.status})
    return [read_player(store, pid) for pid in player_ids]


def check_in(store: Store, *player_ids: int) -> list[Player]:
    """Mark registered players (or substitutes called in) as present."""
    return _set_status(store, list(player_ids), _CHECK_IN)


def withdraw_player(store: Store, player_id: int) -> Player:
    """Take a player out of rounds to come; results already played stay."""
    return _set_status(store, [player_id], _WITHDRAW)[0]


def readmit_player(store: Store, player_id: int) -> Player:
    """Bring a withdrawn player back, as present."""
    return _set_status(store, [player_id], _READMIT)[0]


def make_substitute(store: Store, player_id: int) -> Player:
    """Mark a player as a substitute (fills a table, ranked apart by the standings)."""
    return _set_status(store, [player_id], _SUBSTITUTE)[0]


def remove_player(store: Store, player_id: int) -> None:
    """Delete a player entered by mistake; refused once he is seated or penalised."""
    p = read_player(store, player_id)
    if store.query("SELECT 1 FROM seats WHERE player_id = ? UNION SELECT 1 FROM penalties "
                   "WHERE player_id = ?", [player_id, player_id]):
        raise ServiceError("player_in_use", say("{name} is already seated or penalised; withdraw "
                                                "the player instead", name=p.name))
    with store.change("remove_player", say("Remove player {name}", name=p.name),
                      {"player": player_id}) as log:
        for row in store.query("SELECT id FROM player_categories WHERE player_id = ?", [player_id]):
            log.delete("player_categories", row["id"])
        log.delete("players", player_id)
