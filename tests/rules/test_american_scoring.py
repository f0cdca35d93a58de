"""American scoring and payments (AM-P), jokers (AM-J), dead hands, penalties and the worked
examples of american.md section 12, through the engine's JSON entry point."""

from __future__ import annotations

from typing import Any

import pytest

from tourney.errors import EngineError
from tourney.rules import score, score_deal


def deal(winner: str, hand: str, tile: str, source: str = "self", flags: list[str] | None = None,
         options: dict[str, Any] | None = None, **seats: dict[str, Any]) -> dict[str, Any]:
    table: dict[str, Any] = {w: {"hand": ""} for w in "ESWN"}
    table.update(seats)
    table[winner] = {**table[winner], "hand": hand,
                     "win": {"tile": tile, "from": source, "flags": flags or []}}
    return {"ruleset": "american", "round_wind": "E", "options": options or {}, "seats": table}


def net(data: dict[str, Any]) -> dict[str, int]:
    return score_deal(data)["net"]


def rules_of(data: dict[str, Any], seat: str) -> list[str]:
    return [item["rule"] for item in score_deal(data)["seats"][seat]["items"]]


# --- worked examples (section 12) -------------------------------------------------------------

def test_am_x1_self_drawn_with_a_joker_each_opponent_pays_double() -> None:
    result = score_deal(deal("S", "11p 333p 555pJ 777p 99p", "9p"))
    assert result["net"] == {"E": -50, "S": 150, "W": -50, "N": -50}
    assert result["seats"]["S"]["card_hand"] == "AM-H13"


def test_am_x2_discard_jokerless_concealed_hand_doubles_again() -> None:
    result = score_deal(deal("W", "222s 444s 666s 888s GdGd", "Gd", "N"))
    assert result["net"] == {"E": -70, "S": -70, "W": 280, "N": -140}
    assert {"from": "N", "to": "W", "amount": 140} in result["payments"]


def test_am_x3_pairs_hand_on_a_discard_has_no_jokerless_double_and_no_east_double() -> None:
    assert net(deal("E", "EE SS WW NN 33m 44m 55m", "N", "S")) == {"E": 200, "S": -100, "W": -50, "N": -50}


def test_am_x4_joker_exchange_win_counts_as_self_drawn() -> None:
    data = deal("N", "555p 7777p 77sJ 999sJ", "J", flags=["joker_exchange"])
    assert net(data) == {"E": -50, "S": -50, "W": -50, "N": 150}


def test_am_x5_lost_challenge_pays_the_challenger_and_the_dead_hand_pays_in_full() -> None:
    data = deal("S", "1111s 333sJ 5555s FF", "5s", "N", W={"hand": "", "dead": True, "penalty": {"E": 25}})
    assert net(data) == {"E": 0, "S": 100, "W": -50, "N": -50}


def test_am_x6_goulash_pot_goes_to_a_winner_without_a_run() -> None:
    wall_game = {"ruleset": "american", "round_wind": "E", "void": True, "options": {"goulash_pot": 400},
                 "seats": {w: {"hand": ""} for w in "ESWN"}}
    first = net(wall_game)
    second = net(deal("S", "33s 444s 555sJ 666s 77s", "7s", options={"goulash_pot": 800}))
    assert first == {"E": 0, "S": 0, "W": 0, "N": 0}
    # the stakes (100 each per Goulash hand) come out of the pot: 200 each over the two hands
    assert second == {"E": -250, "S": 750, "W": -250, "N": -250}


def test_am_gl03_a_hand_with_a_run_leaves_the_pot() -> None:
    data = deal("S", "5555mJ 5555pJ 4s 5s 66s", "4s", options={"goulash_pot": 400})
    assert net(data) == {"E": -80, "S": 240, "W": -80, "N": -80}


# --- payments ------------------------------------------------------------------------------------

def test_am_p01_the_card_value_is_paid_without_limit() -> None:
    assert net(deal("S", "2m 8m 2p 8p WdWdWdWd FF E S W N", "N"))["S"] == 6 * 75


def test_am_p02_only_the_winner_is_paid() -> None:
    result = score_deal(deal("S", "11p 333p 555pJ 777p 99p", "7p", "W"))
    assert all(p["to"] == "S" for p in result["payments"])


