"""Table-wide parameters, evaluation rules, settlement, game flow and bad deals of the presets."""

from __future__ import annotations

import pytest

from tests.rules.test_classic_support import BMJA, DMJL, deal, doubles, other, points, rules, win_deal, winner
from tourney.errors import EngineError
from tourney.rules import flow, get_ruleset, parse_deal, score, score_deal
from tourney.rules.classic.values import PRESETS

X3_HAND = "111234m EEE SSS RdRd"  # East, self-drawn Rd: DMJL 1728 before the cap


def _refused(data: dict) -> EngineError:
    with pytest.raises(EngineError) as refused:
        score_deal(data)
    return refused.value


def test_cl_z01_limit_is_500_in_dmjl_1000_in_bmja_and_an_option():
    assert winner(DMJL, X3_HAND, "Rd", seat="E")["score"] == 500
    assert winner(DMJL, X3_HAND, "Rd", seat="E", options={"limit": 1000})["score"] == 1000
    assert winner(BMJA, "[111m] 222m 333m 555m 99m", "9m", source="E",
                  options={"limit": 300})["score"] == 300
    assert _refused(win_deal(DMJL, X3_HAND, "Rd", seat="E", options={"limit": 0})).code == "bad_option"


def test_cl_z02_roof_off_leaves_ordinary_hands_uncapped():
    assert winner(DMJL, X3_HAND, "Rd", seat="E", options={"roof_off": True})["score"] == 1728


def test_cl_z03_bmja_allows_at_most_one_chow_dmjl_any():
    hand = "123m 456p 789s 234s 55m"
    assert winner(DMJL, hand, "5m")["score"] > 0
    error = _refused(win_deal(BMJA, hand, "5m"))
    assert error.code == "incomplete_hand"
    assert error.message == f"seat S: {hand} is not a complete hand under classic-bmja"


def test_cl_z04_bonus_tiles_are_in_play_and_a_winner_holds_14_tiles_plus_kongs():
    assert points(winner(BMJA, "[222m] [333p] [444s] 666s 55m 1f 4y", "5m"), "CL-Z39") == [8]
    assert _refused(win_deal(DMJL, "[222m] [333p] [444s] 666s 555m", "5m")).code == "tile_count"


def test_cl_z05_dead_wall_has_16_tiles_in_dmjl_14_in_bmja():
    assert (PRESETS[DMJL].dead_wall, PRESETS[BMJA].dead_wall) == (16, 14)


def test_cl_z06_no_minimum_to_go_out():
    seat = winner(DMJL, "[123m] 456m 789p 789p 55s", "5s", source="W", seat="N", round_wind="S")
    # nothing but Mah Jong 20, pair completed 2, only possible tile 2; zero-point hand 1 dbl
    assert (seat["points"], seat["doubles"], seat["score"]) == (24, 1, 48)


def test_cl_z07_a_game_is_four_rounds():
    assert flow.ROUNDS_PER_GAME == 4


def test_cl_z08_east_keeps_the_role_until_another_player_wins_option_b_by_default():
    for ruleset in (DMJL, BMJA):
        assert get_ruleset(ruleset).option("east_after_draw").default == "B"
    assert flow.default_policy(DMJL, {}) == "classic_b"
    assert flow.default_policy(BMJA, {"east_after_draw": "A"}) == "classic_a"


def test_cl_z09_bmja_ready_hand_announcement_is_procedure_not_checked_by_the_scorer():
    assert PRESETS[BMJA].ready_hand_announced and not PRESETS[DMJL].ready_hand_announced
    assert winner(BMJA, "[222m] [333p] [444s] 666s 55m", "5m")["score"] > 0


def test_cl_z10_one_winner_per_hand():
    seats = {w: {"hand": h, "win": {"tile": "5m", "from": "E"}}
             for w, h in (("S", "[222p] [333p] [444s] 666s 5m"), ("W", "[777p] [888p] [999s] 111s 5m"))}
    assert _refused(deal(DMJL, seats)).code == "bad_deal"


def test_cl_z11_points_times_two_to_the_doublings_without_rounding():
    seat = winner(DMJL, "999m666p SS [RdRdRd] [345s] 2f 3y", "S")
    assert seat["score"] == seat["points"] * 2 ** seat["doubles"] == 108  # 20 doubled, not rounded


