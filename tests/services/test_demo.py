"""The demo tournament: three clubs, every table fully played with simulated FIMJ deals."""

from __future__ import annotations

import random

import pytest

from tourney import services
from tourney.rules import available_ids
from tourney.rules.riichi.simulate import random_riichi_deal
from tourney.services import ServiceError
from tourney.tournament.sheet import SheetEntry, SheetError, score_sheet


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


@pytest.mark.parametrize("ruleset", ["riichi-ema", "riichi-wrc"])
def test_the_riichi_demo_plays_every_table_to_the_end_of_its_hanchan(ruleset):
    """RI-G02/G05: each table's sheet is one whole hanchan (the sheet takes no further deal); the
    totals are the hanchan scores with uma, which sum to zero without a chombo (RI-G09)."""
    store = services.build_demo(None, seed=5, players=8, rounds=2, ruleset=ruleset)
    state = services.snapshot(store)
    assert len(state.results) == 4 and all(r.final and len(r.deals) >= 8 for r in state.results)
    assert all(sum(r.totals.values()) == 0 for r in state.results)
    assert all(p.federation_id.startswith("EMA-") for p in state.players)
    entries = [SheetEntry(d.deal) for d in state.results[0].deals]
    one_more = random_riichi_deal(random.Random(1), ruleset)
    one_more = {**one_more, "void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}
    del one_more["round_wind"]
    with pytest.raises(SheetError, match="game is over"):
        score_sheet(ruleset, {}, "ruleset", [*entries, SheetEntry(one_more)])
