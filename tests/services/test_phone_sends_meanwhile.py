"""A key the file already holds is found by the unique index when the look-up before the engine
missed it (sent meanwhile): the first send is returned, nothing is replaced and nothing is logged."""

from __future__ import annotations

import importlib
import sqlite3

import pytest

from tests.web.conftest import make_cup
from tourney import services
from tourney.store import history

VOID = {"void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}
sent_module = importlib.import_module("tourney.services.submissions")  # the attribute is a function
OTHER = {"seats": {"E": {"hand": ""}, "W": {"hand": ""}, "N": {"hand": ""},
                   "S": {"hand": "[111s] RdRdRd 234p [567m] SS 1f",
                         "win": {"tile": "S", "from": "self", "flags": []}}}}


def miss_once(monkeypatch) -> None:
    """The look-up before the engine misses once, as if the first send landed just after it."""
    look_up = sent_module._sent_before
    misses = [True]

    def sent_before(*args):
        return None if misses and misses.pop() else look_up(*args)

    monkeypatch.setattr(sent_module, "_sent_before", sent_before)


def test_a_key_sent_meanwhile_returns_the_first_send_and_logs_nothing(monkeypatch):
    store = make_cup("fimj")
    first = services.submit_deal(store, 1, 1, 1, VOID, "phone-one", "key-000000001")
    logged = len(history.events(store))
    miss_once(monkeypatch)
    # the same key, another deal 1: found by the index, so deal 1 is not replaced by it
    again = services.submit_deal(store, 1, 1, 1, OTHER, "phone-one", "key-000000001")
    assert again == first
    assert [(s.id, s.status) for s in services.submissions(store)] == [(first.id, "pending")]
    assert len(history.events(store)) == logged


def test_a_different_refusal_by_the_file_is_still_said(monkeypatch):
    store = make_cup("fimj")

    def refused(*args, **kwargs):
        raise sqlite3.IntegrityError("CHECK constraint failed: table_no >= 1")

    monkeypatch.setattr(sent_module, "_insert", refused)
    with pytest.raises(services.StoreError, match="refused by the file"):
        services.submit_deal(store, 1, 1, 1, VOID, "phone-one", "key-000000001")
    assert services.submissions(store) == []
