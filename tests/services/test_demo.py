"""The demo tournament: three clubs, every table fully played with simulated FIMJ deals."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.rules import available_ids
from tourney.services import ServiceError


@pytest.mark.skipif("fimj" not in available_ids(), reason="the FIMJ ruleset is not written yet")
def test_the_demo_is_a_complete_balanced_tournament():
    store = services.build_demo(None, seed=3, players=8, rounds=2)
    state = services.snapshot(store)
    assert len(state.players) == 8 and len({p.club for p in state.players}) == 3
    assert len(state.results) == 4 and all(r.final and len(r.deals) == 16 for r in state.results)
    assert all(r.starts_at is not None for r in state.rounds)
    assert all(sum(r.totals.values()) == 0 for r in state.results)


def test_the_demo_refuses_a_player_count_it_cannot_seat():
    with pytest.raises(ServiceError, match="multiple of 4"):
        services.build_demo(None, players=10)
