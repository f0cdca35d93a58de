"""The room's clock on the display board: zones and colours, the bell and its mute, last hand, extra
minutes beside a table, and a late first start moving the day's schedule (fake clock, fake beep)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from tourney import services
from tourney.gui.display_board import SEATING, DisplayBoard
from tourney.gui.session import Session


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def board(qtbot, tmp_path):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=1, seed=5).close()
    clock, rings = FakeClock(), []
    session = Session()
    session.open(path)
    shown = DisplayBoard(session, clock=clock, beep=lambda: rings.append(clock.now))
    qtbot.addWidget(shown)
    shown.clock, shown.rings = clock, rings
    yield shown
    session.close()


def _run(board, seconds: int) -> None:
    for _ in range(seconds):
        board.clock.now += 1
        board.tick()


def test_the_board_rings_at_fifteen_five_and_zero_minutes_and_says_last_hand(board):
    board.minutes_box.setValue(20)
    board.reset()
    board.start_or_pause()
    assert board.picture().zone == "normal"
    _run(board, 5 * 60)
    assert board.picture().zone == "warning" and len(board.rings) == 1
    _run(board, 10 * 60)
    assert board.picture().zone == "hurry" and len(board.rings) == 2
    _run(board, 5 * 60)
    screen = board.picture()
    assert screen.zone == "over" and screen.status == "Time is up: last hand!" and len(board.rings) == 3


def test_the_referee_mutes_the_bell_and_the_colours_stay(board):
    board.minutes_box.setValue(16)
    board.reset()
    board.sound.setChecked(False)
    board.start_or_pause()
    _run(board, 2 * 60)
    assert board.rings == [] and board.picture().zone == "warning"


def test_the_warning_marks_are_the_tournaments(board):
    board.session.call(services.set_clock_warnings, "10")
    board.minutes_box.setValue(12)
    board.reset()
    board.start_or_pause()
    _run(board, 60)
    assert board.picture().zone == "normal"
    _run(board, 61)
    assert board.picture().zone == "warning" and len(board.rings) == 1


def test_a_table_with_extra_minutes_shows_them_beside_its_number(board):
    board.session.call(services.set_extra_time, 1, 2, 5)
    board.round_box.setValue(1)
    assert board.picture().note == "Extra time: table 2 +5′"
    board.show_mode(SEATING)
    headings = [heading for heading, _seats in board.picture().tables]
    assert headings == ["Table 1", "Table 2  +5′"]


def test_a_late_first_start_moves_the_days_schedule_and_says_so(board):
    # the day's clock is fixed: a real one would cross midnight between 00:00 and 00:07, where a start
    # is a new plan rather than a late one
    started = datetime(2026, 5, 9, 15, 37, 20)
    board.room.wall = lambda: started
    planned = started.replace(second=0) - timedelta(minutes=7)
    board.session.call(services.set_round_schedule, 1,
                       starts_at=planned.isoformat(sep=" ", timespec="minutes"))
    board.round_box.setValue(1)
    board.start_or_pause()
    assert board.timer.running
    assert "7 min late" in board.late_note.text()
    moved = board.session.read(services.round_info, 1).starts_at
    assert moved == started.replace(second=0)
    board.start_or_pause()
    board.start_or_pause()  # a pause and a restart are no new start
    assert board.session.read(services.round_info, 1).starts_at == moved