def test_cl_z12_non_winners_score_sets_bonus_and_doublings_but_no_winner_items():
    seat = other(DMJL, "222m 333p 444s 66s 2f 2y", seat="S")
    assert rules(seat) == {"CL-Z31", "CL-Z39", "CL-Z40", "CL-Z48"}


def test_cl_z13_four_undeclared_identical_tiles_are_a_concealed_pung_and_a_loose_tile():
    seat = other(BMJA, "5555m", seat="S")
    assert points(seat, "CL-Z31") == [4] and "CL-Z33" not in rules(seat)


def test_cl_z14_the_winning_tile_is_read_where_it_scores_most():
    seat = winner(DMJL, "55567p 123s 789s EEE", "5p", source="N", seat="S")
    assert points(seat, "CL-Z54") == [2]  # completing the pair beats completing the chow


def test_cl_z15_a_claimed_winning_tile_exposes_the_set_it_completes():
    drawn = winner(BMJA, "222m 333p 444s 666s 55m", "6s", seat="S")
    claimed = winner(BMJA, "222m 333p 444s 666s 55m", "6s", source="W", seat="S")
    assert points(drawn, "CL-Z31") == [4, 4, 4, 4]
    assert points(claimed, "CL-Z30") == [2] and doubles(claimed, "CL-Z58") == 0


def test_cl_z16_a_bracketed_kong_counts_as_exposed_for_concealment():
    seat = winner(DMJL, "[5555p] 222m 333m 444s 66s", "6s")
    assert points(seat, "CL-Z32") == [8] and doubles(seat, "CL-Z58") == 0


def test_cl_z17_a_score_above_the_limit_is_reduced_to_the_limit():
    assert winner(BMJA, "111999m999p RdRd (EEEE) 1f 1y", "Rd", seat="E")["score"] == 1000


def test_cl_z18_full_limit_scores_exactly_l_and_half_limit_yields_to_a_larger_ordinary_score():
    assert winner(DMJL, "111999m999p RdRd (EEEE)", "Rd", seat="E",
                  options={"roof_off": True})["score"] == 500
    knitting = "1234567m 1234567p 1234f 1234y"
    seat = winner(BMJA, knitting, "7p", seat="E")
    assert (seat["score"], seat["limit"]) == (1000, None)  # 34 points, 8 doublings, capped
    assert winner(BMJA, knitting, "7p", seat="E", options={"roof_off": True})["score"] == 34 * 2 ** 8
    assert winner(BMJA, "1234567m 1234567p", "7p", seat="E")["score"] == 500


def test_cl_z19_a_hand_that_fits_no_pattern_is_refused_as_incomplete():
    error = _refused(win_deal(DMJL, "123m 456p 789s 234s 5m 9m", "5m"))
    assert error.code == "incomplete_hand"
    assert error.message == "seat S: 123m 456p 789s 234s 5m 9m is not a complete hand under classic-dmjl"


def test_cl_z20_a_hand_fitting_several_patterns_takes_the_best():
    seat = winner(BMJA, "EE SS WW NN RdRd GdGd WdWd", "Wd")  # All Pair Honours, but Only honours
    assert (seat["score"], seat["limit"]) == (1000, "CL-Z70")


def test_cl_z13_two_decompositions_score_differently_and_the_best_is_kept():
    # 111222333m: three concealed pungs (16 points, CL-Z48) or three chows (zero-point hand).
    seat = winner(DMJL, "111222333m 789p EE", "9p", seat="W", round_wind="S")
    assert seat["score"] == (8 + 4 + 4 + 20 + 2) * 4
    assert "111m 222m 333m" in seat["arrangement"]


# -- settlement (CL-P01-CL-P05) ----------------------------------------------------------------

def _payments(result: dict) -> dict[tuple[str, str], int]:
    return {(p["from"], p["to"]): p["amount"] for p in result["payments"]}


def test_cl_p01_every_non_winner_pays_the_winner_his_score():
    result = score_deal(win_deal(BMJA, "[222m] [333p] [444s] 666s 55m", "5m", seat="S"))
    score_s = result["seats"]["S"]["score"]
    assert _payments(result) == {("E", "S"): 2 * score_s, ("W", "S"): score_s, ("N", "S"): score_s}


def test_cl_p02_non_winners_settle_their_differences_lower_pays_higher():
    result = score_deal(win_deal(DMJL, "[222m] [333p] [444s] 666s 55m", "5m", seat="S",
                                 others={"W": "[RdRdRd]", "N": "[777p]"}))
    assert _payments(result)[("N", "W")] == 8 - 2


