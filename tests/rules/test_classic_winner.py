"""Mah Jong patterns, winner points and winner doublings (classic.md 12.3, 12.7, 12.8)."""

from __future__ import annotations

import pytest

from tests.rules.test_classic_support import BMJA, DMJL, doubles, points, rules, winner
from tourney.errors import EngineError

GATES = "1112345678999p"


def test_cl_z21_standard_hand_earns_20_points_doubled_like_the_others():
    seat = winner(DMJL, "123m 456p 789s [RdRdRd] 55s", "5s", source="W", seat="N", round_wind="S")
    assert points(seat, "CL-Z21") == [20]
    # exposed dragon pung, Mah Jong, pair of simples completed, only possible tile; dragon pung
    assert seat["score"] == (4 + 20 + 2 + 2) * 2


def test_cl_z22_thirteen_orphans_is_a_limit_hand_in_both_presets():
    for ruleset, limit in ((DMJL, 500), (BMJA, 1000)):
        seat = winner(ruleset, "19m19p19s ESWN RdGdWd 9s", "9s", source="E")
        assert (seat["score"], seat["limit"]) == (limit, "CL-Z22")


def test_cl_z23_dmjl_nine_gates_needs_the_extra_tile_self_drawn():
    seat = winner(DMJL, "1112345678999m 6m", "6m")
    assert (seat["score"], seat["limit"]) == (500, "CL-Z23")
    claimed = winner(DMJL, "1112345678999m 6m", "6m", source="W")
    assert claimed["limit"] != "CL-Z23"


def test_cl_z24_bmja_gates_of_heaven_any_tile_self_drawn_or_the_pair_claimed():
    assert winner(BMJA, GATES + " 4p", "9p")["limit"] == "CL-Z24"
    assert winner(BMJA, GATES + " 4p", "4p", source="E")["limit"] == "CL-Z24"
    with pytest.raises(EngineError) as refused:
        winner(BMJA, GATES + " 4p", "9p", source="E")
    assert refused.value.code == "incomplete_hand"


def test_cl_z25_dmjl_squirming_snake_allows_exposed_sets():
    seat = winner(DMJL, "[111s] 234s 55s 678s [999s]", "5s", source="W")
    assert (seat["score"], seat["limit"]) == (500, "CL-Z25")
    repeated_chow = winner(DMJL, "[111s] 234s 55s 234s [999s]", "5s", source="W")
    assert repeated_chow["limit"] is None  # 6, 7 and 8 missing: not a snake


def test_cl_z26_bmja_wriggling_snake_must_be_self_drawn():
    assert winner(BMJA, "11m 2345678m 9m ESWN", "1m")["limit"] == "CL-Z26"
    with pytest.raises(EngineError):
        winner(BMJA, "11m 2345678m 9m ESWN", "1m", source="W")


def test_cl_z27_bmja_triple_knitting_scores_half_the_limit():
    seat = winner(BMJA, "2m2p2s 4m4p4s 6m6p6s 8m8p8s 9m9p", "9p", source="W")
    assert (seat["score"], seat["limit"]) == (500, "CL-Z27")


def test_cl_z28_bmja_knitting_scores_half_the_limit():
    seat = winner(BMJA, "1234567m 1234567p", "7p")
    assert (seat["score"], seat["limit"]) == (500, "CL-Z28")
    with pytest.raises(EngineError):
        winner(BMJA, "123456m 1234567p 7s", "7p")  # three suits


def test_cl_z29_bmja_all_pair_honours_scores_half_the_limit():
    seat = winner(BMJA, "11m 99p EE SS RdRd GdGd WdWd", "Wd", source="E")
    assert (seat["score"], seat["limit"]) == (500, "CL-Z29")
    with pytest.raises(EngineError):
        winner(DMJL, "11m 99p EE SS RdRd GdGd WdWd", "Wd", source="E")  # not a DMJL pattern


def test_cl_z53_self_drawn_winning_tile_scores_2():
    drawn = winner(BMJA, "[222m] [333p] [444s] 567s EE", "5s", seat="N", round_wind="S")
    claimed = winner(BMJA, "[222m] [333p] [444s] 567s EE", "5s", source="E", seat="N", round_wind="S")
    assert points(drawn, "CL-Z53") == [2] and drawn["points"] == claimed["points"] + 2


def test_cl_z54_dmjl_winning_tile_completing_a_pair_of_simples_scores_2():
    seat = winner(DMJL, "55567p 123s 789s EEE", "5p", source="N", seat="S", round_wind="E")
    assert points(seat, "CL-Z54") == [2] and seat["score"] == (8 + 20 + 2) * 2
    assert points(winner(BMJA, "[222m] [333p] [444s] 678s 55m", "5m", source="E"), "CL-Z54") == []


