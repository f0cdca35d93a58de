"""The register and the EMA file in the window: Players > From the register… (search, tick, add),
a saved list, a new person, the event's new players offered back (by the menu and on closing a
finished event), Print > EMA results… with its problem list and Export anyway."""

from __future__ import annotations

import csv
import io

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QFileDialog

from tests.services.conftest import seat_by_rotation
from tourney import services
from tourney.gui import i18n
from tourney.gui.main_window import MainWindow
from tourney.gui.register_dialog import OfferBackDialog
from tourney.services import register as reg


@pytest.fixture
def people():
    with reg.open_register() as register:
        register.add("Àngela Rossi", ema_id="07000001", club="Drago", country="ITA")
        register.add("Bruno Neri", ema_id="07000002", club="Tigre")
        register.add("Player 1", club="Drago")  # the same person as the tournament's Player 1


def _action(window, name):
    found = [a for a in window.findChildren(type(window.print_menu.menuAction())) if a.objectName() == name]
    assert len(found) == 1, name
    return found[0]


def test_every_register_job_has_its_window_action(window):
    for name in ("job:register add", "job:register list", "job:register import", "job:register export",
                 "job:export ema"):
        assert _action(window, name).text()


def test_from_the_register_search_tick_and_add(window, people, qtbot):
    dialog = window.players_menu.from_register()
    qtbot.addWidget(dialog)
    assert [p.name for p in dialog.shown] == ["Àngela Rossi", "Bruno Neri", "Player 1"]
    assert dialog.table.item(2, 0).text() == "Player 1 (playing)"
    assert not dialog.table.item(2, 0).flags() & Qt.ItemFlag.ItemIsUserCheckable
    dialog.search.setText("angela")
    assert [p.name for p in dialog.shown] == ["Àngela Rossi"]
    assert not dialog.add_button.isEnabled()
    dialog.table.item(0, 0).setCheckState(Qt.CheckState.Checked)
    assert dialog.add_button.isEnabled()
    added = dialog.add_ticked()
    assert [(p.name, p.federation_id, p.country) for p in added] == [("Àngela Rossi", "07000001", "ITA")]
    assert "Àngela Rossi" in [p.name for p in services.players(window.session.store)]
    assert dialog.table.item(0, 0).text() == "Àngela Rossi (playing)"


def test_a_saved_list_is_offered_and_shows_its_people(window, people, qtbot):
    dialog = window.players_menu.from_register()
    qtbot.addWidget(dialog)
    dialog.tick_all()
    assert [p.name for p in dialog.ticked()] == ["Àngela Rossi", "Bruno Neri"]
    dialog.table.item(0, 0).setCheckState(Qt.CheckState.Unchecked)
    assert dialog.save_list("Tigri")
    assert dialog.lists.currentText() == "Tigri" and [p.name for p in dialog.shown] == ["Bruno Neri"]


def test_a_refused_import_is_said_in_the_dialog_and_adds_nobody(window, people, qtbot, monkeypatch):
    dialog = window.players_menu.from_register()
    qtbot.addWidget(dialog)
    dialog.tick_all()
    services.add_player(window.session.store, "Bruno Neri", club="Tigre")  # added meanwhile
    before = len(services.players(window.session.store))
    assert dialog.add_ticked() == []
    assert "Bruno Neri is already a player of this tournament" in dialog.error.text()
    assert len(services.players(window.session.store)) == before


def test_a_new_person_goes_into_the_register_and_a_bad_field_is_shown_under_it(window, qtbot):
    dialog = window.players_menu.new_person()
    qtbot.addWidget(dialog)
    dialog.edits["name"].setText("Carla Verdi")
    dialog.edits["club"].setText("x" * 121)
    dialog.accept()
    assert dialog.isVisible() and "longer than 120" in dialog.errors._labels["club"].text()
    dialog.edits["club"].setText("Tigre")
    dialog.accept()
    with reg.open_register() as register:
        assert [p.name for p in register.people("carla")] == ["Carla Verdi"]


def test_the_events_new_players_are_offered_back_ticked(window, people, qtbot):
    dialog = window.players_menu.offer_back()
    qtbot.addWidget(dialog)
    assert [p.name for p in dialog.new] == [f"Player {n}" for n in range(2, 9)]
    dialog.table.item(0, 0).setCheckState(Qt.CheckState.Unchecked)
    dialog.accept()
    assert [p.name for p in dialog.added] == [f"Player {n}" for n in range(3, 9)]
    with reg.open_register() as register:
        assert "Player 2" not in [p.name for p in register.people()]


