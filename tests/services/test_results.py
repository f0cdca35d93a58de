"""Recording a table's deals or totals, correcting them, the table check, and penalties."""

from __future__ import annotations

import random

import pytest

from tests.services.conftest import EXAMPLE_NET, example_deal
from tourney import services
from tourney.errors import EngineError
from tourney.rules import score_deal
from tourney.rules.simulate import random_deal
from tourney.services import ServiceError


def test_a_deal_is_scored_by_the_engine_and_stored_with_its_result(seated):
    result = services.record_deals(seated, 1, 1, example_deal())
    assert result.kind == "deals" and result.final
    assert result.totals == EXAMPLE_NET
    stored = result.deals[0]
    assert stored.result == score_deal({**example_deal(), "ruleset": "fimj", "options": {}})
    assert stored.deal["ruleset"] == "fimj" and set(stored.filled) == {"ruleset", "options"}


def test_east_passes_so_the_second_deal_counts_for_the_next_seats(seated):
    result = services.record_deals(seated, 1, 1, [example_deal(), example_deal()])
    assert result.deals[1].seats == {"E": "S", "S": "W", "W": "N", "N": "E"}
    expected = {w: EXAMPLE_NET[w] for w in "ESWN"}
    for deal_wind, table_wind in result.deals[1].seats.items():
        expected[table_wind] += EXAMPLE_NET[deal_wind]
    assert result.totals == expected
    assert sum(result.totals.values()) == 0


def test_the_round_wind_follows_the_game_when_left_out(seated):
    deal = example_deal()
    del deal["round_wind"]
    result = services.record_deals(seated, 1, 1, [deal] * 5)
    assert [d.deal["round_wind"] for d in result.deals] == ["E", "E", "E", "E", "S"]
    assert "round_wind" in result.deals[4].filled


def test_the_referee_can_say_who_was_east(seated):
    result = services.record_deals(seated, 1, 1, [example_deal(), {"deal": example_deal(), "east": "E"}])
    assert result.deals[1].seats == {"E": "E", "S": "S", "W": "W", "N": "N"}
    assert result.totals == {w: 2 * v for w, v in EXAMPLE_NET.items()}


def test_deals_are_added_one_at_a_time_and_a_correction_rederives_every_score(seated):
    services.record_deals(seated, 1, 1, example_deal())
    services.record_deals(seated, 1, 1, example_deal())
    corrected = example_deal()
    corrected["seats"]["S"]["win"]["from"] = "W"
    result = services.correct_deal(seated, 1, 1, 1, corrected)
    first = score_deal({**corrected, "ruleset": "fimj", "options": {}})
    assert result.deals[0].result == first
    assert len(result.deals) == 2 and sum(result.totals.values()) == 0
    services.remove_deal(seated, 1, 1, 1)
    assert len(services.snapshot(seated).result(1, 1).deals) == 1
    assert services.rescore_table(seated, 1, 1).totals == EXAMPLE_NET


def test_a_bad_deal_names_its_table_and_number_and_nothing_is_stored(seated):
    bad = example_deal()
    bad["seats"]["W"]["hand"] = "5x"
    with pytest.raises(EngineError, match=r"round 1, table 1, deal 2: seat W: .*5x"):
        services.record_deals(seated, 1, 1, [example_deal(), bad])
    assert services.results(seated) == []


@pytest.mark.parametrize(("deal", "message"), [
    (example_deal(ruleset="singapore"), "the tournament plays 'fimj'"),
    ([], "no deals to record"),
    ("E wins", "a deal is a JSON object"),
    ({"deal": example_deal(), "east": "E", "colour": 1}, "unknown field 'colour'"),
    ({"deal": example_deal(), "east": "X"}, "East must be a table seat"),
])
def test_deals_that_do_not_fit_the_tournament_are_refused(seated, deal, message):
    with pytest.raises(ServiceError, match=message):
        services.record_deals(seated, 1, 1, deal)


def test_a_table_cannot_hold_more_deals_than_the_round_has_hands(seated):
    with pytest.raises(ServiceError, match="17 deals, but a round has 16 hands"):
        services.record_deals(seated, 1, 1, [example_deal()] * 17)


