"""Issue #33 point 3: recording deals re-checks, inside its transaction, that the table is still
seated as the caller saw it: a round drawn again meanwhile is refused, never credited to the wrong
players."""

from __future__ import annotations

import sys

import pytest

from tests.services.conftest import example_deal
from tourney import services
from tourney.services import ServiceError


@pytest.fixture
def cup(tmp_path):
    store = services.create_tournament(tmp_path / "cup.tourney", name="Cup", ruleset="fimj", rounds=2)
    ids = [services.add_player(store, f"Player {n}").id for n in range(1, 9)]
    services.assign_seats(store, 1, [dict(zip("ESWN", ids[:4], strict=True)),
                                     dict(zip("ESWN", ids[4:], strict=True))])
    yield store, ids
    store.close()


def test_deals_written_for_a_table_drawn_again_meanwhile_are_refused_and_nothing_is_recorded(cup):
    store, ids = cup
    seen = services.seating_of(store, 1, 1)  # what the referee's form (or a phone) showed
    services.assign_seats(store, 1, [dict(zip("ESWN", ids[4:], strict=True)),  # the round drawn again
                                     dict(zip("ESWN", ids[:4], strict=True))])
    before = len(services.log(store))
    with pytest.raises(ServiceError) as refused:
        services.record_deals(store, 1, 1, example_deal(), seating=seen)
    assert refused.value.code == "redrawn" and "drawn again" in refused.value.message
    assert services.results(store) == [] and len(services.log(store)) == before


def test_deals_for_the_seating_as_it_stands_are_recorded_for_those_players(cup):
    store, ids = cup
    seen = services.seating_of(store, 1, 1)
    assert {player for _, player in seen} == set(ids[:4])
    result = services.record_deals(store, 1, 1, example_deal(), seating=seen)
    assert len(result.deals) == 1


def test_the_seating_is_compared_inside_the_transaction_that_writes(cup, monkeypatch):
    """A draw landing between the reads of record_deals and its write (the window's phone server runs
    beside the Draw) is caught by the check made inside the transaction."""
    store, ids = cup
    results = sys.modules["tourney.services.results"]  # the module (services.results is a function)

    real = results._entry
    redrawn = []

    def entry_then_redraw(*args, **kwargs):  # called after the reads, before the transaction
        if not redrawn:
            redrawn.append(True)
            services.assign_seats(store, 1, [dict(zip("ESWN", ids[4:], strict=True)),
                                             dict(zip("ESWN", ids[:4], strict=True))])
        return real(*args, **kwargs)

    monkeypatch.setattr(results, "_entry", entry_then_redraw)
    with pytest.raises(ServiceError) as refused:
        services.record_deals(store, 1, 1, example_deal())
    assert refused.value.code == "redrawn" and services.results(store) == []
