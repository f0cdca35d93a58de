"""The cut to a final in a file: one undoable action, seated by the snake, ranked above the rest."""

from __future__ import annotations

import random

import pytest

from tourney import services
from tourney.services.demo import _table_deals
from tourney.services.errors import ServiceError
from tourney.services.final import cut_to_final, read_final, seat_final_round
from tourney.services.seating import plan_draw


@pytest.fixture
def cup():
    store = services.build_demo(None, players=16, rounds=5, deals_per_table=2, record_rounds=3)
    yield store
    store.close()


def _play(store, round_number):
    rng = random.Random(round_number)
    for table in services.tables(store, round_number):
        services.record_deals(store, round_number, table.number, _table_deals(rng, "fimj", 2))


def test_the_cut_seats_the_first_round_of_the_final_by_the_snake_of_the_standings(cup):
    order = [r.player.id for r in services.standings(cup, 3).rows]
    report = cut_to_final(cup, 3, 8, "half", "stop")
    assert report.final.finalists == tuple(order[:8])
    tables = services.tables(cup, 4)
    assert len(tables) == 2  # the others stop: only the final's two tables are seated
    places = [sorted(order.index(p) + 1 for p in t.player_ids) for t in tables]
    home = {place: t for t, table in enumerate(((1, 4, 5, 8), (2, 3, 6, 7))) for place in table}
    if report.stopped == "no_band":  # no seating by standing avoids a repeat: the snake as it is
        assert places == [[1, 4, 5, 8], [2, 3, 6, 7]]
    else:  # the Swiss draw moved players at most one table from the snake's, to avoid a repeat
        assert all(abs(home[p] - t) <= 1 for t, table in enumerate(places) for p in table)
    assert not services.tables(cup, 5)  # later rounds wait for the final's standing


def test_the_others_play_a_consolation_bracket_at_the_tables_after_the_final(cup):
    order = [r.player.id for r in services.standings(cup, 3).rows]
    cut_to_final(cup, 3, 4, "keep", "consolation")
    tables = services.tables(cup, 4)
    assert sorted(tables[0].player_ids) == sorted(order[:4])
    assert sorted(p for t in tables[1:] for p in t.player_ids) == sorted(order[4:])


def test_the_cut_is_one_undoable_action_in_the_log(cup):
    before = services.tables(cup, 4)
    cut_to_final(cup, 3, 4, "none")
    assert [e.action for e in services.log(cup)][-1] == "cut_to_final"
    services.undo(cup)
    assert read_final(cup) is None
    assert services.tables(cup, 4) == before


def test_after_the_final_round_the_finalists_rank_first_with_half_their_score_carried(cup):
    cut = services.standings(cup, 3)
    cut_to_final(cup, 3, 4, "half", "consolation")
    _play(cup, 4)
    table = services.standings(cup)
    assert table.after_round == 4
    finalists = table.rows[:4]
    assert all(r.final for r in finalists) and not any(r.final for r in table.rows[4:])
    for row in finalists:
        at_cut = cut.row(row.player.id).components["total_score"]
        played = sum(s.points for s in services.snapshot(cup).scores()
                     if s.round == 4 and s.player_id == row.player.id)
        assert row.carried["total_score"] == (at_cut + 1) // 2
        assert row.components["total_score"] == (at_cut + 1) // 2 + played
    assert any("carrying half their score" in s for s in table.sentences())


def test_the_next_round_of_the_final_is_seated_by_the_final_standing(cup):
    cut_to_final(cup, 3, 4, "keep", "stop")
    _play(cup, 4)
    report = seat_final_round(cup)
    assert report.round == 5
    assert sorted(services.tables(cup, 5)[0].player_ids) == sorted(report.final.finalists)


def test_a_cut_before_the_round_is_finished_or_a_second_cut_is_refused(cup):
    with pytest.raises(ServiceError, match="round 4 is not finished"):
        cut_to_final(cup, 4, 4)
    with pytest.raises(ServiceError, match="--after-round 5"):
        cut_to_final(cup, 5, 4)
    cut_to_final(cup, 3, 4)
    with pytest.raises(ServiceError, match="already has a final"):
        cut_to_final(cup, 3, 4)


def test_every_draw_after_the_cut_is_refused_and_the_final_seats_stay(cup):
    cut_to_final(cup, 3, 8, "keep", "consolation")
    before = [t.seats for t in services.tables(cup, 4)]
    for draw in (lambda: services.draw_remaining(cup, seconds=0.1),
                 lambda: services.draw_rounds(cup, 4, 4, seconds=0.1),
                 lambda: services.draw_round(cup, 4),
                 lambda: services.draw_swiss_round(cup, 4, seconds=0.1),
                 lambda: plan_draw(cup, 5)):
        with pytest.raises(ServiceError, match="tourney final FILE --next") as refused:
            draw()
        assert refused.value.code == "final_round"
    assert [t.seats for t in services.tables(cup, 4)] == before
    assert read_final(cup) is not None


def test_the_standings_after_each_round_of_a_final_equal_the_standings_round_by_round(cup):
    cut_to_final(cup, 3, 8, "keep", "consolation")
    _play(cup, 4)  # the cut seated round 4
    seat_final_round(cup, 5)
    _play(cup, 5)
    by_round = services.standings_by_round(cup)
    for k, expected in enumerate(by_round, start=1):
        table = services.standings(cup, k)
        assert [(r.player.id, r.place_text, r.movement) for r in table.rows] == \
               [(r.player.id, r.place_text, r.movement) for r in expected.rows], f"after round {k}"
        assert services.standings(cup, k, movement=False).rows[0].player.id == table.rows[0].player.id
