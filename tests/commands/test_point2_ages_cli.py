"""#31 point 2 on the command line: players add/edit --born, players category --juniors-under/--seniors-from,
standings --category juniors (or Juniores), and the players' CSV with its born column."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    path = tmp_path_factory.mktemp("ages") / "cup.tourney"
    store = services.build_demo(path, players=16, rounds=3, deals_per_table=3)
    store.close()
    return path


@pytest.fixture
def cup(played, tmp_path):
    copy = tmp_path / "cup.tourney"
    copy.write_bytes(played.read_bytes())
    return copy


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def test_point2_players_add_and_edit_take_a_birth_and_an_empty_one_clears_it(tmp_path):
    cup = tmp_path / "new.tourney"
    assert run("new", cup, "--name", "Cup", "--ruleset", "fimj", "--rounds", 2).exit_code == 0
    added = run("players", "add", cup, "Anna", "--born", "2008-05-14")
    assert added.exit_code == 0 and "Anna (born 2008-05-14)" in added.output
    assert "(born 1950)" in run("players", "edit", cup, 1, "--born", "1950").output
    assert json.loads(run("players", "list", cup, "--json").output)[0]["born"] == "1950"
    assert run("players", "edit", cup, 1, "--born", "").exit_code == 0
    assert json.loads(run("players", "list", cup, "--json").output)[0]["born"] is None


@pytest.mark.parametrize("command", [("add", "Bruno"), ("edit", 1)])
def test_point2_a_bad_birth_exits_2_with_the_sentence(tmp_path, command):
    cup = tmp_path / "bad.tourney"
    run("new", cup, "--name", "Cup", "--ruleset", "fimj", "--rounds", 2)
    run("players", "add", cup, "Bruno")
    done = run("players", command[0], cup, command[1], "--born", "3000")
    assert done.exit_code == 2
    assert done.output.strip() == ("tourney: Bruno: born '3000' is not a year (2008) or a date (2008-05-14) "
                                   "from 1900 to today")


def test_point2_standings_category_juniors_is_the_overall_standings_of_the_players_under_the_limit(cup):
    for pid, born in ((1, "2010"), (2, "2007-05-19"), (3, "2006-05-18"), (4, "1960"), (5, "1965-05-18")):
        assert run("players", "edit", cup, pid, "--born", born).exit_code == 0
    # the demo's first day is 2024-05-18: 14, 16 (17 the next day), 18 today, 64, 59 (60 the next year)
    listed = run("players", "category", cup)
    assert "(by age on 2024-05-18: juniors under 18, seniors 60 and over)" in listed.output
    overall = json.loads(run("standings", cup, "--json").output)
    juniors = json.loads(run("standings", cup, "--category", "juniors", "--json").output)
    assert [r["player_id"] for r in juniors["rows"]] == [r["player_id"] for r in overall["rows"]
                                                         if r["player_id"] in (1, 2)]
    italian = json.loads(run("standings", cup, "--category", "Juniores", "--json").output)
    assert italian["rows"] == juniors["rows"]
    seniors = json.loads(run("standings", cup, "--category", "seniors", "--json").output)
    assert [r["player_id"] for r in seniors["rows"]] == [4]


def test_point2_the_limits_are_set_on_the_command_line_and_undone(cup):
    run("players", "edit", cup, 1, "--born", "2007")  # 17 in 2024
    run("players", "edit", cup, 2, "--born", "1962")  # 62
    done = run("players", "category", cup, "--juniors-under", 16, "--seniors-from", 65, "--json")
    assert done.exit_code == 0 and json.loads(done.output) == {}
    assert run("undo", cup).exit_code == 0
    assert json.loads(run("players", "category", cup, "--json").output) == {"juniors": [1], "seniors": [2]}
    refused = run("players", "category", cup, "--juniors-under", 40, "--seniors-from", 30)
    assert refused.exit_code == 2 and "the seniors' age 30 is below the juniors' limit 40" in refused.output


def test_point2_the_players_csv_round_trip_keeps_the_births(cup, tmp_path):
    run("players", "edit", cup, 1, "--born", "2008-05-14")
    out = tmp_path / "players.csv"
    assert run("players", "export", cup, "--out", out).exit_code == 0
    other = tmp_path / "other.tourney"
    run("new", other, "--name", "Other", "--ruleset", "fimj", "--rounds", 1)
    assert run("players", "import", other, out).exit_code == 0
    assert run("players", "export", other).output == out.read_text("utf-8-sig")
    assert json.loads(run("players", "list", other, "--json").output)[0]["born"] == "2008-05-14"
