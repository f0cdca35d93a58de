"""`tourney register add|list|import|export` and `tourney export ema`: the register round trip, import
by a search and by a saved list, the event's new players given back, refusals with exit status 2."""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.services.conftest import seat_by_rotation
from tourney import services
from tourney.cli import main


def run(*args: str):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def cup(tmp_path) -> str:
    file = tmp_path / "cup.tourney"
    services.create_tournament(file, name="Coppa", ruleset="fimj", rounds=2).close()
    return str(file)


def _people() -> None:
    assert run("register", "add", "Àngela Rossi", "--ema-id", "07000001", "--club", "Drago Rosso",
               "--country", "ITA", "--contact", "angela@example.org").exit_code == 0
    assert run("register", "add", "Bruno Neri", "--ema-id", "07000002",
               "--club", "Drago Rosso").exit_code == 0
    assert run("register", "add", "Hans Weber", "--ema-id", "05000003", "--club", "Mahjong Köln",
               "--country", "DEU").exit_code == 0


def test_the_register_lives_in_the_file_the_environment_names():
    _people()
    assert Path(os.environ["TOURNEY_REGISTER"]).exists()


def test_people_added_are_listed_and_found_by_a_search_blind_to_accents():
    _people()
    everybody = json.loads(run("register", "list", "--json").stdout)
    assert [p["name"] for p in everybody] == ["Àngela Rossi", "Bruno Neri", "Hans Weber"]
    assert everybody[0] == {"id": 1, "name": "Àngela Rossi", "ema_id": "07000001", "club": "Drago Rosso",
                            "country": "ITA", "contact": "angela@example.org",
                            "born": None}  # born: #31 point 2
    found = run("register", "list", "angela drago").stdout
    assert "Àngela Rossi" in found and "Bruno" not in found


def test_a_person_the_register_knows_is_refused_with_one_sentence():
    _people()
    result = run("register", "add", "Angela R.", "--ema-id", "07000001")
    assert result.exit_code == 2
    assert result.stderr.strip() == ("tourney: Angela R. is already in the register as number 1 "
                                     "(Àngela Rossi); nothing added")


def test_a_bad_field_is_refused_naming_it():
    result = run("register", "add", "Anna", "--club", "x" * 121)
    assert result.exit_code == 2 and "the club is longer than 120 characters" in result.stderr


def test_import_by_search_adds_the_people_found_as_players(cup):
    _people()
    result = run("register", "import", cup, "drago rosso")
    assert result.exit_code == 0, result.output
    store = services.open_tournament(cup, readonly=True)
    try:
        players = services.players(store)
    finally:
        store.close()
    assert [(p.name, p.federation_id, p.club, p.country) for p in players] == [
        ("Àngela Rossi", "07000001", "Drago Rosso", "ITA"), ("Bruno Neri", "07000002", "Drago Rosso", "")]


def test_import_by_a_saved_list(cup):
    _people()
    assert run("register", "list", "weber", "--save-as", "Köln").exit_code == 0
    assert run("register", "list", "--lists").stdout.strip() == "Köln"
    result = run("register", "import", cup, "--list", "Köln", "--json")
    assert result.exit_code == 0 and [p["name"] for p in json.loads(result.stdout)] == ["Hans Weber"]


def test_import_is_all_or_nothing_when_one_is_already_a_player(cup):
    _people()
    run("register", "import", cup, "--id", "2")
    result = run("register", "import", cup, "drago")
    assert result.exit_code == 2 and "Bruno Neri is already a player of this tournament" in result.stderr
    store = services.open_tournament(cup, readonly=True)
    try:
        assert [p.name for p in services.players(store)] == ["Bruno Neri"]
    finally:
        store.close()


def test_import_without_whom_is_refused(cup):
    result = run("register", "import", cup)
    assert result.exit_code == 2 and "say whom to import" in result.stderr
    assert run("register", "import", cup, "--list", "nope").exit_code == 2


def test_the_events_new_players_go_back_to_the_register(cup):
    _people()
    run("register", "import", cup, "rossi")
    store = services.open_tournament(cup)
    services.add_player(store, "Carla Verdi", club="Tigre", country="IT", federation_id="07000009")
    store.close()
    result = run("register", "export", cup, "--json")
    assert result.exit_code == 0, result.output
    assert [p["name"] for p in json.loads(result.stdout)] == ["Carla Verdi"]
    assert "Carla Verdi" in run("register", "list", "tigre").stdout
    assert "no new players" in run("register", "export", cup).stdout


def _played(path: Path, ema_ids: list[str]) -> None:
    store = services.create_tournament(path, name="Coppa", ruleset="fimj", rounds=2)
    for number, ema_id in enumerate(ema_ids, start=1):
        services.add_player(store, f"Player {number}", country="Italia", federation_id=ema_id)
    seat_by_rotation(store, 1)
    services.record_totals(store, 1, 1, [300, 100, -150, -250])
    services.record_totals(store, 1, 2, [200, 200, -100, -300])
    store.close()


def test_export_ema_is_refused_with_exit_2_and_the_list_then_written_anyway(tmp_path):
    cup = tmp_path / "cup.tourney"
    _played(cup, ["07000001", "", "0700003", *(f"0700000{n}" for n in range(4, 9))])
    out = tmp_path / "ema.csv"
    refused = run("export", "ema", cup, "-o", out)
    assert refused.exit_code == 2 and not out.exists()
    assert "row 2, Player 2: no EMA number" in refused.stderr or "Player 2: no EMA number" in refused.stderr
    assert "Player 3: the EMA number '0700003' is not 8 digits" in refused.stderr
    assert "the country 'Italia' written as ITA" in refused.stderr
    written = run("export", "ema", cup, "-o", out, "--anyway")
    assert written.exit_code == 0 and "Player 2: no EMA number" in written.stderr
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert rows[0][3] == "EMA number" and len(rows) == 9 and {r[6] for r in rows[1:]} == {"ITA"}


def test_a_person_given_twice_at_once_is_refused_and_nobody_is_added():
    from tourney.services.errors import ServiceError
    from tourney.services.register import open_register

    with open_register() as register, pytest.raises(ServiceError, match="anna blu is given twice"):
        register.add_many([{"name": "Anna Blu", "club": "Tigre"}, {"name": "anna blu", "club": "tigre"}])
    assert "the register is empty" in run("register", "list").stdout


def test_a_register_file_that_is_not_a_register_is_refused_in_one_sentence(tmp_path, monkeypatch):
    bad = tmp_path / "register.sqlite"
    bad.write_bytes(b"this is not a database" * 100)
    monkeypatch.setenv("TOURNEY_REGISTER", str(bad))
    result = run("register", "list")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"tourney: the register {bad} cannot be opened: file is not a database")
    assert len(result.stderr.strip().splitlines()) == 1
