"""The day's jobs from the Day menu change the file as the command line would (#27 point 5).

Each test builds two identical files: the window works on one, ``tourney …`` on the other, and what
each changed is compared. Refusals appear under the field they concern, only once asked.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from PySide6.QtGui import QAction

from tests.gui.conftest import make_tournament
from tourney import services
from tourney.cli import main
from tourney.gui.main_window import MainWindow


def cli(*args: object) -> str:
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def read(path, service, *args):
    store = services.open_tournament(path, readonly=True)
    try:
        return service(store, *args)
    finally:
        store.close()


@pytest.fixture
def two(qtbot, tmp_path):
    """The window on one tournament; the path of its twin, for the command line."""
    mine, twin = tmp_path / "window.tourney", tmp_path / "twin.tourney"
    make_tournament(mine)
    make_tournament(twin)
    window = MainWindow(mine)
    qtbot.addWidget(window)
    window.show()
    yield window, twin
    window.close()


def trigger(window, name: str):
    action = next(a for a in window.findChildren(QAction) if a.objectName() == f"job:{name}")
    assert action.isEnabled()
    action.trigger()
    return getattr(window.day_menu, "last_dialog", None)


def test_a_penalty_is_given_and_cancelled_as_on_the_command_line(two):
    window, twin = two
    dialog = trigger(window, "penalty")
    dialog.player.setCurrentIndex(dialog.player.findData(2))
    dialog.points.setValue(20)
    dialog.round.setCurrentIndex(dialog.round.findData(1))
    dialog.reason.setText("late for the round")
    assert dialog.add()
    cli("penalty", twin, "--player", 2, "--points", 20, "--reason", "late for the round", "--round", 1)
    assert services.penalties(window.session.store) == read(twin, services.penalties)
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 4).text() == "late for the round"
    dialog.table.selectRow(0)
    assert dialog.remove()
    cli("penalty", twin, "--remove", 1)
    assert services.penalties(window.session.store) == read(twin, services.penalties) == []
    window.history.undo_action.trigger()  # the cancelled penalty comes back
    assert [p.points for p in services.penalties(window.session.store)] == [20]


def test_a_penalty_without_a_reason_is_refused_under_the_reason_and_only_once_asked(two):
    window, _ = two
    dialog = trigger(window, "penalty")
    assert all(not label.isVisible() for label in dialog.errors._labels.values())
    assert not dialog.add()
    assert dialog.errors.message("reason") and "reason" in dialog.errors.message("reason").lower()
    assert services.penalties(window.session.store) == []
    dialog.reason.setText("slow play")
    dialog.points.setValue(0)
    assert not dialog.add()
    assert "0 points" in dialog.errors.message("points")


def test_a_bye_is_given_and_taken_back_as_on_the_command_line(two):
    window, twin = two
    dialog = trigger(window, "bye")
    dialog.round.setValue(2)
    dialog.player.setCurrentIndex(dialog.player.findData(3))
    assert dialog.add()
    cli("bye", twin, 2, 3)
    assert read(twin, services.snapshot).byes == services.snapshot(window.session.store).byes
    assert not dialog.add()  # twice: refused under the player
    assert "already has a bye" in dialog.errors.message("player")
    dialog.table.selectRow(0)
    assert dialog.remove()
    cli("bye", twin, 2, 3, "--remove")
    assert services.snapshot(window.session.store).byes == read(twin, services.snapshot).byes == ()


def _constraints(where):
    found = (services.seating_constraints(where) if isinstance(where, services.Store)
             else read(where, services.seating_constraints))
    return sorted((c.kind, c.player_id, c.other_id, c.table) for c in found)


def test_seating_constraints_are_set_and_taken_back_as_on_the_command_line(two):
    window, twin = two
    dialog = trigger(window, "constraint")
    dialog.fixed_player.setCurrentIndex(dialog.fixed_player.findData(1))
    dialog.fixed_table.setValue(2)
    assert dialog.fix()
    dialog.first.setCurrentIndex(dialog.first.findData(3))
    dialog.second.setCurrentIndex(dialog.second.findData(4))
    assert dialog.keep_apart()
    cli("constraint", "fixed-table", twin, 1, 2)
    cli("constraint", "never-together", twin, 3, 4)
    assert _constraints(window.session.store) == _constraints(twin)
    dialog.second.setCurrentIndex(dialog.second.findData(3))
    assert not dialog.keep_apart()
    assert "himself" in dialog.apart_errors.message("first")
    dialog.table.selectRow(0)
    assert dialog.clear()
    cli("constraint", "clear", twin, 1)
    assert _constraints(window.session.store) == _constraints(twin)
    assert len(_constraints(twin)) == 1


def test_a_round_is_scheduled_and_the_day_shifted_as_on_the_command_line(two):
    window, twin = two
    dialog = trigger(window, "round schedule")
    from PySide6.QtCore import QDateTime

    dialog.round.setValue(1)
    dialog.start.setDateTime(QDateTime.fromString("2026-11-28 09:30", "yyyy-MM-dd HH:mm"))
    dialog.duration.setValue(90)
    dialog.pause.setValue(15)
    assert dialog.save()
    dialog.round.setValue(2)  # proposed: after round 1 and its break
    assert dialog.start.dateTime().toString("HH:mm") == "11:15"
    assert dialog.save()
    dialog.round.setValue(1)
    dialog.minutes.setValue(20)
    assert dialog.shift()
    cli("round", "schedule", twin, 1, "--start", "2026-11-28 09:30", "--duration", 90, "--break", 15)
    cli("round", "schedule", twin, 2, "--start", "2026-11-28 11:15", "--duration", 90, "--break", 15)
    cli("round", "shift", twin, 1, 20)
    assert services.rounds(window.session.store) == read(twin, services.rounds)
    assert dialog.table.item(1, 2).text() == "11:35"
    dialog.round.setValue(3)  # not scheduled: nothing to shift, said under the minutes
    assert not dialog.shift()
    assert "no planned start" in dialog.shift_errors.message("minutes")


def test_the_ranking_and_its_tie_breaks_are_set_as_on_the_command_line(two):
    window, twin = two
    dialog = trigger(window, "ranking")
    dialog.scheme.setCurrentIndex(dialog.scheme.findData("table_points"))
    dialog.place_points.setText("5 3 1 0")
    dialog.bye_score.setValue(-10)
    chain = dialog.chain
    head_to_head = next(chain.item(i) for i in range(chain.count())
                        if chain.item(i).data(256) == "head_to_head")
    from PySide6.QtCore import Qt

    head_to_head.setCheckState(Qt.CheckState.Unchecked)
    assert "5/3/1/0" in dialog.preview.text()
    assert dialog.save()
    cli("ranking", twin, "table_points", "--set", "place_points=[5,3,1,0]", "--set", "bye_score=-10",
        "--tie-breaks", "table_points,total_score,best_game,firsts,lot")
    mine, theirs = services.tournament(window.session.store), read(twin, services.tournament)
    assert (mine.ranking, mine.ranking_settings) == (theirs.ranking, theirs.ranking_settings)


def test_a_ranking_value_that_is_no_number_is_refused_under_its_field(two):
    window, _ = two
    dialog = trigger(window, "ranking")
    dialog.scheme.setCurrentIndex(dialog.scheme.findData("table_points"))
    dialog.place_points.setText("4 two 1 0")
    assert dialog.preview.text() == "…" and not dialog.errors.message("place_points")
    assert not dialog.save()
    assert "place points" in dialog.errors.message("place_points")


def _choose_players(window, ids):
    tab = window.players_tab
    tab.view.clearSelection()
    selection = tab.view.selectionModel()
    for pid in ids:
        index = tab.proxy.mapFromSource(tab.model.index(tab.model.row_of(pid), 0))
        selection.select(index, selection.SelectionFlag.Select | selection.SelectionFlag.Rows)


def test_players_are_made_substitutes_deleted_and_exported_as_on_the_command_line(two, tmp_path):
    window, twin = two
    on_right_click = [a.objectName() for a in window.players_tab.view.actions()]
    assert {"job:players substitute", "job:players remove", "job:players checkin"} <= set(on_right_click)
    _choose_players(window, [7, 8])
    trigger(window, "players substitute")
    cli("players", "substitute", twin, 7, 8)
    _choose_players(window, [6])
    trigger(window, "players remove")
    cli("players", "remove", twin, 6)
    assert services.players(window.session.store) == read(twin, services.players)
    window.day_menu.export_players(str(tmp_path / "window.csv"))
    cli("players", "export", twin, "--out", tmp_path / "twin.csv")
    assert (tmp_path / "window.csv").read_bytes() == (tmp_path / "twin.csv").read_bytes()


def test_a_players_job_with_nobody_chosen_shows_the_list_and_says_so(two, refusals):
    window, _ = two
    window.tabs.setCurrentIndex(2)
    trigger(window, "players withdraw")
    assert window.tabs.currentWidget() is window.players_tab
    assert refusals == ["Choose the players in the list first."]


def test_earlier_rounds_teams_and_statistics_show_what_the_command_line_prints(qtbot, tmp_path):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=3, seed=7).close()
    after_one = json.loads(cli("standings", path, "--after-round", 1, "--json"))
    teams = json.loads(cli("standings", path, "--teams", 2, "--after-round", 1, "--json"))
    stats = json.loads(cli("standings", path, "--stats", "--json"))
    window = MainWindow(path)
    qtbot.addWidget(window)
    dialog = window.day_menu.open_dialog("standings")
    dialog.after.setValue(1)
    assert [dialog.model.row(r).player.name for r in range(dialog.model.rowCount())] == [
        r["name"] for r in after_one["rows"]]
    dialog.best.setValue(2)
    shown = [dialog.teams.item(r, 1).text() for r in range(dialog.teams.rowCount())]
    assert shown == [t["team"] for t in teams]
    assert teams
    assert all(s["title"] in dialog.statistics.toPlainText() for s in stats) and stats


def test_the_event_log_lists_every_change_newest_first_with_its_rows(two):
    window, twin = two
    dialog = trigger(window, "log")
    events = json.loads(cli("log", twin, "--json"))
    assert dialog.table.rowCount() == len(events)
    assert dialog.table.item(0, 0).text() == str(events[-1]["id"])
    dialog.table.selectRow(0)
    assert "players" in dialog.changes.toPlainText()
    window.session.call(services.add_penalty, 1, 5, "noise")
    assert dialog.table.rowCount() == len(events) + 1  # it follows the file while open


def test_the_usual_values_put_the_ranking_back_as_ranking_reset_does(two):
    window, twin = two
    for path_or_window in ("window", twin):
        args = ("table_points", {"place_points": [5, 3, 1, 0], "bye_score": 7}, )
        if path_or_window == "window":
            window.session.call(services.change_ranking, *args, tie_breaks=["table_points", "lot"])
        else:
            cli("ranking", twin, "table_points", "--set", "place_points=[5,3,1,0]", "--set", "bye_score=7",
                "--tie-breaks", "table_points,lot")
    dialog = trigger(window, "ranking")
    assert dialog.place_points.text() == "5 3 1 0" and dialog.bye_score.value() == 7
    dialog.usual_values()
    assert dialog.place_points.text() == "4 2 1 0" and "best single game" in dialog.preview.text()
    assert dialog.save()
    cli("ranking", twin, "table_points", "--reset")
    mine, theirs = services.tournament(window.session.store), read(twin, services.tournament)
    assert (mine.ranking, mine.ranking_settings) == (theirs.ranking, theirs.ranking_settings)
    assert mine.ranking_settings == {}


def test_a_swiss_draw_seats_the_chosen_round_as_draw_swiss_does(two, refusals):
    window, _ = two
    store = window.session.store
    window.session.call(services.draw_round, 1)
    for table in services.tables(store, 1):
        window.session.call(services.record_totals, 1, table.number, [30 * table.number, 10, -10,
                                                                       -30 * table.number + 10 - 10])
    window.rounds_tab.select_round(2)
    assert trigger(window, "draw --swiss") is None
    assert refusals == []
    leaders = [r.player.id for r in services.standings(store, 1).rows][:4]
    first_table = next(t for t in services.tables(store, 2) if t.number == 1)
    assert set(first_table.player_ids) == set(leaders)  # the leaders meet at table 1
    assert "Drew round 2" in window.statusBar().currentMessage()