def test_cl_z55_dmjl_winning_tile_completing_a_pair_of_terminals_or_honours_scores_4():
    seat = winner(DMJL, "[222m] [333p] [444s] 678s 99m", "9m", source="E")
    assert points(seat, "CL-Z55") == [4]


def test_cl_z56_dmjl_only_possible_tile_scores_2():
    edge = winner(DMJL, "[222m] [333p] [444s] 789s 55m", "7s", source="E")  # 89s waits on 7s only
    assert points(edge, "CL-Z56") == [2]
    open_ended = winner(DMJL, "[222m] [333p] [444s] 678s 55m", "6s", source="E")  # 78s: 6s or 9s
    assert points(open_ended, "CL-Z56") == []


def test_cl_z57_no_chow_doubles_the_winner():
    seat = winner(BMJA, "[222m] [333p] [444s] 666s 55m", "6s", source="E")
    assert doubles(seat, "CL-Z57") == 1


def test_cl_z58_concealed_hand_doubles_and_a_claimed_winning_tile_breaks_it():
    assert doubles(winner(BMJA, "222m 333p 456s 777s 55m", "5m"), "CL-Z58") == 1
    assert doubles(winner(BMJA, "222m 333p 456s 777s 55m", "5m", source="W"), "CL-Z58") == 0


def test_cl_z59_dmjl_zero_point_hand_doubles():
    seat = winner(DMJL, "123m 456p 789s 234s 55m", "5m", source="E", seat="S")
    assert doubles(seat, "CL-Z59") == 1
    scoring_pair = winner(DMJL, "123m 456p 789s 234s RdRd", "Rd", source="E", seat="S")
    assert doubles(scoring_pair, "CL-Z59") == 0


def test_cl_z60_dmjl_one_suit_plus_honours_doubles():
    seat = winner(DMJL, "123m 456m [789m] 111m NN", "N", source="E", seat="S")
    assert doubles(seat, "CL-Z60") == 1 and doubles(seat, "CL-Z61") == 0


def test_cl_z61_dmjl_one_suit_without_honours_doubles_three_times():
    seat = winner(DMJL, "123m 456m [789m] 111m 55m", "5m", source="E", seat="S")
    assert doubles(seat, "CL-Z61") == 3


def test_cl_z62_bmja_purity_one_suit_no_honours_no_chow_doubles_three_times():
    seat = winner(BMJA, "[111m] 222m 333m 555m 99m", "9m", source="E")
    assert doubles(seat, "CL-Z62") == 3 and seat["limit"] is None
    with_chow = winner(BMJA, "[111m] 222m 333m 567m 99m", "9m", source="E")
    assert doubles(with_chow, "CL-Z62") == 0


def test_cl_z63_terminals_and_honours_only_doubles():
    seat = winner(BMJA, "[111m] [999p] EEE NNN RdRd", "Rd", source="W", seat="S")
    assert doubles(seat, "CL-Z63") == 1


@pytest.mark.parametrize(("rule", "flag", "source"), [
    ("CL-Z64", "last_tile", "self"), ("CL-Z65", "last_discard", "W"),
    ("CL-Z67", "robbing_kong", "W"), ("CL-Z68", "original_call", "W"),
])
def test_cl_z64_z65_z67_z68_flag_doublings_in_both_presets(rule, flag, source):
    for ruleset in (DMJL, BMJA):
        seat = winner(ruleset, "[222m] [333p] [444s] 678s 55m", "7s", source=source, flags=(flag,))
        assert doubles(seat, rule) == 1


def test_cl_z64_last_tile_of_the_wall_doubles():
    seat = winner(DMJL, "[222m] [333p] [444s] 678s 55m", "7s", flags=("last_tile",))
    assert doubles(seat, "CL-Z64") == 1


def test_cl_z65_last_discard_doubles():
    seat = winner(BMJA, "[222m] [333p] [444s] 678s 55m", "7s", source="E", flags=("last_discard",))
    assert doubles(seat, "CL-Z65") == 1


def test_cl_z66_dmjl_replacement_tile_win_doubles_bmja_not():
    hand = "[2222m] [333p] [444s] 678s 55m"
    assert doubles(winner(DMJL, hand, "7s", flags=("replacement",)), "CL-Z66") == 1
    assert "CL-Z66" not in rules(winner(BMJA, hand, "7s", flags=("replacement",)))


def test_cl_z67_robbing_the_kong_doubles():
    seat = winner(BMJA, "[222m] [333p] [444s] 678s 55m", "7s", source="E", flags=("robbing_kong",))
    assert doubles(seat, "CL-Z67") == 1


def test_cl_z68_cl_z98_original_call_is_read_from_its_win_flag_and_doubles():
    seat = winner(DMJL, "[222m] 333p 444s 678s 55m", "7s", source="E", flags=("original_call",))
    assert doubles(seat, "CL-Z68") == 1
