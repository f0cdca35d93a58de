"""A double-click in the standings opens the player's history, round by round."""

from __future__ import annotations

from tourney import services


def test_double_click_shows_where_the_player_sat_and_what_he_made(window):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    services.draw_round(store, 1)
    for table in (1, 2):
        services.record_totals(store, 1, table, [30, -10, -10, -10])
    window.session.changed.emit()
    tab = window.standings_tab
    top = tab.model.row(0).player
    dialog = tab.show_history(0)
    assert dialog.windowTitle() == f"History of {top.name}"
    assert dialog.table.rowCount() >= 1
    assert dialog.table.item(0, 0).text() == "1"
    assert dialog.table.item(0, 2).text() == "E"
    assert dialog.table.item(0, 4).text() == "+30"
    assert dialog.table.item(0, 3).text().count(",") == 2  # three opponents
