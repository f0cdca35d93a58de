"""`tourney clock …`, `tourney round start`, `tourney checkin` and `round schedule`'s line via CliRunner."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main


@pytest.fixture
def demo(tmp_path):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=1, seed=3).close()
    return str(path)


def run(*args: str):
    return CliRunner().invoke(main, list(map(str, args)))


def test_round_schedule_says_what_is_not_set_instead_of_none(demo):
    result = run("round", "schedule", demo, 1, "--duration", 90)
    assert result.exit_code == 0 and "None" not in result.output
    assert "90 min" in result.output


def test_the_clock_warnings_are_shown_set_and_refused_in_one_sentence(demo):
    assert "15 min, 5 min" in run("clock", "warnings", demo).output
    assert "10 min, 3 min" in run("clock", "warnings", demo, 10, 3).output
    refused = run("clock", "warnings", demo, 0)
    assert refused.exit_code == 2 and "1 to 4 whole minutes" in refused.output
    assert "Traceback" not in refused.output


def test_a_table_gets_extra_minutes_from_the_command_line(demo):
    assert "round 1 table 2: +5 min" in run("clock", "extra", demo, 1, 2, 5).output
    assert "no table has extra time" in run("clock", "extra", demo, 2).output
    assert run("clock", "extra", demo, 1, 9, 5).exit_code == 2


def test_round_start_moves_a_late_day(demo):
    run("round", "schedule", demo, 1, "--start", "2024-05-18 09:30")
    result = run("round", "start", demo, 1, "--at", "2024-05-18 09:45")
    assert result.exit_code == 0 and "15 min late" in result.output and "09:45" in result.output


def test_checkin_ticks_players_in_and_lists_who_is_missing(demo):
    before = run("checkin", demo, "--day", "2024-05-18")
    assert "0 in, 8 missing" in before.output
    after = run("checkin", demo, 1, 2, "--day", "2024-05-18")
    assert "2 in, 6 missing" in after.output and "missing: 1." not in after.output
    assert "1 in, 7 missing" in run("checkin", demo, 2, "--undo", "--day", "2024-05-18").output
    refused = run("checkin", demo, 99)
    assert refused.exit_code == 2 and "no player number 99" in refused.output


def test_player_cards_carry_each_players_check_in_link_when_the_address_is_given(demo, tmp_path):
    from tourney.services import printing

    plain, linked = tmp_path / "plain.pdf", tmp_path / "linked.pdf"
    assert run("export", "cards", demo, "-o", plain).exit_code == 0
    result = run("export", "cards", demo, "--checkin-address", "http://10.0.0.2:8000", "-o", linked)
    assert result.exit_code == 0 and linked.stat().st_size > plain.stat().st_size  # the QR codes
    store = services.open_tournament(demo)
    try:
        secrets = services.checkin_secrets(store)
        _header, cards = printing.player_cards(store, services.checkin_links(store, "http://10.0.0.2:8000"))
    finally:
        store.close()
    assert {c.number: c.link for c in cards} == {
        pid: f"http://10.0.0.2:8000/checkin/{secret}" for pid, secret in secrets.items()}
