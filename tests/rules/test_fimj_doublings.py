"""FIMJ fundamental doublings (D01–D20, every player) and closing doublings (C01–C05, winner only)."""

from __future__ import annotations

from tests.rules.test_fimj import FILLER, held, item, rules, win

BASE = f"555s {FILLER}"  # South wins on 5p: S07 4 + S14 20, no doubling


def doubles(seat: dict, rule: str) -> int:
    return item(seat, rule)["doubles"]


def test_fimj_d01_fimj_a10_own_flower_and_own_season_one_doubling_each() -> None:
    assert doubles(win(f"{BASE} 2f", "5p"), "FIMJ-D01") == 1
    both = win(f"{BASE} 2f 2y", "5p")
    assert both["doubles"] == 2  # FIMJ-A10
    assert rules(both).count("FIMJ-D01") == 2


def test_fimj_d01_someone_elses_flower_gives_no_doubling() -> None:
    assert win(f"{BASE} 1f 3y", "5p")["doubles"] == 0


def test_fimj_d02_bouquet_of_flowers_is_4_and_includes_the_own_flower() -> None:
    seat = win(f"{BASE} 1234f", "5p")
    assert doubles(seat, "FIMJ-D02") == 4
    assert seat["doubles"] == 4
    assert "FIMJ-D01" not in rules(seat)


def test_fimj_d03_all_four_seasons_is_4_and_includes_the_own_season() -> None:
    seat = win(f"{BASE} 1234y", "5p")
    assert doubles(seat, "FIMJ-D03") == 4
    assert seat["doubles"] == 4


def test_fimj_d04_pung_of_own_wind() -> None:
    seat = win(f"SSS {FILLER}", "5p")
    assert doubles(seat, "FIMJ-D04") == 1
    assert seat["doubles"] == 1


def test_fimj_d05_pung_of_round_wind() -> None:
    seat = win(f"[WWW] {FILLER}", "5p", round_wind="W")
    assert doubles(seat, "FIMJ-D05") == 1
    assert seat["doubles"] == 1


def test_fimj_a08_a_pung_of_a_wind_both_seat_and_round_is_worth_2_doublings() -> None:
    seat = win(f"[SSS] {FILLER}", "5p", round_wind="S")
    assert sorted(rules(seat)) == ["FIMJ-D04", "FIMJ-D05", "FIMJ-S08", "FIMJ-S14"]
    assert seat["doubles"] == 2


def test_fimj_d06_each_pung_or_kong_of_dragons_doubles() -> None:
    seat = win("[RdRdRd] [GdGdGdGd] 123m 234p 55p", "5p")
    assert rules(seat).count("FIMJ-D06") == 2
    assert seat["doubles"] == 2


def test_fimj_d07_three_pungs_of_head_tiles() -> None:
    seat = win("[111m] [999p] [NNN] 234s 55p", "5p")
    assert doubles(seat, "FIMJ-D07") == 1
    assert seat["doubles"] == 1


def test_fimj_d08_four_pungs_of_head_tiles_includes_d07() -> None:
    seat = win("[111m] [999p] [NNN] [1111s] 55p", "5p")
    assert doubles(seat, "FIMJ-D08") == 2
    assert "FIMJ-D07" not in rules(seat)


def test_fimj_d09_pungs_of_one_number_in_the_three_suits() -> None:
    seat = win("[444m] [444p] [4444s] 123m 55p", "5p")
    assert doubles(seat, "FIMJ-D09") == 1
    assert seat["doubles"] == 1


def test_fimj_d10_three_concealed_pungs() -> None:
    seat = win("222m 333p 444s 678s 55p", "5p")
    assert doubles(seat, "FIMJ-D10") == 1


def test_fimj_d10_concealed_kongs_do_not_count_as_concealed_pungs() -> None:
    assert "FIMJ-D10" not in rules(win("222m 333p (4444s) 678s 55p", "5p"))


def test_fimj_d11_four_concealed_pungs_includes_d10() -> None:
    seat = win("222m 333p 444s 777s 55p", "5p", source="E")  # the discard completes the pair
    assert doubles(seat, "FIMJ-D11") == 2
    assert "FIMJ-D10" not in rules(seat)


def test_fimj_d12_three_chows_with_the_same_numbers_in_any_suits() -> None:
    seat = win("567m 567p 567s 111m 99p", "9p")
    assert doubles(seat, "FIMJ-D12") == 1


def test_fimj_d13_four_chows_with_the_same_numbers() -> None:
    seat = win("567m 567m 567p 567s 99p", "9p")
    assert doubles(seat, "FIMJ-D13") == 2
    assert "FIMJ-D12" not in rules(seat)


