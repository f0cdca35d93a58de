"""Deals at a table of three (docs/tables-of-three.md): scored with North empty, East passing among
the three, three totals, places 1-3 in the standings."""

from __future__ import annotations

import pytest

from tests.services.conftest import example_deal
from tourney import services
from tourney.services import ServiceError


@pytest.fixture
def three(store):
    """Seven players in round 1: one table of four and one of three (table 2)."""
    for number in range(1, 8):
        services.add_player(store, f"Player {number}")
    services.draw_rounds(store, 1, 1, seconds=None, iterations=200, seed=1, odd_count="three")
    table = services.tables(store, 1)[1]
    assert set(table.seats) == {"E", "S", "W"}
    return store, table


def _deal():
    deal = example_deal()
    deal["seats"].pop("N")
    del deal["round_wind"]  # the flow fills it in
    return deal


def test_deals_at_a_table_of_three_are_scored_with_north_empty_and_east_passing_among_three(three):
    store, table = three
    result = services.record_deals(store, 1, 2, [_deal(), _deal(), _deal(), _deal()])
    assert [d.seats for d in result.deals[:4]] == [
        {"E": "E", "S": "S", "W": "W", "N": "N"}, {"E": "S", "S": "W", "W": "E", "N": "N"},
        {"E": "W", "S": "E", "W": "S", "N": "N"}, {"E": "E", "S": "S", "W": "W", "N": "N"}]
    assert result.deals[3].deal["round_wind"] == "S"  # three passes make a round
    assert result.deals[0].net_by_table_wind() == {"E": -320, "S": 430, "W": -110, "N": 0}  # worked example
    expected = dict.fromkeys("ESW", 0)
    for record in result.deals:
        for wind, points in record.net_by_table_wind().items():
            if wind != "N":
                expected[wind] += points
    assert result.totals == expected and sum(expected.values()) == 0
    assert result.final
    rows = {r.player.id: r for r in services.standings(store).rows}
    places = sorted(rows[table.seats[w]].table_points for w in "ESW")
    assert places == [1, 2, 4]


def test_the_empty_seat_cannot_be_given_a_hand_or_be_pinned_as_east(three):
    store, _ = three
    deal = example_deal()
    with pytest.raises(Exception, match="seat N is empty at a table of three"):
        services.record_deals(store, 1, 2, {**deal, "seats": {**deal["seats"], "N": {"hand": "[2222m] 3y"}}})
    with pytest.raises(ServiceError, match="East must be a table seat E, S or W at a table of three"):
        services.record_deals(store, 1, 2, {"deal": _deal(), "east": "N"})


def test_a_phone_at_a_table_of_three_sends_deals_scored_with_north_empty(three):
    store, _ = three
    preview = services.preview_deal(store, 1, 2, 1, _deal())
    assert preview["result"]["net"] == {"E": -320, "S": 430, "W": -110, "N": 0}
    sent = services.submit_deal(store, 1, 2, 1, _deal(), "phoneAAAA")
    services.approve(store, sent.id)
    assert services.snapshot(store).result(1, 2).totals == {"E": -320, "S": 430, "W": -110}
    assert services.next_deal(store, 1, 2)["players"]["E"] == "S"  # East passes among the three


def test_the_referee_can_seat_a_table_of_three_by_hand(store):
    ids = [services.add_player(store, f"Player {n}").id for n in range(1, 8)]
    tables = services.assign_seats(store, 1, [dict(zip("ESWN", ids[:4], strict=True)),
                                              dict(zip("ESW", ids[4:], strict=True))])
    assert [set(t.seats) for t in tables] == [set("ESWN"), set("ESW")]
    with pytest.raises(ServiceError, match="or E, S and W at a table of three"):
        services.assign_seats(store, 1, [dict(zip("ESWN", ids[:4], strict=True)),
                                         dict(zip("ESN", ids[4:], strict=True))])
