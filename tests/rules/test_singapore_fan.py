"""Singapore fān table SG-F01–F23: one test per rule, scored through score_deal."""

from __future__ import annotations

from typing import Any

import pytest

from tourney.notation import parse_hand
from tourney.rules import score_deal
from tourney.rules.singapore.instant import implied_instant


def win(seat: str, hand: str, tile: str, source: str = "self", *, flags: tuple[str, ...] = (),
        round_wind: str = "E", options: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    """Score a deal where ``seat`` wins with ``hand``; its immediate payments are the implied ones."""
    seats: dict[str, Any] = {w: {"hand": ""} for w in "ESWN"}
    seats[seat] = {"hand": hand, "win": {"tile": tile, "from": source, "flags": list(flags)},
                   "instant": implied_instant(parse_hand(hand), seat)}
    return score_deal({"ruleset": "singapore", "options": options or {}, "round_wind": round_wind,
                       "seats": seats, **top})


def fan(result: dict[str, Any], seat: str) -> dict[str, int]:
    """Fān per rule id of a seat's items."""
    found: dict[str, int] = {}
    for entry in result["seats"][seat]["items"]:
        if "fan" in entry:
            found[entry["rule"]] = found.get(entry["rule"], 0) + entry["fan"]
    return found


def test_sg_f01_each_dragon_pung_scores_one_fan():
    result = win("S", "RdRdRd 123m 456p 789s 55s", "1m")
    assert fan(result, "S") == {"SG-F01": 1}
    assert fan(win("S", "[RdRdRd] [GdGdGd] 123m 456p 55s", "1m"), "S") == {"SG-F01": 2}


def test_sg_f01_a_dragon_kong_counts_like_a_pung():
    result = win("S", "(RdRdRdRd) 123m 456p 789s 55s", "1m")
    assert fan(result, "S") == {"SG-F01": 1}


def test_sg_f02_pung_of_the_seat_wind_scores_one_fan():
    assert fan(win("W", "WWW 123m 456p 789s 55s", "1m"), "W") == {"SG-F02": 1}


def test_sg_f03_pung_of_the_round_wind_scores_one_fan():
    assert fan(win("S", "EEE 123m 456p 789s 55s", "1m"), "S") == {"SG-F03": 1}


def test_sg_f03_a_wind_both_seat_and_round_scores_two():
    assert fan(win("E", "EEE 123m 456p 789s 55s", "1m"), "E") == {"SG-F02": 1, "SG-F03": 1}


def test_sg_f04_all_chows_with_a_bonus_tile_scores_one_on_a_two_sided_wait():
    # 1f is East's flower: no fān for South, but it rules out Ping Wu
    assert fan(win("S", "123m 456p 789s 234s 55m 1f", "4s", "W"), "S") == {"SG-F04": 1}


def test_sg_f04_not_when_the_winning_discard_was_the_only_possible_tile():
    result = win("S", "123m 456p 789s 234s 55m 1f", "3m", "W", options={"min_fan": 0})
    assert fan(result, "S") == {}


def test_sg_f04_and_sg_a19_a_single_wait_counts_when_self_drawn():
    assert fan(win("S", "123m 456p 789s 234s 55m 1f", "3m"), "S") == {"SG-F04": 1}


@pytest.mark.parametrize("pair", ["RdRd", "SS", "EE"])
def test_sg_f04_not_with_a_pair_of_dragons_seat_wind_or_round_wind(pair):
    result = win("S", f"123m 456p 789s 234s {pair} 1f", "4s", "W", options={"min_fan": 0})
    assert "SG-F04" not in fan(result, "S")


def test_sg_f04_a_pair_of_another_wind_is_fine():
    assert fan(win("S", "123m 456p 789s 234s NN 1f", "4s", "W"), "S") == {"SG-F04": 1}


def test_sg_f05_and_sg_a04_ping_wu_is_four_in_total_without_bonus_tiles():
    assert fan(win("S", "123m 456p 789s 234s 55m", "4s", "W"), "S") == {"SG-F05": 4}


def test_sg_f05_an_animal_turns_ping_wu_into_all_chows():
    assert fan(win("S", "123m 456p 789s 234s 55m 1a", "4s", "W"), "S") == {"SG-F04": 1, "SG-F16": 1}


def test_sg_f06_all_pungs_scores_two():
    assert fan(win("S", "111m 222p 333s NNN 55s", "5s"), "S") == {"SG-F06": 2}


def test_sg_f06_the_best_reading_is_kept_when_pungs_could_be_chows():
    # 111222333m as three chows is all chows (F04 1); as pungs it is all pungs (F06 2)
    result = win("S", "111222333m NNN 55s 1f", "5s")
    assert fan(result, "S") == {"SG-F06": 2}


def test_sg_f07_half_flush_scores_two_by_default():
    assert fan(win("S", "123s 456s 789s NNN 55s", "5s"), "S") == {"SG-F07": 2}


def test_sg_f07_and_sg_a01_half_flush_option_one():
    result = win("S", "123s 456s 789s NNN 55s", "5s", options={"half_flush_fan": 1})
    assert fan(result, "S") == {"SG-F07": 1}


def test_sg_f08_full_flush_scores_four():
    assert fan(win("S", "123s 456s 789s 234s 55s 1f", "5s"), "S") == {"SG-F04": 1, "SG-F08": 4}


def test_sg_f09_all_terminals_scores_five():
    result = win("S", "111m 999m 111p 999p 11s", "1s", options={"limit_fan": 10})
    assert fan(result, "S") == {"SG-F09": 5, "SG-F06": 2}


def test_sg_f10_terminals_and_honours_scores_one():
    assert fan(win("S", "111m 999p NNN 111s WW", "1s"), "S") == {"SG-F10": 1, "SG-F06": 2}


def test_sg_f11_dragon_hand_scores_two_extra():
    result = win("S", "RdRdRd GdGdGd WdWdWd 123m 55p", "1m", options={"limit_fan": 10})
    assert fan(result, "S") == {"SG-F01": 3, "SG-F11": 2}


def test_sg_f11_dragon_hand_of_pungs_counts_seven():
    result = win("S", "RdRdRd GdGdGd WdWdWd 111m 55p", "1m", options={"limit_fan": 10})
    assert result["seats"]["S"]["fan"] == 7


def test_sg_f12_and_sg_a02_wind_hand_counts_seven():
    result = win("S", "EEE SSS WWW NNN RdRd", "Rd", options={"limit_fan": 10})
    assert fan(result, "S") == {"SG-F02": 1, "SG-F03": 1, "SG-F12": 3, "SG-F06": 2}
    assert result["seats"]["S"]["fan"] == 7


def test_sg_f13_two_dragon_pungs_and_a_pair_of_the_third_total_three():
    assert fan(win("S", "RdRdRd GdGdGd WdWd 123m 456p", "1m"), "S") == {"SG-F01": 2, "SG-F13": 1}


def test_sg_f14_and_sg_a03_three_wind_pungs_and_a_pair_of_the_fourth_is_four_in_total():
    result = win("S", "EEE SSS WWW NN 123p", "1p", options={"limit_fan": 10})
    assert fan(result, "S") == {"SG-F14": 4, "SG-F07": 2}


def test_sg_f15_concealed_hand_is_off_by_default():
    assert fan(win("S", "123m 456p 789s 234s 55m 1f", "4s"), "S") == {"SG-F04": 1}


def test_sg_f15_and_sg_a11_concealed_hand_option_needs_a_self_drawn_win():
    options = {"concealed_hand_fan": 1}
    drawn = win("S", "123m 456p 789s 234s 55m 1f", "4s", options=options)
    assert fan(drawn, "S") == {"SG-F04": 1, "SG-F15": 1}
    claimed = win("S", "123m 456p 789s 234s 55m 1f", "4s", "W", options=options)
    assert fan(claimed, "S") == {"SG-F04": 1}
    shown = win("S", "[123m] 456p 789s 234s 55m 1f", "4s", options=options)
    assert fan(shown, "S") == {"SG-F04": 1}


def test_sg_f16_each_animal_scores_one():
    assert fan(win("S", "RdRdRd 123m 456p 789s 55s 1a 3a", "1m"), "S") == {"SG-F01": 1, "SG-F16": 2}


def test_sg_f17_all_four_animals_score_five_in_total():
    result = win("S", "RdRdRd 123m 456p 789s 55s 1a2a3a4a", "1m", options={"limit_fan": 10})
    assert fan(result, "S") == {"SG-F01": 1, "SG-F17": 5}


@pytest.mark.parametrize(("seat", "own"), [("E", "1f"), ("S", "2y"), ("W", "3f"), ("N", "4y")])
def test_sg_f18_sg_t04_and_sg_a10_own_flower_or_season_scores_one(seat, own):
    result = win(seat, f"RdRdRd 123m 456p 789s 55s {own}", "1m")
    assert fan(result, seat) == {"SG-F01": 1, "SG-F18": 1}


def test_sg_f18_and_sg_t04_someone_elses_flower_scores_nothing():
    assert fan(win("S", "RdRdRd 123m 456p 789s 55s 1f 3y", "1m"), "S") == {"SG-F01": 1}


def test_sg_f18_own_flower_and_own_season_score_one_each():
    assert fan(win("S", "RdRdRd 123m 456p 789s 55s 2f 2y", "1m"), "S") == {"SG-F01": 1, "SG-F18": 2}


def test_sg_f19_a_bouquet_scores_two_and_replaces_the_own_flower():
    result = win("S", "RdRdRd 123m 456p 789s 55s 1234f", "1m")
    assert fan(result, "S") == {"SG-F01": 1, "SG-F19": 2}


def test_sg_f20_and_sg_a17_winning_on_a_dead_wall_tile_needs_only_the_replacement_flag():
    result = win("S", "(RdRdRdRd) 123m 456p 789s 55s", "1m", flags=("replacement",))
    assert fan(result, "S") == {"SG-F01": 1, "SG-F20": 1}


def test_sg_f21_winning_on_the_last_live_wall_tile_scores_one():
    result = win("S", "RdRdRd 123m 456p 789s 55s", "1m", flags=("last_tile",))
    assert fan(result, "S") == {"SG-F01": 1, "SG-F21": 1}


def test_sg_f22_robbing_an_exposed_kong_scores_one():
    result = win("S", "RdRdRd 123m 456p 789s 55s", "1m", "W", flags=("robbing_kong",))
    assert fan(result, "S") == {"SG-F01": 1, "SG-F22": 1}


def test_sg_f23_last_tile_bonus_points_are_off_by_default_and_paid_by_each_loser_when_set():
    hand = "RdRdRd 123m 456p 789s 55s"
    plain = win("S", hand, "1m", flags=("last_tile",))
    assert plain["net"]["S"] == 3 * 4
    bonus = win("S", hand, "1m", flags=("last_tile",), options={"last_tile_bonus": 10})
    assert bonus["net"]["S"] == 3 * (4 + 10)
    assert {"rule": "SG-F23", "points": 10}.items() <= bonus["seats"]["S"]["items"][-1].items()


def test_sg_a16_a_pair_of_honours_scores_nothing():
    result = win("S", "SS 123m 456p 789s 234s 1f", "1m", "W", options={"min_fan": 0})
    assert fan(result, "S") == {}


def test_sg_a18_an_all_honours_hand_gets_no_colour_or_terminal_fan():
    result = win("S", "EEE SSS RdRdRd GdGdGd NN", "N", options={"limit_fan": 20})
    assert fan(result, "S") == {"SG-F01": 2, "SG-F02": 1, "SG-F03": 1, "SG-F06": 2}
