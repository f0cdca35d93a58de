"""Swapping two players in a drawn round: the two cells clicked proposed, warnings live, undoable."""

from __future__ import annotations

from tourney import services


def _two_rounds(window):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    services.draw_round(store, 1)
    services.draw_round(store, 2)
    window.session.changed.emit()
    window.rounds_tab.select_round(2)


def test_the_two_cells_clicked_are_proposed_and_the_swap_is_made(window, qtbot):
    _two_rounds(window)
    tab = window.rounds_tab
    model = tab.seating_model
    tab._pick(model.index(0, 1))
    tab._pick(model.index(1, 2))
    first, second = model.table(0).seats["E"], model.table(1).seats["S"]
    dialog = tab.swap()
    assert dialog.chosen() == (first, second)
    dialog.ok_button.click()
    assert model.table(0).seats["E"] == second and model.table(1).seats["S"] == first
    window.history.undo_action.trigger()
    assert tab.seating_model.table(0).seats["E"] == first


def test_a_swap_that_repeats_a_meeting_is_warned_before_it_is_made(window):
    _two_rounds(window)
    store = window.session.store
    round1 = {t.number: t for t in services.tables(store, 1)}
    round2 = services.tables(store, 2)
    mover = round1[1].seats["E"]
    old_mates = set(round1[1].player_ids) - {mover}
    # someone in round 2 at a table holding an old tablemate of the mover, not at the mover's table
    mover_table = next(t for t in round2 if mover in t.player_ids)
    target_table = next(t for t in round2 if t is not mover_table and set(t.player_ids) & old_mates)
    other = next(p for p in target_table.player_ids if p not in old_mates)
    dialog = window.rounds_tab.swap()
    dialog.first.setCurrentIndex(dialog.first.findData(mover))
    dialog.second.setCurrentIndex(dialog.second.findData(other))
    assert "would meet" in dialog.warnings.text()
    assert "times met already: 1" in dialog.warnings.text()


def test_the_same_player_twice_cannot_be_swapped(window):
    _two_rounds(window)
    dialog = window.rounds_tab.swap()
    dialog.second.setCurrentIndex(dialog.first.currentIndex())
    assert not dialog.ok_button.isEnabled()
