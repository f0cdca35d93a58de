"""The tournament commands, run through `tourney` as a referee (or a script) would."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tests.services.conftest import EXAMPLE_NET, example_deal
from tourney.cli import main


def run(*args: str, code: int = 0, **kwargs):
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False, **kwargs)
    assert result.exit_code == code, result.output
    return result


@pytest.fixture
def cup(tmp_path):
    path = tmp_path / "cup.tourney"
    run("new", path, "--name", "Coppa", "--ruleset", "fimj", "--rounds", "3", "--hands", "16")
    for n in range(8):
        run("players", "add", path, f"Player {n}", "--club", f"Club {n % 2}")
    run("round", "seat", path, "1")
    return path


def test_new_makes_a_file_and_says_what_it_is(tmp_path):
    out = run("new", tmp_path / "t.tourney", "--name", "Cup", "--ruleset", "fimj", "--rounds", "2", "--json",
              "--option", "x=1", code=2)
    assert "unknown option 'x'" in out.output
    info = json.loads(run("new", tmp_path / "t.tourney", "--name", "Cup", "--ruleset", "fimj",
                          "--rounds", "2", "--json").stdout)
    assert (info["name"], info["rounds"], info["rotation"]) == ("Cup", 2, "tournament")


def test_players_are_added_listed_checked_in_and_withdrawn(cup):
    players = json.loads(run("players", "list", cup, "--json").stdout)
    assert [p["name"] for p in players][:2] == ["Player 0", "Player 1"]
    run("players", "checkin", cup, "1", "2")
    assert "[withdrawn]" in run("players", "withdraw", cup, "3").output
    run("players", "readmit", cup, "3")
    run("players", "edit", cup, "1", "--team", "Milano")
    listed = run("players", "list", cup).output
    assert "Player 0 (Club 0, Milano)  [present]" in listed
    assert "already registered" in run("players", "add", cup, "Player 0", "--club", "Club 0", code=2).output


def test_players_import_reports_bad_rows_and_export_is_formula_safe(cup, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_bytes("\ufeffnome;circolo\nZoë;=cmd\n;Drago\n".encode())
    out = run("players", "import", cup, bad, code=2)
    assert "line 3: the name is required" in out.output
    report = json.loads(run("players", "import", cup, bad, "--skip-bad", "--json").stdout)
    assert [p["name"] for p in report["added"]] == ["Zoë"]
    exported = run("players", "export", cup).output
    assert "'=cmd" in exported
    out_file = tmp_path / "players.csv"
    run("players", "export", cup, "--out", out_file)
    assert out_file.read_bytes().startswith("\ufeffid,name".encode())


def test_record_a_deal_file_then_correct_it_and_read_the_totals_as_json(cup, tmp_path):
    deal_file = tmp_path / "deal.json"
    deal_file.write_text(json.dumps([example_deal()]))
    result = json.loads(run("record", cup, "--round", "1", "--table", "1", deal_file, "--json").stdout)
    assert result["totals"] == EXAMPLE_NET and result["status"] == "final"
    assert result["deals"][0]["result"]["net"] == EXAMPLE_NET
    run("record", cup, "--round", "1", "--table", "1", "-", input=json.dumps(example_deal()))
    fixed = example_deal()
    fixed["seats"]["S"]["win"]["from"] = "N"
    deal_file.write_text(json.dumps(fixed))
    assert "(2 deals)" in run("correct", cup, "--round", "1", "--table", "1", "--deal", "1", deal_file).output


def test_a_bad_deal_file_is_refused_with_its_place(cup, tmp_path):
    deal_file = tmp_path / "deal.json"
    deal_file.write_text("{not json")
    assert "is not valid JSON" in run("record", cup, "--round", "1", "--table", "1", deal_file, code=2).output
    bad = example_deal()
    bad["seats"]["S"]["hand"] = "5x"
    deal_file.write_text(json.dumps(bad))
    out = run("record", cup, "--round", "1", "--table", "2", deal_file, code=2).output
    assert "round 1, table 2, deal 1: seat S" in out


def test_totals_penalty_undo_redo_and_log(cup):
    out = run("totals", cup, "--round", "1", "--table", "2", "--scores", "120,-40,-30,-40", code=1)
    assert "UNBALANCED" in out.output and "add up to +10" in out.output
    result = json.loads(run("totals", cup, "--round", "1", "--table", "2", "--scores", "120,-40,-30,-50",
                            "--json").stdout)
    assert result["status"] == "final"
    penalty = json.loads(run("penalty", cup, "--player", "2", "--points", "20", "--reason", "late",
                             "--json").stdout)
    assert penalty["points"] == 20
    assert "Undo: Penalty of 20" in run("undo", cup).output
    assert "Redo: Penalty of 20" in run("redo", cup).output
    undone = json.loads(run("undo", cup, "--steps", "2", "--json").stdout)
    assert len(undone) == 2
    assert "there is nothing to redo" not in run("redo", cup, "--steps", "2").output
    log = json.loads(run("log", cup, "--json").stdout)
    assert [e["kind"] for e in log][-4:] == ["undo", "undo", "redo", "redo"]
    assert "players" in run("log", cup, "--changes").output
    assert "nothing to redo" in run("redo", cup, code=2).output


def test_rounds_are_scheduled_shifted_and_swapped(cup):
    run("round", "schedule", cup, "1", "--start", "2024-05-18 09:00", "--duration", "150", "--break", "30")
    run("round", "schedule", cup, "2", "--start", "2024-05-18 14:00", "--duration", "150")
    assert "round 2: 2024-05-18 14:20" in run("round", "shift", cup, "1", "20").output
    rounds = json.loads(run("round", "list", cup, "--json").stdout)
    assert rounds[0]["starts_at"] == "2024-05-18T09:20:00"
    before = json.loads(run("round", "tables", cup, "1", "--json").stdout)
    table, wind = next((i, w) for i, t in enumerate(before) for w, p in t["seats"].items() if p == 1)
    run("round", "swap", cup, "1", "1", "2")
    tables = json.loads(run("round", "tables", cup, "1", "--json").stdout)
    assert tables[table]["seats"][wind] == 2  # player 2 now sits where player 1 sat


def test_a_missing_file_and_a_locked_file_are_refused_clearly(tmp_path):
    assert "there is no tournament file" in run("players", "list", tmp_path / "none.tourney", code=2).output


def test_demo_builds_a_whole_fimj_tournament(tmp_path):
    path = tmp_path / "demo.tourney"
    out = run("demo", path).output
    assert "24 players, 4 rounds, 384 deals" in out
    players = json.loads(run("players", "list", path, "--json").stdout)
    assert len({p["club"] for p in players}) == 3


def test_a_penalty_is_listed_and_cancelled_by_its_number(cup):
    run("penalty", cup, "--player", "2", "--points", "20", "--reason", "late", "--round", "1")
    listed = json.loads(run("penalty", cup, "--list", "--json").stdout)
    assert [(p["id"], p["player_id"], p["points"], p["round"]) for p in listed] == [(1, 2, 20, 1)]
    assert "penalty 1 cancelled" in run("penalty", cup, "--remove", "1").output
    assert "no penalties" in run("penalty", cup, "--list").output
    assert "there is no penalty number 1" in run("penalty", cup, "--remove", "1", code=2).output
    assert "give --player, --points and --reason" in run("penalty", cup, "--player", "2", code=2).output
