"""Quiet until asked (#27): a new deal shows no error before anything is entered, and the refusals
use the dialog's own words (never the deal JSON's keys), under the seat they concern."""

from __future__ import annotations

import pytest

from tests.gui.test_scoring import EXAMPLE_1, _type
from tourney import services
from tourney.gui import i18n
from tourney.gui.scoring_sheet import TableDealsDialog

JSON_WORDS = ('"void"', "true", '"win"', '"from"', '"self"', "last_tile", '"flags"')


@pytest.fixture
def sheet(window, qtbot):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    window.session.call(services.draw_round, 1)
    dialog = TableDealsDialog(window.session, services.snapshot(store).tables_of(1)[0], window)
    qtbot.addWidget(dialog)
    return dialog


@pytest.fixture
def italian():
    i18n.install("it")
    yield
    i18n.install("en")


def test_a_new_deal_says_nothing_wrong_before_anything_is_entered(sheet, qtbot):
    dialog = sheet.add_deal()
    qtbot.wait(50)  # the preview's timer has run
    assert dialog.preview.result is None
    assert not dialog.general.isVisibleTo(dialog)
    assert all(seat.error() == "" for seat in dialog.seats.values())
    assert not dialog.save_button.isEnabled()


def test_once_a_hand_is_typed_a_missing_winner_is_said_in_the_dialogs_words(sheet, qtbot):
    dialog = sheet.add_deal()
    _type(qtbot, dialog, {"E": "[999p] 333s 13m 7p"})
    assert dialog.general.isVisibleTo(dialog)
    said = dialog.general.text()
    assert "Mah Jong" in said and "No winner" in said
    assert not any(word in said for word in JSON_WORDS), said


def test_a_wrong_win_flag_is_said_under_its_seat_by_the_boxes_name(sheet, qtbot):
    dialog = sheet.add_deal()
    _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S", source="E")
    dialog.seats["S"].flags["last_tile"].setChecked(True)
    dialog.preview.run()
    said = dialog.seats["S"].error()
    assert "last tile of the wall" in said
    assert not any(word in said for word in JSON_WORDS), said
    assert not dialog.general.isVisibleTo(dialog)  # under the seat, not at the bottom


def test_in_italian_the_missing_winner_is_said_without_json_words(sheet, qtbot, italian):
    dialog = sheet.add_deal()
    _type(qtbot, dialog, {"E": "[999p] 333s 13m 7p"})
    said = dialog.general.text()
    assert said and not any(word in said for word in ('"void"', "true", "vero", '"win"')), said
