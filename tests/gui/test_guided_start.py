"""A start that guides (#27): the welcome panel with no file, actions that need a file greyed out,
no next deal after a finished game, no new draw of a round with results."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from tests.gui import day_windows
from tourney.gui.main_window import MainWindow
from tourney.gui.print_menu import _seating


@pytest.fixture
def empty(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture(scope="module")
def riichi_day(tmp_path_factory):
    path = tmp_path_factory.mktemp("riichi") / "riichi.tourney"
    day_windows.build_day(path, "riichi-ema")
    return path


def test_with_no_file_the_window_shows_the_welcome_panel(empty):
    assert empty.pages.currentWidget() is empty.welcome
    assert empty.welcome.new_button.isVisible() and empty.welcome.demo_button.isVisible()
    assert not empty.welcome.recent.isVisible()  # nothing opened yet: no empty list


def test_print_and_the_views_that_need_a_file_are_greyed_out_without_one(empty):
    assert not empty.print_menu.menuAction().isEnabled()
    assert all(not action.isEnabled() for action in empty.needs_file)
    assert empty.print_menu.print_round("seating", _seating) is None  # a shortcut gets nowhere either


def test_opening_a_file_shows_the_tabs_and_enables_print(window):
    assert window.pages.currentWidget() is window.tabs
    assert window.print_menu.menuAction().isEnabled()


def test_the_welcome_panel_lists_recent_files_and_opens_one(window, qtbot):
    path = str(window.session.path.resolve())
    window.session.close()
    window.refresh()
    assert window.pages.currentWidget() is window.welcome
    assert QSettings().value("recent")
    item = window.welcome.recent.item(0)
    assert item.text().startswith("club.tourney")
    window.welcome.recent_chosen.emit(item.data(256))
    assert window.session.is_open and str(window.session.path.resolve()) == path


def test_a_finished_game_offers_no_next_deal(riichi_day, tmp_path, qtbot):
    path = tmp_path / "day.tourney"
    path.write_bytes(riichi_day.read_bytes())
    window = MainWindow(path)
    qtbot.addWidget(window)
    sheet = day_windows.deals_sheet(window)  # round 1: a whole hanchan played
    assert sheet.states[-1].finished
    assert not sheet.add_button.isEnabled()
    assert "over" in sheet.next_label.text() and "Next deal" not in sheet.next_label.text()


def test_draw_is_greyed_out_on_a_round_with_results(riichi_day, tmp_path, qtbot):
    path = tmp_path / "day.tourney"
    path.write_bytes(riichi_day.read_bytes())
    window = MainWindow(path)
    qtbot.addWidget(window)
    tab = window.rounds_tab
    tab.select_round(1)
    assert not tab.draw_button.isEnabled() and tab.draw_button.toolTip()
    tab.select_round(2)  # drawn, nothing played yet
    assert tab.draw_button.isEnabled()
