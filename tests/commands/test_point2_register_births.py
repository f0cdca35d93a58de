"""#31 point 2 and the player register: a person's birth is kept across events, goes into a tournament
with him and comes back with the event's new players; a register from before gains the column."""

from __future__ import annotations

import json
import os
import sqlite3

from click.testing import CliRunner

from tourney import services
from tourney.cli import main
from tourney.services.register import offer_back, open_register


def run(*args: object):
    return CliRunner().invoke(main, [str(a) for a in args])


def test_point2_a_birth_in_the_register_goes_into_the_tournament(tmp_path):
    cup = tmp_path / "cup.tourney"
    services.create_tournament(cup, name="Coppa", ruleset="fimj", rounds=2, start_date="2026-05-14").close()
    added = run("register", "add", "Anna Rossi", "--club", "Drago", "--born", "14/05/2010")
    assert added.exit_code == 0 and "born 2010-05-14" in added.output
    assert run("register", "import", cup, "Anna").exit_code == 0
    assert json.loads(run("players", "list", cup, "--json").output)[0]["born"] == "2010-05-14"
    assert json.loads(run("players", "category", cup, "--json").output) == {"juniors": [1]}


def test_point2_a_bad_birth_is_refused_by_the_register_with_the_sentence():
    done = run("register", "add", "Bruno Neri", "--born", "1850")
    assert done.exit_code == 2
    assert ("Bruno Neri: born '1850' is not a year (2008) or a date (2008-05-14) from 1900 to today"
            in done.output)
    assert json.loads(run("register", "list", "--json").output) == []


def test_point2_the_events_new_players_go_back_with_their_births(tmp_path):
    store = services.create_tournament(None, name="Coppa", ruleset="fimj", rounds=1)
    services.add_player(store, "Carla", born="1950")
    services.add_player(store, "Dario")
    with open_register(tmp_path / "r.sqlite") as reg:
        back = offer_back(store, reg)
        assert [(p.name, p.born) for p in back] == [("Carla", "1950"), ("Dario", None)]
        assert [(p.name, p.born) for p in reg.people()] == [("Carla", "1950"), ("Dario", None)]


def test_point2_a_register_from_before_gains_the_birth_and_keeps_its_people(tmp_path):
    path = tmp_path / "old.sqlite"
    old = sqlite3.connect(path)
    old.executescript("""CREATE TABLE people (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, ema_id TEXT NOT NULL DEFAULT '',
        club TEXT NOT NULL DEFAULT '', country TEXT NOT NULL DEFAULT '', contact TEXT NOT NULL DEFAULT '');
        INSERT INTO people (name) VALUES ('Elena');""")
    old.commit()
    old.close()
    with open_register(path) as reg:
        assert [(p.name, p.born) for p in reg.people()] == [("Elena", None)]
        assert reg.add("Fabio", born="1999").born == "1999"
    assert os.path.getsize(path) > 0