def _finish(window):
    store = window.session.store
    for number in range(1, 4):
        seat_by_rotation(store, number)
        services.record_totals(store, number, 1, [300, 100, -150, -250])
        services.record_totals(store, number, 2, [200, 200, -100, -300])
    window.session.forget()


def test_closing_a_finished_tournament_offers_its_new_players_first(window, qtbot):
    event = QCloseEvent()
    event.setAccepted(True)
    window.closeEvent(QCloseEvent())  # a close the program asks for (tests, quitting): no offer
    assert window.session.store is None
    window.open_path(window.session.path or window.windowFilePath())
    _finish(window)
    window._register_offered = False
    spontaneous = _spontaneous_close()
    window.closeEvent(spontaneous)
    assert not spontaneous.isAccepted() and window.session.is_open
    offers = [w for w in window.findChildren(OfferBackDialog) if w.isVisible()]
    assert offers and len(offers[0].new) == 8


def _spontaneous_close():
    class Spontaneous(QCloseEvent):
        def spontaneous(self) -> bool:
            return True

    event = Spontaneous()
    event.setAccepted(True)
    return event


def _ema_tournament(window, country="Italia", first_id=""):
    store = window.session.store
    for p in services.players(store):
        services.edit_player(store, p.id, federation_id=f"0700000{p.id}", country="ITA")
    services.edit_player(store, 1, federation_id=first_id, country=country)
    seat_by_rotation(store, 1)
    services.record_totals(store, 1, 1, [300, 100, -150, -250])
    services.record_totals(store, 1, 2, [200, 200, -100, -300])
    window.session.forget()


def test_ema_results_show_the_problems_and_export_anyway(window, qtbot, tmp_path, monkeypatch):
    _ema_tournament(window)
    _action(window, "job:export ema").trigger()
    dialog = window.print_menu.ema_results()
    qtbot.addWidget(dialog)
    rows = [[dialog.table.item(r, c).text() for c in range(3)] for r in range(dialog.table.rowCount())]
    assert rows[0][1] == "Player 1" and rows[0][2] == "No EMA number"
    assert any("'Italia' written as ITA" in r[2] for r in rows)
    assert not dialog.export_button.isEnabled() and dialog.anyway_button.isVisible()
    out = tmp_path / "ema.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    dialog.anyway_button.click()
    lines = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert lines[0][:4] == ["Position", "First name", "Last name", "EMA number"] and len(lines) == 9


def test_ema_results_with_every_row_right_export_at_once(window, qtbot, tmp_path, monkeypatch):
    _ema_tournament(window, country="ITA", first_id="07000001")
    dialog = window.print_menu.ema_results()
    qtbot.addWidget(dialog)
    assert dialog.export_button.isEnabled() and not dialog.anyway_button.isVisible()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "e.csv"), ""))
    assert dialog.export() == tmp_path / "e.csv"


def test_the_ema_problems_are_shown_in_italian(window, qtbot):
    _ema_tournament(window)
    i18n.install("it")
    try:
        dialog = window.print_menu.ema_results()
        qtbot.addWidget(dialog)
        assert dialog.table.item(0, 2).text() == "Manca il numero EMA"
        assert dialog.windowTitle() == "Risultati EMA"
    finally:
        i18n.install("en")


def test_file_quit_on_a_finished_tournament_offers_its_new_players_then_closes(window, qtbot):
    _finish(window)
    window.close_by_hand()
    offers = [w for w in window.findChildren(OfferBackDialog) if w.isVisible()]
    assert len(offers) == 1 and window.session.is_open
    offers[0].accept()
    assert window.session.store is None  # the window closed once the offer was answered
    with reg.open_register() as register:
        assert len(register.people()) == 8


def test_quitting_an_unfinished_tournament_offers_nothing(window):
    window.close_by_hand()
    assert window.session.store is None and not window.findChildren(OfferBackDialog)


def test_with_no_tournament_open_the_register_is_browsed_and_lists_kept(qtbot, people):
    window = MainWindow()
    qtbot.addWidget(window)
    assert not _action(window, "job:register import").isEnabled()
    assert _action(window, "job:register list").isEnabled()
    assert _action(window, "job:register add").isEnabled()
    dialog = window.players_menu.browse()
    qtbot.addWidget(dialog)
    assert dialog.add_button.isHidden()
    dialog.tick_all()
    assert dialog.save_list("Tutti") and len(dialog.shown) == 3
