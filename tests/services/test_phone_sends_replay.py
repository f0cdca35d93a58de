"""A table's sheet is replayed on every send from its phones: each deal is scored once, not once per send."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.store import Store
from tourney.tournament import sheet

from .conftest import example_deal


@pytest.fixture
def paired(seated: Store) -> Store:
    services.issue_secrets(seated, 1)
    return seated


def test_a_table_sending_deal_after_deal_has_each_deal_scored_once(paired, monkeypatch):
    monkeypatch.setattr(sheet, "_STEPS", {})
    monkeypatch.setattr(sheet, "_SCORED", {})
    played = []
    play = sheet._play
    monkeypatch.setattr(sheet, "_play", lambda *args: played.append(args[2]) or play(*args))
    for number in range(1, 5):
        sent = services.submit_deal(paired, 1, 1, number, example_deal(), "phoneAAAA", f"key-{number:04}")
        assert sent.number == number and sent.status == "pending"
    assert played == [1, 2, 3, 4]  # the pending deals 1..N-1 replayed from memory at each send


def test_a_replaced_pending_deal_is_no_longer_replayed(paired):
    services.edit_tournament(paired, rotation="standard")  # East passes after a win by another seat only
    services.submit_deal(paired, 1, 1, 1, example_deal(), "phoneAAAA", "key-0001")
    assert services.next_deal(paired, 1, 1)["players"]["E"] == "S"  # South won deal 1: South is East
    void = {"void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}
    services.submit_deal(paired, 1, 1, 1, void, "phoneAAAA", "key-0002")  # deal 1 sent again: replaced
    following = services.next_deal(paired, 1, 1)
    assert following["number"] == 2 and following["players"]["E"] == "E"  # a void deal 1: East stays
    assert [s.status for s in services.submissions(paired, 1, 1)] == ["replaced", "pending"]
