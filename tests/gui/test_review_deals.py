"""Approve with eyes open (#27): a phone's deal shows its hands, winner, how it was won, the itemised
score and the payments; the seats two phones disagree on are highlighted; the referee corrects it in
the scoring dialog and approves it in one step."""

from __future__ import annotations

import pytest

from tests.gui import day_windows
from tourney import services
from tourney.gui.main_window import MainWindow
from tourney.gui.review_panel import HIGHLIGHT


@pytest.fixture(scope="module")
def day_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("fimj") / "fimj.tourney"
    day_windows.build_day(path, "fimj")  # round 2, table 1: two phones sent different first deals
    return path


@pytest.fixture
def entry(day_file, tmp_path, qtbot):
    path = tmp_path / "day.tourney"
    path.write_bytes(day_file.read_bytes())
    window = MainWindow(path)
    qtbot.addWidget(window)
    dialog = window.show_table_entry()
    dialog.round.setValue(2)
    dialog.pending.selectRow(0)
    return dialog


def test_the_chosen_phone_deal_shows_hands_winner_items_and_payments(entry):
    review = entry.review.review
    assert review is not None and review.submission.status == "pending"
    text = entry.review.toPlainText()
    for seat in review.deal["seats"].values():
        if seat.get("hand"):
            assert seat["hand"] in text
    assert "Mah Jong on" in text
    assert any(item["rule"] in text for seat in review.result["seats"].values() for item in seat["items"])
    assert "Payments:" in text and "→" in text


def test_the_seats_two_phones_disagree_on_are_highlighted(entry):
    review = entry.review.review
    assert review.differences and review.others
    html = entry.review.toHtml()
    assert "phone 1 sent" in entry.review.toPlainText()
    assert "different versions" in entry.review.toPlainText()
    assert HIGHLIGHT[1:] in html.lower()


def test_correct_and_approve_writes_the_corrected_deal_in_one_step(entry, qtbot):
    sent = entry.review.review.submission
    dialog = entry.correct()
    qtbot.addWidget(dialog)
    assert dialog.save_button.text() == "Approve as corrected"
    assert dialog.seats["E"].hand.text() == sent.entry["seats"]["E"]["hand"]
    dialog.preview.run()
    assert dialog.preview.result is not None, dialog.general.text()
    dialog.accept()
    store = entry.session.store
    assert services.submission(store, sent.id).status == "approved"
    assert services.snapshot(store).result(2, 1).deals[0].deal["seats"]["E"]["hand"] == \
        sent.entry["seats"]["E"]["hand"]
    assert not entry.correct_button.isEnabled() or entry.review.review is None or \
        entry.review.review.submission.id != sent.id
