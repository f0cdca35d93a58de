"""A deal sent again under the same key (its answer lost on a bad Wi-Fi) counts once (#32), a finished
game says so, and a table's calls for the referee are rate-limited."""

from __future__ import annotations

import pytest

from tests.web.conftest import make_cup
from tourney import services

VOID = {"void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}


def test_the_same_send_repeated_after_its_approval_returns_the_first_and_writes_nothing():
    store = make_cup("fimj")
    first = services.submit_deal(store, 1, 1, 1, VOID, "phone-one", "key-000000001")
    services.approve(store, first.id)
    again = services.submit_deal(store, 1, 1, 1, VOID, "phone-one", "key-000000001")
    assert again.id == first.id and again.status == "approved"
    assert len(services.submissions(store)) == 1


def test_a_different_key_is_a_different_send():
    store = make_cup("fimj")
    services.submit_deal(store, 1, 1, 1, VOID, "phone-one", "key-000000001")
    services.submit_deal(store, 1, 1, 2, VOID, "phone-one", "key-000000002")
    assert [s.number for s in services.submissions(store)] == [1, 2]


def test_a_game_with_all_its_deals_is_finished():
    store = make_cup("fimj")
    for number in range(1, 17):
        services.approve(store, services.submit_deal(store, 1, 1, number, VOID, "phone-one").id)
    assert services.next_deal(store, 1, 1)["finished"] is True
    assert services.next_deal(store, 1, 2)["finished"] is False


def test_a_table_calls_once_while_its_call_waits_and_not_again_within_a_minute():
    store = make_cup("fimj")
    call = services.call_referee(store, 1, 1, "timing")
    assert services.call_referee(store, 1, 1, "dispute").id == call.id
    services.acknowledge_call(store, call.id)
    with pytest.raises(services.ServiceError, match="wait a minute"):
        services.call_referee(store, 1, 1, "other")
    assert services.call_referee(store, 1, 2, "other").table == 2


def test_an_unknown_reason_is_refused():
    with pytest.raises(services.ServiceError, match="dispute, wrong_seat, timing, other"):
        services.call_referee(make_cup("fimj"), 1, 1, "bored")
