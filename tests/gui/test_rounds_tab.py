"""The Rounds tab: round status, drawing, the draw as tables × winds, totals, missing tables, undo."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import Qt

from tourney import services
from tourney.gui.round_status import round_progress
from tourney.gui.rounds_model import RoundsModel, SeatingModel
from tourney.gui.standings_model import StandingsModel


def _check_in_everybody(window):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])


def _enter(window, row, totals):
    tab = window.rounds_tab
    tab.seating_view.selectRow(row)
    dialog = tab.enter_totals()
    for spin, value in zip(dialog.scores.values(), totals, strict=True):
        spin.setValue(value)
    return dialog


def test_rounds_start_not_drawn(window):
    model = window.rounds_tab.rounds_model
    assert model.rowCount() == 3
    assert [model.index(r, 2).data() for r in range(3)] == ["not drawn"] * 3
    assert window.rounds_tab.missing.text() == "Not drawn yet."


def test_drawing_a_round_shows_its_tables_by_wind(window):
    _check_in_everybody(window)
    tab = window.rounds_tab
    tab.select_round(1)
    assert tab.draw()
    assert tab.seating_model.rowCount() == 2
    assert [tab.seating_model.headers()[c] for c in range(1, 5)] == ["East", "South", "West", "North"]
    names = {tab.seating_model.index(r, c).data() for r in range(2) for c in range(1, 5)}
    assert names == {f"Player {n}" for n in range(1, 9)}
    assert tab.seating_model.index(0, 5).data() == "missing"
    assert tab.rounds_model.index(0, 2).data() in ("drawn", "playing")


def test_a_draw_that_cannot_be_made_says_why(window, refusals):
    for player in range(1, 6):
        window.session.call(services.withdraw_player, player)
    window.rounds_tab.select_round(1)
    assert not window.rounds_tab.draw()
    assert "at least 4 players, not 3" in refusals[0]


def test_totals_show_the_balance_as_they_are_typed_and_are_recorded(window):
    _check_in_everybody(window)
    tab = window.rounds_tab
    tab.select_round(1)
    tab.draw()
    dialog = _enter(window, 0, [100, -50, -30, 0])
    assert "add up to +20, not 0" in dialog.balance.text()
    dialog.scores["N"].setValue(-20)
    assert dialog.balance.text().startswith("Balanced")
    dialog.ok_button.click()
    assert tab.seating_model.index(0, 5).data() == "in"
    # each seat's points in a column of its own, right-aligned so that they line up (#27)
    assert [tab.seating_model.index(0, c).data() for c in range(6, 10)] == ["+100", "-50", "-30", "-20"]
    assert tab.seating_model.index(0, 6).data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert tab.rounds_model.index(0, 2).data() == "playing"
    assert "Tables still missing: 2" in tab.missing.text()
    _enter(window, 1, [10, -10, 0, 0]).ok_button.click()
    assert tab.rounds_model.index(0, 2).data() == "results in"
    assert tab.missing.text() == "Every table is in."


def test_an_unbalanced_sheet_is_kept_and_named_as_unbalanced(window):
    _check_in_everybody(window)
    tab = window.rounds_tab
    tab.select_round(1)
    tab.draw()
    _enter(window, 0, [100, 0, 0, 0]).ok_button.click()
    assert tab.seating_model.index(0, 5).data().startswith("unbalanced")
    assert "do not balance: 1" in tab.missing.text()


def test_undo_takes_the_totals_back_and_the_table_is_missing_again(window):
    _check_in_everybody(window)
    tab = window.rounds_tab
    tab.select_round(1)
    tab.draw()
    _enter(window, 0, [30, -10, -10, -10]).ok_button.click()
    window.history.undo_action.trigger()
    assert tab.seating_model.index(0, 5).data() == "missing"
    window.history.undo_action.trigger()
    assert tab.seating_model.rowCount() == 0


def test_standings_change_when_totals_come_in(window):
    pytest.importorskip("tourney.services.standings")
    _check_in_everybody(window)
    window.rounds_tab.select_round(1)
    window.rounds_tab.draw()
    _enter(window, 0, [300, -100, -100, -100]).ok_button.click()
    model = window.standings_tab.model
    assert model.rowCount() >= 4
    assert model.index(0, model.fields.index("total_score")).data() == "+300"
    assert "round 1" in window.standings_tab.title.text()


def test_a_round_is_closed_once_every_sheet_is_final_and_the_next_is_drawn(window):
    _check_in_everybody(window)
    store = window.session.store
    for rnd in (1, 2):
        services.draw_round(store, rnd)
    for table in (1, 2):
        services.record_totals(store, 1, table, [10, -10, 0, 0])
    state = services.snapshot(store)
    progress = round_progress(state, now=datetime(2000, 1, 1))
    assert [p.status for p in progress] == ["closed", "drawn", "not drawn"]
    assert progress[1].missing == (1, 2)


def test_the_round_models_pass_the_model_tester(window, qtmodeltester):
    _check_in_everybody(window)
    store = window.session.store
    services.draw_round(store, 1)
    services.record_totals(store, 1, 1, [10, -10, 0, 0])
    state = services.snapshot(store)
    rounds = RoundsModel()
    rounds.set_rounds(state.rounds, round_progress(state))
    qtmodeltester.check(rounds)
    seating = SeatingModel()
    seating.set_round(state, 1)
    qtmodeltester.check(seating)
    standings = StandingsModel()
    standings.set_rows(window.standings_tab.model._rows())
    qtmodeltester.check(standings)


def test_the_greyed_out_result_buttons_say_a_table_must_be_picked_first(window):
    _check_in_everybody(window)
    tab = window.rounds_tab
    tab.select_round(1)
    assert tab.draw()
    assert not tab.deals_button.isEnabled() and "table" in tab.deals_button.toolTip()
    tab.seating_view.selectRow(0)
    assert tab.deals_button.isEnabled() and tab.deals_button.toolTip() == ""