def test_am_p03_east_pays_and_receives_like_everybody_else() -> None:
    assert net(deal("E", "11p 333p 555pJ 777p 99p", "9p")) == {"E": 150, "S": -50, "W": -50, "N": -50}


def test_am_p04_self_drawn_each_opponent_pays_twice_the_value() -> None:
    assert "AM-P04" in rules_of(deal("S", "11p 333p 555pJ 777p 99p", "9p"), "S")


def test_am_p05_discarder_pays_double_the_others_single() -> None:
    assert net(deal("S", "11p 333p 555pJ 777p 99p", "9p", "E")) == {"E": -50, "S": 100, "W": -25, "N": -25}
    result = score(deal("S", "11p 333p 555pJ 777p 99p", "9p", "E"))
    assert "AM-P05" in [i.rule for i in result.seats["S"].items]


def test_am_p06_jokerless_self_drawn_pays_four_times_from_each() -> None:
    data = deal("S", "11p 333p 5555p 777p 99p", "9p")
    assert net(data) == {"E": -100, "S": 300, "W": -100, "N": -100}
    assert "AM-P06" in rules_of(data, "S")


def test_am_p07_singles_and_pairs_hands_are_never_doubled_as_jokerless() -> None:
    result = score(deal("S", "EE SS WW NN 33m 44m 55m", "N"))
    assert result.settlement.net["S"] == 300
    assert "AM-P07" in [i.rule for i in result.seats["S"].items]


def test_am_p08_wall_game_pays_nothing() -> None:
    result = score_deal({"ruleset": "american", "round_wind": "E", "void": True,
                         "seats": {w: {"hand": ""} for w in "ESWN"}})
    assert result["void"] is True and result["payments"] == []


def test_am_h00_best_matching_hand_is_paid() -> None:
    # 1111m 9999m FFFF WdWd is AM-H14 (25); the same tiles do not fit anything worth more
    assert score_deal(deal("S", "1111m 9999m FFFF WdWd", "Wd"))["seats"]["S"]["card_hand"] == "AM-H14"


def test_score_items_name_rule_ids() -> None:
    items = score(deal("W", "222s 444s 666s 888s GdGd", "Gd", "N")).seats["W"].items
    assert [i.rule for i in items][:2] == ["AM-H12", "AM-P06"]
    assert items[0].value == 35


# --- jokers ----------------------------------------------------------------------------------------

def test_am_j01_a_joker_never_completes_a_pair_or_a_single() -> None:
    with pytest.raises(EngineError) as refused:
        score(deal("S", "11p 333p 5555p 777p 9pJ", "9p"))
    assert refused.value.code == "no_match" and "seat S" in refused.value.message


def test_am_j02_a_quint_needs_a_joker_and_may_be_shown() -> None:
    result = score_deal(deal("S", "FFFF [4444mJ] 5555pJ", "5p"))
    assert result["seats"]["S"]["card_hand"] == "AM-H28"
    assert "[4444mJ]" in result["seats"]["S"]["arrangement"]


def test_am_j10_a_hand_whose_jokers_were_all_replaced_is_jokerless() -> None:
    assert score_deal(deal("S", "[5555p] 11p 333p 777p 99p", "9p"))["seats"]["S"]["jokerless"] is True


# --- shown melds, concealed hands, tiles ---------------------------------------------------------

def test_am_r08_a_concealed_hand_with_an_exposed_group_does_not_win() -> None:
    with pytest.raises(EngineError) as refused:
        score(deal("W", "222s 444s 666s 888s [GdGdGd]", "2s", "N"))
    assert refused.value.code in ("no_match", "tile_count")


def test_am_r08_concealed_hand_exposure_is_named_in_the_refusal() -> None:
    with pytest.raises(EngineError) as refused:
        score(deal("W", "[222s] 444s 666s 888s GdGd", "Gd", "N"))
    assert refused.value.code == "no_match" and "AM-H12 is a concealed hand" in refused.value.message


def test_am_r08_exposed_melds_must_be_whole_groups_of_the_card_hand() -> None:
    assert score_deal(deal("S", "[8m8mJJ] 2p WdWd 8p 8888s FF", "F"))["seats"]["S"]["card_hand"] == "AM-H01"
    with pytest.raises(EngineError):
        score(deal("S", "[888m] 8m 2p WdWd 8p 8888s FF", "F"))


