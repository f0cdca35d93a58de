"""FIMJ rules about tiles and sets (T, S00) and the chosen interpretations of section 12 (A)."""

from __future__ import annotations

from tests.rules.test_fimj import FILLER, deal, held, item, play, rules, win
from tourney.rules import score_deal


def test_fimj_t03_own_flower_and_season_follow_the_seat_wind() -> None:
    west = play({"W": f"555s {FILLER} 3y"}, "W", "5p")["seats"]["W"]  # Autumn is West's
    assert "FIMJ-S02" in rules(west)
    assert "FIMJ-S02" not in rules(win(f"555s {FILLER} 3y", "5p"))  # not South's


def test_fimj_t05_a_kong_counts_as_one_combination() -> None:
    seat = win(f"[5555s] {FILLER}", "5p")  # 15 tiles: four sets and a pair
    assert seat["score"] == 28


def test_fimj_s00_a_kong_made_from_an_exposed_pung_is_exposed() -> None:
    assert "FIMJ-S10" in rules(win(f"[5555s] {FILLER}", "5p"))


def test_fimj_s00_a_pung_completed_by_the_winning_discard_is_exposed() -> None:
    assert "FIMJ-S06" in rules(win(f"555s {FILLER}", "5s", source="N"))
    assert "FIMJ-S07" in rules(win(f"555s {FILLER}", "5s"))


def test_fimj_a04_doublings_of_different_items_add_up_as_exponents() -> None:
    seat = win("[RdRdRd] [GdGdGd] 123m 234p 55p 2f", "5p")
    assert seat["doubles"] == 3  # D06 + D06 + D01
    assert seat["score"] == seat["points"] * 8


def test_fimj_a05_east_loser_pays_twice_the_limit_and_nothing_else_doubles_it() -> None:
    result = play({"S": "11m 22m 33p 44p 55s EE RdRd"}, "S", "Rd", source="W")
    assert {(p["from"], p["amount"]) for p in result["payments"] if p["to"] == "S"} == {
        ("E", 600), ("W", 300), ("N", 300)}


def test_fimj_a07_each_closing_doubling_is_worth_one() -> None:
    seat = win("[222m] [333p] [444s] [777s] 55p", "5p", source="E", flags=("last_discard",))
    assert item(seat, "FIMJ-C01")["doubles"] == item(seat, "FIMJ-C04")["doubles"] == 1


def test_fimj_a10_own_flower_and_own_season_give_two_doublings() -> None:
    assert win(f"555s {FILLER} 2f 2y", "5p")["doubles"] == 2


def test_fimj_a12_the_cap_binds_only_freak_hands() -> None:
    result = play({"S": "RdRdRd GdGdGd WdWdWd 123m 55p 1234f 1234y"}, "S", "5p")
    assert result["seats"]["S"]["score"] > 368_640
    assert {p["amount"] for p in result["payments"]} == {368_640, 737_280}


def test_fimj_a17_and_p06_a_void_hand_has_no_payments() -> None:
    result = score_deal(deal({"E": "RdRdRd", "W": "(9999m)"}, void=True))
    assert result["payments"] == []


def test_fimj_p06_nothing_is_paid_after_a_void_hand() -> None:
    assert set(score_deal(deal({}, void=True))["net"].values()) == {0}


def test_fimj_a20_the_last_discard_is_marked_by_the_referee_with_a_flag() -> None:
    assert "FIMJ-C04" in rules(win(f"555s {FILLER}", "5p", source="W", flags=("last_discard",)))
    assert "FIMJ-C04" not in rules(win(f"555s {FILLER}", "5p", source="W", wall_tiles_left=0))


def test_fimj_a22_east_with_replaced_bonus_tiles_still_wins_from_the_gods() -> None:
    east = play({"E": f"555s {FILLER} 1f 3y"}, "E", "5p", flags=("heavenly",))["seats"]["E"]
    assert east["limit"] == "FIMJ-L07"


def test_fimj_a25_bonus_tiles_count_only_when_shown_also_for_non_winners() -> None:
    assert rules(held("4f 4y")) == ["FIMJ-S01", "FIMJ-S02", "FIMJ-D01", "FIMJ-D01"]
    assert held("4f 4y")["score"] == 8 * 4
