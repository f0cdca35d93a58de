"""A table of three (docs/tables-of-three.md): North is an empty seat whose hand neither scores nor
pays; every payment among the three players stays as the ruleset settles it; East passes among the
three and a round is three passes."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.services.conftest import example_deal
from tourney.errors import EngineError
from tourney.rules import get_ruleset
from tourney.rules.empty_seat import score_at_table
from tourney.rules.flow import new_game, next_state
from tourney.rules.registry import available_ids
from tourney.rules.simulate import random_deal


def test_fimj_self_drawn_win_at_a_table_of_three_is_paid_by_the_two_present_players() -> None:
    # FIMJ-P (payments): S wins self-drawn; at four, E, W and N pay and the losers settle among themselves.
    deal = {**example_deal(), "ruleset": "fimj"}
    deal["seats"].pop("N")
    _, result = score_at_table(deal, get_ruleset("fimj"))
    paid = {(p.payer, p.payee): p.amount for p in result.settlement.payments}
    assert paid == {("E", "S"): 290, ("W", "S"): 140, ("E", "W"): 30}  # N's three payments dropped
    assert result.settlement.net == {"E": -320, "S": 430, "W": -110, "N": 0}


def test_the_empty_seat_cannot_hold_a_hand_or_the_winning_discard() -> None:
    deal = {**example_deal(), "ruleset": "fimj"}
    deal["seats"]["N"] = {"hand": "[2222m] 3y"}
    with pytest.raises(EngineError, match="seat N is empty at a table of three"):
        score_at_table(deal, get_ruleset("fimj"))
    deal = {**example_deal(), "ruleset": "fimj"}
    deal["seats"]["S"]["win"] = {"tile": "S", "from": "N", "flags": []}
    with pytest.raises(EngineError, match="cannot win on a discard of seat N"):
        score_at_table(deal, get_ruleset("fimj"))


def _three_player_deal(seed: int, ruleset: str) -> dict | None:
    deal = random_deal(random.Random(seed), ruleset, void_rate=0.1)
    deal.setdefault("round_wind", "E")
    seats = deal["seats"]
    if seats["N"].get("win") or any((s.get("win") or {}).get("from") == "N" for s in seats.values()):
        return None
    seats.pop("N")
    return deal


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), ruleset=st.sampled_from(sorted(available_ids())))
def test_at_a_table_of_three_nothing_reaches_the_empty_seat_and_the_rest_is_the_rulesets(seed, ruleset):
    deal = _three_player_deal(seed, ruleset)
    if deal is None:
        return
    rules = get_ruleset(ruleset)
    try:
        parsed, result = score_at_table(deal, rules)
    except EngineError:
        return  # a simulated hand the ruleset refuses (below its minimum, say)
    full = rules.score(parsed)
    assert sum(result.settlement.net.values()) == 0
    assert result.settlement.net["N"] == 0
    assert all("N" not in (p.payer, p.payee) for p in result.settlement.payments)
    assert set(result.settlement.payments) == {p for p in full.settlement.payments if "N" not in (p.payer,
                                                                                                   p.payee)}


def test_east_passes_among_three_and_a_round_is_three_passes() -> None:
    state = new_game("E")
    easts = []
    for _ in range(4):
        easts.append(state.east)
        state = next_state(state, void=False, east_won=False, policy="tournament", players=3)
    assert easts == [0, 1, 2, 0]
    assert state.round_wind == "S" and state.passes == 1
