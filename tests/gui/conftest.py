"""GUI test setup: settings kept in a temporary folder, refusals recorded instead of shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tourney import services
from tourney.gui import messages
from tourney.gui.main_window import MainWindow


@pytest.fixture(autouse=True)
def private_settings(qapp, tmp_path):
    qapp.setOrganizationName("tourney-tests")
    qapp.setApplicationName("tourney-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().clear()
    yield


@pytest.fixture(autouse=True)
def refusals(monkeypatch):
    """The messages the window would have shown in a box, and confirmations answered yes."""
    shown: list[str] = []
    monkeypatch.setattr(messages, "show_error", lambda parent, error: shown.append(error.message))
    monkeypatch.setattr(messages, "confirm", lambda parent, title, text: True)
    return shown


def make_tournament(path: Path, players: int = 8) -> None:
    store = services.create_tournament(path, name="Club night", ruleset="fimj", rounds=3)
    for number in range(players):
        services.add_player(store, f"Player {number + 1}", club=["Drago", "Vento"][number % 2], country="IT")
    store.close()


@pytest.fixture
def window(qtbot, tmp_path, refusals):
    path = tmp_path / "club.tourney"
    make_tournament(path)
    main = MainWindow(path)
    qtbot.addWidget(main)
    main.show()
    return main
