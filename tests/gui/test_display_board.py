"""The display board: the timer driven by a fake clock, the seating and standings paged, the switch
that hides the standings, and the View menu that opens it."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.gui.board_clock import FLASH_SECONDS, PageTurner, RoundTimer, paged
from tourney.gui.display_board import SEATING, STANDINGS, TIMER, DisplayBoard
from tourney.gui.session import Session


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("board") / "demo.tourney"
    services.build_demo(path).close()
    return path


@pytest.fixture
def board(qtbot, demo_file):
    clock, rings = FakeClock(), []
    session = Session()
    session.open(demo_file)
    shown = DisplayBoard(session, clock=clock, beep=lambda: rings.append(clock.now))
    qtbot.addWidget(shown)
    shown.clock, shown.rings = clock, rings
    yield shown
    session.close()


def test_the_timer_counts_down_only_while_running():
    clock = FakeClock()
    timer = RoundTimer(90, clock)
    assert timer.text() == "1:30:00"
    clock.advance(60)
    assert timer.text() == "1:30:00"  # not started yet
    timer.start()
    clock.advance(30.5)
    assert timer.text() == "1:29:30"
    timer.pause()
    clock.advance(600)
    assert timer.text() == "1:29:30"
    timer.toggle()
    clock.advance(29.5 + 29 * 60)
    assert timer.text() == "1:00:00"


def test_adding_five_minutes_after_the_end_starts_the_clock_again():
    clock = FakeClock()
    timer = RoundTimer(1, clock)
    timer.start()
    clock.advance(61)
    assert timer.finished and timer.text() == "00:00"
    timer.add(5)
    assert timer.running and timer.text() == "05:00"
    clock.advance(60)
    assert timer.text() == "04:00"
    timer.reset()
    assert not timer.running and timer.text() == "01:00"


def test_the_board_flashes_for_a_while_after_the_end_and_then_stays_still():
    clock = FakeClock()
    timer = RoundTimer(1, clock)
    timer.start()
    clock.advance(60)
    assert timer.flashing()
    clock.advance(0.5)
    assert not timer.flashing()
    clock.advance(0.5)
    assert timer.flashing()
    clock.advance(FLASH_SECONDS)
    assert not timer.flashing()


def test_pages_turn_every_few_seconds_and_come_back_to_the_first():
    clock = FakeClock()
    turner = PageTurner(10, clock)
    turner.restart(3)
    assert turner.page() == 0
    clock.advance(10)
    assert turner.page() == 1
    clock.advance(20)
    assert turner.page() == 0
    assert paged(list(range(7)), 3) == [[0, 1, 2], [3, 4, 5], [6]]
    assert paged([], 3) == [[]]


def test_the_timer_rings_once_at_the_end_of_the_round(board):
    board.minutes_box.setValue(2)
    board.reset()
    board.start_or_pause()
    assert board.start_button.text() == "Pause"
    board.clock.advance(119)
    board.tick()
    assert board.picture().big == "00:01" and board.rings == []
    board.clock.advance(1)
    board.tick()
    board.clock.advance(1)
    board.tick()
    screen = board.picture()
    assert screen.big == "00:00" and screen.status == "Time is up: last hand!"
    assert len(board.rings) == 1
    board.add_time()
    assert board.picture().big == "05:00" and not board.picture().flash


def test_the_timer_starts_at_the_length_of_the_round(board):
    assert board.mode.currentData() == TIMER
    assert board.picture().big == "2:30:00"  # the demo plays 150-minute rounds
    assert board.picture().status == "Ready"  # not "Paused" before its first start (#27)


def test_the_timer_says_paused_only_once_it_has_been_started(board):
    board.start_or_pause()
    assert board.picture().status == ""
    board.start_or_pause()
    assert board.picture().status == "Paused"
    board.reset()
    assert board.picture().status == "Ready"


def test_the_seating_shows_six_tables_a_page_with_four_winds(board):
    board.show_mode(SEATING)
    screen = board.picture()
    assert screen.title == "Round 4 — seating"
    assert len(screen.tables) == 6
    heading, seats = screen.tables[0]
    assert heading == "Table 1" and [wind for wind, _ in seats] == ["East", "South", "West", "North"]
    board.round_box.setValue(1)
    names = {p.id: p.name for p in services.players(board.session.store)}
    first = services.tables(board.session.store, 1)[0]
    assert board.picture().tables[0][1][0][1] == names[first.seats["E"]]


def test_the_standings_are_paged_and_the_pages_turn_by_themselves(board):
    board.show_mode(STANDINGS)
    assert len(board.pages()) == 2  # 24 players, 12 a page
    first = board.picture()
    assert first.title == "Standings after round 4" and len(first.rows) == 12
    assert first.footer == "Page 1 of 2"
    assert first.rows[0][0] == "1"
    board.clock.advance(board.seconds_box.value())
    assert board.picture().footer == "Page 2 of 2"
    assert board.picture().rows[0][0] == "13"


def test_hiding_the_standings_shows_no_name(board):
    board.show_mode(STANDINGS)
    board.hide_standings.setChecked(True)
    screen = board.picture()
    assert screen.rows == [] and "hidden" in screen.message


def test_the_view_menu_opens_one_display_board(window):
    first = window.show_display_board()
    assert first.isVisible() and first.windowTitle() == "Display board — tourney"
    assert window.show_display_board() is first
    window.close()
    assert not first.isVisible()


def test_the_tournaments_hidden_standings_hide_them_on_the_board_until_revealed(window):
    from tourney import services

    board = window.show_display_board()
    window.session.call(services.hide_standings_from, 1)
    board.refresh()
    assert board._standings_hidden()
    window.session.call(services.reveal_standings, True)
    board.refresh()
    assert not board._standings_hidden()


def test_a_40_character_name_goes_on_two_lines_of_its_seat_never_cut(qapp):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFontMetricsF

    from tests.gui.day_windows import LONG_NAME
    from tourney.gui.board_canvas import _font, fit

    box = QRectF(0, 0, 640, 47)  # a seat's name on a seating page
    font = _font(42, True)
    assert fit(LONG_NAME, font, box)
    lines = QFontMetricsF(font).boundingRect(box, int(Qt.TextFlag.TextWordWrap), LONG_NAME)
    assert lines.height() <= box.height() and lines.width() <= box.width()
    short = _font(42, True)
    assert not fit("Sara Gallo", short, box) and short.pixelSize() == 42
