"""A table of three in the window: the Rounds tab shows North empty, the totals form asks for three
scores, the deals form is not offered, and the standings give places 1-3."""

from __future__ import annotations

from tourney import services
from tourney.gui.scoring_sheet import TableDealsDialog


def _seat_eleven(window):
    for number in (9, 10, 11):
        window.session.call(services.add_player, f"Player {number}")
    window.session.call(services.draw_rounds, 1, 1, seconds=None, iterations=300, seed=1, odd_count="three")
    window.rounds_tab.select_round(1)
    return window.rounds_tab


def test_a_table_of_three_takes_three_totals_and_ranks_places_one_to_three(window, refusals):
    tab = _seat_eleven(window)
    model = tab.seating_model
    assert [model.index(r, 4).data() for r in range(3)][2] == ""  # North of the table of three
    tab.seating_view.selectRow(2)
    dialog = tab.enter_totals()
    assert list(dialog.scores) == ["E", "S", "W"]
    assert "three add up to 0" in " ".join(w.text() for w in dialog.findChildren(type(dialog.balance)))
    for spin, value in zip(dialog.scores.values(), (40, -15, -25), strict=True):
        spin.setValue(value)
    assert dialog.balance.text() == "Balanced: the three scores add up to +0."
    dialog.accept()
    assert dialog.recorded is not None and dialog.recorded.final
    assert [model.index(2, c).data() for c in range(5, 10)] == ["in", "+40", "-15", "-25", ""]
    table = model.table(2)
    rows = {r.player.id: r for r in services.standings(window.session.store).rows}
    assert [rows[table.seats[w]].table_points for w in "ESW"] == [4, 2, 1]


def test_deals_at_a_table_of_three_are_entered_for_three_seats_with_north_empty(window, qtbot):
    tab = _seat_eleven(window)
    table = tab.seating_model.table(2)
    sheet = TableDealsDialog(window.session, table, window)
    qtbot.addWidget(sheet)
    assert sheet.model.columnCount() == 7  # deal, East, winner, how won + three players
    dialog = sheet.add_deal()
    assert list(dialog.seats) == ["E", "S", "W"]
    assert [dialog.east.itemData(i) for i in range(dialog.east.count())] == ["E", "S", "W"]
    for wind, hand in {"E": "[999p] 333s 13m 7p", "S": "[555s] RdRdRd 234p [678m] SS 2f",
                       "W": "[2222m] 3y"}.items():
        qtbot.keyClicks(dialog.seats[wind].hand, hand)
    seat = dialog.seats["S"]
    seat.winner.setChecked(True)
    qtbot.keyClicks(seat.tile, "S")
    dialog.preview.run()
    assert dialog.preview.result["net"] == {"E": -320, "S": 430, "W": -110, "N": 0}
    assert "North" not in dialog.payments.net.text() and "N " not in dialog.payments.net.text()
    dialog.accept()
    result = services.snapshot(window.session.store).result(1, table.number)
    assert result.totals == {"E": -320, "S": 430, "W": -110}
    following = sheet.add_deal()  # East passes to the next of the three
    assert following.east.currentData() == "S"
    assert following.table_seat("W") == "E" and following.table_seat("N") == "N"
