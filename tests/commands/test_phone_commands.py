"""`tourney calls` and `tourney hide-standings`: the phone's call for the referee and hidden standings
from the command line (#32)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from tests.web.conftest import make_cup
from tourney import services
from tourney.cli import main


def _cup(tmp_path: Path) -> str:
    path = tmp_path / "cup.tourney"
    store = make_cup("fimj", path=path)
    services.call_referee(store, 1, 2, "dispute")
    store.close()
    return str(path)


def test_calls_lists_the_waiting_call_and_ack_answers_it(tmp_path: Path):
    file = _cup(tmp_path)
    listed = CliRunner().invoke(main, ["calls", file])
    assert listed.exit_code == 0 and "round 1 table 2" in listed.output
    assert "(dispute) waiting" in listed.output
    answered = CliRunner().invoke(main, ["calls", file, "--ack", "1"])
    assert answered.exit_code == 0 and "answered" in answered.output
    assert "No table is calling" in CliRunner().invoke(main, ["calls", file]).output


def test_acknowledging_a_call_that_does_not_exist_exits_2(tmp_path: Path):
    result = CliRunner().invoke(main, ["calls", _cup(tmp_path), "--ack", "9"])
    assert result.exit_code == 2 and "no call number 9" in result.output


def test_hide_standings_from_a_round_then_reveal(tmp_path: Path):
    file = _cup(tmp_path)
    hidden = CliRunner().invoke(main, ["hide-standings", file, "--from", "2"])
    assert hidden.exit_code == 0 and "hidden from round 2 on" in hidden.output
    revealed = CliRunner().invoke(main, ["hide-standings", file, "--reveal"])
    assert "revealed" in revealed.output
    store = services.open_tournament(file)
    try:
        hiding = services.standings_hiding(store)
        assert not hiding.hides(2) and services.Hiding(2, False).hides(2) and not hiding.hides(1)
    finally:
        store.close()
