"""The Players tab: add, edit, check in with one click, withdraw, re-admit, filter, import a CSV list."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tourney import services
from tourney.gui.players_model import PlayersModel
from tourney.gui.players_tab import STATUS_COLUMN
from tourney.tournament.model import Player


def _names(tab):
    return [tab.proxy.index(row, 0).data() for row in range(tab.proxy.rowCount())]


def _select(tab, name):
    for row in range(tab.proxy.rowCount()):
        if tab.proxy.index(row, 0).data() == name:
            tab.view.selectRow(row)
            return row
    raise AssertionError(f"{name} not listed")


def test_a_player_added_in_the_form_appears_in_the_list(window):
    tab = window.players_tab
    dialog = tab.add_player()
    dialog.edits["name"].setText("Anna Verdi")
    dialog.edits["club"].setText("Drago")
    dialog.ok_button.click()
    assert not dialog.isVisible()
    assert "Anna Verdi" in _names(tab)
    assert "9 players" in tab.counts.text()


def test_a_duplicate_player_is_refused_under_the_name(window):
    dialog = window.players_tab.add_player()
    dialog.edits["name"].setText("Player 1")
    dialog.edits["club"].setText("Drago")
    dialog.ok_button.click()
    assert dialog.isVisible()
    assert "already registered" in dialog.errors.message("name")


def test_a_too_long_federation_id_is_refused_under_that_field(window):
    tab = window.players_tab
    _select(tab, "Player 2")
    dialog = tab.edit_player()
    dialog.edits["federation_id"].setText("X" * 200)
    dialog.ok_button.click()
    assert "federation id" in dialog.errors.message("federation_id")
    assert dialog.errors.message("name") == ""


def test_editing_a_player_changes_the_row(window):
    tab = window.players_tab
    _select(tab, "Player 2")
    dialog = tab.edit_player()
    dialog.edits["team"].setText("Milano")
    dialog.ok_button.click()
    row = _select(tab, "Player 2")
    assert tab.proxy.index(row, 4).data() == "Milano"


def test_one_click_on_the_status_checks_a_player_in(window, qtbot):
    tab = window.players_tab
    row = _select(tab, "Player 3")
    index = tab.proxy.index(row, STATUS_COLUMN)
    assert index.data() == "registered"
    rect = tab.view.visualRect(index)
    qtbot.mouseClick(tab.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert tab.proxy.index(_select(tab, "Player 3"), STATUS_COLUMN).data() == "present"


def test_check_in_button_checks_in_every_selected_player(window):
    tab = window.players_tab
    tab.view.selectAll()
    tab.buttons["check_in"].click()
    assert "present 8" in tab.counts.text()


def test_withdraw_and_readmit(window):
    tab = window.players_tab
    row = _select(tab, "Player 4")
    tab.buttons["withdraw"].click()
    assert tab.proxy.index(row, STATUS_COLUMN).data() == "withdrawn"
    assert tab.buttons["readmit"].isEnabled() and not tab.buttons["withdraw"].isEnabled()
    tab.buttons["readmit"].click()
    assert tab.proxy.index(row, STATUS_COLUMN).data() == "present"


def test_the_filter_keeps_matching_rows_of_any_column(window):
    tab = window.players_tab
    tab.filter.setText("vento")
    assert len(_names(tab)) == 4
    tab.filter.setText("player 1")
    assert _names(tab) == ["Player 1"]


def test_the_list_sorts_by_a_clicked_column(window):
    tab = window.players_tab
    tab.view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    assert tab.proxy.index(0, 1).data() == "Vento"


def test_a_csv_list_is_previewed_with_its_bad_rows_before_importing(window, tmp_path):
    csv = tmp_path / "list.csv"
    csv.write_text("nome;circolo\nMario Neri;Drago\nPlayer 1;Drago\nLuisa Blu;Vento\n", encoding="utf-8")
    tab = window.players_tab
    dialog = tab.import_csv(str(csv))
    assert "2 players to import, 1 bad rows" in dialog.summary.text()
    assert dialog.table.item(0, 0).text() == "3" and "already registered" in dialog.table.item(0, 3).text()
    assert not dialog.ok_button.isEnabled()
    assert len(_names(tab)) == 8  # the preview changed nothing
    dialog.skip_bad.setChecked(True)
    dialog.ok_button.click()
    assert {"Mario Neri", "Luisa Blu"} <= set(_names(tab))
    assert len(_names(tab)) == 10


def test_a_list_without_a_name_column_is_explained_and_cannot_be_imported(window, tmp_path):
    csv = tmp_path / "list.csv"
    csv.write_text("club,country\nDrago,IT\n", encoding="utf-8")
    dialog = window.players_tab.import_csv(str(csv))
    assert "name" in dialog.summary.text()
    assert not dialog.ok_button.isEnabled()


def test_the_players_model_passes_the_model_tester(qtmodeltester):
    model = PlayersModel()
    model.set_players([Player(1, "Anna", "Drago", "IT", "F1", "", "present"),
                       Player(2, "Bruno", "", "", "", "", "withdrawn")])
    qtmodeltester.check(model)


def test_a_click_on_a_heading_sorts_by_that_column_ignoring_accents_and_keeps_the_chosen_player(window):
    tab = window.players_tab
    window.session.call(services.add_player, "Ugo Àlberti", club="Àquila")
    _select(tab, "Player 2")
    tab.view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    clubs = [tab.proxy.index(row, 1).data() for row in range(tab.proxy.rowCount())]
    assert clubs == ["Vento"] * 4 + ["Drago"] * 4 + ["Àquila"]  # À sorts with the A's, last backwards
    assert [p.name for p in tab.selected()] == ["Player 2"]
    tab.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert _names(tab)[:2] == ["Player 1", "Player 2"] and _names(tab)[-1] == "Ugo Àlberti"
    assert [p.name for p in tab.selected()] == ["Player 2"]
