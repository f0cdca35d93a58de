"""The main window opens and names the file it shows."""

from tourney.gui.app import MainWindow


def test_main_window_title_names_the_tournament_file(qtbot):
    window = MainWindow("club.tourney")
    qtbot.addWidget(window)
    window.show()
    assert "club.tourney" in window.windowTitle()
