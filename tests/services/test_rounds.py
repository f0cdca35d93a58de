"""Round schedules, the draw, seating by hand, and swapping two players' seats."""

from __future__ import annotations

from datetime import datetime

import pytest

from tourney import services
from tourney.services import ServiceError


def test_a_round_is_scheduled_and_shifting_it_moves_every_later_round(store):
    for number, start in enumerate(["2024-05-18 09:00", "2024-05-18 14:00", "2024-05-19 09:00"], start=1):
        services.set_round_schedule(store, number, starts_at=start, duration_minutes=150, break_minutes=30)
    moved = services.shift_round(store, 2, 45)
    assert [r.starts_at for r in moved[:3]] == [datetime(2024, 5, 18, 9, 0), datetime(2024, 5, 18, 14, 45),
                                                datetime(2024, 5, 19, 9, 45)]
    assert moved[1].start == "14:45" and moved[1].date == "2024-05-18"
    assert moved[1].ends_at == datetime(2024, 5, 18, 17, 15)
    assert moved[3].starts_at is None


@pytest.mark.parametrize(("call", "message"), [
    (lambda s: services.set_round_schedule(s, 9, duration_minutes=10), "there is no round 9"),
    (lambda s: services.set_round_schedule(s, 1, starts_at="tomorrow"), "a date and time like"),
    (lambda s: services.set_round_schedule(s, 1, duration_minutes=0), "the duration in minutes must be"),
    (lambda s: services.set_round_schedule(s, 1), "give the start"),
    (lambda s: services.shift_round(s, 1, 30), "has no planned start"),
    (lambda s: services.shift_round(s, 1, 0), "0 minutes changes nothing"),
])
def test_bad_schedules_are_refused(store, call, message):
    with pytest.raises(ServiceError, match=message):
        call(store)


def test_the_draw_seats_everyone_once_and_varies_between_rounds(seated):
    first = services.tables(seated, 1)
    assert sorted(pid for t in first for pid in t.player_ids) == list(range(1, 9))
    second = services.draw_round(seated, 2)
    assert {frozenset(t.player_ids) for t in first} != {frozenset(t.player_ids) for t in second}


def test_a_draw_of_seven_players_gives_byes_to_those_who_cannot_sit(seated):
    services.withdraw_player(seated, 8)
    tables = services.draw_round(seated, 2)
    byes = [b.player_id for b in services.snapshot(seated).byes if b.round == 2]
    assert len(tables) == 1 and len(byes) == 3
    assert sorted(tables[0].player_ids + byes) == list(range(1, 8))


def test_seats_given_by_hand_are_checked(seated):
    with pytest.raises(ServiceError, match="exactly E, S, W and N"):  # E, S, W alone is a table of three
        services.assign_seats(seated, 2, [{"E": 1, "S": 2, "N": 3}])
    with pytest.raises(ServiceError, match="seated at table 1 and table 2"):
        services.assign_seats(seated, 2, [{"E": 1, "S": 2, "W": 3, "N": 4}, {"E": 1, "S": 6, "W": 7, "N": 8}])
    services.withdraw_player(seated, 4)
    with pytest.raises(ServiceError, match="has withdrawn"):
        services.assign_seats(seated, 2, [{"E": 1, "S": 2, "W": 3, "N": 4}])
    with pytest.raises(ServiceError, match="no player number 42"):
        services.assign_seats(seated, 2, [{"E": 1, "S": 2, "W": 3, "N": 42}])


def test_a_played_round_cannot_be_drawn_again(seated):
    services.record_totals(seated, 1, 1, [10, -10, 0, 0])
    with pytest.raises(ServiceError, match="swap seats instead"):
        services.draw_round(seated, 1)


def test_swapping_two_players_gives_each_the_scores_made_where_he_really_sat(seated):
    # Table 1 is E1 S3 W5 N7, table 2 E2 S4 W6 N8; players 1 and 2 sat in each other's places.
    services.record_totals(seated, 1, 1, [100, -40, -30, -30])
    services.record_totals(seated, 1, 2, [-20, 60, -20, -20])
    services.add_penalty(seated, 1, 10, "late to the table", round_number=1)
    services.swap_seats(seated, 1, 1, 2)
    tables = services.tables(seated, 1)
    assert tables[0].seats["E"] == 2 and tables[1].seats["E"] == 1
    scores = {s.player_id: s.points for s in services.snapshot(seated).scores()}
    assert scores[2] == 100 and scores[1] == -20 and scores[3] == -40
    assert [p.player_id for p in services.penalties(seated)] == [2]
    services.undo(seated)
    assert services.tables(seated, 1)[0].seats["E"] == 1


def test_swapping_refuses_a_player_not_seated_or_the_same_player(seated):
    services.add_player(seated, "Late")
    with pytest.raises(ServiceError, match="Late has no seat in round 1"):
        services.swap_seats(seated, 1, 1, 9)
    with pytest.raises(ServiceError, match="two different players"):
        services.swap_seats(seated, 1, 1, 1)
