"""The room's services: warning marks, extra time, late starts and the day's check-in, each one logged."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.services.errors import ServiceError


@pytest.fixture
def demo(tmp_path):
    store = services.build_demo(tmp_path / "demo.tourney", players=8, rounds=3, deals_per_table=1, seed=3)
    yield store
    store.close()


def _last_action(store) -> str:
    return services.log(store)[-1].action


def test_the_warning_marks_default_to_fifteen_and_five_and_can_be_set(demo):
    assert services.clock_warnings(demo) == (15, 5)
    assert services.set_clock_warnings(demo, "10, 2") == (10, 2)
    assert services.clock_warnings(demo) == (10, 2)
    assert _last_action(demo) == "clock_warnings"
    with pytest.raises(ServiceError, match="1 to 4 whole minutes"):
        services.set_clock_warnings(demo, "soon")


def test_a_table_gets_extra_minutes_and_loses_them_again(demo):
    found = services.set_extra_time(demo, 1, 2, 5)
    assert [(e.table, e.minutes) for e in found] == [(2, 5)]
    assert [(e.table, e.minutes) for e in services.set_extra_time(demo, 1, 2, 8)] == [(2, 8)]
    assert services.set_extra_time(demo, 1, 2, 0) == []
    assert _last_action(demo) == "extra_time"
    with pytest.raises(ServiceError, match="no table 9"):
        services.set_extra_time(demo, 1, 9, 5)


def test_a_late_start_moves_the_rest_of_that_day_and_not_the_next(demo):
    services.set_round_schedule(demo, 1, starts_at="2024-05-18 09:30", duration_minutes=90)
    services.set_round_schedule(demo, 2, starts_at="2024-05-18 11:30")
    services.set_round_schedule(demo, 3, starts_at="2024-05-19 09:30")
    late, moved = services.start_round(demo, 1, "2024-05-18 09:42")
    assert late == 12 and [r.start for r in moved] == ["09:42", "11:42"]
    assert services.round_info(demo, 3).start == "09:30"
    assert _last_action(demo) == "start_round"
    assert services.start_round(demo, 1, "2024-05-18 09:40") == (0, [])


def test_the_day_check_in_lists_who_is_missing_and_ticks_players_in_once(demo):
    day = "2024-05-18"
    assert len(services.checkins(demo, day).missing) == 8
    found = services.check_in_day(demo, [1, 2, 2], day)
    assert [p.id for p, _at, via in found.present] == [1, 2] and found.present[0][2] == "referee"
    assert 1 not in [p.id for p in found.missing] and len(found.missing) == 6
    assert _last_action(demo) == "check_in_day"
    services.check_in_day(demo, [1], day)
    assert len(services.checkins(demo, day).present) == 2
    assert len(services.checkins(demo, "2024-05-19").missing) == 8  # each day on its own
    assert [p.id for p, _at, _via in services.undo_check_in(demo, [2], day).present] == [1]


def test_check_in_refuses_unknown_players_and_bad_days(demo):
    with pytest.raises(ServiceError, match="no player number 99"):
        services.check_in_day(demo, [99])
    with pytest.raises(ServiceError):
        services.check_in_day(demo, [1], "18th of May")
    with pytest.raises(ServiceError, match="at least one player"):
        services.check_in_day(demo, [])


def test_a_player_checks_in_by_the_secret_of_their_card_and_a_wrong_secret_is_refused(demo):
    secrets = services.checkin_secrets(demo)
    assert len(secrets) == 8 and len(set(secrets.values())) == 8
    assert services.checkin_secrets(demo) == secrets  # issued once
    player, found = services.check_in_by_card(demo, secrets[3])
    assert player.id == 3 and [(p.id, via) for p, _at, via in found.present] == [(3, "card")]
    with pytest.raises(ServiceError, match="not valid"):
        services.check_in_by_card(demo, "x" * 27)
    assert services.checkin_link("http://10.0.0.2:8000/", "abc") == "http://10.0.0.2:8000/checkin/abc"


def test_a_players_next_seat_is_their_first_table_without_a_sheet(tmp_path):
    store = services.build_demo(tmp_path / "half.tourney", players=8, rounds=3, deals_per_table=1, seed=3,
                                record_rounds=1)
    try:
        state = services.snapshot(store, deals=False)
        for player in services.players(store):
            waiting = [(t.round, t.number, wind) for t in state.tables for wind, pid in t.seats.items()
                       if pid == player.id and state.result(t.round, t.number) is None]
            assert services.next_seat(store, player.id) == min(waiting)
            assert min(waiting)[0] == 2  # round 1 has its sheets
    finally:
        store.close()
