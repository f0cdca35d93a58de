"""The room's dialogs: the day's check-in shows who is missing and ticks players in; the room's clock
sets warnings, extra time and a late start; the draw names the missing players and can be stopped."""

from __future__ import annotations

from datetime import date

import pytest

from tourney import services
from tourney.gui import room_dialogs
from tourney.gui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=1, seed=5).close()
    shown = MainWindow(path)
    qtbot.addWidget(shown)
    return shown


def _choose(table, count: int) -> None:
    for row in range(count):
        table.selectRow(row) if row == 0 else table.item(row, 0).setSelected(True)


def test_the_check_in_dialog_lists_the_missing_and_ticks_the_chosen_in(window):
    dialog = window.day_menu.open_dialog("checkin")
    assert dialog.summary.text() == "0 in, 8 missing" and dialog.missing.rowCount() == 8
    _choose(dialog.missing, 2)
    assert dialog.check_in()
    assert dialog.summary.text() == "2 in, 6 missing" and dialog.present.rowCount() == 2
    assert dialog.present.item(0, 3).text() == "by the referee"
    dialog.present.selectRow(0)
    assert dialog.take_off() and dialog.summary.text() == "1 in, 7 missing"
    assert window.findChild(type(window.day_menu.actions()[0]), "job:checkin") is not None


def test_the_room_clock_dialog_sets_warnings_and_extra_time_and_refuses_in_one_sentence(window):
    dialog = window.day_menu.open_dialog("clock")
    dialog.warnings.setText("12, 4")
    assert dialog.save_warnings() and services.clock_warnings(window.session.store) == (12, 4)
    dialog.warnings.setText("soon")
    assert not dialog.save_warnings()
    assert "1 to 4 whole minutes" in dialog.warn_errors.general.text() or any(
        "1 to 4" in label.text() for label in dialog.warn_errors._labels.values())
    dialog.round.setValue(1)
    dialog.table.setValue(2)
    assert dialog.give_extra() and dialog.extras.item(0, 1).text() == "+5′"
    dialog.table.setValue(40)
    assert not dialog.give_extra()
    assert dialog.started_now() and "schedule" in dialog.late_note.text()


def test_the_draw_names_the_missing_players_once_check_in_has_begun(window, monkeypatch):
    asked = []
    monkeypatch.setattr(room_dialogs.messages, "confirm", lambda *a: asked.append(a[2]) or False)
    assert room_dialogs.confirm_missing(window, window.session)  # nobody in yet: no question
    services.check_in_day(window.session.store, [1], date.today().isoformat())
    assert not room_dialogs.confirm_missing(window, window.session)
    assert "7 players have not checked in today" in asked[0] and "2. " in asked[0]
