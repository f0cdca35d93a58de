"""`tourney seat`: a draw and its quality for N players and R rounds, without a tournament file."""

from __future__ import annotations

import json
from collections import Counter

from click.testing import CliRunner

from tourney.cli import main


def run(*args: object, code: int = 0):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exit_code == code, (result.output, result.stderr)
    return result


def meetings(rounds: list[list[list[int]]]) -> Counter[frozenset[int]]:
    return Counter(frozenset((a, b)) for rnd in rounds for t in rnd
                   for i, a in enumerate(t) for b in t[i + 1:])


def test_seat_json_gives_every_round_in_wind_order_and_the_quality_figures() -> None:
    plan = json.loads(run("seat", "--players", 24, "--rounds", 7, "--seed", 1, "--seconds", 5,
                          "--json").stdout)
    assert len(plan["rounds"]) == 7
    for rnd in plan["rounds"]:
        assert len(rnd) == 6 and all(len(table) == 4 for table in rnd)
        assert sorted(p for table in rnd for p in table) == list(range(1, 25))
    assert plan["repeats"] == 0 and plan["max_meet"] == 1 and plan["wind_violations"] == 0
    assert max(meetings(plan["rounds"]).values()) == 1


def test_seat_with_a_seed_gives_the_same_draw_again() -> None:
    args = ("seat", "--players", 16, "--rounds", 3, "--seed", 7, "--seconds", 5, "--json")
    assert json.loads(run(*args).stdout)["rounds"] == json.loads(run(*args).stdout)["rounds"]


def test_seat_prints_the_tables_and_the_quality_report_for_people() -> None:
    out = run("seat", "--players", 16, "--rounds", 2, "--seed", 1, "--seconds", 5).output
    assert out.startswith("Round 1\n")
    assert "Round 2" in out and "Repeated meetings: 0 (best possible: at least 0)" in out
    assert "Wind violations: 0" in out
    assert out.splitlines()[-1] == "No better schedule exists (lower bound reached)."


def test_seat_says_the_best_figure_known_when_the_bound_is_not_reached() -> None:
    args = ("seat", "--players", 24, "--rounds", 8, "--seconds", 1, "--seed", 1)
    plan = json.loads(run(*args, "--json").stdout)
    assert plan["best_known"] == 18 and plan["lower_bound"] == 12
    out = run(*args).output
    assert "best schedule known for this size has 18 repeated meetings" in out or "As good as" in out


def test_seat_with_byes_sits_two_players_out_each_round() -> None:
    plan = json.loads(run("seat", "--players", 18, "--rounds", 3, "--odd", "bye", "--seconds", 5,
                          "--seed", 2, "--json").stdout)
    assert [len(b) for b in plan["byes"]] == [2, 2, 2]
    assert all(len(rnd) == 4 for rnd in plan["rounds"])


def test_seat_with_substitutes_numbers_them_after_the_players() -> None:
    plan = json.loads(run("seat", "--players", 18, "--rounds", 2, "--odd", "substitute", "--seconds", 5,
                          "--seed", 2, "--json").stdout)
    assert plan["substitutes"] == [19, 20]
    assert sorted(p for t in plan["rounds"][0] for p in t) == list(range(1, 21))


def test_seat_refuses_a_bad_request_with_a_message_and_status_2() -> None:
    assert "at least one round" in run("seat", "--players", 16, "--rounds", 0, code=2).stderr
    assert "more than 0 seconds" in run("seat", "--players", 16, "--rounds", 2, "--seconds", 0, code=2).stderr
    assert "--players" in run("seat", "--players", 0, "--rounds", 2, code=2).stderr
