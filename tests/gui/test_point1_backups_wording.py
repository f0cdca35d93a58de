"""File > Backups… says what each backup is: one not taken by a round's closing was taken by a change (the
first one made 10 minutes or more after the last backup, the first after opening included), and one
player or one table sheet is singular, in English and in Italian."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from tourney import services
from tourney.gui import i18n
from tourney.gui.backups_dialog import BackupsDialog, BackupsTable


def _backup(after_round: int | None, players: int, results: int) -> services.BackupInfo:
    return services.BackupInfo("club-20261128-100000.tourney", Path("club-20261128-100000.tourney"),
                               datetime(2026, 11, 28, 10, 0), after_round, 4096, players, (), results,
                               "Add Anna", "2026-11-28T10:00:00")


def _row(qtbot, backup: services.BackupInfo) -> list[str]:
    table = BackupsTable()
    qtbot.addWidget(table)
    table.show_backups([backup])
    return [table.item(0, column).text() for column in range(table.columnCount())]


@pytest.fixture
def italian(qapp):
    i18n.install("it")
    yield
    i18n.install("en")


def test_a_backup_taken_by_a_change_says_so_not_ten_minutes_of_changes(qtbot):
    row = _row(qtbot, _backup(None, 8, 0))
    assert row[1] == "a change"
    assert _row(qtbot, _backup(2, 8, 4))[1] == "round 2"


def test_one_player_and_one_table_sheet_are_singular(qtbot):
    assert _row(qtbot, _backup(None, 1, 1))[3] == "1 player · no round closed · 1 table sheet"
    assert _row(qtbot, _backup(None, 8, 4))[3] == "8 players · no round closed · 4 table sheets"


def test_the_same_words_in_italian(qtbot, italian):
    assert _row(qtbot, _backup(None, 1, 1))[1:4:2] == ["una modifica", "1 giocatore · nessun turno chiuso · "
                                                                        "1 foglio di tavolo"]
    assert _row(qtbot, _backup(None, 8, 4))[3] == "8 giocatori · nessun turno chiuso · 4 fogli di tavolo"


def test_the_first_backup_after_opening_a_file_reads_a_change(window, qtbot):
    window.session.call(services.add_player, "Late Comer")  # the first change: no backup of this file yet
    dialog = BackupsDialog(window.session, window)
    qtbot.addWidget(dialog)
    [taken] = dialog.table.backups
    assert taken.after_round is None
    assert dialog.table.item(0, 1).text() == "a change"
    said = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "with the first change made 10 minutes or more after the last backup" in said
