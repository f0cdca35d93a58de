"""The player register: every player a referee has met, kept per user across events.

One SQLite file in the user's data folder (platformdirs finds it on each system;
``TOURNEY_REGISTER`` names another file, as the tests do) with each person's name, EMA id, club,
country, contact and birth (a year or a date, for juniors and seniors: #31 point 2), and saved lists
of people (a club's regulars, last year's entrants). A new
tournament takes its players from it by a search or by a saved list; at the end the event's new
players go back to it. Every change of the register, and every import into a tournament, is one
transaction: all of it or nothing.
"""

from __future__ import annotations

import os
import sqlite3
import unicodedata
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from tourney.language import say
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.players import check_born, insert_player, player_fields, same_person
from tourney.services.reading import players as read_players
from tourney.services.reading import tournament as read_tournament
from tourney.store import Store
from tourney.tournament.model import Player

REGISTER_ENV = "TOURNEY_REGISTER"
FIELDS = ("name", "ema_id", "club", "country", "contact", "born")
_LABELS = {"name": say("the name"), "ema_id": say("the EMA id"), "club": say("the club"),
           "country": say("the country"), "contact": say("the contact"), "list": say("the list's name")}
_SCHEMA = """
CREATE TABLE IF NOT EXISTS people (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, ema_id TEXT NOT NULL DEFAULT '',
    club TEXT NOT NULL DEFAULT '', country TEXT NOT NULL DEFAULT '', contact TEXT NOT NULL DEFAULT '',
    born TEXT);
CREATE TABLE IF NOT EXISTS lists (
    name TEXT NOT NULL, person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    PRIMARY KEY (name, person_id));
"""


def register_path() -> Path:
    """Where the register is: ``$TOURNEY_REGISTER``, or register.sqlite in the user's data folder."""
    override = os.environ.get(REGISTER_ENV, "").strip()
    if override:
        return Path(override)
    return platformdirs.user_data_path("tourney", appauthor=False) / "register.sqlite"


@dataclass(frozen=True, slots=True)
class Person:
    id: int
    name: str
    ema_id: str = ""
    club: str = ""
    country: str = ""
    contact: str = ""
    born: str | None = None  # a year or a date, or None: not known

    def as_player(self) -> dict[str, Any]:
        """The fields of a tournament's player (the contact stays in the register)."""
        return {"name": self.name, "club": self.club, "country": self.country, "federation_id": self.ema_id,
                "born": self.born}


def _plain(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c))


def person_fields(values: dict[str, Any]) -> dict[str, Any]:
    """The checked, tidied fields of a person of the register."""
    unknown = sorted(set(values) - set(FIELDS))
    if unknown:
        raise ServiceError("bad_field", say("a person of the register has no field {field!r}",
                                            field=unknown[0]))
    out: dict[str, Any] = {k: validate.text(v, _LABELS[k], required=k == "name", longest=120)
                           for k, v in values.items() if k != "born"}
    if "born" in values:
        out["born"] = check_born(values["born"], out.get("name", ""))
    if len(out.get("country", "")) <= 3:
        out["country"] = out.get("country", "").upper()
    return out


def _as_player_dict(fields: dict[str, Any]) -> dict[str, str]:
    return {"name": fields["name"], "club": fields.get("club", ""), "federation_id": fields.get("ema_id", "")}


