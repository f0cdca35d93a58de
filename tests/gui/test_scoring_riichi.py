"""The scoring dialog in the riichi layout (docs/notation.md, riichi, docs/rules/riichi.md): riichi and
tenpai per seat, dora indicators, honba and sticks carried from the hanchan, the win flags by their
Japanese names, han and fu with the yaku's rule ids, several winners on one discard, red fives."""

from __future__ import annotations

import pytest

from tests.gui.test_scoring import _type
from tourney import services
from tourney.gui.main_window import MainWindow
from tourney.gui.scoring_sheet import TableDealsDialog

PINFU = "123m 456m 789p 22s 345s"  # closed, two-sided wait on 5s: pinfu


def riichi_sheet(qtbot, tmp_path, ruleset="riichi-ema", options=None):
    path = tmp_path / f"{ruleset}.tourney"
    store = services.create_tournament(path, name="Riichi night", ruleset=ruleset, rounds=2,
                                       options=options or {})
    for number in range(4):
        services.add_player(store, f"Player {number + 1}", club="Drago", country="IT")
    store.close()
    window = MainWindow(path)
    qtbot.addWidget(window)
    window.session.call(services.check_in, *[p.id for p in services.players(window.session.store)])
    window.session.call(services.draw_round, 1)
    sheet = TableDealsDialog(window.session, services.snapshot(window.session.store).tables_of(1)[0], window)
    qtbot.addWidget(sheet)
    return sheet


@pytest.fixture
def sheet(qtbot, tmp_path):
    return riichi_sheet(qtbot, tmp_path)


def _riichi_ron(dialog, qtbot):
    dialog.seats["E"].marks.riichi.setCurrentIndex(dialog.seats["E"].marks.riichi.findData("riichi"))
    _type(qtbot, dialog, {"E": PINFU}, winner="E", tile="5s", source="S")
    dialog.seats["E"].flags["ippatsu"].setChecked(True)
    dialog.riichi_table.indicators["dora"].setText("3m")
    dialog.preview.run()


def test_a_riichi_ron_shows_han_fu_the_yaku_with_rule_ids_payments_and_sticks(sheet, qtbot):
    dialog = sheet.add_deal()
    _riichi_ron(dialog, qtbot)
    result = dialog.preview.result
    assert result is not None
    assert result["seats"]["E"]["han"] == 4 and result["seats"]["E"]["fu"] == 30
    assert dialog.seats["E"].score.text() == "4 han 30 fu — 11600 points"
    items = dialog.seats["E"].items.text()
    for line in ("RI-Y01  Riichi: 1 han", "RI-Y03  Ippatsu: 1 han", "RI-Y05  Pinfu: 1 han",
                 "RI-D01  Dora: 1 han", "RI-U  Fu: 30 fu"):
        assert line in items
    assert result["net"] == {"E": 11600, "S": -11600, "W": 0, "N": 0}
    dialog.riichi_table.counters["riichi_sticks"].setValue(2)
    dialog.preview.run()
    # the table's two sticks; his own came back
    assert f"E {dialog.payments.names['E']} +2000" in dialog.sticks.text()
    assert dialog.entered_deal()["riichi_sticks"] == 2
    assert dialog.entered_deal()["seats"]["E"]["riichi"] is True
    assert dialog.entered_deal()["dora"] == ["3m"]
    assert dialog.save_button.isEnabled()


def test_a_mangan_shows_its_limit_name(sheet, qtbot):
    dialog = sheet.add_deal()
    _riichi_ron(dialog, qtbot)
    dialog.riichi_table.indicators["dora"].setText("3m 2m")
    dialog.preview.run()
    assert dialog.seats["E"].score.text() == "5 han 30 fu — Mangan — 12000 points"


def test_riichi_offers_its_win_flags_by_their_japanese_names(sheet):
    dialog = sheet.add_deal()
    flags = dialog.seats["S"].flags
    assert list(flags) == ["ippatsu", "last_tile", "last_discard", "replacement", "robbing_kong",
                           "heavenly", "first_draw"]
    assert flags["last_tile"].text() == "haitei"
    assert flags["last_tile"].toolTip() == "haitei (last tile of the wall)"
    assert flags["first_draw"].toolTip() == "chiihou (first draw)"
    assert dialog.seats["S"].source.itemText(0) == "tsumo (self-drawn)"


def test_the_palette_fills_the_dora_indicators_once_that_field_is_chosen(sheet, qtbot):
    dialog = sheet.add_deal()
    dialog.choose_indicator("dora")
    dialog.tile_palette.buttons["9p"].click()
    dialog.tile_palette.buttons["N"].click()
    assert dialog.riichi_table.indicators["dora"].text() == "9p N"
    dialog.choose_seat("W")
    dialog.tile_palette.buttons["1m"].click()
    assert dialog.seats["W"].hand.text() == "1m"


def test_a_bad_indicator_is_named_next_to_the_field_and_nothing_is_scored(sheet, qtbot):
    dialog = sheet.add_deal()
    _riichi_ron(dialog, qtbot)
    dialog.riichi_table.indicators["dora"].setText("3x")
    dialog.preview.run()
    assert dialog.riichi_table.problem.isVisibleTo(dialog.riichi_table)
    assert dialog.preview.result is None and not dialog.save_button.isEnabled()


