"""A table's seating, approved sheet and the tournament's settings are remembered between a phone's
sends (#32 point 8), and a draw, an approval, an edit or an undo is seen by the very next send."""

from __future__ import annotations

import importlib

import pytest

from tests.services.conftest import example_deal
from tourney import services
from tourney.services import ServiceError
from tourney.tournament import sheet


@pytest.fixture
def cup(store):
    for n in range(1, 9):
        services.add_player(store, f"Player {n}")
    services.draw_round(store, 1, seed=1)
    services.issue_secrets(store, 1)
    return store


def _seating(store, table):
    return next(t.seats for t in services.tables(store, 1) if t.number == table)


def test_a_send_after_the_table_is_drawn_again_is_judged_on_the_new_seating(cup):
    seen = _seating(cup, 1)
    services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", seating=seen)
    services.draw_round(cup, 1, seed=99)
    assert _seating(cup, 1) != seen
    with pytest.raises(ServiceError) as refused:
        services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", seating=seen)
    assert refused.value.code == "redrawn"
    sent = services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", seating=_seating(cup, 1))
    assert sent.seating == _seating(cup, 1)


def test_a_send_after_an_approval_counts_the_approved_deal_and_after_its_undo_not(cup):
    sent = services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one")
    services.approve(cup, sent.id)
    with pytest.raises(ServiceError) as refused:
        services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one")
    assert refused.value.code == "approved"
    services.undo(cup)  # deal 1 is pending again
    assert services.next_deal(cup, 1, 1)["number"] == 2
    assert services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-two").status == "pending"


def test_a_send_after_the_game_is_shortened_is_refused_past_its_new_end(cup):
    for number in (1, 2):
        services.submit_deal(cup, 1, 1, number, example_deal(), "phone-one")
    services.edit_tournament(cup, hands_per_round=2)
    assert services.next_deal(cup, 1, 1)["finished"]
    with pytest.raises(ServiceError):
        services.submit_deal(cup, 1, 1, 3, example_deal(), "phone-one")


def test_a_deal_just_sent_is_remembered_exactly_as_the_next_send_reads_it_from_the_file(cup, monkeypatch):
    sent_module = importlib.import_module("tourney.services.sent")
    sent = services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
    row = cup.rows(f"SELECT {sent_module.PENDING_COLUMNS} FROM submissions WHERE id = ?", [sent.id])[0]
    remembered, entry = sent_module._PENDING[row]
    monkeypatch.setattr(sent_module, "_PENDING", {})
    monkeypatch.setattr(sheet, "_ENTRIES", {})
    read, read_entry = sent_module.read_pending(row)  # read afresh from the file's row
    assert remembered == read == sent
    assert entry == read_entry and entry.key == read_entry.key
    assert remembered.entry is not sent.entry and remembered.seating is not sent.seating  # never shared
