"""Issue #33 point 3 in the window: the deal form sends the seats it showed with the deal, so a round
drawn again between opening the form and saving it is refused under the form, nothing recorded and
nothing typed lost; without a redraw the deal is saved as before."""

from __future__ import annotations

import pytest

from tests.gui.test_scoring import EXAMPLE_1, _type
from tourney import services
from tourney.gui import i18n
from tourney.gui.scoring_sheet import TableDealsDialog


@pytest.fixture
def sheet(window, qtbot):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    window.session.call(services.draw_round, 1)
    table = services.snapshot(store).tables_of(1)[0]
    dialog = TableDealsDialog(window.session, table, window)
    qtbot.addWidget(dialog)
    return dialog


def _drawn_again(session):
    before = services.seating_of(session.store, 1, 1)
    for seed in range(100, 120):
        session.call(services.draw_round, 1, seed=seed)
        if services.seating_of(session.store, 1, 1) != before:
            return
    raise AssertionError("no other draw of table 1 found")


def test_a_deal_typed_before_the_round_was_drawn_again_is_refused_under_the_form_and_kept(sheet, qtbot):
    dialog = sheet.add_deal()
    dialog.show()
    _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S")
    titles_before = [dialog.seats[w].title() for w in "ESWN"]
    _drawn_again(sheet.session)  # the referee, in the Rounds tab, draws round 1 again
    dialog.accept()
    assert dialog.isVisible()  # the form stays open...
    assert services.results(sheet.session.store) == []  # ...nothing recorded
    assert dialog.general.isVisible()
    assert "was drawn again since these deals were written for it" in dialog.general.text()
    assert {w: dialog.seats[w].hand.text() for w in EXAMPLE_1} == EXAMPLE_1  # the typed deal is all there
    assert dialog.seats["S"].winner.isChecked() and dialog.seats["S"].tile.text() == "S"
    # the form now shows the new seats; checked against them, the deal is saved with a second press
    names = {p.id: p.name for p in services.players(sheet.session.store)}
    now = dict(services.seating_of(sheet.session.store, 1, 1))
    assert all(dialog.seats[w].title().endswith(names[now[dialog.table_seat(w)]]) for w in "ESWN")
    assert titles_before != [dialog.seats[w].title() for w in "ESWN"]
    assert dialog.save_button.isEnabled()
    dialog.accept()
    assert not dialog.isVisible()
    [result] = services.results(sheet.session.store)
    assert result.deals[0].result["net"]["S"] == 570


def test_the_refusal_under_the_form_is_in_italian_in_an_italian_window(sheet, qtbot):
    i18n.install("it")
    try:
        dialog = sheet.add_deal()
        dialog.show()
        _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S")
        _drawn_again(sheet.session)
        dialog.accept()
        shown = dialog.general.text()
        assert "è stato sorteggiato di nuovo" in shown and "non è stato registrato nulla" in shown
    finally:
        i18n.install("en")


def test_without_a_redraw_the_form_saves_the_deal_as_before(sheet, qtbot):
    dialog = sheet.add_deal()
    dialog.show()
    _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S")
    dialog.accept()
    assert not dialog.isVisible()
    [result] = services.results(sheet.session.store)
    assert result.deals[0].result["net"]["S"] == 570