def test_am_r03_a_winning_hand_has_exactly_14_tiles_flowers_included() -> None:
    with pytest.raises(EngineError) as refused:
        score(deal("S", "11p 333p 5555p 777p 9p", "9p"))
    assert refused.value.code == "tile_count"


def test_am_g02_flowers_and_seasons_are_one_interchangeable_suit() -> None:
    assert net(deal("S", "1111s 3333s 5555s 1f 3y", "1s"))["S"] == 300


def test_am_g02_a_table_holds_at_most_eight_flowers() -> None:
    with pytest.raises(EngineError) as refused:
        score(deal("S", "1111s 3333s 5555s FF", "1s", E={"hand": "FFFFFFF"}))
    assert refused.value.code == "too_many_copies"


def test_am_g03_white_dragon_is_zero_in_the_year() -> None:
    assert score_deal(deal("S", "2m WdWd 8m 8888p 8888s FF", "2m"))["seats"]["S"]["card_hand"] == "AM-H01"


def test_am_g04_no_chows() -> None:
    with pytest.raises(EngineError) as refused:
        score(deal("S", "[123m] 11p 333p 777p 99p J", "9p"))
    assert refused.value.code == "bad_meld"


# --- dead hands and penalties --------------------------------------------------------------------

def test_am_dc02_a_dead_hand_pays_the_winner_in_full_and_cannot_win_or_discard() -> None:
    data = deal("S", "11p 333p 555pJ 777p 99p", "9p", "E", W={"hand": "", "dead": True})
    assert net(data) == {"E": -50, "S": 100, "W": -25, "N": -25}
    with pytest.raises(EngineError):
        score(deal("S", "11p 333p 555pJ 777p 99p", "9p", "E", E={"hand": "", "dead": True}))
    with pytest.raises(EngineError):
        score(deal("S", "11p 333p 555pJ 777p 99p", "9p", S={"hand": "", "dead": True}))


def test_am_dc03_a_wrong_challenge_costs_the_challenger_25() -> None:
    data = deal("S", "11p 333p 555pJ 777p 99p", "9p", N={"hand": "", "penalty": {"W": 25}})
    assert net(data) == {"E": -50, "S": 150, "W": -25, "N": -75}


def test_am_fm04_declarer_pays_the_one_seat_left_twice_his_declared_hand() -> None:
    data = {"ruleset": "american", "round_wind": "E", "void": True,
            "seats": {"E": {"hand": "", "dead": True, "penalty": 50}, "S": {"hand": "", "dead": True},
                      "W": {"hand": "", "dead": True}, "N": {"hand": ""}}}
    assert net(data) == {"E": -50, "S": 0, "W": 0, "N": 50}


def test_am_fm05_dismantling_the_wall_pays_25_to_each_seat_still_in_play() -> None:
    data = {"ruleset": "american", "round_wind": "E", "void": True,
            "seats": {"E": {"hand": "", "dead": True}, "S": {"hand": "", "penalty": 25},
                      "W": {"hand": ""}, "N": {"hand": ""}}}
    assert net(data) == {"E": 0, "S": -50, "W": 25, "N": 25}


# --- options and errors ---------------------------------------------------------------------------

def test_am_h00_unknown_hand_ids_in_options_are_refused() -> None:
    with pytest.raises(EngineError) as refused:
        score(deal("S", "11p 333p 555pJ 777p 99p", "9p", options={"enable": ["AM-H99"]}))
    assert refused.value.code == "bad_option"


def test_no_match_names_the_seat_and_the_card() -> None:
    with pytest.raises(EngineError) as refused:
        score(deal("S", "123m 456p 789s EE SSS", "S"))
    assert refused.value.code == "no_match"
    assert refused.value.message.startswith("seat S:") and "NMJL 2008" in refused.value.message


def test_american_refuses_animals() -> None:
    with pytest.raises(EngineError) as refused:
        score(deal("S", "1111s 3333s 5555s 1a 2a", "1s"))
    assert refused.value.code == "bad_tile"