def test_an_exhaustive_draw_pays_noten_and_the_next_deal_starts_with_its_honba_and_sticks(sheet, qtbot):
    dialog = sheet.add_deal()
    dialog.void.setChecked(True)
    marks = dialog.seats["S"].marks
    marks.riichi.setCurrentIndex(marks.riichi.findData("riichi"))
    assert marks.tenpai.isChecked() and marks.tenpai.isEnabled()
    dialog.preview.run()
    result = dialog.preview.result
    assert result["net"] == {"E": -1000, "S": 3000, "W": -1000, "N": -1000}
    assert result["riichi_sticks_after"] == 1
    assert "honba" not in dialog.entered_deal()
    dialog.accept()
    following = sheet.add_deal()
    assert following.riichi_table.counters_now() == {"honba": 1, "riichi_sticks": 1}
    assert "honba" not in following.entered_deal()  # the flow's value is left to the flow
    _type(qtbot, following, {"S": PINFU}, winner="S", tile="5s", source="W")
    assert following.preview.result["net"]["S"] == 1000 + 300
    assert following.preview.result["sticks"]["S"] == 1000


def test_a_chombo_ends_the_hand_without_payments(sheet, qtbot):
    dialog = sheet.add_deal()
    dialog.seats["W"].marks.chombo.setChecked(True)
    dialog.preview.run()
    deal = dialog.entered_deal()
    assert deal["void"] is True and deal["seats"]["W"]["chombo"] is True
    assert dialog.preview.result["chombo"] == ["W"] and dialog.preview.result["payments"] == []


def test_two_winners_on_one_discard_are_scored_under_ema(sheet, qtbot):
    dialog = sheet.add_deal()
    _east_and_west_win_on_south_s_5s(qtbot, dialog)
    assert dialog.preview.result is not None, dialog.general.text()
    assert dialog.preview.result["net"]["S"] < 0 and dialog.preview.result["net"]["W"] > 0


def test_wrc_refuses_a_second_winner_on_one_discard(qtbot, tmp_path):
    dialog = riichi_sheet(qtbot, tmp_path, "riichi-wrc").add_deal()
    _east_and_west_win_on_south_s_5s(qtbot, dialog)
    assert dialog.preview.result is None and not dialog.save_button.isEnabled()


def _east_and_west_win_on_south_s_5s(qtbot, dialog) -> None:
    _type(qtbot, dialog, {"E": PINFU, "W": "234m 234p 678p 66s 345s"}, winner="E", tile="5s", source="S")
    west = dialog.seats["W"]
    west.winner.setChecked(True)
    qtbot.keyClicks(west.tile, "5s")
    west.source.setCurrentIndex(west.source.findData("S"))
    dialog.preview.run()


def test_red_fives_have_their_buttons_where_the_house_rules_play_them(qtbot, tmp_path):
    dialog = riichi_sheet(qtbot, tmp_path, options={"red_fives": True}).add_deal()
    dialog.choose_seat("E")
    qtbot.keyClicks(dialog.seats["E"].hand, "123m 456m 789p 22s 34s")
    dialog.tile_palette.buttons["0s"].click()
    assert dialog.seats["E"].hand.text() == "123m 456m 789p 22s 34s 0s"
    _type(qtbot, dialog, {}, winner="E", tile="0s", source="S")
    assert "RI-D03" in dialog.seats["E"].items.text()


def test_without_red_fives_there_are_no_red_buttons(sheet):
    assert "0m" not in sheet.add_deal().tile_palette.buttons


def test_a_saved_riichi_deal_is_undone_and_corrected_with_its_marks(sheet, qtbot):
    dialog = sheet.add_deal()
    _riichi_ron(dialog, qtbot)
    dialog.accept()
    sheet.view.selectRow(0)
    edit = sheet.edit_deal()
    assert edit.seats["E"].marks.riichi.currentData() == "riichi"
    assert edit.riichi_table.indicators["dora"].text() == "3m"
    assert edit.seats["E"].flags["ippatsu"].isChecked()
    edit.reject()
    services.undo(sheet.session.store)
    sheet.session.changed.emit()
    assert sheet.model.rowCount() == 0


def test_the_deal_list_says_tsumo_ron_and_ryuukyoku_and_counts_the_sticks(sheet, qtbot):
    draw = sheet.add_deal()
    draw.void.setChecked(True)
    draw.seats["S"].marks.riichi.setCurrentIndex(draw.seats["S"].marks.riichi.findData("riichi"))
    draw.preview.run()
    draw.accept()
    assert sheet.model.index(0, 3).data() == "exhaustive draw (ryuukyoku)"
    south = sheet.model.deals[0].seats["S"]  # the table seat at deal seat South
    column = 4 + sheet.model.winds.index(south)
    # 3000 noten payments less his stick; the running total is his points in the hanchan
    assert sheet.model.index(0, column).data() == "+2000  (32000)"
    assert sheet.next_label.text().endswith("; honba 1, riichi sticks on the table 1")
    ron = sheet.add_deal()
    _type(qtbot, ron, {"S": PINFU}, winner="S", tile="5s", source="W")
    ron.accept()
    assert sheet.model.index(1, 3).data().startswith("ron 5s from ")
