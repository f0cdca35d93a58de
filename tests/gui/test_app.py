"""The main window opens and names the file it shows."""

from tests.gui.conftest import make_tournament
from tourney.gui.app import MainWindow


def test_main_window_title_names_the_tournament_file(qtbot, tmp_path):
    make_tournament(tmp_path / "club.tourney")
    window = MainWindow(tmp_path / "club.tourney")
    qtbot.addWidget(window)
    window.show()
    assert "club.tourney" in window.windowTitle()


def test_a_file_that_cannot_be_opened_leaves_the_window_empty_with_a_message(qtbot, tmp_path, refusals):
    window = MainWindow(tmp_path / "club.tourney")
    qtbot.addWidget(window)
    assert refusals and "club.tourney" in refusals[0]
    assert window.windowTitle() == "tourney"
