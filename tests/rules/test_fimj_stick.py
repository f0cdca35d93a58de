"""FIMJ stick points (S01–S15) and how a hand's value is made (SC01–SC05)."""

from __future__ import annotations

from tests.rules.test_fimj import FILLER, held, item, rules, win


def test_fimj_s01_own_flower_scores_4() -> None:
    assert item(win(f"555s {FILLER} 2f", "5p"), "FIMJ-S01")["points"] == 4


def test_fimj_s02_own_season_scores_4() -> None:
    assert item(win(f"555s {FILLER} 2y", "5p"), "FIMJ-S02")["points"] == 4


def test_fimj_s03_pair_of_dragons_scores_2() -> None:
    seat = win("123m 234p 678s 555s GdGd", "Gd")
    assert item(seat, "FIMJ-S03")["points"] == 2


def test_fimj_s04_pair_of_own_wind_scores_2() -> None:
    seat = win("123m 234p 678s 555s SS", "S")
    assert item(seat, "FIMJ-S04")["points"] == 2
    assert "FIMJ-S05" not in rules(seat)


def test_fimj_s05_pair_of_round_wind_scores_2() -> None:
    seat = win("123m 234p 678s 555s WW", "W", round_wind="W")
    assert item(seat, "FIMJ-S05")["points"] == 2
    assert "FIMJ-S04" not in rules(seat)


def test_fimj_a09_pair_of_a_wind_both_seat_and_round_scores_4() -> None:
    seat = win("123m 234p 678s 555s SS", "S", round_wind="S")
    assert seat["points"] == 4 + 4 + 20


def set_points(meld: str, rule: str) -> int:
    """Stick points of one set in a winning hand made of it and the worthless filler."""
    seat = win(f"{meld} {FILLER}", "5p")
    assert seat["score"] == item(seat, rule)["points"] + 20
    return item(seat, rule)["points"]


def test_fimj_s06_exposed_pung_of_simples_scores_2() -> None:
    assert set_points("[555s]", "FIMJ-S06") == 2


def test_fimj_s07_concealed_pung_of_simples_scores_4() -> None:
    assert set_points("555s", "FIMJ-S07") == 4


def test_fimj_s08_exposed_pung_of_head_tiles_scores_4() -> None:
    assert set_points("[999p]", "FIMJ-S08") == 4


def test_fimj_s09_concealed_pung_of_head_tiles_scores_8() -> None:
    assert set_points("999p", "FIMJ-S09") == 8


def test_fimj_s10_exposed_kong_of_simples_scores_8() -> None:
    assert set_points("[5555s]", "FIMJ-S10") == 8


def test_fimj_s11_concealed_kong_of_simples_scores_16() -> None:
    assert set_points("(5555s)", "FIMJ-S11") == 16


def test_fimj_s12_exposed_kong_of_head_tiles_scores_16() -> None:
    assert set_points("[9999p]", "FIMJ-S12") == 16


def test_fimj_s13_concealed_kong_of_head_tiles_scores_32() -> None:
    assert set_points("(9999p)", "FIMJ-S13") == 32


def test_fimj_s13_the_rule_of_thumb_head_doubles_kong_quadruples_concealment_doubles() -> None:
    # head sets double the simple ones, a kong is four pungs, concealment doubles
    assert item(win(f"(EEEE) {FILLER}", "5p", round_wind="W"), "FIMJ-S13")["points"] == 2 * 4 * 2 * 2


def test_fimj_s14_chiusura_20_for_the_winner_only() -> None:
    assert item(win(f"[555s] {FILLER}", "5p"), "FIMJ-S14")["points"] == 20
    assert "FIMJ-S14" not in rules(held("555s 123m 234p 678s"))


def test_fimj_s15_chows_simple_pairs_other_winds_and_other_flowers_score_nothing() -> None:
    seat = win("123m 234p 678s 567s NN 1f 3y", "N")
    assert seat["points"] == 20
    assert rules(seat) == ["FIMJ-S14"]


def test_fimj_sc01_score_is_stick_points_times_two_to_the_doublings() -> None:
    seat = win("RdRdRd 123m 234p 678s 55p", "5p")  # S09 8 + S14 20, D06
    assert (seat["score"], seat["points"], seat["doubles"]) == (56, 28, 1)


def test_fimj_sc02_a_non_winner_counts_fundamental_doublings_but_no_closing_ones() -> None:
    seat = held("RdRdRd 222p 333s")  # no chow, but C01 is the winner's
    assert sorted(rules(seat)) == ["FIMJ-D06", "FIMJ-D10", "FIMJ-S07", "FIMJ-S07", "FIMJ-S09"]
    assert seat["score"] == 16 * 4


def test_fimj_sc03_a_limit_hand_scores_its_value_with_no_doublings() -> None:
    seat = win("11m 22m 33p 44p 55s EE RdRd 2f", "Rd")
    assert (seat["score"], seat["doubles"], seat["limit"]) == (300, 0, "FIMJ-L01")


def test_fimj_sc04_hand_scores_are_not_rounded() -> None:
    assert win("RdRdRd 123m 234p 678s 55p", "5p")["score"] == 56


def test_fimj_sc05_a_non_winner_is_scored_by_his_best_partial_arrangement() -> None:
    # 1111m 23m: pung 111m + chow 123m (S09 8) beats pair 11m + chow + loose tiles (0)
    seat = held("1111m 23m")
    assert seat["score"] == 8
    assert seat["arrangement"] == "111m 123m"


def test_fimj_sc05_incomplete_groups_score_nothing() -> None:
    assert held("12m 9p 5s E")["score"] == 0


def test_fimj_sc05_four_bare_identical_tiles_are_a_pung_and_a_loose_tile() -> None:
    seat = held("5555p")
    assert rules(seat) == ["FIMJ-S07"]
    assert seat["arrangement"] == "555p 5p"


def test_fimj_sc05_a_kong_declared_after_the_mah_jong_is_a_concealed_kong() -> None:
    assert rules(held("(5555p)")) == ["FIMJ-S11"]


def test_fimj_sc05_exposed_sets_count_as_exposed_for_a_non_winner() -> None:
    assert rules(held("[555p] [999s]")) == ["FIMJ-S06", "FIMJ-S08"]


def test_fimj_a14_a_non_winner_counts_every_qualifying_pair_by_default() -> None:
    seat = held("RdRd GdGd SS", seat="S", round_wind="S")
    assert seat["points"] == 2 + 2 + 4


def test_fimj_a14_option_nonwinner_pairs_one_counts_only_the_best_pair() -> None:
    seat = held("RdRd GdGd SS", seat="S", round_wind="S", options={"nonwinner_pairs": "one"})
    assert seat["points"] == 4
    assert sorted(rules(seat)) == ["FIMJ-S04", "FIMJ-S05"]


def test_fimj_a02_non_winners_never_score_chiusura() -> None:
    assert held("123m 234p 678s 555s 5p")["points"] == 4