def test_fimj_d14_three_identical_chows_in_one_suit() -> None:
    seat = win("567p 567p 567p 123m 99s", "9s")
    assert doubles(seat, "FIMJ-D14") == 2
    assert seat["doubles"] == 2


def test_fimj_d13_is_named_when_it_ties_with_d14() -> None:
    seat = win("567p 567p 567p 567m 99s", "9s")
    assert doubles(seat, "FIMJ-D13") == 2
    assert "FIMJ-D14" not in rules(seat)


def test_fimj_d15_four_identical_chows_in_one_suit() -> None:
    seat = win("234s 234s 234s 234s 99p", "9p")
    assert doubles(seat, "FIMJ-D15") == 4
    assert seat["doubles"] == 4


def test_fimj_d16_snake_in_any_suits() -> None:
    assert doubles(win("123m 456p 789s 111p 55s", "5s"), "FIMJ-D16") == 1


def test_fimj_d17_snake_in_one_suit() -> None:
    seat = win("123p 456p 789p NNN 55s", "5s")
    assert doubles(seat, "FIMJ-D17") == 2
    assert "FIMJ-D16" not in rules(seat)


def test_fimj_d18_chained_snake_in_any_suits() -> None:
    assert doubles(win("123m 345p 567s 789m 55s", "5s"), "FIMJ-D18") == 2


def test_fimj_d19_chained_snake_in_one_suit() -> None:
    seat = win("123p 345p 567p 789p 99s", "9s")
    assert doubles(seat, "FIMJ-D19") == 3
    assert seat["doubles"] == 3


def test_fimj_d20_families_count_their_highest_item_and_d04_d06_stack_with_d07() -> None:
    seat = win("[RdRdRd] [GdGdGd] [SSS] 123m 55p 1234f", "5p")
    assert sorted(rules(seat)) == ["FIMJ-D02", "FIMJ-D04", "FIMJ-D06", "FIMJ-D06", "FIMJ-D07",
                                   "FIMJ-S01", "FIMJ-S08", "FIMJ-S08", "FIMJ-S08", "FIMJ-S14"]
    assert seat["doubles"] == 4 + 1 + 2 + 1


def test_fimj_d_fundamental_doublings_count_for_non_winners_too() -> None:
    seat = held("RdRdRd [NNN] 4f", seat="N")
    assert sorted(rules(seat)) == ["FIMJ-D01", "FIMJ-D04", "FIMJ-D06",
                                   "FIMJ-S01", "FIMJ-S08", "FIMJ-S09"]
    assert seat["score"] == (8 + 4 + 4) << 3


def test_fimj_c01_woo_pung_no_chow() -> None:
    seat = win("[222m] [333p] [444s] [777s] 55p", "5p", source="E")
    assert doubles(seat, "FIMJ-C01") == 1
    assert seat["doubles"] == 1


def test_fimj_c02_colore_one_suit_with_dragons_or_own_wind() -> None:
    seat = win("234p 567p 888p [999p] RdRd", "Rd")
    assert doubles(seat, "FIMJ-C02") == 1
    assert "FIMJ-C02" in rules(win("234p 567p 888p [999p] SS", "S"))


def test_fimj_a03_colore_refuses_other_winds_and_needs_an_honour() -> None:
    assert "FIMJ-C02" not in rules(win("234p 567p 888p [999p] NN", "N"))
    assert "FIMJ-C02" not in rules(win("234p 567p 888p [999p] WW", "W", round_wind="W"))
    assert "FIMJ-C02" not in rules(win("234p 567p 888p [999p] 55p", "5p"))
    assert "FIMJ-C02" not in rules(win("234p 567p [888s] [999p] RdRd", "Rd"))


def test_fimj_c03_robbing_a_kong() -> None:
    seat = win(BASE, "2m", source="E", flags=("robbing_kong",))
    assert doubles(seat, "FIMJ-C03") == 1


def test_fimj_c04_mah_jong_on_the_last_discard() -> None:
    assert doubles(win(BASE, "2m", source="W", flags=("last_discard",)), "FIMJ-C04") == 1


def test_fimj_c05_mah_jong_on_the_last_tile_of_the_wall() -> None:
    assert doubles(win(BASE, "2m", flags=("last_tile",)), "FIMJ-C05") == 1


def test_fimj_c_closing_doublings_stack_with_each_other_and_fundamentals() -> None:
    seat = win("[RdRdRd] 111p 555p 999p SS", "S", source="N", flags=("last_discard",))
    assert sorted(r for r in rules(seat) if r[5] in "CD") == [
        "FIMJ-C01", "FIMJ-C02", "FIMJ-C04", "FIMJ-D06", "FIMJ-D07", "FIMJ-D10"]
