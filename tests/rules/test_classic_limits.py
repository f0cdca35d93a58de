"""Limit hands, calling awards and the known peculiarities (classic.md 12.9, 12.10, 12.15)."""

from __future__ import annotations

from tests.rules.test_classic_support import BMJA, DMJL, FILLER_2, doubles, other, rules, win_deal, winner
from tourney.rules import score_deal


def test_cl_z69_dmjl_concealed_one_suit_hand_is_a_limit_only_when_concealed():
    assert winner(DMJL, "123m 456m 789m 111m 55m", "5m")["limit"] == "CL-Z69"
    claimed = winner(DMJL, "123m 456m 789m 111m 55m", "5m", source="E")
    assert claimed["limit"] is None and doubles(claimed, "CL-Z61") == 3


def test_cl_z70_only_honours_is_a_limit():
    seat = winner(BMJA, "EEE SSS WWW RdRdRd GdGd", "Gd", source="N")
    assert (seat["score"], seat["limit"]) == (1000, "CL-Z70")


def test_cl_z71_heads_and_tails_is_a_limit():
    assert winner(DMJL, "111m 999m 111p 999p 11s", "1s", source="E")["limit"] == "CL-Z71"


def test_cl_z72_dmjl_hidden_treasure_needs_concealed_pungs_and_self_drawn():
    assert winner(DMJL, "222m 333p 444s 666s 55m", "5m")["limit"] == "CL-Z72"
    assert winner(DMJL, "222m 333p 444s 666s 55m", "5m", source="W")["limit"] is None
    assert winner(BMJA, "222m 333p 444s 666s 55m", "5m")["limit"] is None


def test_cl_z73_bmja_buried_treasure_four_concealed_pungs_of_one_suit_and_honours():
    assert winner(BMJA, "111m 222m 333m EEE 55m", "5m", source="W")["limit"] == "CL-Z73"
    assert winner(BMJA, "111m 222m 333m EEE 55m", "E", source="W")["limit"] != "CL-Z73"
    assert winner(BMJA, "111m 222m 333p EEE 55m", "5m")["limit"] is None


def test_cl_z74_fourfold_plenty_four_kongs_is_a_limit():
    seat = winner(DMJL, "[1111m] [2222p] (3333s) [5555s] NN", "N", source="E")
    assert seat["limit"] == "CL-Z74"


def test_cl_z75_three_great_scholars_any_remainder_in_dmjl_no_chow_in_bmja():
    hand = "[RdRdRd] [GdGdGd] WdWdWd 123m 55p"
    assert winner(DMJL, hand, "5p", source="E")["limit"] == "CL-Z75"
    bmja = winner(BMJA, hand, "5p", source="E")
    assert bmja["limit"] is None and bmja["score"] < 1000
    assert winner(BMJA, "[RdRdRd] [GdGdGd] WdWdWd 111m 55p", "5p", source="E")["limit"] == "CL-Z75"


def test_cl_z76_four_blessings_hovering_over_the_door_is_a_limit():
    assert winner(BMJA, "[EEE] [SSS] [WWW] NNN 55m", "5m", source="E")["limit"] == "CL-Z76"


def test_cl_z77_imperial_jade_all_green_is_a_limit():
    assert winner(BMJA, "[222s] 333s 444s 666s GdGd", "Gd", source="E")["limit"] == "CL-Z77"


def test_cl_z95_imperial_jade_with_all_six_green_kinds_is_still_a_limit():
    seat = winner(DMJL, "234s 666s 888s GdGdGd 33s", "3s", source="E")
    assert seat["limit"] == "CL-Z77"


def _winning_tile_limit(rule: str, hand: str, tile: str, flag: str, source: str = "self") -> None:
    for ruleset in (DMJL, BMJA):
        assert winner(ruleset, hand, tile, source=source, flags=(flag,), seat="N")["limit"] == rule
    assert winner(DMJL, hand, tile, source=source, seat="N")["limit"] is None


def test_cl_z78_gathering_the_plum_blossom_5_circles_from_the_dead_wall():
    _winning_tile_limit("CL-Z78", "[2222m] [3333m] 678s 444p 55p", "5p", "replacement")


def test_cl_z79_plucking_the_moon_1_circles_as_the_last_wall_tile():
    _winning_tile_limit("CL-Z79", "[222m] [333m] 678s 999p 11p", "1p", "last_tile")


def test_cl_z80_scratching_a_carrying_pole_robbing_a_kong_of_2_bamboo():
    _winning_tile_limit("CL-Z80", "[222m] [333m] 999p 123s 55p", "2s", "robbing_kong", source="W")


def test_cl_z81_cl_z98_twofold_fortune_is_read_from_its_win_flag():
    _winning_tile_limit("CL-Z81", "[2222m] [3333m] 678s 444p 55p", "5p", "twofold_fortune")


def test_cl_z78_plum_blossom_from_the_roof_needs_the_5_circles():
    seat = winner(DMJL, "[2222m] [3333m] 678s 456p 55p", "4p", flags=("replacement",))
    assert seat["limit"] is None and doubles(seat, "CL-Z66") == 1


def test_cl_z82_blessing_of_heaven_east_with_the_dealt_hand():
    seat = winner(BMJA, "123m 444p 666s 888s 55m", "5m", seat="E", flags=("heavenly",))
    assert (seat["score"], seat["limit"]) == (1000, "CL-Z82")


def test_cl_z83_blessing_of_earth_win_on_easts_first_discard():
    seat = winner(DMJL, "123m 444p 666s 888s 55m", "5m", source="E", flags=("first_discard",))
    assert (seat["score"], seat["limit"]) == (500, "CL-Z83")


