"""FIMJ settlement (P01–P08), void hands (E02), several winners (R07), East's seat (G05) and sum-to-zero."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.rules.test_fimj import FILLER, deal, play
from tourney.rules import fimj, parse_deal, score, score_deal
from tourney.rules.fimj import RULESET
from tourney.rules.simulate import random_deal


def paid(result: dict) -> dict[tuple[str, str], int]:
    return {(p["from"], p["to"]): p["amount"] for p in result["payments"]}


WIN_56 = f"RdRdRd {FILLER}"  # S09 8 + S14 20, D06: 56


def test_fimj_p01_each_non_winner_pays_the_winner_in_full_whatever_his_own_score() -> None:
    result = play({"S": WIN_56, "W": "(EEEE) [NNNN]"}, "S", "5p")  # West: 48 points, D05: 96
    assert result["seats"]["W"]["score"] > result["seats"]["S"]["score"]
    assert paid(result)[("W", "S")] == 60
    assert ("S", "W") not in paid(result)


def test_fimj_p02_non_winners_pay_each_other_the_differences() -> None:
    result = play({"S": WIN_56, "W": "[555m]", "N": "(9999m)"}, "S", "5p")  # E 0, W 2, N 32
    assert paid(result)[("W", "N")] == 30
    assert paid(result)[("E", "N")] == 60
    assert ("E", "W") not in paid(result)  # 2 × 2 = 4 rounds to nothing


def test_fimj_p02_equal_non_winner_scores_pay_nothing() -> None:
    result = play({"S": WIN_56, "W": "[999m]", "N": "[999s]"}, "S", "5p")  # E 0, W 4, N 4
    assert set(paid(result)) == {("E", "S"), ("W", "S"), ("N", "S"), ("E", "W"), ("E", "N")}


def test_fimj_p03_every_payment_with_east_is_doubled() -> None:
    result = play({"S": WIN_56, "E": "[GdGdGd]"}, "S", "5p")  # East 8
    assert paid(result)[("E", "S")] == 110  # 56 × 2 = 112
    assert paid(result)[("W", "E")] == 20  # 8 × 2 = 16
    assert paid(result)[("W", "S")] == 60


def test_fimj_p04_rounding_to_tens_after_the_east_double() -> None:
    result = play({"S": WIN_56, "E": "[GdGdGd]", "W": "[555m]"}, "S", "5p")  # E 8, W 2
    # E vs W: 6 × 2 = 12 -> 10 (rounding 6 first would give 10 × 2 = 20)
    assert paid(result)[("W", "E")] == 10


def test_fimj_p05_several_winners_settle_differences_then_collect_from_each_non_winner() -> None:
    both = deal({"W": f"[555s] {FILLER}", "N": "RdRdRd 789m 567p 123s 55p"})
    for seat in ("W", "N"):
        both["seats"][seat]["win"] = {"tile": "5p", "from": "S", "flags": []}
    result = score_deal(both)
    assert (result["seats"]["W"]["score"], result["seats"]["N"]["score"]) == (22, 56)
    assert paid(result) == {("W", "N"): 30, ("E", "W"): 40, ("E", "N"): 110,
                            ("S", "W"): 20, ("S", "N"): 60}
    assert sum(result["net"].values()) == 0


def test_fimj_a15_the_remaining_non_winners_settle_their_difference() -> None:
    both = deal({"W": f"[555s] {FILLER}", "N": "RdRdRd 789m 567p 123s 55p", "E": "[GdGdGd]"})
    for seat in ("W", "N"):
        both["seats"][seat]["win"] = {"tile": "5p", "from": "S", "flags": []}
    assert paid(score_deal(both))[("S", "E")] == 20  # 8 × 2 = 16


def test_fimj_r07_several_players_may_win_on_one_discard() -> None:
    assert RULESET.multiple_winners


def test_fimj_e02_and_p06_a_void_hand_scores_and_pays_nothing() -> None:
    result = score_deal(deal({"E": "RdRdRd", "S": "[555s]"}, void=True))
    assert result["void"] is True
    assert result["payments"] == []
    assert result["net"] == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert {seat["score"] for seat in result["seats"].values()} == {0}


def test_fimj_p07_payment_cap_can_be_turned_off() -> None:
    freak = "RdRdRd GdGdGd WdWdWd [EEE] 55p 1234f 1234y"  # 56 << 18
    result = play({"E": freak}, "E", "5p", options={"payment_cap": False})
    assert {p["amount"] for p in result["payments"]} == {29_360_130}  # 56 << 19 = 29,360,128


def test_fimj_p08_all_settlement_happens_at_the_end_from_the_final_hand_scores() -> None:
    result = play({"S": WIN_56, "E": "[GdGdGd]", "W": "[555m]"}, "S", "5p")
    assert sum(p["amount"] for p in result["payments"] if p["to"] == "S") == 60 + 60 + 110


def test_fimj_g05_east_keeps_the_seat_after_a_void_hand_or_his_own_win() -> None:
    def keeps(deal_json: dict) -> bool:
        parsed = parse_deal(deal_json, RULESET)
        return RULESET.dealer_keeps_seat(parsed, RULESET.score(parsed))

    assert keeps(deal({"E": WIN_56}, "E", "5p"))
    assert not keeps(deal({"S": WIN_56}, "S", "5p"))
    assert keeps(deal({}, void=True))


def test_fimj_a26_east_keeps_the_seat_when_he_is_one_of_two_winners() -> None:
    both = deal({"E": f"[555s] {FILLER}", "N": "RdRdRd 789m 567p 123s 55p"})
    for seat in ("E", "N"):
        both["seats"][seat]["win"] = {"tile": "5p", "from": "S", "flags": []}
    parsed = parse_deal(both, RULESET)
    assert RULESET.dealer_keeps_seat(parsed, RULESET.score(parsed))


OPTIONS = st.fixed_dictionaries({
    "payment_cap": st.booleans(), "limit_rule": st.sampled_from(["limit", "max"]),
    "nonwinner_pairs": st.sampled_from(["all", "one"])})


@given(st.integers(0, 2**32), OPTIONS)
def test_payments_of_random_deals_always_sum_to_zero(seed: int, options: dict) -> None:
    result = score(random_deal(random.Random(seed), "fimj", options=options, void_rate=0.05))
    assert sum(result.settlement.net.values()) == 0
    assert all(p.amount > 0 and p.amount % 10 == 0 for p in result.settlement.payments)


def test_fimj_a01_the_rounding_function_never_receives_a_five(monkeypatch: pytest.MonkeyPatch) -> None:
    received: list[int] = []

    def watching(amount: int) -> int:
        received.append(amount)
        return fimj.round_to_ten(amount)

    monkeypatch.setattr(fimj, "round_payment", watching)
    rng = random.Random(11)
    for _ in range(400):
        score(random_deal(rng, "fimj"))
    assert len(received) > 1000
    assert all(amount % 2 == 0 for amount in received)
    assert not [amount for amount in received if amount % 10 == 5]