def test_the_game_is_over_after_sixteen_deals_under_tournament_rotation():
    store = services.create_tournament(None, name="Open", ruleset="fimj", rounds=1)
    for n in range(4):
        services.add_player(store, f"P{n}")
    services.draw_round(store, 1)
    with pytest.raises(ServiceError, match="deal 17: the game is over"):
        services.record_deals(store, 1, 1, [example_deal()] * 17)


def test_recording_needs_a_seated_table(store, seated):
    with pytest.raises(ServiceError, match="round 2 has no seating yet"):
        services.record_totals(seated, 2, 1, [0, 0, 0, 0])
    with pytest.raises(ServiceError, match="no table 3"):
        services.record_deals(seated, 1, 3, example_deal())
    with pytest.raises(ServiceError, match="there is no round 7"):
        services.record_deals(seated, 7, 1, example_deal())
    with pytest.raises(ServiceError, match="has no deals recorded"):
        services.correct_deal(seated, 1, 1, 1, example_deal())


def test_totals_only_are_net_points_and_sheet_finals_lose_the_starting_points(seated):
    assert services.record_totals(seated, 1, 1, [120, -40, -30, -50]).totals == \
        {"E": 120, "S": -40, "W": -30, "N": -50}
    result = services.record_totals(seated, 1, 2, {"E": 4120, "S": 3960, "W": 3970, "N": 3950})
    assert result.totals == {"E": 120, "S": -40, "W": -30, "N": -50} and result.final
    assert "starting points" in result.note


def test_an_unbalanced_sheet_is_stored_as_unbalanced_not_final(seated):
    result = services.record_totals(seated, 1, 1, [120, -40, -30, -40])
    assert result.status == "unbalanced" and not result.final
    assert "add up to +10, not 0" in result.note
    assert not any(s.final for s in services.snapshot(seated).scores())
    fixed = services.record_totals(seated, 1, 1, [120, -40, -30, -50])
    assert fixed.final


@pytest.mark.parametrize(("scores", "message"), [
    ([1, 2, 3], "four scores"),
    ([1, 2, 3, "x"], "the score of seat N must be a whole number"),
    ({"E": 1, "S": 2}, "the four seats"),
])
def test_bad_totals_are_refused(seated, scores, message):
    with pytest.raises(ServiceError, match=message):
        services.record_totals(seated, 1, 1, scores)


def test_deals_and_totals_replace_each_other_only_when_asked(seated):
    services.record_deals(seated, 1, 1, example_deal())
    with pytest.raises(ServiceError, match="has its deals recorded"):
        services.record_totals(seated, 1, 1, [0, 0, 0, 0])
    assert services.record_totals(seated, 1, 1, [0, 0, 0, 0], replace=True).deals == ()
    with pytest.raises(ServiceError, match="has totals only"):
        services.record_deals(seated, 1, 1, example_deal())
    assert len(services.record_deals(seated, 1, 1, example_deal(), replace=True).deals) == 1


def test_simulated_deals_of_a_whole_table_balance(seated):
    rng = random.Random(5)
    deals = [random_deal(rng, "fimj", void_rate=0.1) for _ in range(16)]
    for deal in deals:
        deal.pop("round_wind")
    result = services.record_deals(seated, 1, 2, deals)
    assert result.final and len(result.deals) == 16 and sum(result.totals.values()) == 0
    assert [d.deal["round_wind"] for d in result.deals[::4]] == ["E", "S", "W", "N"]


def test_a_penalty_is_given_and_cancelled(seated):
    given = services.add_penalty(seated, 3, 30, "false Mah Jong", round_number=1)
    assert services.penalties(seated) == [given]
    assert services.snapshot(seated).penalty_points(3) == 30
    services.remove_penalty(seated, given.id)
    assert services.penalties(seated) == []


@pytest.mark.parametrize(("args", "kwargs", "message"), [
    ((99, 10, "x"), {}, "no player number 99"),
    ((1, 0, "x"), {}, "0 points changes nothing"),
    ((1, "ten", "x"), {}, "must be a whole number"),
    ((1, 10, " "), {}, "the reason for the penalty is required"),
    ((1, 10, "x"), {"round_number": 12}, "there is no round 12"),
])
def test_bad_penalties_are_refused(seated, args, kwargs, message):
    with pytest.raises(ServiceError, match=message):
        services.add_penalty(seated, *args, **kwargs)
    with pytest.raises(ServiceError, match="no penalty number 5"):
        services.remove_penalty(seated, 5)