def test_cl_z84_dmjl_easts_ninth_win_in_a_row_is_a_limit():
    hand = "123m 444p 666s 888s 55m"
    assert winner(DMJL, hand, "5m", seat="E", east_streak=8)["limit"] == "CL-Z84"
    assert winner(DMJL, hand, "5m", seat="E", east_streak=7)["limit"] is None
    assert winner(BMJA, "123m 444p 666s 888s 55m", "5m", seat="E", east_streak=8)["limit"] is None


def test_cl_z96_nine_gates_won_on_a_discard_scores_as_an_ordinary_one_suit_hand():
    seat = winner(DMJL, "1112345678999m 3m", "3m", source="W")
    assert seat["limit"] is None and doubles(seat, "CL-Z61") == 3


# A non-winning hand one tile short of each limit hand, and its BMJA award (limit 1000).
CALLING = {
    "CL-Z85a": ("EEE SSS WWW RdRdRd Gd", 400),
    "CL-Z85b": ("1m23456789m ESWN", 400),
    "CL-Z85c": ("2m2p2s 4m4p4s 6m6p6s 8m8p8s 9m", 200),
    "CL-Z85d": ("1112345678999p", 400),
    "CL-Z85e": ("1m1p 2m2p 3m3p 4m4p 5m5p 6m6p 7m", 200),
    "CL-Z85f": ("222s 333s 444s 666s Gd", 400),
    "CL-Z85g": ("19m19p19s ESWN RdGdWd", 400),
    "CL-Z85h": ("777s55p WdWd [GdGdGd] [RdRdRd]", 400),
    "CL-Z85i": ("11m 99p EE SS RdRd GdGd Wd", 200),
    "CL-Z85j": ("111m 999m 111p 999p 1s", 400),
    "CL-Z85k": ("EEE SSS WWW NNN 9m", 400),
    "CL-Z85l": ("111m 222m 333m EEE 9m", 400),
    "CL-Z85m": ("[1111m] [2222p] [3333s] [EEEE] N", 400),
}


def _calling(rule: str) -> None:
    """The BMJA award for a non-winner calling for a limit hand, and nothing in DMJL."""
    hand, award = CALLING[rule]
    filler = ("N", "[222s] [888s] [444p] [666p] 77m", "7m") if rule == "CL-Z85h" else FILLER_2
    seat = other(BMJA, hand, seat="E", filler=filler)
    assert (seat["score"], seat["limit"]) == (award, rule)
    assert other(DMJL, hand, seat="E", filler=filler)["limit"] is None


def test_cl_z85a_calling_for_only_honours_earns_two_fifths_of_the_limit():
    _calling("CL-Z85a")


def test_cl_z85b_calling_for_wriggling_snake_earns_two_fifths_of_the_limit():
    _calling("CL-Z85b")


def test_cl_z85c_calling_for_triple_knitting_earns_a_fifth_of_the_limit():
    _calling("CL-Z85c")


def test_cl_z85d_calling_for_gates_of_heaven_earns_two_fifths_of_the_limit():
    _calling("CL-Z85d")


def test_cl_z85e_calling_for_knitting_earns_a_fifth_of_the_limit():
    _calling("CL-Z85e")


def test_cl_z85f_calling_for_imperial_jade_earns_two_fifths_of_the_limit():
    _calling("CL-Z85f")


def test_cl_z85g_calling_for_the_13_unique_wonders_earns_two_fifths_of_the_limit():
    _calling("CL-Z85g")


def test_cl_z85h_calling_for_three_great_scholars_earns_two_fifths_of_the_limit():
    _calling("CL-Z85h")


def test_cl_z85i_calling_for_all_pair_honours_earns_a_fifth_of_the_limit():
    _calling("CL-Z85i")


def test_cl_z85j_calling_for_heads_and_tails_earns_two_fifths_of_the_limit():
    _calling("CL-Z85j")


def test_cl_z85k_calling_for_four_blessings_earns_two_fifths_of_the_limit():
    _calling("CL-Z85k")


def test_cl_z85l_calling_for_buried_treasure_earns_two_fifths_of_the_limit():
    _calling("CL-Z85l")


def test_cl_z85m_calling_for_fourfold_plenty_earns_two_fifths_of_the_limit():
    _calling("CL-Z85m")


def test_cl_z85_calling_award_is_compared_with_the_ordinary_score():
    # Calling for Only honours (0.4 L = 400) but the hand itself is worth the limit.
    seat = other(BMJA, "(EEEE) (SSSS) (WWWW) (RdRdRdRd) Gd", seat="E", filler=FILLER_2)
    assert (seat["score"], seat["limit"]) == (1000, None)
    assert other(BMJA, "123m 456p 78s", seat="E", filler=FILLER_2)["score"] == 0


def test_cl_z85n_bmja_calling_for_purity_adds_three_doublings():
    seat = other(BMJA, "[111m] 222m 333m 666m 9m", seat="E", filler=FILLER_2)
    assert doubles(seat, "CL-Z85n") == 3 and seat["score"] == 16 * 8
    assert "CL-Z85n" not in rules(other(BMJA, "[123m] 222m 333m 666m 9m", seat="E", filler=FILLER_2))


def test_cl_z97_every_bracketed_kong_is_an_ordinary_exposed_kong():
    result = score_deal(win_deal(DMJL, "[5555p] 222m 333m 444s 66s", "6s"))
    south = result["seats"]["S"]
    assert "CL-Z32" in rules(south) and south["limit"] != "CL-Z72"
