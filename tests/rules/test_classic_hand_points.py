"""Set, pair and bonus points and the doublings every player counts (classic.md 12.4-12.6)."""

from __future__ import annotations

from tests.rules.test_classic_support import BMJA, DMJL, doubles, other, points


def test_cl_z30_exposed_pung_scores_2_for_simples_4_for_terminals_and_honours():
    seat = other(DMJL, "[333m] [999p] [SSS]")
    assert points(seat, "CL-Z30") == [2, 4, 4]


def test_cl_z31_concealed_pung_scores_4_for_simples_8_for_terminals_and_honours():
    seat = other(DMJL, "333m 999p SSS")
    assert points(seat, "CL-Z31") == [4, 8, 8]


def test_cl_z32_exposed_kong_scores_8_for_simples_16_for_terminals_and_honours():
    seat = other(BMJA, "[3333m] [9999p] [SSSS]")
    assert points(seat, "CL-Z32") == [8, 16, 16]


def test_cl_z33_declared_concealed_kong_scores_16_for_simples_32_for_terminals_and_honours():
    seat = other(BMJA, "(3333m) (9999p) (SSSS)")
    assert points(seat, "CL-Z33") == [16, 32, 32]


def test_cl_z34_a_chow_scores_nothing():
    seat = other(DMJL, "123m 567p")
    assert seat["score"] == 0 and "123m" in seat["arrangement"]


def test_cl_z35_pair_of_dragons_scores_2():
    assert points(other(DMJL, "RdRd"), "CL-Z35") == [2]


def test_cl_z36_pair_of_own_wind_scores_2():
    assert points(other(DMJL, "SS", seat="S"), "CL-Z36") == [2]


def test_cl_z37_pair_of_round_wind_scores_2_and_with_own_wind_4():
    assert points(other(DMJL, "WW", seat="S", round_wind="W"), "CL-Z37") == [2]
    both = other(BMJA, "EE", seat="E", round_wind="E")
    assert both["points"] == 4


def test_cl_z38_any_other_pair_scores_nothing():
    assert other(DMJL, "55m NN", seat="E")["score"] == 0


def test_cl_z39_each_flower_or_season_scores_4():
    seat = other(DMJL, "1f 3f 4y", seat="S")
    assert points(seat, "CL-Z39") == [12] and seat["score"] == 12


def test_cl_z40_dmjl_own_flower_and_own_season_together_double_once():
    assert doubles(other(DMJL, "2f 2y", seat="S"), "CL-Z40") == 1
    alone = other(DMJL, "2f", seat="S")
    assert alone["doubles"] == 0 and alone["score"] == 4


def test_cl_z41_bmja_own_flower_doubles():
    seat = other(BMJA, "2f", seat="S")
    assert doubles(seat, "CL-Z41") == 1 and seat["score"] == 8


def test_cl_z42_bmja_own_season_doubles():
    seat = other(BMJA, "3y", seat="W")
    assert doubles(seat, "CL-Z42") == 1 and seat["score"] == 8


def test_cl_z43_all_four_flowers_double_once_in_dmjl_twice_in_bmja():
    assert doubles(other(DMJL, "1234f", seat="S"), "CL-Z43") == 1
    bmja = other(BMJA, "1234f", seat="S")
    assert doubles(bmja, "CL-Z43") == 2 and bmja["doubles"] == 3  # with the own flower (12.5)


def test_cl_z44_all_four_seasons_double_once_in_dmjl_twice_in_bmja():
    assert doubles(other(DMJL, "1234y", seat="S"), "CL-Z44") == 1
    assert doubles(other(BMJA, "1234y", seat="S"), "CL-Z44") == 2


def test_cl_z45_each_pung_or_kong_of_dragons_doubles():
    seat = other(BMJA, "[RdRdRd] [GdGdGdGd]")
    assert doubles(seat, "CL-Z45") == 2 and seat["score"] == (4 + 16) * 4


def test_cl_z46_pung_of_own_wind_doubles():
    assert doubles(other(DMJL, "[SSS]", seat="S", round_wind="E"), "CL-Z46") == 1


def test_cl_z47_pung_of_round_wind_doubles_and_with_own_wind_twice():
    assert doubles(other(DMJL, "[WWW]", seat="S", round_wind="W"), "CL-Z47") == 1
    both = other(BMJA, "[EEE]", seat="E", round_wind="E")
    assert both["doubles"] == 2 and both["score"] == 16


def test_cl_z48_dmjl_three_concealed_pungs_double():
    assert doubles(other(DMJL, "333m 555p 999s"), "CL-Z48") == 1
    assert doubles(other(DMJL, "333m 555p [999s]"), "CL-Z48") == 0
    assert doubles(other(BMJA, "333m 555p 999s"), "CL-Z48") == 0


def test_cl_z49_dmjl_little_three_dragons_doubles_besides_the_dragon_pungs():
    seat = other(DMJL, "[RdRdRd] [GdGdGd] WdWd")
    assert doubles(seat, "CL-Z49") == 1 and seat["doubles"] == 3
    assert doubles(other(BMJA, "[RdRdRd] [GdGdGd] WdWd"), "CL-Z49") == 0


def test_cl_z50_dmjl_big_three_dragons_double_twice():
    seat = other(DMJL, "[RdRdRd] [GdGdGd] [WdWdWd]")
    assert doubles(seat, "CL-Z50") == 2 and seat["doubles"] == 5


def test_cl_z51_dmjl_little_four_joys_doubles():
    seat = other(DMJL, "[EEE] [SSS] [WWW] NN", seat="W", round_wind="S")
    assert doubles(seat, "CL-Z51") == 1


def test_cl_z52_dmjl_big_four_joys_double_twice():
    seat = other(DMJL, "[EEE] [SSS] [WWW] [NNN]")
    assert doubles(seat, "CL-Z52") == 2
    assert doubles(other(BMJA, "[EEE] [SSS] [WWW] [NNN]"), "CL-Z52") == 0
