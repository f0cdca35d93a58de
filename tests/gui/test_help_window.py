"""Help inside the window: the notation and the tournament day, from the repository's own docs."""

from __future__ import annotations

from tourney.gui.help_window import HelpWindow


def test_help_shows_how_to_write_a_hand_from_the_docs(window, qtbot) -> None:
    shown = window.show_help("notation")
    qtbot.addWidget(shown)
    text = shown.browser.toPlainText()
    assert "5s" in text and "round_wind" in text
    assert shown.width() <= 1366 and shown.height() <= 700
    assert shown.sizeHint().height() <= 700


def test_help_shows_the_tournament_day_with_its_pictures(window, qtbot) -> None:
    shown = window.show_help("day")
    qtbot.addWidget(shown)
    assert "Before the day" in shown.browser.toPlainText() and "Draw the seats" in shown.browser.toPlainText()
    assert "images/" in shown.browser.toHtml()


def test_both_help_pages_are_in_the_help_menu(window) -> None:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    texts = [a.text() for a in help_menu.actions()]
    assert "How to write a hand (the notation)" in texts and "A tournament day, step by step" in texts


def test_a_missing_help_page_says_so_instead_of_failing(qtbot, tmp_path) -> None:
    shown = HelpWindow("notation", docs=tmp_path)
    qtbot.addWidget(shown)
    assert "not installed" in shown.browser.toPlainText()
