"""FIMJ worked examples (fimj.md section 13) entered through the scoring dialog: typed, and clicked."""

from __future__ import annotations

import pytest

from tests.gui.test_scoring import EXAMPLE_1, _type
from tourney import services
from tourney.gui.scoring_sheet import TableDealsDialog


@pytest.fixture
def dialog(window, qtbot):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    window.session.call(services.draw_round, 1)
    sheet = TableDealsDialog(window.session, services.snapshot(store).tables_of(1)[0], window)
    qtbot.addWidget(sheet)
    return sheet.add_deal()


def _scores(dialog):
    return {w: s["score"] for w, s in dialog.preview.result["seats"].items()}


def test_fimj_example_2_east_wins_on_the_last_tile_with_closing_doublings(dialog, qtbot):
    _type(qtbot, dialog, {"E": "111p 555p [777p] 999p RdRd"}, winner="E", tile="Rd")
    dialog.seats["E"].flags["last_tile"].setChecked(True)
    dialog.preview.run()
    assert _scores(dialog)["E"] == 704
    assert dialog.preview.result["net"] == {"E": 4230, "S": -1410, "W": -1410, "N": -1410}
    assert dialog.seats["E"].score.text() == "Score 704"
    assert "FIMJ-C05" in dialog.seats["E"].items.text()


def test_fimj_example_3_coppie_on_easts_discard_is_a_300_limit(dialog, qtbot):
    _type(qtbot, dialog, {"W": "11m 22m 33p 44p 55s EE RdRd 3y"}, winner="W", tile="Rd", source="E")
    west = dialog.preview.result["seats"]["W"]
    assert (west["score"], west["limit"]) == (300, "FIMJ-L01")
    assert dialog.preview.result["net"] == {"W": 1200, "E": -600, "S": -300, "N": -300}
    assert "FIMJ-L01" in dialog.seats["W"].score.text()


def test_fimj_example_4_two_winners_on_the_same_discard(dialog, qtbot):
    hands = {"W": "(9999m) 123p 456p 789p 55s", "N": "123m 456s 789s 234p 55s 4f", "E": "RdRdRd"}
    _type(qtbot, dialog, hands, winner="W", tile="5s", source="S")
    _type(qtbot, dialog, {}, winner="N", tile="5s", source="S")
    assert _scores(dialog) == {"E": 16, "S": 0, "W": 208, "N": 96}
    assert dialog.preview.result["net"] == {"W": 740, "N": 180, "E": -580, "S": -340}
    assert dialog.save_button.isEnabled()


def _click(dialog, wind, codes):
    dialog.choose_seat(wind)
    for code in codes.split():
        if code in "[]()":
            assert dialog.seats[wind].wrap(code == "]")
        else:
            dialog.tile_palette.buttons[code].click()


def test_fimj_example_1_clicked_on_the_palette_gives_the_spec_numbers(dialog, qtbot):
    _click(dialog, "E", "9p 9p 9p ] 3s 3s 3s 1m 3m 7p")
    _click(dialog, "S", "5s 5s 5s ] Rd Rd Rd 2p 3p 4p 6m 7m 8m ] S S 2f")
    _click(dialog, "W", "2m 2m 2m 2m ] 3y")
    assert dialog.seats["S"].hand.text() == "234p SS RdRdRd [555s] [678m] 2f"
    _type(qtbot, dialog, {}, winner="S", tile="S")
    assert _scores(dialog) == {"E": 8, "S": 144, "W": 24, "N": 0}
    assert dialog.preview.result["net"] == {"E": -300, "S": 570, "W": -90, "N": -180}
    for wind, hand in EXAMPLE_1.items():  # the same hands as typed, in canonical order
        assert sorted(dialog.seats[wind].hand.text().replace(" ", "")) == sorted(hand.replace(" ", ""))


def test_a_concealed_kong_is_wrapped_from_the_palette_and_the_shortcut_wraps_typing(dialog, qtbot):
    _click(dialog, "W", "9m 9m 9m 9m )")
    assert dialog.seats["W"].hand.text() == "(9999m)"
    dialog.choose_seat("N")
    qtbot.keyClicks(dialog.seats["N"].hand, "RdRd 678m")
    dialog.tile_palette.exposed.click()
    assert dialog.seats["N"].hand.text() == "RdRd [678m]"
    assert dialog.tile_palette.exposed.shortcut().toString() == "Ctrl+M"
