"""A table's sends (its pending deals and its phones' keys) are read once and renewed by each send's own
commit (#32 point 8); anything else that changes the submissions is seen by the very next send: an
approval, a rejection, a confirmation, an undo or a redo, another connection's write."""

from __future__ import annotations

import importlib
import sqlite3

import pytest

from tests.services.conftest import example_deal
from tests.web.conftest import make_cup
from tourney import services
from tourney.services import ServiceError
from tourney.store import Store

sent_module = importlib.import_module("tourney.services.sent")
submissions_module = importlib.import_module("tourney.services.submissions")  # the module, not the function
read_afresh = sent_module.read_sends  # not counted by the fixture below
VOID = {"void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}


@pytest.fixture
def cup() -> Store:
    return make_cup("fimj")


@pytest.fixture
def reads(monkeypatch) -> list[tuple[int, int]]:
    """The table reads of the sends, counted."""
    made: list[tuple[int, int]] = []
    read = sent_module.read_sends

    def counted(store, round_number, table):
        made.append((round_number, table))
        return read(store, round_number, table)

    monkeypatch.setattr(sent_module, "read_sends", counted)
    return made


def _as_the_file_has_them(store: Store, table: int = 1) -> None:
    kept, _ = sent_module.table_sends(store, 1, table)
    assert kept == read_afresh(store, 1, table)


def test_a_table_sending_deal_after_deal_reads_its_sends_once(cup, reads):
    for number in range(1, 5):
        services.submit_deal(cup, 1, 1, number, example_deal(), "phone-one", f"key-{number:09}")
        _as_the_file_has_them(cup)
    services.submit_deal(cup, 1, 1, 2, VOID, "phone-one", "key-000000005")  # deal 2 replaced
    _as_the_file_has_them(cup)
    assert reads == [(1, 1)]
    assert [s.status for s in services.submissions(cup, 1, 1)].count("replaced") == 1


def test_tables_sending_in_turn_read_their_sends_once_each(cup, reads):
    for number in range(1, 4):
        for table in (1, 2):
            services.submit_deal(cup, 1, table, number, example_deal(), f"phone-{table}", f"key-{number:09}")
            _as_the_file_has_them(cup, 1)
            _as_the_file_has_them(cup, 2)
    assert reads == [(1, 1), (1, 2)]


def test_an_approval_or_a_rejection_at_another_table_keeps_this_tables_sends(cup, reads):
    services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-1", "key-000000001")
    other = services.submit_deal(cup, 1, 2, 1, example_deal(), "phone-2", "key-000000001")
    services.approve(cup, other.id)  # changes table 2's submissions and sheet only
    services.submit_deal(cup, 1, 1, 2, example_deal(), "phone-1", "key-000000002")
    _as_the_file_has_them(cup, 1)
    _as_the_file_has_them(cup, 2)
    assert reads == [(1, 1), (1, 2), (1, 2)]
    second = services.submit_deal(cup, 1, 2, 2, example_deal(), "phone-2", "key-000000002")
    services.reject(cup, second.id, "wrong hand")
    _as_the_file_has_them(cup, 1)
    _as_the_file_has_them(cup, 2)
    assert reads == [(1, 1), (1, 2), (1, 2), (1, 2)]


def test_an_approval_keeps_the_other_tables_sheets_and_is_seen_at_its_own(cup, monkeypatch):
    read = []
    tournament = submissions_module.read_tournament
    monkeypatch.setattr(submissions_module, "read_tournament",
                        lambda store: read.append(1) or tournament(store))
    for table in (1, 2):
        services.submit_deal(cup, 1, table, 1, example_deal(), f"phone-{table}", "key-000000001")
    assert len(read) == 2
    services.approve(cup, services.submissions(cup, 1, 2)[0].id)
    assert services.next_deal(cup, 1, 1)["number"] == 2 and len(read) == 2  # table 1's: kept
    assert services.next_deal(cup, 1, 2)["number"] == 2 and len(read) == 3  # table 2's: read again
    with pytest.raises(ServiceError) as refused:
        services.submit_deal(cup, 1, 2, 1, VOID, "phone-2", "key-000000002")
    assert refused.value.code == "approved"
    services.edit_tournament(cup, venue="Bologna")  # not confined to a table: every table's read again
    services.next_deal(cup, 1, 1)
    services.next_deal(cup, 1, 2)
    assert len(read) == 5


def test_a_repeated_key_answers_what_its_send_made_without_a_read_or_the_engine(cup, reads, monkeypatch):
    first = services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
    monkeypatch.setattr(submissions_module, "_preview", None)  # the engine is never reached
    assert services.submit_deal(cup, 1, 1, 1, VOID, "phone-one", "key-000000001") == first
    assert reads == [(1, 1)]


def test_a_repeated_key_after_its_deal_was_approved_answers_the_approved_submission(cup, monkeypatch):
    first = services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
    services.approve(cup, first.id)
    monkeypatch.setattr(submissions_module, "_preview", None)
    again = services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
    assert again.id == first.id and again.status == "approved"


def test_an_approval_in_the_window_is_seen_by_the_next_send(cup, reads):
    first = services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
    services.submit_deal(cup, 1, 1, 2, example_deal(), "phone-one", "key-000000002")
    services.approve(cup, first.id)
    _as_the_file_has_them(cup)
    assert 1 not in sent_module.table_sends(cup, 1, 1)[0].pending
    with pytest.raises(ServiceError) as refused:
        services.submit_deal(cup, 1, 1, 1, VOID, "phone-two", "key-000000003")
    assert refused.value.code == "approved"
    assert services.submit_deal(cup, 1, 1, 3, VOID, "phone-one", "key-000000004").number == 3
    _as_the_file_has_them(cup)
    assert reads == [(1, 1), (1, 1)]


def test_a_rejection_and_a_confirmation_are_seen_by_the_next_send(cup):
    first = services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
    services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-two", "key-000000002")  # confirms it
    _as_the_file_has_them(cup)
    assert sent_module.table_sends(cup, 1, 1)[0].pending[1][0].confirmed_by == ("phone-two",)
    services.reject(cup, first.id, "wrong hand")
    _as_the_file_has_them(cup)
    assert sent_module.table_sends(cup, 1, 1)[0].pending == {}
    with pytest.raises(ServiceError) as refused:
        services.submit_deal(cup, 1, 1, 2, VOID, "phone-one", "key-000000003")
    assert refused.value.code == "no_deal"  # deal 1 is no longer waiting: send it first


def test_an_undo_and_a_redo_of_a_send_are_seen_by_the_next_send(cup):
    services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
    services.undo(cup)  # the send is gone, and its key with it
    _as_the_file_has_them(cup)
    again = services.submit_deal(cup, 1, 1, 1, VOID, "phone-one", "key-000000001")
    assert again.entry == VOID and [s.id for s in services.submissions(cup)] == [again.id]
    services.undo(cup)
    services.redo(cup)
    _as_the_file_has_them(cup)
    assert services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001") == again


def test_a_redraw_does_not_mix_the_sends_of_the_tables(cup):
    services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
    services.submit_deal(cup, 1, 2, 1, VOID, "phone-two", "key-000000001")  # the same key, another table
    services.assign_seats(cup, 1, [{"E": 5, "S": 6, "W": 7, "N": 8}, {"E": 1, "S": 2, "W": 3, "N": 4}])
    for table in (1, 2):
        _as_the_file_has_them(cup, table)
    assert services.submit_deal(cup, 1, 2, 1, VOID, "phone-two", "key-000000001").entry == VOID


def test_a_write_from_another_connection_is_seen_by_the_next_send(tmp_path):
    path = tmp_path / "cup.tourney"
    store = make_cup("fimj", path=path)
    try:
        first = services.submit_deal(store, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
        other = sqlite3.connect(path)
        with other:
            other.execute("UPDATE submissions SET status = 'rejected', reason = 'by hand' WHERE id = ?",
                          [first.id])
            other.execute("UPDATE submissions SET client_key = 'key-000000009' WHERE id = ?", [first.id])
        other.close()
        _as_the_file_has_them(store)
        assert services.submit_deal(store, 1, 1, 1, VOID, "phone-one", "key-000000009").status == "rejected"
        assert services.submit_deal(store, 1, 1, 1, VOID, "phone-one", "key-000000001").status == "pending"
        _as_the_file_has_them(store)
    finally:
        store.close()


def test_a_send_whose_commit_is_not_the_only_one_since_its_read_has_the_sends_read_again(cup, reads,
                                                                                          monkeypatch):
    services.submit_deal(cup, 1, 1, 1, example_deal(), "phone-one", "key-000000001")
    insert = submissions_module._insert

    def meanwhile(*args, **kwargs):  # a commit between the send's read and its own
        cup.remembered.committed(("players",))
        return insert(*args, **kwargs)

    monkeypatch.setattr(submissions_module, "_insert", meanwhile)
    services.submit_deal(cup, 1, 1, 2, example_deal(), "phone-one", "key-000000002")
    monkeypatch.setattr(submissions_module, "_insert", insert)
    _as_the_file_has_them(cup)
    assert reads == [(1, 1), (1, 1)]
