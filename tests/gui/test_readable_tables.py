"""Readable tables (#27): the standings put the ranking key first, the swap dialog starts on two
different players, and sorting and filtering ignore accents."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit

from tourney import services
from tourney.gui.accents import folded
from tourney.gui.scoring_extras import card_place
from tourney.gui.swap_dialog import SwapDialog
from tourney.gui.wizard import NewTournamentDialog
from tourney.rules import ruleset_ids
from tourney.rules.american import card_for


def _play_round(window):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    window.session.call(services.draw_round, 1)
    window.session.call(services.record_totals, 1, 1, [300, -100, -100, -100])
    window.session.call(services.record_totals, 1, 2, [30, -10, -10, -10])


def test_the_standings_put_the_ranking_key_first_after_the_player(window):
    _play_round(window)
    model = window.standings_tab.model
    assert services.tournament(window.session.store).ranking == "table_points"
    assert model.headers()[:4] == ("Rank", "Player", "Table points", "Score")
    assert model.index(0, 2).data(Qt.ItemDataRole.FontRole).bold()


def test_under_a_points_ranking_the_score_comes_first(window):
    _play_round(window)
    rows = window.session.read(services.standings).rows
    window.standings_tab.model.set_rows(rows, ("total_score",))
    assert window.standings_tab.model.headers()[:3] == ("Rank", "Player", "Score")


def test_the_swap_dialog_starts_on_two_different_players(window, qtbot):
    _play_round(window)
    dialog = SwapDialog(window.session, 1, parent=window)
    qtbot.addWidget(dialog)
    first, second = dialog.chosen()
    assert first is not None and second is not None and first != second
    assert dialog.ok_button.isEnabled()
    clicked = SwapDialog(window.session, 1, second, None, parent=window)
    qtbot.addWidget(clicked)
    assert clicked.chosen()[0] == second and clicked.chosen()[1] != second


def test_folding_drops_accents_and_case():
    assert folded("Àngela Dell'Órto") == "angela dell'orto"


def test_the_players_filter_and_sort_ignore_accents(window):
    store = window.session.store
    window.session.call(services.add_player, "Àngela Rossi", club="Drago")
    window.session.call(services.add_player, "Zoe Bianchi", club="Drago")
    window.session.call(services.add_player, "Bruno Ènrico", club="Vento")
    tab = window.players_tab
    tab.filter.setText("angela")
    assert tab.proxy.rowCount() == 1 and tab.proxy.index(0, 0).data() == "Àngela Rossi"
    tab.filter.setText("ENRICO")
    assert tab.proxy.index(0, 0).data() == "Bruno Ènrico"
    tab.filter.clear()
    tab.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    names = [tab.proxy.index(row, 0).data() for row in range(tab.proxy.rowCount())]
    assert names[0] == "Àngela Rossi" and names[-1] == "Zoe Bianchi"  # with the A's, not after Z
    assert len(services.players(store)) == len(names)


@pytest.mark.parametrize("ruleset", ruleset_ids())
def test_the_wizards_house_rules_read_as_sentences_with_plain_words(window, qtbot, ruleset):
    dialog = NewTournamentDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData(ruleset))
    shown = [label.text() for label in dialog.options.findChildren(QLabel)]
    for _option, field in dialog.options.fields.values():
        if isinstance(field, QComboBox):
            shown += [field.itemText(i) for i in range(field.count())]
        if isinstance(field, QLineEdit):
            shown.append(field.text())
    for text in shown:
        assert "null" not in text and '("' not in text and "[]" not in text, text
        assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text  # no option keys such as limit_rule
    if ruleset == "fimj":
        limit = dialog.options.fields["limit_rule"][1]
        assert limit.itemText(0) == "its limit value" and limit.itemData(0) == "limit"


def test_american_card_lists_are_kept_as_lists_from_plain_text(window, qtbot):
    dialog = NewTournamentDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("american"))
    assert dialog.options.fields["disable"][1].text() == ""
    dialog.options.fields["disable"][1].setText("AM-H12, AM-H13")
    assert dialog.options.changed_options() == {"disable": ["AM-H12", "AM-H13"]}


def test_american_card_hands_are_named_by_the_cards_section_and_line():
    card = card_for({})
    assert card_place(card, "AM-H12") == "2-4-6-8, line 7"
    assert card_place(card, "AM-H01") == "Year 2008, line 1"
    assert card_place(card, "AM-H03/literal") == card_place(card, "AM-H03")  # one printed line


def test_the_scoring_dialog_names_an_american_win_by_the_cards_section_and_line(qtbot, tmp_path):
    from tests.gui.test_scoring import _type
    from tests.gui.test_scoring_rulesets import open_deal

    dialog = open_deal(qtbot, tmp_path, "american")
    _type(qtbot, dialog, {"S": "1111s 333sJ 5555s FF"}, winner="S", tile="5s", source="N")
    hand_id = dialog.preview.result["seats"]["S"]["card_hand"]
    place = card_place(card_for({}), hand_id)
    assert ", line " in place
    assert place in dialog.seats["S"].score.text()
    assert place in dialog.seats["S"].matches.text()
