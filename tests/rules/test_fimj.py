"""FIMJ ruleset as a whole: its options, its errors, best arrangements; helpers for the other FIMJ tests."""

from __future__ import annotations

from typing import Any

import pytest

from tourney.errors import EngineError
from tourney.rules import get_ruleset, parse_deal, score_deal
from tourney.rules.fimj import RULESET

FILLER = "123m 234p 678s 55p"  # three chows in three suits and a simple pair: worth nothing


def deal(hands: dict[str, str], winner: str | None = None, tile: str | None = None,
         source: str = "self", flags: tuple[str, ...] = (), round_wind: str = "E",
         options: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    """A FIMJ deal JSON: seats not given hold nothing."""
    seats: dict[str, dict[str, Any]] = {w: {"hand": hands.get(w, "")} for w in "ESWN"}
    if winner:
        seats[winner]["win"] = {"tile": tile, "from": source, "flags": list(flags)}
    return {"ruleset": "fimj", "options": options or {}, "round_wind": round_wind, "seats": seats,
            **top}


def play(hands: dict[str, str], winner: str | None = None, tile: str | None = None,
         **kwargs: Any) -> dict[str, Any]:
    return score_deal(deal(hands, winner, tile, **kwargs))


def win(hand: str, tile: str, seat: str = "S", **kwargs: Any) -> dict[str, Any]:
    """The result of one seat winning with ``hand`` (the others hold nothing)."""
    return play({seat: hand}, seat, tile, **kwargs)["seats"][seat]


def held(hand: str, seat: str = "N", winner_hand: str = "678m 789p 789s WWW 99m",
         winner: str = "E", tile: str = "9m", **kwargs: Any) -> dict[str, Any]:
    """The result of a non-winning seat holding ``hand``."""
    return play({seat: hand, winner: winner_hand}, winner, tile, **kwargs)["seats"][seat]


def rules(seat: dict[str, Any]) -> list[str]:
    return [item["rule"] for item in seat["items"]]


def item(seat: dict[str, Any], rule: str) -> dict[str, Any]:
    found = [i for i in seat["items"] if i["rule"] == rule]
    assert len(found) == 1, f"{rule} in {rules(seat)}"
    return found[0]


def test_the_registry_serves_fimj_with_its_spec_attributes() -> None:
    ruleset = get_ruleset("fimj")
    assert ruleset is RULESET
    assert ruleset.multiple_winners is True
    assert ruleset.starting_score == 4000


def test_section_11b_options_have_their_names_and_defaults() -> None:
    assert {o.name: o.default for o in RULESET.options} == {
        "payment_cap": True, "limit_rule": "limit", "nonwinner_pairs": "all"}


def test_an_unknown_option_is_refused_with_the_known_names() -> None:
    with pytest.raises(EngineError, match=r"unknown option 'cap'.*limit_rule") as error:
        play({"S": f"[555s] {FILLER}"}, "S", "5p", options={"cap": False})
    assert error.value.code == "bad_option"


def test_a_bad_option_value_is_refused() -> None:
    with pytest.raises(EngineError, match="limit_rule must be one of") as error:
        play({"S": f"[555s] {FILLER}"}, "S", "5p", options={"limit_rule": "sum"})
    assert error.value.code == "bad_option"


def test_an_incomplete_winning_hand_names_the_seat_and_the_hand_as_written() -> None:
    with pytest.raises(EngineError) as error:
        play({"S": "123m 456m 789p 234s 56s"}, "S", "5s")
    assert error.value.code == "incomplete_hand"
    assert error.value.message == "seat S: 123m 456m 789p 234s 56s is not a complete hand under fimj"


def test_impossible_tile_counts_across_the_table_are_refused() -> None:
    with pytest.raises(EngineError, match="5s appears 5 times") as error:
        play({"S": f"[555s] {FILLER}", "E": "55s"}, "S", "5p")
    assert error.value.code == "too_many_copies"


@pytest.mark.parametrize(("flags", "source", "message"), [
    (("original_call",), "self", "win flag 'original_call' is not used by fimj"),
    (("heavenly",), "self", '"heavenly" is East\'s dealt hand'),
    (("last_discard",), "self", '"last_discard" needs a win on another player\'s tile'),
    (("last_tile",), "W", '"last_tile" is the last tile drawn from the wall'),
    (("first_discard",), "W", '"first_discard" means winning on East\'s first discard'),
])
def test_a_win_flag_fimj_does_not_know_or_that_does_not_fit_is_refused(
        flags: tuple[str, ...], source: str, message: str) -> None:
    with pytest.raises(EngineError, match=message) as error:
        play({"S": f"[555s] {FILLER}"}, "S", "5p", source=source, flags=flags)
    assert error.value.code == "bad_deal"


def test_a_hand_with_two_decompositions_is_scored_by_the_better_one() -> None:
    # 111222333m: three concealed pungs (8+4+4 points, D10) = 36 × 2 = 72,
    # or three identical chows of one suit (D14, 2 doublings) = 20 × 4 = 80.
    pungs = RULESET.score_seat(*_seat_of(deal({"S": "111222333m 789p 55s"}, "S", "5s"), "S"))
    assert pungs.score == 80
    assert "FIMJ-D14" in [i.rule for i in pungs.items]
    assert pungs.arrangement == "123m 123m 123m 789p 55s"


def test_the_pung_reading_wins_when_it_is_worth_more() -> None:
    # Pungs 111p 222p 333p 999p + RdRd: 46 points, D11 + C01 + C02 = 4 doublings = 736;
    # chows 123p ×3: 30 points, D14 + C02 = 3 doublings = 240.
    seat = win("111222333p 999p RdRd", "Rd")
    assert seat["score"] == 736
    assert set(rules(seat)) >= {"FIMJ-D11", "FIMJ-C01", "FIMJ-C02"}


def test_fimj_a13_the_winning_discard_sits_in_the_set_where_it_scores_best() -> None:
    # 5s from a discard completes the chow 567s: the pung 555s stays concealed (S07, not S06).
    seat = win("555s 567s 123m 234p 55p", "5s", source="E")
    assert "FIMJ-S07" in rules(seat)
    assert "FIMJ-S06" not in rules(seat)


def test_fimj_a13_a_pung_completed_by_the_winning_discard_is_exposed() -> None:
    seat = win("222m 333p 444s 678s 55p", "4s", source="E")
    assert "FIMJ-S06" in rules(seat)
    assert "FIMJ-D10" not in rules(seat)
    assert "[444s]" in seat["arrangement"]
    assert "FIMJ-D10" in rules(win("222m 333p 444s 678s 55p", "4s"))


def test_equal_scores_report_the_arrangement_with_more_stick_points() -> None:
    # North, round North: pungs 222s 333s 444s (12) + own flower and season (8) + pair NN (S04+S05, 4)
    # = 24 points, D10 + D01 ×2 = 3 doublings = 192; chows 234s ×3 = 12 points, D14 + D01 ×2 = 192.
    seat = held("222333444s NN 4f4y", round_wind="N")
    assert (seat["score"], seat["points"], seat["doubles"]) == (192, 24, 3)
    assert "FIMJ-D10" in rules(seat)


def _seat_of(deal_json: dict[str, Any], wind: str) -> tuple[Any, Any]:
    parsed = parse_deal(deal_json, RULESET)
    return parsed, parsed.seats[wind]
