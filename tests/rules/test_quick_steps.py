"""The quick paths of a new deal's scoring give what the long way gives (#32 point 8).

FIMJ remembers an empty seat's score by its seat wind, round wind and ``nonwinner_pairs``; the game
flow makes the next state in one step instead of a ``replace`` per changed field. Each is compared
with the long way, so a stale or wrong memory fails here.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from tourney.rules import get_ruleset, parse_deal
from tourney.rules.fimj import _EMPTY_SEATS, RULESET
from tourney.rules.flow import GameState, east_keeps_seat, next_state
from tourney.rules.result import NO_SCORE, SEAT_WINDS

WINNER = "[111s] RdRdRd 234p [456m] SS 1f"


def _deal(round_wind: str, winner: str, pairs: str) -> dict:
    seats = {w: {"hand": ""} for w in SEAT_WINDS}
    seats[winner] = {"hand": WINNER, "win": {"tile": "S", "from": "self", "flags": []}}
    return {"ruleset": "fimj", "options": {"nonwinner_pairs": pairs}, "round_wind": round_wind,
            "seats": seats}


@given(st.sampled_from(SEAT_WINDS), st.sampled_from(SEAT_WINDS), st.sampled_from(["all", "one"]))
def test_an_empty_seat_scores_as_the_long_way_scores_it(round_wind: str, winner: str, pairs: str) -> None:
    deal = parse_deal(_deal(round_wind, winner, pairs), get_ruleset("fimj"))
    for wind in SEAT_WINDS:
        seat = deal.seats[wind]
        assert RULESET.score_seat(deal, seat) == RULESET._score_seat(deal, seat)
        assert RULESET.score_seat(deal, seat).to_json() == RULESET._score_seat(deal, seat).to_json()


def test_an_empty_seat_memory_is_bounded_and_holds_only_empty_hands() -> None:
    for round_wind in SEAT_WINDS:
        for pairs in ("all", "one"):
            parse = parse_deal(_deal(round_wind, "S", pairs), get_ruleset("fimj"))
            RULESET.score(parse)
    assert 0 < len(_EMPTY_SEATS) <= 64
    assert all(found is NO_SCORE for found in _EMPTY_SEATS.values())


def _long_way(state: GameState, void: bool, east_won: bool, keeps: bool | None, policy: str,
              players: int) -> GameState:
    """next_state as it was written with dataclasses.replace, field by field."""
    if keeps is None:
        keeps = east_keeps_seat(policy, void=void, east_won=east_won, replay=state.replay)
    following = replace(state, deal_number=state.deal_number + 1, replay=void)
    if keeps:
        streak = state.east_streak if void else (state.east_streak + 1 if east_won else 0)
        return replace(following, east_streak=streak)
    passes = state.passes + 1
    following = replace(following, east=(state.east + 1) % players, passes=passes, east_streak=0)
    if passes < players:
        return following
    wind = SEAT_WINDS[(SEAT_WINDS.index(state.round_wind) + 1) % 4]
    return replace(following, round_wind=wind, passes=0, rounds_done=state.rounds_done + 1)


@given(st.builds(GameState, st.sampled_from(SEAT_WINDS), st.integers(0, 3), st.integers(0, 3),
                 st.integers(0, 3), st.integers(1, 40), st.integers(0, 9), st.booleans(), st.integers(4, 4)),
       st.booleans(), st.booleans(), st.sampled_from([None, True, False]),
       st.sampled_from(["standard", "tournament", "classic_a", "classic_b"]), st.sampled_from([3, 4]))
def test_the_next_state_is_the_one_replace_made(state: GameState, void: bool, east_won: bool,
                                                keeps: bool | None, policy: str, players: int) -> None:
    assert next_state(state, void=void, east_won=east_won, keeps=keeps, policy=policy, players=players) \
        == _long_way(state, void, east_won, keeps, policy, players)
