"""`tourney draw`, `tourney seating` and `tourney constraint` on a tournament file."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main


def run(*args: object, code: int = 0):
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == code, result.output
    return result


@pytest.fixture
def cup(tmp_path):
    """16 players, 3 rounds, nothing seated."""
    path = tmp_path / "cup.tourney"
    store = services.create_tournament(path, name="Coppa", ruleset="fimj", rounds=3)
    for number in range(1, 17):
        services.add_player(store, f"Player {number}", club=f"Club {number % 4}")
    store.close()
    return path


def test_draw_seats_every_round_and_prints_the_quality_report(cup):
    out = run("draw", cup, "--all", "--seconds", "5", "--seed", "3").output
    assert "Drew rounds 1-3" in out
    assert "Repeated meetings: 0 (best possible: at least 0)" in out
    assert "Most times a pair meets: 1" in out
    assert "Wind violations: 0" in out
    shown = run("seating", cup, "--round", "2").output.splitlines()
    assert shown[0] == "Round 2" and shown[1].split()[:5] == ["Table", "East", "South", "West", "North"]
    assert len(shown) == 2 + 4
    table = json.loads(run("seating", cup, "--round", "2", "--json").stdout)["tables"][0]
    assert set(table) == {"table", "E", "S", "W", "N"}


def test_draw_json_gives_the_rounds_and_the_quality(cup):
    report = json.loads(run("draw", cup, "--round", "1", "--seed", "1", "--json").stdout)
    assert report["rounds"] == [1]
    assert report["quality"]["repeats"] == 0 and len(report["tables"]["1"]) == 4


def test_constraints_are_set_listed_honoured_and_cleared(cup):
    run("constraint", "fixed-table", cup, "5", "3")
    run("constraint", "never-together", cup, "1", "2")
    listed = run("constraint", "list", cup).output
    assert "5 Player 5: always at table 3" in listed and "1 Player 1 and 2 Player 2: never together" in listed
    run("draw", cup, "--seconds", "5", "--seed", "2")
    for rnd in (1, 2, 3):
        tables = json.loads(run("seating", cup, "--round", rnd, "--json").stdout)["tables"]
        assert 5 in tables[2].values()
        assert not any({1, 2} <= {t[w] for w in "ESWN"} for t in tables)
    run("constraint", "clear", cup, "1", "2")
    run("constraint", "clear", cup, "5")
    assert run("constraint", "list", cup).output.strip() == "no seating constraints"


def test_an_odd_count_gets_byes_and_the_seating_shows_who_sits_out(cup):
    run("players", "withdraw", cup, "16")
    out = run("draw", cup, "--round", "1", "--odd", "bye", "--seed", "1", "--seconds", "1").output
    assert "Byes (score 0 each)" in out
    assert "Sitting out: " in run("seating", cup, "--round", "1").output


@pytest.mark.parametrize(("args", "message"), [
    (("--round", "1", "--all"), "choose --round K or --all"),
    (("--swiss",), "give --round K"),
    (("--round", "2"), "round 1 is not seated yet"),
    (("--round", "7"), "there is no round 7"),
    (("--seconds", "0"), "more than 0 seconds"),
])
def test_bad_draws_exit_2_with_a_clear_message(cup, args, message):
    assert message in run("draw", cup, *args, code=2).output


def test_bad_constraints_and_unseated_rounds_exit_2(cup):
    assert "kept apart from himself" in run("constraint", "never-together", cup, "3", "3", code=2).output
    assert "no player number 99" in run("constraint", "fixed-table", cup, "99", "1", code=2).output
    assert "is not seated yet" in run("seating", cup, "--round", "1", code=2).output
    run("constraint", "fixed-table", cup, "1", "9")
    assert "Table 9 does not exist" in run("draw", cup, "--seconds", "1", code=2).output


def test_a_swiss_round_and_undo_of_a_draw(cup):
    run("draw", cup, "--round", "1", "--seed", "1")
    before = run("seating", cup, "--round", "1", "--json").output
    run("draw", cup, "--round", "1", "--seed", "2", "--swiss")
    run("undo", cup)
    assert run("seating", cup, "--round", "1", "--json").output == before
