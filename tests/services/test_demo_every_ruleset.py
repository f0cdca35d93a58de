"""Every demo builds (issue 28): for every ruleset id and several seeds, a small demo tournament is made
whole, every deal of it accepted by the engine in the round wind its game gives it."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.rules import available_ids

SEEDS = (1, 2, 7, 2024)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("ruleset", available_ids())
def test_the_demo_builds_for_every_ruleset_and_seed(ruleset: str, seed: int) -> None:
    store = services.build_demo(None, seed=seed, players=4, rounds=1, deals_per_table=6, ruleset=ruleset)
    try:
        state = services.snapshot(store)
    finally:
        store.close()
    assert len(state.results) == 1 and state.results[0].final
    played = len(state.results[0].deals)
    assert played >= 1 if ruleset.startswith("riichi") else played == 6