def test_cl_p03_east_pays_and_collects_double():
    result = score_deal(win_deal(DMJL, "[222m] [333p] [444s] 666s 55m", "5m", seat="E",
                                 others={"W": "[RdRdRd]"}))
    score_e = result["seats"]["E"]["score"]
    paid = _payments(result)
    assert paid[("S", "E")] == paid[("N", "E")] == 2 * score_e
    assert paid[("W", "E")] == 2 * score_e  # every non-winner pays the winner's full score
    assert paid[("S", "W")] == paid[("N", "W")] == 8


def test_cl_p04_no_immediate_payments_during_the_hand():
    data = win_deal(DMJL, "[222m] [333p] [444s] 666s 55m", "5m")
    data["seats"]["E"] = {"hand": "", "instant": [{"kind": "kong", "concealed": True}]}
    assert _refused(data).code == "bad_deal"


def test_cl_p05_a_dead_hand_pays_nothing():
    result = score_deal(deal(BMJA, {"E": {"hand": "[RdRdRd]"}}, void=True))
    assert result["payments"] == [] and result["void"] is True
    assert all(seat["score"] == 0 for seat in result["seats"].values())


def test_cl_z90_cl_z99_dmjl_false_mah_jong_penalty_300_is_shared_by_the_other_three():
    data = win_deal(DMJL, "[222m] [333p] [444s] 666s 55m", "5m", seat="S")
    data["seats"]["W"] = {"hand": "", "penalty": 300}
    plain = score_deal(win_deal(DMJL, "[222m] [333p] [444s] 666s 55m", "5m", seat="S"))
    result = score_deal(data)
    assert result["net"]["W"] == plain["net"]["W"] - 300
    assert all(result["net"][w] == plain["net"][w] + 100 for w in "ESN")


def _penalised(ruleset: str, penalties: dict[str, object]) -> dict[str, int]:
    """The nets of a dead hand in which the table entered these penalties."""
    seats = {wind: {"hand": "", "penalty": penalty} for wind, penalty in penalties.items()}
    return score_deal(deal(ruleset, seats, void=True))["net"]


def test_cl_z86_cl_z91_two_players_pay_150_each_and_the_two_others_receive_150_each():
    added = _penalised(DMJL, {"W": {"E": 75, "N": 75}, "S": {"E": 75, "N": 75}})
    assert added == {"E": 150, "S": -150, "W": -150, "N": 150}


def test_cl_z87_cl_z99_a_penalty_paid_to_the_harmed_player_only():
    data = win_deal(DMJL, "[222m] [333p] [444s] 666s 55m", "5m", seat="S")
    data["seats"]["W"] = {"hand": "", "penalty": {"E": 50}}
    assert _payments(score_deal(data))[("W", "E")] == 50  # not doubled for East


def test_cl_z88_dmjl_false_naming_claimed_for_a_pung_costs_100_to_the_harmed_player():
    assert _penalised(DMJL, {"W": {"N": 100}}) == {"E": 0, "S": 0, "W": -100, "N": 100}


def test_cl_z89_bmja_false_naming_claimed_for_a_set_costs_50_to_the_harmed_player():
    assert _penalised(BMJA, {"E": {"N": 50}}) == {"E": -50, "S": 0, "W": 0, "N": 50}


def test_cl_z92_three_false_mah_jongs_pay_100_each_to_the_fourth_player():
    added = _penalised(DMJL, {w: {"N": 100} for w in "ESW"})
    assert added == {"E": -100, "S": -100, "W": -100, "N": 300}


def test_cl_z93_dmjl_false_naming_claimed_for_mah_jong_discarder_pays_100_to_each_other():
    assert _penalised(DMJL, {"E": 300}) == {"E": -300, "S": 100, "W": 100, "N": 100}


def test_cl_z99_a_penalty_that_three_cannot_share_equally_is_refused():
    data = win_deal(BMJA, "[222m] [333p] [444s] 666s 55m", "5m", seat="S")
    data["seats"]["W"] = {"hand": "", "penalty": 500}
    error = _refused(data)
    assert error.code == "bad_deal" and "seat W" in error.message


# -- game flow (CL-G02-CL-G04, CL-Z84) ---------------------------------------------------------

