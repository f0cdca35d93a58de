"""A sheet's note ("the four scores add up to 30, not 0") keeps how it was made, so the window says it
in Italian; the English text stored beside it is unchanged."""

from __future__ import annotations

from tourney import services
from tourney.language import Words, translate


def test_an_unbalanced_sheet_keeps_its_note_as_a_sentence_that_can_be_said_in_italian(seated):
    services.record_totals(seated, 1, 1, [120, -40, -30, -20])
    note = services.snapshot(seated).result(1, 1).note
    assert isinstance(note, Words)
    assert "30" in note and translate(note, "it") != str(note) and "30" in translate(note, "it")


def test_final_scores_turned_into_net_points_say_so_in_italian(seated):
    services.record_totals(seated, 1, 2, {"E": 4120, "S": 3960, "W": 3970, "N": 3950})
    note = services.snapshot(seated).result(1, 2).note
    assert note == "final scores less the 4000 starting points"
    assert translate(note, "it") != str(note)


def test_a_note_stays_after_undo_and_redo(seated):
    services.record_totals(seated, 1, 1, [120, -40, -30, -20])
    services.undo(seated)
    services.redo(seated)
    assert isinstance(services.snapshot(seated).result(1, 1).note, Words)
