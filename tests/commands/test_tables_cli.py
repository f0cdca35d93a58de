"""`tourney secrets`, `submit`, `submissions`, `approve`, `reject` and `auto-approve` on a file."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tests.services.conftest import example_deal
from tourney import services
from tourney.cli import main


def run(*args: object, code: int = 0, stdin: str | None = None):
    result = CliRunner().invoke(main, [str(a) for a in args], input=stdin, catch_exceptions=False)
    assert result.exit_code == code, result.output
    return result


@pytest.fixture
def cup(tmp_path):
    path = tmp_path / "cup.tourney"
    store = services.create_tournament(path, name="Coppa", ruleset="fimj", rounds=2, hands_per_round=16)
    for number in range(1, 9):
        services.add_player(store, f"Player {number}")
    services.assign_seats(store, 1, [{"E": 1, "S": 2, "W": 3, "N": 4}, {"E": 5, "S": 6, "W": 7, "N": 8}])
    store.close()
    return path


def test_secrets_are_issued_listed_reissued_and_revoked(cup):
    first = json.loads(run("secrets", cup, 1, "--json").stdout)
    assert [s["table"] for s in first] == [1, 2] and all(len(s["code"]) == 6 for s in first)
    assert json.loads(run("secrets", cup, 1, "--json").stdout) == first
    again = json.loads(run("secrets", cup, 1, "--reissue", 2, "--json").stdout)
    assert again[0] == first[0] and again[1]["secret"] != first[1]["secret"]
    out = run("secrets", cup, 1, "--revoke", 1).output
    assert "table 1" not in out and "table 2" in out
    assert "no secret to revoke" in run("secrets", cup, 1, "--revoke", 1, code=2).output


def test_a_deal_sent_from_the_command_line_waits_then_counts_once_approved(cup):
    deal = json.dumps(example_deal())
    out = run("submit", cup, 1, 1, "--deal", "-", "--phone", "phone-one", stdin=deal).output
    assert "deal 1: pending" in out
    assert "deal 1: pending" in run("submissions", cup, "--pending").output
    assert "Standings" not in out
    run("approve", cup, 1)
    with services.open_tournament(cup) as store:
        assert services.results(store)[0].totals["S"] == 570
    assert "Nothing sent." in run("submissions", cup, "--pending").output


def test_a_rejection_needs_a_reason_and_keeps_the_deal(cup):
    run("submit", cup, 1, 2, "--totals", 100, -100, 0, 0, "--phone", "phone-two")
    assert "the reason is required" in run("reject", cup, 1, "", code=2).output
    out = run("reject", cup, 1, "North's score is missing").output
    assert "rejected (North's score is missing)" in out
    assert "rejected" in run("submissions", cup).output


def test_bad_submissions_exit_2_with_the_message(cup):
    bad = example_deal()
    bad["seats"]["S"]["hand"] = "5x"
    assert "seat S" in run("submit", cup, 1, 1, "--deal", "-", stdin=json.dumps(bad), code=2).output
    assert "add up to" in run("submit", cup, 1, 1, "--totals", 1, 2, 3, 4, code=2).output
    assert "either --deal or --totals" in run("submit", cup, 1, 1, code=2).output


def test_auto_approval_is_switched_on_and_off(cup):
    assert "on" in run("auto-approve", cup, "on").output
    with services.open_tournament(cup) as store:
        assert services.auto_approve(store)
    run("auto-approve", cup, "off")
    with services.open_tournament(cup) as store:
        assert not services.auto_approve(store)
