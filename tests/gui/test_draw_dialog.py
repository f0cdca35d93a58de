"""Drawing every round on a worker thread: progress, the quality report, Stop and Cancel."""

from __future__ import annotations

from tourney import services


def _check_in_everybody(window):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])


def test_drawing_all_rounds_stores_them_and_shows_the_quality_report(window, qtbot):
    _check_in_everybody(window)
    dialog = window.rounds_tab.draw_rounds(1, iterations=200, seed=1)
    assert dialog.heading.text() == "Draw rounds 1 to 3"
    assert dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    assert dialog.report.rounds == (1, 2, 3)
    assert {t.round for t in services.tables(window.session.store)} == {1, 2, 3}
    assert "Repeated meetings:" in dialog.quality.toPlainText()
    assert dialog.close_button.isVisibleTo(dialog)
    assert window.rounds_tab.rounds_model.index(2, 3).data() == "2"  # the tab refreshed


def test_cancel_stops_the_search_and_changes_nothing(window, qtbot):
    _check_in_everybody(window)
    dialog = window.rounds_tab.draw_rounds(1, seconds=60)
    assert dialog.start()
    assert dialog.running
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: not dialog.running, timeout=10_000)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)
    assert dialog.report is None
    assert services.tables(window.session.store) == []


def test_stop_keeps_the_best_draw_found_so_far(window, qtbot):
    _check_in_everybody(window)
    dialog = window.rounds_tab.draw_rounds(1, seconds=60)
    dialog.start()
    dialog.stop_button.click()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    assert dialog.report.stopped != "time"
    assert len(services.tables(window.session.store)) == 6


def test_drawing_the_rounds_left_starts_after_the_last_with_results(window, qtbot):
    _check_in_everybody(window)
    store = window.session.store
    services.draw_round(store, 1)
    services.record_totals(store, 1, 1, [10, -10, 0, 0])
    dialog = window.rounds_tab.draw_rounds(None, iterations=50, seed=2)
    assert dialog.heading.text() == "Draw rounds 2 to 3"
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    assert dialog.report.rounds == (2, 3)


def test_a_refused_draw_says_why_in_the_dialog(window, qtbot):
    for player in range(1, 6):
        window.session.call(services.withdraw_player, player)
    dialog = window.rounds_tab.draw_rounds(1, iterations=10)
    dialog.start()
    qtbot.waitUntil(lambda: "at least 4 players" in dialog.status.text(), timeout=10_000)
    assert dialog.start_button.isVisibleTo(dialog)
    assert services.tables(window.session.store) == []


def test_drawing_the_rounds_left_when_every_round_has_results_says_so(window, refusals):
    _check_in_everybody(window)
    store = window.session.store
    services.draw_rounds(store, 1, iterations=50, seed=3)
    for round_number in (1, 2, 3):
        for table in (1, 2):
            services.record_totals(store, round_number, table, [10, -10, 0, 0])
    assert window.rounds_tab.draw_rounds(None) is None
    assert refusals == ["all 3 rounds already have results; nothing is left to draw"]


def test_the_quality_report_says_how_many_tables_have_two_substitutes(window, qtbot):
    store = window.session.store
    window.session.call(services.withdraw_player, 8)
    window.session.call(services.add_player, "Sam Sub", status="substitute")
    dialog = window.rounds_tab.draw_rounds(1, iterations=200, seed=1)
    assert dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    assert "Tables with two substitutes or more: 0" in dialog.quality.toPlainText()
    assert len(services.tables(store, 1)) == 2


def test_the_report_says_whether_a_longer_search_could_find_fewer_repeats(window, qtbot):
    from dataclasses import replace

    _check_in_everybody(window)
    dialog = window.rounds_tab.draw_rounds(1, iterations=200, seed=1)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    q = dialog.report.quality  # 8 players over 3 rounds: 12 repeats, above the bound of 8
    assert "No figure is known for this size: a longer search may find fewer repeats." in (
        dialog.quality.toPlainText().splitlines())
    assert dialog.verdict(replace(q, players=24, rounds=3, repeats=0, lower_bound=0)) == (
        "No better schedule exists (lower bound reached).")
    assert dialog.verdict(replace(q, players=24, rounds=3, repeats=2, lower_bound=0)) == (
        "The best schedule known for this size has 0 repeated meetings: a longer search may help.")
    assert dialog.verdict(replace(q, players=24, rounds=8, repeats=18, lower_bound=12)) == (
        "As good as the best schedule known for this size (18 repeated meetings).")
    assert dialog.verdict(replace(q, players=22, rounds=8, repeats=5, lower_bound=0)) == (
        "No figure is known for this size: a longer search may find fewer repeats.")


def test_picking_tables_of_three_explains_them_and_draws_them(window, qtbot):
    store = window.session.store
    window.session.call(services.add_player, "Player 9")
    window.session.call(services.add_player, "Player 10")
    _check_in_everybody(window)
    dialog = window.rounds_tab.draw_rounds(1, iterations=300, seed=1)
    assert not dialog.odd_note.isVisibleTo(dialog)
    dialog.odd.setCurrentIndex(dialog.odd.findData("three"))
    assert dialog.odd_note.isVisibleTo(dialog)
    assert "leaves North empty" in dialog.odd_note.text() and "places 1 to 3" in dialog.odd_note.text()
    assert dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    assert dialog.report.odd_count == "three"
    assert [len(t.seats) for t in services.tables(store, 1)] == [4, 3, 3]


def test_two_phones_auto_approving_a_deal_while_the_draw_runs_make_the_draw_refused_not_the_deal_moved(
        window, qtbot):
    from tests.services.conftest import example_deal

    _check_in_everybody(window)
    store = window.session.store
    services.draw_round(store, 1)
    services.issue_secrets(store, 1)
    services.set_auto_approve(store, True)
    before = services.tables(store, 1)
    dialog = window.rounds_tab.draw_rounds(1, seconds=60)
    assert dialog.start()
    for phone in ("phone-one", "phone-two"):  # as the window's web gate runs them, between two events
        window.session.call(services.submit_deal, 1, 1, 1, example_deal(), phone)
    dialog.stop_button.click()
    qtbot.waitUntil(lambda: "got results while the draw was made" in dialog.status.text(), timeout=10_000)
    assert dialog.report is None
    assert services.tables(store, 1) == before
    assert services.submissions(store)[0].status == "approved"
