"""The scoring dialog for MCR: fans listed with their rule ids, its win flags, the 8-point minimum and
the false Mah Jong penalty (docs/rules/mcr.md MCR-R03, MCR-P01)."""

from __future__ import annotations

import pytest

from tests.gui.test_scoring import _type
from tests.gui.test_scoring_rulesets import open_deal


@pytest.fixture
def mcr(qtbot, tmp_path):
    return open_deal(qtbot, tmp_path, "mcr")


def test_mcr_lists_the_fans_of_the_winners_hand_with_their_rule_ids(mcr, qtbot):
    _type(qtbot, mcr, {"E": "123456789m 123p 55s 1f"}, winner="E", tile="5s", source="S")
    result = mcr.preview.result
    assert result["net"] == {"E": 47, "S": -31, "W": -8, "N": -8}
    text = mcr.seats["E"].items.text()
    for rule in ("MCR-F28", "MCR-F63", "MCR-F70", "MCR-F81"):
        assert rule in text


def test_mcr_offers_its_own_win_flags_last_of_kind_among_them(mcr):
    assert set(mcr.seats["E"].flags) == {"last_tile", "last_discard", "replacement", "robbing_kong",
                                         "last_of_kind"}


def test_mcr_says_when_a_hand_is_under_the_8_point_minimum(mcr, qtbot):
    _type(qtbot, mcr, {"N": "345m 99m [678p] [555s] [123s]"}, winner="N", tile="5m", source="S")
    assert "8-point minimum" in mcr.seats["N"].score.text()
    assert mcr.preview.result["payments"] == []


def test_mcr_false_mah_jong_reaches_the_engine_as_the_tournaments_penalty(mcr, qtbot):
    _type(qtbot, mcr, {"E": "123456789m 123p 55s"}, winner="E", tile="5s", source="S")
    mcr.seats["W"].false_mahjong.setChecked(True)
    mcr.preview.run()
    assert mcr.entered_deal()["seats"]["W"]["penalty"] == 30
    assert mcr.preview.result["net"]["W"] == -8 - 30


def test_the_new_tournament_form_offers_mcr_ranked_by_table_points(qtbot):
    from tourney.gui.session import Session
    from tourney.gui.wizard import NewTournamentDialog

    form = NewTournamentDialog(Session())
    qtbot.addWidget(form)
    form.ruleset.setCurrentIndex(form.ruleset.findData("mcr"))
    assert form.ranking.currentData() == "table_points"
    assert form.hands.value() == 16
