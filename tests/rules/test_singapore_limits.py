"""Singapore limit hands (SG-L), instant wins (SG-W), the minimum to go out, checks and game flow."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.singapore_support import deal, win
from tourney.errors import EngineError
from tourney.rules import get_ruleset, parse_deal, score_deal
from tourney.tiles import ALL_TILES


def refused(code: str, seat: str, hand: str, tile: str, source: str = "self",
            flags: tuple[str, ...] = (), **top: Any) -> str:
    with pytest.raises(EngineError) as error:
        win(seat, hand, tile, source, flags, **top)
    assert error.value.code == code
    return error.value.message


EIGHT = "123m 456p 789s 234s 5m 1234f 1234y"


def test_sg_w01_and_sg_l01_all_eight_seasons_and_flowers_win_at_the_cap():
    result = win("S", EIGHT, "4y")
    south = result["seats"]["S"]
    assert (south["limit"], south["fan"], south["instant_win"]) == ("SG-L01", 5, "SG-W01")
    # 32 for the hand, and 4 + 4 + 2 paid during the hand for both sets and the own pair
    assert result["net"]["S"] == 3 * (32 + 10)


def test_sg_w02_and_sg_a14_the_transferred_eighth_is_paid_as_self_drawn():
    result = win("S", "123m 456p 789s 234s 55m 1234f 1234y", "2f", options={"limit_fan": 6})
    assert result["seats"]["S"]["payment"] == "SG-P03"
    assert result["net"]["S"] == 3 * (64 + 10)
    message = refused("bad_deal", "S", "123m 456p 789s 234s 55m 1234f 1234y", "5m", "W")
    assert "SG-W01/W02" in message


def test_sg_w01_a_bonus_tile_wins_only_as_the_eighth():
    message = refused("bad_deal", "S", "123m 456p 789s 234s 55m 1f", "1f")
    assert message.startswith("seat S: a bonus tile (1f) wins only")


def test_sg_w03_and_sg_t05_dragon_hand_wins_whatever_the_other_tiles():
    result = win("S", "RdRdRd GdGdGd WdWdWd 1m 5p 9s 2m 7p", "Rd", options={"limit_fan": 10})
    south = result["seats"]["S"]
    assert south["instant_win"] == "SG-W03"
    assert south["fan"] == 5  # SG-A07: F01 x3 + F11, no all-pungs on an incomplete hand


def test_sg_w03_and_sg_a07_an_incomplete_dragon_hand_keeps_its_bonus_tiles_and_colour():
    result = win("S", "RdRdRd GdGdGd WdWdWd 1m 5m 9m 2m 7m 2f", "Gd", options={"limit_fan": 10})
    rules = {i["rule"] for i in result["seats"]["S"]["items"]}
    assert rules == {"SG-F01", "SG-F11", "SG-F07", "SG-F18"}
    assert "SG-F06" not in rules


def test_sg_w03_the_winning_tile_must_complete_the_dragons():
    message = refused("incomplete_hand", "S", "RdRdRd GdGdGd WdWdWd 1m 5p 9s 2m 7p", "7p")
    assert message == "seat S: 12m57p9s RdRdRd GdGdGd WdWdWd is not a complete hand under singapore"


def test_sg_w04_wind_hand_wins_whatever_the_other_tiles():
    result = win("S", "EEE SSS WWW NNN 2m 8p", "N", options={"limit_fan": 10})
    south = result["seats"]["S"]
    assert south["instant_win"] == "SG-W04"
    assert south["fan"] == 5  # F02 + F03 + F12


def test_sg_l02_thirteen_wonders_self_drawn_is_the_cap():
    result = win("E", "19m 199p 19s ESWN RdGdWd", "9p")
    assert (result["seats"]["E"]["limit"], result["seats"]["E"]["score"]) == ("SG-L02", 32)
    assert result["net"]["E"] == 96


def test_sg_l02_and_sg_r03_thirteen_wonders_is_exempt_from_the_minimum():
    result = win("E", "19m 199p 19s ESWN RdGdWd", "9p", options={"min_fan": 6})
    assert result["seats"]["E"]["limit"] == "SG-L02"


def test_sg_l02_seven_pairs_is_not_a_singapore_hand():
    refused("incomplete_hand", "E", "1133m 5577p 99s EE NN", "E")


def test_sg_r03_a_hand_under_the_minimum_is_refused_naming_seat_and_fan():
    message = refused("min_fan", "S", "123m 456p 789s 234s 55m 1f", "3m", "W")
    assert message == "seat S: the hand counts 0 fan, below the minimum of 1 fan needed to go out (SG-R03)"


def test_sg_r03_a_club_may_raise_the_minimum():
    message = refused("min_fan", "S", "RdRdRd 123m 456p 789s 55s", "1m", options={"min_fan": 2})
    assert "counts 1 fan, below the minimum of 2" in message
    assert win("S", "123m 456p 789s 234s 55m 1f", "3m", "W", options={"min_fan": 0})["net"]["S"] == 4


def test_sg_r03_and_sg_a08_bonus_tiles_count_toward_the_minimum():
    result = win("S", "123m 456p 789s 234s 55m 2f", "3m", "W")
    assert result["seats"]["S"]["fan"] == 1


def test_sg_r04_thirteen_wonders_may_rob_a_kong():
    result = win("S", "199m 19p 19s ESWN RdGdWd", "1m", "W", ("robbing_kong",))
    assert result["seats"]["S"]["limit"] == "SG-L02"


def test_sg_r05_the_last_wall_tile_gets_no_replacement():
    message = refused("bad_deal", "S", "RdRdRd 123m 456p 789s 55s", "1m", flags=("last_tile", "replacement"))
    assert "SG-R05" in message


@pytest.mark.parametrize(("source", "flag"), [("W", "last_tile"), ("W", "replacement"),
                                              ("self", "robbing_kong"), ("self", "new_discard")])
def test_win_flags_that_contradict_how_the_hand_was_won_are_refused(source, flag):
    message = refused("bad_deal", "S", "RdRdRd 123m 456p 789s 55s", "1m", source, (flag,))
    assert message.startswith(f'seat S: the flag "{flag}" is only for')


def test_sg_t01_animals_are_bonus_tiles_one_of_each():
    result = score_deal(deal({"S": {"hand": "RdRdRd 123m 456p 789s 55s 4a",
                                    "win": {"tile": "1m", "from": "self"}},
                              "E": {"hand": "1a 3a"}}))
    assert result["seats"]["S"]["fan"] == 2
    with pytest.raises(EngineError) as error:
        score_deal(deal({"S": {"hand": "RdRdRd 123m 456p 789s 55s 4a", "win": {"tile": "1m", "from": "self"}},
                         "E": {"hand": "4a"}}))
    assert error.value.code == "too_many_copies"


def test_sg_t01_and_sg_t02_148_tiles_fill_walls_of_38_38_36_36():
    playing = 4 * sum(1 for t in ALL_TILES if t.is_playing)
    bonus = sum(1 for t in ALL_TILES if t.is_bonus)
    assert playing + bonus == 148 == 2 * 38 + 2 * 36


def test_singapore_allows_one_winner_per_deal():
    assert get_ruleset("singapore").multiple_winners is False


def test_unknown_options_are_refused():
    with pytest.raises(EngineError, match="unknown option 'east_double'") as error:
        win("S", "RdRdRd 123m 456p 789s 55s", "1m", options={"east_double": True})
    assert error.value.code == "bad_option"


@pytest.mark.parametrize(("name", "value"), [("limit_fan", 0), ("limit_fan", "5"), ("min_fan", -1),
                                             ("half_flush_fan", 3), ("pays_for_all_tiles_left", True)])
def test_option_values_out_of_range_are_refused(name, value):
    with pytest.raises(EngineError, match=f"option {name} must be") as error:
        win("S", "RdRdRd 123m 456p 789s 55s", "1m", options={name: value})
    assert error.value.code == "bad_option"


def keeps_seat(data: dict[str, Any]) -> bool:
    ruleset = get_ruleset("singapore")
    parsed = parse_deal(data, ruleset)
    return ruleset.dealer_keeps_seat(parsed, ruleset.score(parsed))


def test_sg_g01_after_a_dead_hand_east_keeps_the_seat():
    assert keeps_seat(deal({"S": {"hand": "123m 55p"}}, void=True)) is True


def test_sg_g01_after_a_dead_hand_with_a_kong_the_seats_rotate():
    assert keeps_seat(deal({"W": {"hand": "[5555p]"}}, void=True)) is False


@pytest.mark.parametrize(("winner", "keeps"), [("E", True), ("S", False), ("N", False)])
def test_sg_g02_and_sg_a09_after_a_win_east_keeps_the_seat_only_if_east_won(winner, keeps):
    data = deal({winner: {"hand": "RdRdRd 123m 456p 789s 55s", "win": {"tile": "1m", "from": "self"}}})
    assert keeps_seat(data) is keeps
