"""The demo tournament: standings recomputed from its stored deals equal the ones kept as it was played."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.rules import available_ids, score_deal
from tourney.tournament.standings import compute_standings
from tourney.tournament.standings_input import Field, GameResult

pytestmark = pytest.mark.skipif("fimj" not in available_ids(), reason="the FIMJ ruleset is not written yet")


@pytest.fixture(scope="module")
def demo():
    store = services.build_demo(None, seed=11, players=12, rounds=3, deals_per_table=8)
    yield store
    store.close()


def rescored_field(state, seed: str) -> Field:
    """Every stored deal scored again by the engine, summed per table seat, without the stored totals."""
    results = []
    for result in state.results:
        table = state.table(result.round, result.table)
        totals = dict.fromkeys(table.seats, 0)
        for record in result.deals:
            fresh = score_deal(record.deal)
            for wind, points in fresh["net"].items():
                totals[record.seats[wind]] += points
        results += [GameResult(result.round, result.table, table.seats[w], w, totals[w]) for w in totals]
    return Field(services.field_of(state).entrants, tuple(results), seed=seed)


def test_every_stored_deal_scores_again_as_stored(demo):
    for result in services.snapshot(demo).results:
        for record in result.deals:
            assert score_deal(record.deal) == record.result


def test_the_stored_totals_are_the_sums_of_the_deals(demo):
    for result in services.snapshot(demo).results:
        summed = dict.fromkeys(result.totals, 0)
        for record in result.deals:
            for wind, points in record.net_by_table_wind().items():
                summed[wind] += points
        assert summed == result.totals


def test_standings_recomputed_from_the_deals_equal_the_stored_ones(demo):
    field_, scheme, chain = services.standings_field(demo)
    recomputed = compute_standings(rescored_field(services.snapshot(demo), field_.seed), scheme, chain)
    assert recomputed == services.standings(demo)
    assert [r.games for r in recomputed.rows] == [3] * 12


def test_the_standings_round_by_round_end_at_the_final_ones(demo):
    by_round = services.standings_by_round(demo)
    assert by_round[-1] == services.standings(demo)
    for k, standings in enumerate(by_round, start=1):
        assert standings == services.standings(demo, after_round=k)
        assert all(r.games == k for r in standings.rows)


def test_the_referee_statistics_come_from_the_stored_hands(demo):
    stats = {s.title: s for s in services.referee_statistics(demo)}
    summaries = services.deal_summaries(services.snapshot(demo))
    wins = [s for s in summaries if s.won]
    assert stats["Most hands won"].value == max(
        sum(1 for s in wins if s.player_id == p) for p in {s.player_id for s in wins})
    highest = stats["Highest hand"]
    assert highest.value == max(s.score for s in wins)
    hand = highest.hands[0]
    assert hand.arrangement and hand.items and all("rule" in item for item in hand.items)
    assert sum(item.get("points", 0) for item in hand.items) > 0


def test_the_same_file_draws_the_same_lots_when_reopened(tmp_path):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, seed=4, players=8, rounds=1, deals_per_table=4).close()
    with services.open_tournament(path) as first:
        before = services.standings(first)
    with services.open_tournament(path) as again:
        assert services.standings(again) == before
