"""A riichi tournament from the window: created in the new tournament form with the preset's defaults,
drawn, one hanchan scored deal by deal in the scoring dialog, standings with uma (RI-G06-G09)."""

from __future__ import annotations

import pytest

from tests.gui.test_scoring import _type
from tourney import services
from tourney.gui.main_window import MainWindow
from tourney.gui.scoring_sheet import TableDealsDialog

PINFU = "123m 456m 789p 22s 345s"  # closed, two-sided wait: tsumo + pinfu, 2 han 20 fu


@pytest.mark.parametrize("ruleset", ["riichi-ema", "riichi-wrc"])
def test_the_new_tournament_form_offers_the_riichi_presets_with_their_defaults(qtbot, ruleset):
    main = MainWindow()
    qtbot.addWidget(main)
    form = main.new_tournament()
    form.ruleset.setCurrentIndex(form.ruleset.findData(ruleset))
    fields = form.options.fields
    assert fields["start_points"][1].value() == 30000 and fields["target_points"][1].value() == 30000
    assert fields["uma"][1].currentText() == "15/5/-5/-15"
    assert form.options.changed_options() == {}
    assert form.hands.value() == 99 and form.minutes.value() == 90
    form.ruleset.setCurrentIndex(form.ruleset.findData("fimj"))
    assert form.hands.value() == 16 and form.minutes.value() == 150


def test_a_riichi_tournament_is_created_drawn_scored_in_the_dialog_and_ranked_with_uma(qtbot, tmp_path):
    main = MainWindow()
    qtbot.addWidget(main)
    form = main.new_tournament()
    form.file.setText(str(tmp_path / "riichi.tourney"))
    form.name.setText("Riichi cup")
    form.ruleset.setCurrentIndex(form.ruleset.findData("riichi-ema"))
    form.rounds.setValue(2)
    form.ok_button.click()
    assert form.result() == form.DialogCode.Accepted
    session = main.session
    for number in range(4):
        session.call(services.add_player, f"Player {number + 1}", club="Drago", country="IT")
    session.call(services.check_in, *[p.id for p in services.players(session.store)])
    session.call(services.draw_round, 1)
    table = services.snapshot(session.store).tables_of(1)[0]
    sheet = TableDealsDialog(session, table, main)
    qtbot.addWidget(sheet)
    # eight hands, each won by tsumo by the seat after the dealer, so the dealer passes every time and
    # the hanchan ends after South 4; in the first the winner also declared riichi (3 han 20 fu)
    for number in range(1, 9):
        assert sheet.add_button.isEnabled()
        dialog = sheet.add_deal()
        if number == 1:
            marks = dialog.seats["S"].marks
            marks.riichi.setCurrentIndex(marks.riichi.findData("riichi"))
        _type(qtbot, dialog, {"S": PINFU}, winner="S", tile="5s", source="self")
        assert dialog.preview.result is not None, dialog.general.text()
        assert sum(dialog.preview.result["net"].values()) == 0
        dialog.accept()
    assert not sheet.add_button.isEnabled()  # the hanchan is over
    # points: table seat S 31,200 (first), W and N 29,700 (second and third shared), E 29,400 (fourth);
    # uma +15,000 / 0 / 0 / -15,000, no oka (target = start = 30,000)
    totals = services.snapshot(session.store).result(1, 1).totals
    assert totals == {"E": -15600, "S": 16200, "W": -300, "N": -300}
    scores = {row.player.id: row.total_score for row in services.standings(session.store).rows}
    assert {wind: scores[player] for wind, player in table.seats.items()} == totals
    main.standings_tab.refresh()
    model = main.standings_tab.model
    assert model.index(0, model.fields.index("total_score")).data() == "+16200"


def _riichi_window(qtbot, tmp_path) -> MainWindow:
    path = tmp_path / "riichi.tourney"
    store = services.create_tournament(path, name="Riichi cup", ruleset="riichi-ema", rounds=2)
    for number in range(4):
        services.add_player(store, f"Player {number + 1}")
    services.check_in(store, *[p.id for p in services.players(store)])
    services.draw_round(store, 1)
    store.close()
    main = MainWindow(path)
    qtbot.addWidget(main)
    main.show()
    return main


def _totals_of_first_table(main: MainWindow):
    tab = main.rounds_tab
    tab.select_round(1)
    tab.seating_view.selectRow(0)
    return tab.enter_totals()


def test_riichi_totals_take_final_points_and_chombos_and_show_the_scores_with_uma_RI_G06_P08(qtbot, tmp_path):
    main = _riichi_window(qtbot, tmp_path)
    dialog = _totals_of_first_table(main)
    assert [spin.value() for spin in dialog.scores.values()] == [30000] * 4
    assert "4 × 30000" in dialog.findChildren(type(dialog.balance))[0].text()
    for spin, points in zip(dialog.scores.values(), [41000, 30000, 29000, 20000], strict=True):
        spin.setValue(points)
    assert dialog.balance.text() == ("Scores with uma and oka: "
                                     "East +26000, South +5000, West -6000, North -25000")
    dialog.chombos["S"].setValue(1)
    assert "South -15000" in dialog.balance.text()
    dialog.accept()
    result = services.results(main.session.store)[0]
    assert result.final and result.totals == {"E": 26000, "S": -15000, "W": -6000, "N": -25000}


def test_riichi_totals_that_leave_no_whole_stick_say_so_before_recording(qtbot, tmp_path):
    main = _riichi_window(qtbot, tmp_path)
    dialog = _totals_of_first_table(main)
    dialog.scores["N"].setValue(20500)
    assert "stick" in dialog.balance.text()
