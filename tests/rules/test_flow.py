"""Game flow: who is East next, which round wind follows, when a game of four rounds ends."""

from __future__ import annotations

import pytest

from tourney.rules.flow import (
    GameState,
    after_deal,
    east_keeps_seat,
    initial_round_wind,
    new_game,
    next_state,
    starting_score,
)

OTHER_WON = {"void": False, "east_won": False}
EAST_WON = {"void": False, "east_won": True}
VOID = {"void": True, "east_won": False}


def test_fimj_g01_and_cl_w03_starting_scores_are_4000_and_2000() -> None:
    assert starting_score("fimj") == 4000
    assert starting_score("classic-bmja") == 2000
    assert starting_score("classic-dmjl") == 2000


def test_fimj_g03_when_east_passes_the_previous_south_becomes_east() -> None:
    state = next_state(new_game(), **OTHER_WON)
    assert state.east == 1
    assert [state.seat_wind(p) for p in range(4)] == ["N", "E", "S", "W"]
    assert state.player_at("E") == 1
    assert state.player_at("N") == 0


def test_fimj_g05_east_keeps_the_seat_after_a_void_hand_or_his_own_win() -> None:
    assert next_state(new_game(), **VOID).east == 0
    assert next_state(new_game(), **EAST_WON).east == 0
    assert next_state(new_game(), **OTHER_WON).east == 1


def test_fimj_g06_under_tournament_rules_east_always_passes() -> None:
    for outcome in (VOID, EAST_WON, OTHER_WON):
        assert next_state(new_game(), policy="tournament", **outcome).east == 1


def test_fimj_g06_a_tournament_game_has_exactly_sixteen_deals() -> None:
    state, deals = new_game(), 0
    while not state.finished:
        state = next_state(state, policy="tournament", **EAST_WON)
        deals += 1
    assert deals == 16


def test_fimj_g04_a_round_ends_when_east_returns_to_the_rounds_first_east() -> None:
    state = new_game()
    for _ in range(3):
        state = next_state(state, **OTHER_WON)
        assert state.round_wind == "E"
    state = next_state(state, **OTHER_WON)
    assert (state.round_wind, state.east, state.rounds_done) == ("S", 0, 1)


def test_fimj_g02_a_game_is_four_rounds_east_south_west_north_then_over() -> None:
    state, winds = new_game(), []
    while not state.finished:
        winds.append(state.round_wind)
        state = next_state(state, **OTHER_WON)
    assert winds == ["E"] * 4 + ["S"] * 4 + ["W"] * 4 + ["N"] * 4
    with pytest.raises(ValueError, match="game is over"):
        next_state(state, **OTHER_WON)


def test_fimj_g02_a_standard_game_lasts_at_least_sixteen_deals() -> None:
    state, deals = new_game(), 0
    for outcome in [EAST_WON, VOID] + [OTHER_WON] * 16:
        if state.finished:
            break
        state = next_state(state, **outcome)
        deals += 1
    assert state.finished and deals == 18


def test_fimj_a16_rounds_follow_in_cyclic_order_from_a_west_start() -> None:
    state, winds = new_game("W"), []
    while not state.finished:
        if not winds or winds[-1] != state.round_wind:
            winds.append(state.round_wind)
        state = next_state(state, policy="tournament", **OTHER_WON)
    assert winds == ["W", "N", "E", "S"]


@pytest.mark.parametrize(("d1", "d2", "wind"), [
    (5, 6, "E"), (2, 3, "S"), (7, 4, "W"), (8, 9, "N"), (12, 6, "W"), (9, 9, "N"), (6, 12, "E"),
])
def test_fimj_g07_fimj_a27_the_initial_round_wind_is_the_wall_of_the_breach(
        d1: int, d2: int, wind: str) -> None:
    assert initial_round_wind(d1, d2) == wind


def test_fimj_a23_void_hands_neither_break_nor_extend_easts_streak() -> None:
    state = next_state(new_game(), **EAST_WON)
    state = next_state(state, **VOID)
    assert state.east_streak == 1
    state = next_state(state, **EAST_WON)
    assert state.east_streak == 2
    assert next_state(state, **OTHER_WON).east_streak == 0


def test_fimj_l04_east_can_reach_nine_wins_in_a_row_only_under_standard_rules() -> None:
    state = new_game()
    for _ in range(8):
        state = next_state(state, **EAST_WON)
    assert state.east_streak == 8 and state.east == 0
    assert next_state(state, policy="tournament", **EAST_WON).east_streak == 0


def test_cl_g02_g03_east_keeps_the_seat_after_winning_and_after_a_dead_hand() -> None:
    for policy in ("classic_a", "classic_b"):
        assert east_keeps_seat(policy, **EAST_WON)
        assert east_keeps_seat(policy, **VOID)
        assert not east_keeps_seat(policy, **OTHER_WON)


def test_cl_g04_cl_x2_option_a_passes_east_after_the_replay_option_b_does_not() -> None:
    for policy, east_in_hand_4, east_in_hand_5 in (("classic_a", 1, 2), ("classic_b", 0, 1)):
        state = next_state(new_game(), policy=policy, **EAST_WON)  # hand 1
        state = next_state(state, policy=policy, **VOID)  # hand 2 dead
        assert state.replay and state.east == 0
        state = next_state(state, policy=policy, **EAST_WON)  # hand 3, the replay
        assert state.east == east_in_hand_4
        state = next_state(state, policy=policy, **OTHER_WON)  # hand 4: South wins
        assert state.east == east_in_hand_5


def test_a_ruleset_answer_overrides_the_policy_singapore_style() -> None:
    assert next_state(new_game(), keeps=True, policy="ruleset", **OTHER_WON).east == 0
    assert next_state(new_game(), keeps=False, policy="ruleset", **EAST_WON).east == 1


def test_an_unknown_policy_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown rotation policy"):
        next_state(GameState(), policy="sometimes", **OTHER_WON)


def test_after_a_scored_fimj_deal_east_keeps_the_seat_when_he_won() -> None:
    from tourney.rules import get_ruleset, parse_deal

    fimj = get_ruleset("fimj")
    seats = {w: {"hand": ""} for w in "ESWN"}
    seats["E"] = {"hand": "555s 123m 234p 678s 55p", "win": {"tile": "5p", "from": "self"}}
    deal = parse_deal({"ruleset": "fimj", "round_wind": "E", "seats": seats}, fimj)
    result = fimj.score(deal)
    assert after_deal(new_game(), fimj, deal, result).east == 0
    assert after_deal(new_game(), fimj, deal, result, policy="tournament").east == 1
    assert after_deal(new_game(), fimj, deal, result, policy="ruleset").east == 0


def test_cl_z84_east_passes_after_a_ninth_win_under_the_default_classic_rotation():
    from tourney.rules import get_ruleset, parse_deal, score
    from tourney.rules.flow import after_deal, new_game

    deal_json = {"ruleset": "classic-dmjl", "round_wind": "E", "east_streak": 8, "seats": {
        "E": {"hand": "123m 456m 789m 123p 55m", "win": {"tile": "5m", "from": "self", "flags": []}},
        "S": {"hand": ""}, "W": {"hand": ""}, "N": {"hand": ""}}}
    ruleset = get_ruleset("classic-dmjl")
    deal = parse_deal(deal_json, ruleset)
    state = new_game()
    following = after_deal(state, ruleset, deal, score(deal_json))
    assert following.east != state.east
    eighth = {**deal_json, "east_streak": 7}
    assert after_deal(state, ruleset, parse_deal(eighth, ruleset), score(eighth)).east == state.east
