"""`tourney draw` and `tourney round seat` name the players not checked in today on stderr once check-in
has begun, and still draw; with --require-checkin they refuse (exit 2) and write nothing."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main


@pytest.fixture
def cup(tmp_path):
    """8 players (one of them withdrawn, so not expected), 2 rounds, nothing seated."""
    path = tmp_path / "cup.tourney"
    store = services.create_tournament(path, name="Coppa", ruleset="fimj", rounds=2)
    for number in range(1, 10):
        services.add_player(store, f"Player {number}")
    services.withdraw_player(store, 9)
    store.close()
    return path


def run(*args):
    return CliRunner().invoke(main, list(map(str, args)))


def _check_in(path, ids):
    store = services.open_tournament(path)
    try:
        services.check_in_day(store, ids)
    finally:
        store.close()


def _tables(path, round_number):
    store = services.open_tournament(path)
    try:
        return services.tables(store, round_number)
    finally:
        store.close()


@pytest.mark.parametrize("command", [("round", "seat", "{path}", "1"),
                                     ("draw", "{path}", "--round", "1", "--seconds", "1", "--seed", "1")])
def test_the_draw_names_the_missing_players_on_stderr_and_still_seats_them(cup, command):
    _check_in(cup, [1, 2, 3, 4, 5, 6])
    result = run(*(part.format(path=cup) for part in command))
    assert result.exit_code == 0, result.output
    assert "2 players have not checked in today" in result.stderr
    assert "7. Player 7, 8. Player 8" in result.stderr and "Player 9" not in result.stderr
    assert "not checked in" not in result.stdout
    assert len(_tables(cup, 1)) == 2


@pytest.mark.parametrize("command", [("round", "seat"), ("draw",)])
def test_require_checkin_refuses_the_draw_while_players_are_missing(cup, command):
    _check_in(cup, [1, 2, 3, 4, 5, 6, 7])
    refused = run(*command, cup, *(["1"] if command[0] == "round" else ["--round", "1"]), "--require-checkin")
    assert refused.exit_code == 2 and "8. Player 8" in refused.output and "Traceback" not in refused.output
    assert _tables(cup, 1) == []
    _check_in(cup, [8])
    seated = run(*command, cup, *(["1"] if command[0] == "round" else ["--round", "1", "--seconds", "1"]),
                 "--require-checkin")
    assert seated.exit_code == 0 and "not checked in" not in seated.stderr and len(_tables(cup, 1)) == 2


def test_without_any_check_in_today_the_draw_says_nothing_unless_it_is_required(cup):
    assert run("round", "seat", cup, "1", "--require-checkin").exit_code == 2
    quiet = run("round", "seat", cup, "1")
    assert quiet.exit_code == 0 and quiet.stderr == ""
