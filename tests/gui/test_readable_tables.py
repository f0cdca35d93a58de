"""Readable tables (#27): the standings put the ranking key first, the swap dialog starts on two
different players, and sorting and filtering ignore accents."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tourney import services
from tourney.gui.accents import folded
from tourney.gui.swap_dialog import SwapDialog


def _play_round(window):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    window.session.call(services.draw_round, 1)
    window.session.call(services.record_totals, 1, 1, [300, -100, -100, -100])
    window.session.call(services.record_totals, 1, 2, [30, -10, -10, -10])


def test_the_standings_put_the_ranking_key_first_after_the_player(window):
    _play_round(window)
    model = window.standings_tab.model
    assert services.tournament(window.session.store).ranking == "table_points"
    assert model.headers()[:4] == ("Rank", "Player", "Table points", "Score")
    assert model.index(0, 2).data(Qt.ItemDataRole.FontRole).bold()


def test_under_a_points_ranking_the_score_comes_first(window):
    _play_round(window)
    rows = window.session.read(services.standings).rows
    window.standings_tab.model.set_rows(rows, ("total_score",))
    assert window.standings_tab.model.headers()[:3] == ("Rank", "Player", "Score")


def test_the_swap_dialog_starts_on_two_different_players(window, qtbot):
    _play_round(window)
    dialog = SwapDialog(window.session, 1, parent=window)
    qtbot.addWidget(dialog)
    first, second = dialog.chosen()
    assert first is not None and second is not None and first != second
    assert dialog.ok_button.isEnabled()
    clicked = SwapDialog(window.session, 1, second, None, parent=window)
    qtbot.addWidget(clicked)
    assert clicked.chosen()[0] == second and clicked.chosen()[1] != second


def test_folding_drops_accents_and_case():
    assert folded("Àngela Dell'Órto") == "angela dell'orto"


def test_the_players_filter_and_sort_ignore_accents(window):
    store = window.session.store
    window.session.call(services.add_player, "Àngela Rossi", club="Drago")
    window.session.call(services.add_player, "Zoe Bianchi", club="Drago")
    window.session.call(services.add_player, "Bruno Ènrico", club="Vento")
    tab = window.players_tab
    tab.filter.setText("angela")
    assert tab.proxy.rowCount() == 1 and tab.proxy.index(0, 0).data() == "Àngela Rossi"
    tab.filter.setText("ENRICO")
    assert tab.proxy.index(0, 0).data() == "Bruno Ènrico"
    tab.filter.clear()
    tab.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    names = [tab.proxy.index(row, 0).data() for row in range(tab.proxy.rowCount())]
    assert names[0] == "Àngela Rossi" and names[-1] == "Zoe Bianchi"  # with the A's, not after Z
    assert len(services.players(store)) == len(names)