def _keeps(ruleset: str, data: dict) -> bool:
    rules_ = get_ruleset(ruleset)
    return rules_.dealer_keeps_seat(parse_deal(data, rules_), score(data))


def test_cl_g02_east_keeps_the_seat_after_winning():
    assert _keeps(BMJA, win_deal(BMJA, X3_HAND, "Rd", seat="E"))
    assert not _keeps(BMJA, win_deal(BMJA, X3_HAND, "Rd", seat="W"))


def test_cl_g03_after_a_dead_hand_east_keeps_the_seat_for_the_replay():
    assert _keeps(DMJL, deal(DMJL, {}, void=True))


def test_cl_g04_option_a_east_passes_after_winning_the_replay():
    data = win_deal(DMJL, X3_HAND, "Rd", seat="E", options={"east_after_draw": "A"})
    ruleset = get_ruleset(DMJL)
    after = flow.after_deal(flow.GameState(replay=True), ruleset, parse_deal(data, ruleset), score(data))
    assert after.east == 1


def test_cl_z84_dmjl_east_passes_on_after_a_ninth_win_in_a_row():
    ninth = win_deal(DMJL, X3_HAND, "Rd", seat="E", east_streak=8)
    assert not _keeps(DMJL, ninth)
    assert _keeps(BMJA, win_deal(BMJA, X3_HAND, "Rd", seat="E", east_streak=8))


# -- bad deals --------------------------------------------------------------------------------

@pytest.mark.parametrize(("flags", "source", "seat", "words"), [
    (["joker_exchange"], "self", "S", "no meaning"),
    (["last_tile"], "W", "S", '"from": "self"'),
    (["robbing_kong"], "self", "S", "discarder"),
    (["heavenly"], "self", "S", "only East"),
    (["first_discard"], "W", "S", "must be \"E\""),
])
def test_classic_refuses_win_flags_that_cannot_apply(flags, source, seat, words):
    data = win_deal(DMJL, "[222m] [333p] [444s] 666s 55m", "5m", source=source, seat=seat,
                    flags=tuple(flags))
    error = _refused(data)
    assert error.code == "bad_deal" and words in error.message and f"seat {seat}" in error.message


def test_cl_t01_classic_refuses_animals_and_jokers():
    error = _refused(win_deal(DMJL, "[222m] [333p] [444s] 666s 55m", "5m", others={"E": "5p J 1a"}))
    assert (error.code, error.message) == (
        "bad_tile", "seat E: J is not a tile of classic-dmjl (classic-dmjl plays without jokers)")


def test_classic_refuses_a_bonus_tile_as_the_winning_tile():
    error = _refused(win_deal(BMJA, "[222m] [333p] [444s] 666s 55m 2f", "2f"))
    assert error.code == "bad_deal" and "flower or season" in error.message


def test_classic_refuses_unknown_options():
    error = _refused(win_deal(BMJA, X3_HAND, "Rd", seat="E", options={"limit_fan": 5}))
    assert error.code == "bad_option" and "limit_fan" in error.message


def test_cl_z94_the_dangerous_discarder_pays_for_everyone():
    hand = "123m 444p 666s 888s 55m"
    ordinary = score_deal(win_deal(DMJL, hand, "5m", source="W", others={"E": "19p", "N": "EEE"}))
    won = ordinary["seats"]["S"]["score"]
    dangerous = score_deal(win_deal(DMJL, hand, "5m", source="W", others={"E": "19p", "N": "EEE"},
                                    options={"dangerous_discard": True}))
    assert dangerous["payments"] == [{"from": "W", "to": "S", "amount": 4 * won}]
    assert dangerous["net"] == {"E": 0, "S": 4 * won, "W": -4 * won, "N": 0}


def test_cl_z94_an_east_winner_is_paid_six_times_by_the_dangerous_discarder():
    result = score_deal(win_deal(BMJA, "123m 444p 666s 888s 55m", "5m", source="N", seat="E",
                                 options={"dangerous_discard": True}))
    won = result["seats"]["E"]["score"]
    assert result["payments"] == [{"from": "N", "to": "E", "amount": 6 * won}]


def test_cl_z94_needs_a_win_on_a_discard():
    error = _refused(win_deal(DMJL, "123m 444p 666s 888s 55m", "5m", options={"dangerous_discard": True}))
    assert error.code == "bad_option" and "CL-Z94" in error.message
