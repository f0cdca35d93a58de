"""`tourney standings`, `tourney ranking` and `tourney ema` on a small tournament file."""

from __future__ import annotations

import csv
import io
import json

import pytest
from click.testing import CliRunner

from tests.services.conftest import seat_by_rotation
from tourney import services
from tourney.cli import main


@pytest.fixture
def path(tmp_path):
    """Eight players, round 1 played by totals: T1 1 +300, 3 +100, 5 -150, 7 -250; T2 2 and 4 +200 each."""
    file = tmp_path / "cup.tourney"
    store = services.create_tournament(file, name="Coppa", ruleset="fimj", rounds=2)
    for number in range(1, 9):
        services.add_player(store, f"Player {number}", club=f"Club {number % 3}", country="IT",
                            federation_id=f"F{number}", team="AB"[number % 2])
    seat_by_rotation(store, 1)
    services.record_totals(store, 1, 1, [300, 100, -150, -250])
    services.record_totals(store, 1, 2, [200, 200, -100, -300])
    services.add_penalty(store, 6, 100, "late", round_number=1)
    store.close()
    return str(file)


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_standings_print_the_ranking_and_the_sentences_under_it(path):
    result = run("standings", path)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Coppa: standings after round 1"
    assert lines[3].startswith("1      Player 1")
    assert "Players are ranked by table points, 4/2/1/0" in result.output
    assert "separated by best single game, then head-to-head" in result.output


def test_standings_json_give_rank_name_club_components_and_tie_breaks(path):
    result = run("standings", path, "--json")
    data = json.loads(result.stdout)
    first = data["rows"][0]
    assert (first["rank"], first["name"], first["club"]) == (1, "Player 1", "Club 1")
    assert first["components"] == {"table_points": 4, "total_score": 300}
    level = [r for r in data["rows"] if r["player_id"] in (2, 4)]
    assert all(set(r["tie_breaks"]) >= {"best_game", "head_to_head", "firsts", "lot"} for r in level)
    assert data["ranked_by"] == ["table_points", "total_score"]
    penalised = next(r for r in data["rows"] if r["player_id"] == 6)
    assert penalised["penalties"] == 100 and penalised["components"]["total_score"] == -200


def test_standings_after_a_round_without_results_exit_with_a_message(path):
    result = run("standings", path, "--after-round", "2")
    assert result.exit_code == 2 and "no results after round 2" in result.output


def test_standings_teams_sum_the_best_members(path):
    result = run("standings", path, "--teams", "2", "--json")
    teams = json.loads(result.stdout)
    # team B (odd numbers): 1 (4, 300) and 3 (2, 100); team A: 2 and 4 (3, 200 each)
    assert sorted((t["team"], t["components"]["table_points"], t["components"]["total_score"])
                  for t in teams) == [("A", 6, 400), ("B", 6, 400)]
    assert [t["rank"] for t in teams] == [1, 1]


def test_standings_history_of_a_player_by_name(path):
    result = run("standings", path, "--history", "Player 3")
    assert result.exit_code == 0, result.output
    expected = "round 1: table 1, seat S, place 2, +100 points against Player 1, Player 5, Player 7"
    assert expected in result.output
    assert run("standings", path, "--history", "Nobody").exit_code == 2


def test_standings_stats_without_hands_say_so(path):
    assert "No hands recorded yet" in run("standings", path, "--stats").output


def test_ranking_sets_the_scheme_and_its_settings(path):
    result = run("ranking", path, "rank_points", "--set", "uma=[20,10,-10,-20]", "--set", "divisor=100",
                 "--tie-breaks", "firsts,lot", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["settings"] == {"uma": [20, 10, -10, -20], "divisor": 100, "tie_breaks": ["firsts", "lot"]}
    rows = json.loads(run("standings", path, "--json").stdout)["rows"]
    assert rows[0]["components"] == {"rank_points": 23}

    assert run("undo", path).exit_code == 0
    assert json.loads(run("ranking", path, "--json").stdout)["ranking"] == "table_points"


def test_ranking_refuses_settings_it_cannot_use(path):
    result = run("ranking", path, "points", "--set", "penalty_on=table_points")
    assert result.exit_code == 2 and "cannot be taken off 'table_points'" in result.output


def test_ema_csv_is_refused_with_its_problems_listed_unless_printed_anyway(path):
    run("ranking", path, "points")
    refused = run("ema", path, "--csv")
    assert refused.exit_code == 2 and refused.stdout == ""
    assert "row 1, Player 1: the EMA number 'F1' is not 8 digits" in refused.stderr
    assert "row 1, Player 1: the country 'IT' written as ITA" in refused.stderr
    assert "all rows: the players' scores add up to -100, not 0" in refused.stderr
    rows = list(csv.reader(io.StringIO(run("ema", path, "--csv", "--anyway").stdout)))
    assert rows[0] == ["Position", "First name", "Last name", "EMA number", "Table points", "Score",
                       "Nationality"]
    assert rows[1] == ["1", "Player", "1", "F1", "", "300", "ITA"]
    assert len(rows) == 9


def test_ema_preview_shows_the_mers_base_rank(path):
    data = json.loads(run("ema", path, "--json").stdout)
    assert data[0]["mers_base_rank"] == 1000.0 and data[-1]["mers_base_rank"] == 0.0
    assert "MERS base" in run("ema", path).output


def test_the_help_documents_every_view(path):
    text = run("standings", "--help").output
    for option in ("--after-round", "--json", "--teams", "--history", "--stats"):
        assert option in text
    assert "--csv" in run("ema", "--help").output


def test_a_bye_given_on_the_command_line_counts_in_the_standings(path):
    store = services.open_tournament(path)
    services.add_player(store, "Player 9")
    store.close()
    assert run("bye", path, "1", "Player 9").output == "bye for Player 9 in round 1\n"
    row = next(r for r in json.loads(run("standings", path, "--json").stdout)["rows"] if r["player_id"] == 9)
    assert row["byes"] == 1 and row["components"]["table_points"] == 1.75
    assert run("bye", path, "1", "9", "--remove").exit_code == 0
    assert run("bye", path, "1", "1").exit_code == 2
