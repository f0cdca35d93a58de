"""Issue #33 points 3 and 10: a draw re-checks inside its transaction that the rounds it replaces are still
as the referee saw them: a deal approved meanwhile (two phones, auto-approve) is never credited to the
players of the new draw, and deals waiting for approval are not either."""

from __future__ import annotations

import pytest

from tests.services.conftest import example_deal
from tourney import services
from tourney.services import ServiceError
from tourney.services import seating as draw_service


@pytest.fixture
def cup(store):
    for n in range(1, 17):
        services.add_player(store, f"Player {n}")
    services.draw_round(store, 1)
    services.issue_secrets(store, 1)
    services.set_auto_approve(store, True)
    return store


def _seated(store, round_number):
    return {(t.number, w): p for t in services.tables(store, round_number) for w, p in t.seats.items()}


def test_a_deal_auto_approved_while_a_draw_runs_makes_the_draw_refused_not_the_deal_moved(cup):
    before = _seated(cup, 1)
    plan = draw_service.plan_draw(cup, 1, 1)  # the window: Draw pressed, the search runs on a worker...
    result = draw_service.search_plan(plan, iterations=200, seed=3, seconds=None)
    for phone in ("phone-one", "phone-two"):  # ...while two phones of table 1 send the same deal
        services.submit_deal(cup, 1, 1, 1, example_deal(), phone)
    assert services.submissions(cup)[0].status == "approved"
    with pytest.raises(ServiceError) as refused:
        draw_service.store_plan(cup, plan, result)
    assert refused.value.code == "round_played" and "round 1" in refused.value.message
    assert _seated(cup, 1) == before  # the deal stays with the four who played it
    standings = {r.player.id: r for r in services.standings(cup).rows}
    table_one = {p for (table, _), p in before.items() if table == 1}
    assert {pid for pid, row in standings.items() if row.games} == table_one


def test_deals_waiting_for_approval_are_refused_when_their_round_is_drawn_again(cup):
    sent = services.submit_deal(cup, 1, 2, 1, example_deal(), "phone-one")
    services.draw_round(cup, 1, seed=99)
    found = services.submission(cup, sent.id)
    assert found.status == "rejected" and "drawn again" in found.reason
    with pytest.raises(ServiceError, match="not waiting for approval"):
        services.approve(cup, sent.id)
    assert services.results(cup) == []
