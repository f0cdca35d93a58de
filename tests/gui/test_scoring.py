"""The scoring dialog: deals typed in the notation, scored live by the engine, saved undoably."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.gui.scoring_sheet import TableDealsDialog

EXAMPLE_1 = {"E": "[999p] 333s 13m 7p", "S": "[555s] RdRdRd 234p [678m] SS 2f", "W": "[2222m] 3y", "N": ""}


@pytest.fixture
def sheet(window, qtbot):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    window.session.call(services.draw_round, 1)
    table = services.snapshot(store).tables_of(1)[0]
    dialog = TableDealsDialog(window.session, table, window)
    qtbot.addWidget(dialog)
    return dialog


def _type(qtbot, dialog, hands, winner=None, tile="", source="self"):
    for wind, hand in hands.items():
        qtbot.keyClicks(dialog.seats[wind].hand, hand)
    if winner:
        seat = dialog.seats[winner]
        seat.winner.setChecked(True)
        qtbot.keyClicks(seat.tile, tile)
        seat.source.setCurrentIndex(seat.source.findData(source))
    dialog.preview.run()


def test_typing_fimj_example_1_shows_the_spec_scores_and_net(sheet, qtbot):
    dialog = sheet.add_deal()
    _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S")
    result = dialog.preview.result
    assert result is not None
    assert {w: s["score"] for w, s in result["seats"].items()} == {"E": 8, "S": 144, "W": 24, "N": 0}
    assert result["net"] == {"E": -300, "S": 570, "W": -90, "N": -180}
    assert dialog.seats["S"].score.text() == "Score 144"
    assert "FIMJ-S14" in dialog.seats["S"].items.text()
    assert "+570" in dialog.payments.net.text() and "-180" in dialog.payments.net.text()
    assert dialog.save_button.isEnabled()


def test_the_preview_follows_the_typing_without_an_explicit_run(sheet, qtbot):
    dialog = sheet.add_deal()
    for wind, hand in EXAMPLE_1.items():
        dialog.seats[wind].hand.setText(hand)
    dialog.seats["S"].winner.setChecked(True)
    dialog.seats["S"].tile.setText("S")
    qtbot.waitUntil(lambda: dialog.seats["S"].score.text() == "Score 144", timeout=1000)


def test_a_bad_hand_shows_its_error_next_to_its_seat_and_cannot_be_saved(sheet, qtbot):
    dialog = sheet.add_deal()
    _type(qtbot, dialog, {**EXAMPLE_1, "W": "[2222m] 3y 5x"}, winner="S", tile="S")
    assert "5x" in dialog.seats["W"].error()
    assert dialog.seats["S"].error() == ""
    assert not dialog.save_button.isEnabled()
    dialog.accept()
    assert services.snapshot(sheet.session.store).result(1, 1) is None


def test_an_engine_refusal_is_shown_under_the_seat_it_names(sheet, qtbot):
    dialog = sheet.add_deal()
    _type(qtbot, dialog, {**EXAMPLE_1, "S": "[555s] RdRdRd 234p [678m] S 2f"}, winner="S", tile="S")
    assert "13 tiles" in dialog.seats["S"].error()
    assert dialog.seats["E"].error() == ""
    assert not dialog.save_button.isEnabled()


def test_saving_stores_the_deal_and_undo_takes_it_back(sheet, qtbot):
    dialog = sheet.add_deal()
    _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S")
    dialog.accept()
    result = services.snapshot(sheet.session.store).result(1, 1)
    assert result is not None and len(result.deals) == 1
    assert result.deals[0].result["net"]["S"] == 570
    assert sheet.model.rowCount() == 1
    assert sheet.model.index(0, 3).data() == "self-drawn S"
    services.undo(sheet.session.store)
    sheet.session.changed.emit()
    assert sheet.model.rowCount() == 0


def test_correcting_and_removing_a_deal_go_through_the_services(sheet, qtbot):
    dialog = sheet.add_deal()
    _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S")
    dialog.accept()
    sheet.view.selectRow(0)
    edit = sheet.edit_deal()
    assert edit.seats["S"].hand.text() == EXAMPLE_1["S"]
    edit.seats["W"].hand.setText("[2222m]")
    edit.preview.run()
    edit.accept()
    assert services.snapshot(sheet.session.store).result(1, 1).deals[0].result["seats"]["W"]["score"] == 8
    sheet.view.selectRow(0)
    assert sheet.delete_deal()
    assert services.snapshot(sheet.session.store).result(1, 1) is None


def test_the_next_deal_is_prefilled_by_the_game_flow(sheet, qtbot):
    dialog = sheet.add_deal()
    _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S")
    dialog.accept()
    following = sheet.add_deal()  # tournament rotation: East passes to the next table seat
    assert following.east.currentData() == "S"
    assert following.round_wind.currentData() == "E"
    assert following.seats["E"].title().endswith(sheet.model.names["S"])


def test_the_rounds_tab_opens_the_deals_of_the_chosen_table(window, qtbot):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    window.session.call(services.draw_round, 1)
    tab = window.rounds_tab
    tab.select_round(1)
    tab.seating_view.selectRow(1)
    assert tab.deals_button.isEnabled()
    dialog = tab.enter_deals()
    qtbot.addWidget(dialog)
    assert dialog.table.number == 2 and dialog.model.rowCount() == 0
