"""The shared settlement strategy: winner collects, differences, East double, rounding, cap."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tourney.rules.result import settle
from tourney.rules.settlement import no_rounding, round_to_ten, settle_scores


def net(transfers: list[tuple[str, str, int]]) -> dict[str, int]:
    return settle(transfers).net


def test_round_to_ten_takes_units_one_to_four_down_and_six_to_nine_up() -> None:
    assert [round_to_ten(n) for n in (140, 141, 144, 146, 149, 1408, 0)] == [
        140, 140, 140, 150, 150, 1410, 0]


def test_round_to_ten_takes_a_five_up() -> None:
    assert round_to_ten(15) == 20
    assert round_to_ten(105) == 110


def test_classic_settlement_of_cl_x1_without_rounding() -> None:
    transfers = settle_scores({"E": 24, "S": 10, "W": 4, "N": 96}, ["N"])
    assert net(transfers) == {"N": 384, "E": -124, "S": -118, "W": -142}


def test_east_multiplier_one_turns_the_east_double_off() -> None:
    transfers = settle_scores({"E": 0, "S": 10, "W": 0, "N": 0}, ["S"], east_multiplier=1)
    assert net(transfers) == {"S": 30, "E": -10, "W": -10, "N": -10}


def test_non_winners_need_not_settle_differences() -> None:
    transfers = settle_scores({"E": 0, "S": 10, "W": 8, "N": 2}, ["S"], losers_settle=False)
    assert ("N", "W", 6) not in transfers
    assert net(transfers) == {"S": 40, "E": -20, "W": -10, "N": -10}


def test_the_cap_applies_before_the_east_double() -> None:
    transfers = settle_scores({"E": 0, "S": 1000, "W": 0, "N": 0}, ["S"], cap=300)
    assert sorted(transfers) == [("E", "S", 600), ("N", "S", 300), ("W", "S", 300)]


def test_several_winners_settle_their_differences_and_collect_from_each_non_winner() -> None:
    transfers = settle_scores({"E": 16, "S": 0, "W": 208, "N": 96}, ["W", "N"],
                              rounding=round_to_ten)
    assert net(transfers) == {"W": 740, "N": 180, "E": -580, "S": -340}


def test_equal_scores_pay_nothing() -> None:
    transfers = settle_scores({"E": 8, "S": 40, "W": 8, "N": 8}, ["S"])
    assert all(payee == "S" for _, payee, _ in transfers)


def test_a_hand_with_no_winner_pays_nothing() -> None:
    assert settle_scores({"E": 8, "S": 40, "W": 8, "N": 8}, []) == []


scores = st.fixed_dictionaries({w: st.integers(0, 10**6) for w in "ESWN"})


@given(scores, st.sets(st.sampled_from("ESWN"), max_size=3), st.sampled_from([1, 2]),
       st.sampled_from([no_rounding, round_to_ten]), st.one_of(st.none(), st.integers(1, 10**5)),
       st.booleans())
def test_payments_always_sum_to_zero(hands, winners, multiplier, rounding, cap, losers) -> None:
    transfers = settle_scores(hands, winners, east_multiplier=multiplier, rounding=rounding,
                              cap=cap, losers_settle=losers)
    assert sum(net(transfers).values()) == 0
    assert all(amount > 0 for _, _, amount in transfers)
