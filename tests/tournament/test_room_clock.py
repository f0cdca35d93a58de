"""The room's clock without Qt: zones, the bell, extra time and late starts, driven by a fake clock."""

from __future__ import annotations

from datetime import datetime

from tourney.gui.board_clock import RoundTimer
from tourney.tournament.room_clock import (
    Bell,
    extra_label,
    minutes_late,
    parse_warnings,
    table_seconds_left,
    zone,
)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_clock_turns_amber_at_fifteen_minutes_red_at_five_and_over_at_zero():
    assert zone(15 * 60 + 1) == "normal"
    assert zone(15 * 60) == "warning"
    assert zone(5 * 60 + 1) == "warning"
    assert zone(5 * 60) == "hurry"
    assert zone(0.5) == "hurry"
    assert zone(0) == "over"


def test_a_single_mark_gives_a_warning_zone_only():
    assert zone(9 * 60, (10,)) == "warning"
    assert zone(1, (10,)) == "warning"


def test_the_bell_rings_once_at_each_mark_and_at_the_end_of_a_running_timer():
    clock = FakeClock()
    timer, bell = RoundTimer(20, clock), Bell((15, 5))
    timer.start()
    rings = []
    for _second in range(20 * 60 + 30):
        clock.now += 1
        if bell.rings(timer.remaining()):
            rings.append(round(timer.remaining()))
    assert rings == [15 * 60, 5 * 60, 0]


def test_the_bell_stays_silent_when_time_is_added_back_and_rings_again_on_the_way_down():
    bell = Bell((15, 5))
    assert not bell.rings(4 * 60)  # the first look only notes where the clock is
    assert not bell.rings(9 * 60)  # five more minutes: going up
    assert bell.rings(5 * 60)


def test_a_table_with_extra_minutes_plays_on_after_the_room():
    assert table_seconds_left(600, None, 5) == 900
    assert table_seconds_left(0, 120, 5) == 180
    assert table_seconds_left(0, 400, 5) == 0
    assert extra_label(3, 5) == "3 +5′" and extra_label(3, 0) == "3"


def test_a_late_start_counts_whole_minutes_on_the_planned_day_only():
    planned = datetime(2024, 5, 18, 9, 30)
    assert minutes_late(planned, datetime(2024, 5, 18, 9, 47, 40)) == 17
    assert minutes_late(planned, datetime(2024, 5, 18, 9, 20)) == 0
    assert minutes_late(planned, datetime(2024, 5, 19, 9, 47)) == 0
    assert minutes_late(None, datetime(2024, 5, 18, 9, 47)) == 0


def test_warnings_are_read_from_the_referees_text_or_refused():
    assert parse_warnings("15,5") == (15, 5)
    assert parse_warnings("5 15 5") == (15, 5)
    assert parse_warnings("0") is None and parse_warnings("ten") is None and parse_warnings("") is None
