"""The scoring dialog for American (card hands matched, dead hands) and Singapore (instant payments)."""

from __future__ import annotations

import pytest

from tests.gui.test_scoring import _type
from tourney import services
from tourney.gui.main_window import MainWindow
from tourney.gui.scoring_sheet import TableDealsDialog


def open_deal(qtbot, tmp_path, ruleset):
    path = tmp_path / f"{ruleset}.tourney"
    store = services.create_tournament(path, name="Club night", ruleset=ruleset, rounds=3)
    for number in range(4):
        services.add_player(store, f"Player {number + 1}", club="Drago", country="IT")
    store.close()
    window = MainWindow(path)
    qtbot.addWidget(window)
    window.session.call(services.check_in, *[p.id for p in services.players(window.session.store)])
    window.session.call(services.draw_round, 1)
    sheet = TableDealsDialog(window.session, services.snapshot(window.session.store).tables_of(1)[0], window)
    qtbot.addWidget(sheet)
    return sheet.add_deal()


@pytest.fixture
def american(qtbot, tmp_path):
    return open_deal(qtbot, tmp_path, "american")


@pytest.fixture
def singapore(qtbot, tmp_path):
    return open_deal(qtbot, tmp_path, "singapore")


def test_american_shows_the_card_hands_the_winners_hand_matches(american, qtbot):
    _type(qtbot, american, {"S": "1111s 333sJ 5555s FF"}, winner="S", tile="5s", source="N")
    assert american.preview.result["net"]["S"] > 0
    assert "Card hands matched:" in american.seats["S"].matches.text()
    card_hand = american.preview.result["seats"]["S"]["card_hand"]
    assert card_hand in american.seats["S"].matches.text()
    assert american.seats["E"].matches.text() == ""


def test_american_dead_hand_flag_reaches_the_engine(american, qtbot):
    _type(qtbot, american, {"S": "1111s 333sJ 5555s FF"}, winner="S", tile="5s", source="N")
    american.seats["W"].dead.setChecked(True)
    american.preview.run()
    assert american.entered_deal()["seats"]["W"]["dead"] is True
    assert american.preview.result["seats"]["W"]["dead"] is True
    assert american.seats["S"].instant is None and american.seats["S"].flags.keys() == {"joker_exchange"}


def test_a_hand_matching_no_card_hand_is_refused_under_its_seat(american, qtbot):
    _type(qtbot, american, {"S": "1111s 333s 5555s 246m"}, winner="S", tile="5s", source="N")
    assert "matches no hand" in american.seats["S"].error()
    assert not american.save_button.isEnabled()


def test_singapore_lists_the_instant_payments_the_hand_calls_for(singapore, qtbot):
    _type(qtbot, singapore, {"E": "(7777p)", "S": "[RdRdRd] SSS 345s 678s 99s 2f", "N": "[5555m] 1a2a"},
          winner="S", tile="9s")
    north = singapore.seats["N"].instant
    assert [record["kind"] for record, _ in north.rows] == ["kong", "animal_pair"]
    north.rows[0][1].setCurrentIndex(north.rows[0][1].findData("W"))
    north.rows[1][1].setChecked(True)
    singapore.preview.run()
    assert singapore.entered_deal()["seats"]["N"]["instant"] == [
        {"kind": "kong", "concealed": False, "from": "W"},
        {"kind": "animal_pair", "pair": "cat_rat", "dealt": True}]
    assert singapore.entered_deal()["seats"]["E"]["instant"] == [{"kind": "kong", "concealed": True}]
    result = singapore.preview.result
    assert result is not None and sum(result["net"].values()) == 0
    assert "SG-I01" in singapore.seats["E"].items.text()


def test_singapore_choices_survive_more_typing_and_a_correction(singapore, qtbot):
    _type(qtbot, singapore, {"N": "[5555m] 1a2a"})
    singapore.seats["N"].instant.rows[1][1].setChecked(True)
    qtbot.keyClicks(singapore.seats["N"].hand, " 3p")
    assert singapore.seats["N"].instant.records()[1]["dealt"] is True
    singapore.seats["W"].load(singapore.seats["N"].seat_json() | {"hand": "[5555m] 1a2a"})
    assert singapore.seats["W"].instant.records()[1]["dealt"] is True
