"""An Italian window says the lower layers' messages in Italian: refusals, the last action, the
scoring items, the house rules.

Each check compares what the window shows with the Italian of the sentence the service or the
engine made, and makes sure it is not the English one.
"""

from __future__ import annotations

import pytest

from tests.gui.test_scoring import EXAMPLE_1, _type
from tourney import services
from tourney.gui import i18n
from tourney.gui.main_window import MainWindow
from tourney.gui.scoring_sheet import TableDealsDialog
from tourney.language import translate
from tourney.rules import get_ruleset


@pytest.fixture
def italian(qapp):
    i18n.install("it")
    yield
    i18n.install("en")


def _italian_only(english: str) -> str:
    italian = translate(english, "it")
    assert italian != english, f"no Italian for {english!r}"
    return italian


def test_the_status_bar_and_the_undo_item_say_the_last_action_in_italian(window, italian):
    window.set_language("it")
    window.session.call(services.add_player, "Late Comer")
    last = _italian_only(services.history_state(window.session.store).next_undo)
    assert last in window.status.text()
    assert last in window.history.undo_action.text()


def test_undoing_is_said_in_italian_in_the_redo_item(window, italian):
    window.set_language("it")
    window.session.call(services.add_player, "Late Comer")
    window.history.undo_action.trigger()
    assert _italian_only(services.history_state(window.session.store).next_redo) in \
        window.history.redo_action.text()


def test_a_new_tournament_without_a_name_is_refused_in_italian(qtbot, tmp_path, italian):
    main = MainWindow()
    qtbot.addWidget(main)
    main.set_language("it")
    dialog = main.new_tournament()
    dialog.file.setText(str(tmp_path / "x.tourney"))
    dialog.ok_button.click()
    shown = dialog.errors.message("name")
    assert shown and "required" not in shown
    assert not (tmp_path / "x.tourney").exists()


def test_the_rulesets_and_their_house_rules_are_named_in_italian(qtbot, italian):
    main = MainWindow()
    qtbot.addWidget(main)
    main.set_language("it")
    dialog = main.new_tournament()
    index = dialog.ruleset.findData("fimj")
    assert dialog.ruleset.itemText(index) == _italian_only(get_ruleset("fimj").name)
    dialog.ruleset.setCurrentIndex(index)
    option = get_ruleset("fimj").options[0]
    italian = _italian_only(option.help)
    labels = [dialog.options.form.itemAt(row, dialog.options.form.ItemRole.LabelRole).widget().text()
              for row in range(dialog.options.form.rowCount())]
    assert italian[:1].upper() + italian[1:] in labels


@pytest.fixture
def italian_sheet(window, qtbot, italian):
    window.set_language("it")
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    window.session.call(services.draw_round, 1)
    dialog = TableDealsDialog(window.session, services.snapshot(store).tables_of(1)[0], window)
    qtbot.addWidget(dialog)
    return dialog


def test_the_scoring_preview_names_the_items_in_italian(italian_sheet, qtbot):
    dialog = italian_sheet.add_deal()
    _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S")
    names = [item["name"] for item in dialog.preview.result["seats"]["S"]["items"]]
    shown = dialog.seats["S"].items.text()
    for name in names:
        assert _italian_only(name) in shown


def test_a_bad_tile_is_refused_in_italian_under_its_seat(italian_sheet, qtbot):
    dialog = italian_sheet.add_deal()
    _type(qtbot, dialog, {**EXAMPLE_1, "W": "[2222m] 3y 5x"}, winner="S", tile="S")
    shown = dialog.seats["W"].error()
    assert "5x" in shown
    assert "not a tile" not in shown and "seat" not in shown


def test_a_refused_deal_is_explained_in_italian_under_the_seat_it_names(italian_sheet, qtbot):
    dialog = italian_sheet.add_deal()
    _type(qtbot, dialog, {**EXAMPLE_1, "S": "[555s] RdRdRd 234p [678m] S 2f"}, winner="S", tile="S")
    shown = dialog.seats["S"].error()
    assert "13" in shown and "tiles" not in shown
    assert dialog.seats["E"].error() == ""


def test_a_hand_the_ruleset_cannot_complete_is_refused_in_italian_without_the_seat(italian_sheet, qtbot):
    dialog = italian_sheet.add_deal()
    _type(qtbot, dialog, {**EXAMPLE_1, "S": "[555s] RdRdRd 234p [678m] SW 2f"}, winner="S", tile="S")
    shown = dialog.seats["S"].error()
    assert "234p" in shown
    assert "complete hand" not in shown and not shown.lower().startswith(("posto", "seat"))