class Register:
    """The register file, open; close it (or use :func:`open_register`) when done."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else register_path()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(self.path)
            self.conn.row_factory = sqlite3.Row
            self.conn.execute("PRAGMA foreign_keys = ON")
            with self.conn:
                self.conn.executescript(_SCHEMA)
                if "born" not in {r[1] for r in self.conn.execute("PRAGMA table_info(people)")}:
                    self.conn.execute("ALTER TABLE people ADD COLUMN born TEXT")  # a register from before
        except (OSError, sqlite3.Error) as error:
            raise ServiceError("bad_register", say("the register {path} cannot be opened: {error}",
                                                   path=str(self.path), error=str(error))) from error

    def close(self) -> None:
        self.conn.close()

    def people(self, search: str = "") -> list[Person]:
        """Everybody whose name, EMA id, club, country or contact holds every word of ``search``
        (accents and capitals aside), by name."""
        words = _plain(search).split()
        found = [Person(**dict(row)) for row in self.conn.execute("SELECT * FROM people")]
        found = [p for p in found if all(w in _plain(" ".join((p.name, p.ema_id, p.club, p.country,
                                                                p.contact))) for w in words)]
        return sorted(found, key=lambda p: (_plain(p.name), p.id))

    def by_ids(self, ids: Iterable[int]) -> list[Person]:
        everybody = {p.id: p for p in self.people()}
        missing = [i for i in ids if i not in everybody]
        if missing:
            raise ServiceError("no_person", say("the register has no person {number}", number=missing[0]))
        return [everybody[i] for i in dict.fromkeys(ids)]

    def _twin(self, fields: dict[str, str], among: Iterable[Person]) -> Person | None:
        return next((p for p in among if same_person(_as_player_dict(fields), _as_player_dict(
            {"name": p.name, "club": p.club, "ema_id": p.ema_id}))), None)

    def add_many(self, entries: list[dict[str, Any]]) -> list[Person]:
        """Add people, all or none: a bad entry or one already in the register refuses them all."""
        checked = [person_fields(e) for e in entries]
        known = self.people()
        for number, fields in enumerate(checked, start=1):
            twin = self._twin(fields, known)
            if twin is not None:
                raise ServiceError("duplicate_person", say(
                    "{name} is already in the register as number {number} ({other}); nothing added",
                    name=fields["name"], number=twin.id, other=twin.name))
            if self._twin(fields, [Person(0, **other) for other in checked[:number - 1]]):
                raise ServiceError("duplicate_person", say("{name} is given twice; nothing added",
                                                           name=fields["name"]))
        with self.conn:
            ids = [self.conn.execute(f"INSERT INTO people ({', '.join(f)}) "
                                     f"VALUES ({', '.join('?' * len(f))})", list(f.values())).lastrowid
                   for f in checked]
        return self.by_ids([i for i in ids if i is not None])

    def add(self, name: str, **fields: str | None) -> Person:
        return self.add_many([{"name": name, **fields}])[0]

    def save_list(self, name: str, people: list[Person]) -> None:
        """Keep ``people`` under ``name`` (a list of that name is replaced), in one transaction."""
        name = validate.text(name, _LABELS["list"], required=True, longest=80)
        with self.conn:
            self.conn.execute("DELETE FROM lists WHERE name = ?", [name])
            self.conn.executemany("INSERT INTO lists (name, person_id) VALUES (?, ?)",
                                  [(name, p.id) for p in people])

    def list_names(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT DISTINCT name FROM lists ORDER BY name")]

    def saved_list(self, name: str) -> list[Person]:
        ids = [r[0] for r in self.conn.execute("SELECT person_id FROM lists WHERE name = ?", [name])]
        if not ids:
            raise ServiceError("no_list", say("the register has no list named {name!r}", name=name))
        return sorted(self.by_ids(ids), key=lambda p: (_plain(p.name), p.id))


@contextmanager
def open_register(path: str | Path | None = None) -> Iterator[Register]:
    register = Register(path)
    try:
        yield register
    finally:
        register.close()


def _player_dict(p: Player) -> dict[str, Any]:
    return {"name": p.name, "club": p.club, "federation_id": p.federation_id}


def import_people(store: Store, people: list[Person]) -> list[Player]:
    """Register ``people`` as the tournament's players in one action; refused whole if one of them
    is already a player of it."""
    if not people:
        raise ServiceError("missing_value", say("choose at least one person of the register to add"))
    present = read_players(store)
    fields = [player_fields(p.as_player()) for p in people]
    for f in fields:
        twin = next((p for p in present if same_person(f, _player_dict(p))), None)
        if twin is not None:
            raise ServiceError("duplicate_player", say(
                "{name} is already a player of this tournament (player {number}); nothing added",
                name=f["name"], number=twin.id))
    with store.change("import_register", say("Add {count} players from the register", count=len(fields)),
                      {"players": [f["name"] for f in fields]}) as changes:
        ids = {insert_player(changes, f) for f in fields}
    return [p for p in read_players(store) if p.id in ids]


def new_players(store: Store, register: Register) -> list[Player]:
    """The tournament's players the register does not know yet (by EMA id, or by name and club)."""
    known = [{"name": p.name, "club": p.club, "federation_id": p.ema_id} for p in register.people()]
    return [p for p in read_players(store) if not any(same_person(_player_dict(p), k) for k in known)]


def offer_back(store: Store, register: Register, player_ids: Iterable[int] | None = None) -> list[Person]:
    """Add the tournament's new players (or those of ``player_ids`` among them) to the register."""
    new = new_players(store, register)
    if player_ids is not None:
        chosen = set(player_ids)
        new = [p for p in new if p.id in chosen]
    if not new:
        return []
    return register.add_many([{"name": p.name, "ema_id": p.federation_id, "club": p.club,
                               "country": p.country, "born": p.born} for p in new])


def already_players(store: Store, people: Iterable[Person]) -> set[int]:
    """The register's numbers of those among ``people`` who are players of the tournament already."""
    present = [_player_dict(p) for p in read_players(store)]
    return {p.id for p in people if any(same_person(_as_player_dict(
        {"name": p.name, "club": p.club, "ema_id": p.ema_id}), q) for q in present)}


def finished(store: Store) -> bool:
    """Whether the tournament's last round has results (its new players are then offered to the register)."""
    last = read_tournament(store).rounds
    return bool(store.query("SELECT 1 FROM table_results WHERE round = ? LIMIT 1", [last]))
