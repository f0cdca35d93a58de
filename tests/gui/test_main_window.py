"""The main window: new tournament, open, recent files, undo and redo, refusals without tracebacks."""

from __future__ import annotations

from tourney import services
from tourney.gui.main_window import MainWindow


def test_the_new_tournament_form_creates_the_file_and_shows_it_in_the_title(qtbot, tmp_path, refusals):
    main = MainWindow()
    qtbot.addWidget(main)
    dialog = main.new_tournament()
    dialog.file.setText(str(tmp_path / "spring.tourney"))
    dialog.name.setText("Spring cup")
    dialog.rounds.setValue(5)
    dialog.ok_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert (tmp_path / "spring.tourney").exists()
    assert "spring.tourney" in main.windowTitle() and "Spring cup" in main.windowTitle()
    assert main.rounds_tab.rounds_model.rowCount() == 5


def test_a_new_tournament_without_a_name_is_refused_under_the_name_field(qtbot, tmp_path):
    main = MainWindow()
    qtbot.addWidget(main)
    dialog = main.new_tournament()
    dialog.file.setText(str(tmp_path / "x.tourney"))
    dialog.ok_button.click()
    assert dialog.isVisible()
    assert "name is required" in dialog.errors.message("name")
    assert not (tmp_path / "x.tourney").exists()


def test_the_last_day_before_the_first_is_shown_under_the_last_day(qtbot, tmp_path):
    main = MainWindow()
    qtbot.addWidget(main)
    dialog = main.new_tournament()
    dialog.file.setText(str(tmp_path / "x.tourney"))
    dialog.name.setText("Cup")
    dialog.end_date.setDate(dialog.start_date.date().addDays(-1))
    dialog.ok_button.click()
    assert "before the first day" in dialog.errors.message("end_date")


def test_opening_a_missing_file_says_so_in_a_message(qtbot, tmp_path, refusals):
    main = MainWindow()
    qtbot.addWidget(main)
    assert not main.open_path(tmp_path / "nowhere.tourney")
    assert "no tournament file" in refusals[0]
    assert main.windowTitle() == "tourney"


def test_an_opened_file_goes_first_in_open_recent(window, tmp_path):
    assert window.recent_files()[0].endswith("club.tourney")
    window._fill_recent()
    assert window.recent_menu.actions()[0].text().endswith("club.tourney")


def test_undo_and_redo_take_back_and_do_again_with_the_views_refreshed(window, qtbot):
    window.session.call(services.add_player, "Late Comer")
    assert window.players_tab.model.rowCount() == 9
    assert "Late Comer" in window.history.undo_action.text()
    window.history.undo_action.trigger()
    assert window.players_tab.model.rowCount() == 8
    assert window.history.redo_action.isEnabled()
    window.history.redo_action.trigger()
    assert window.players_tab.model.rowCount() == 9


def test_undo_and_redo_have_the_usual_shortcuts(window):
    assert window.history.undo_action.shortcut().toString() == "Ctrl+Z"
    assert window.history.redo_action.shortcut().toString() == "Ctrl+Shift+Z"


def test_ctrl_z_undoes_the_last_action(window, qtbot):
    window.session.call(services.add_player, "Late Comer")
    qtbot.keyClick(window, "z", modifier=qtbot_ctrl())
    assert window.players_tab.model.rowCount() == 8


def qtbot_ctrl():
    from PySide6.QtCore import Qt

    return Qt.KeyboardModifier.ControlModifier


def test_the_new_tournament_form_sets_the_rulesets_house_rules(qtbot, tmp_path):
    main = MainWindow()
    qtbot.addWidget(main)
    dialog = main.new_tournament()
    dialog.file.setText(str(tmp_path / "sg.tourney"))
    dialog.name.setText("Singapore night")
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("singapore"))
    option, field = dialog.options.fields["limit_fan"]
    assert field.value() == option.default == 5
    field.setValue(8)
    assert dialog.options.changed_options() == {"limit_fan": 8}
    dialog.ok_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert services.tournament(main.session.store).options["limit_fan"] == 8


def test_switching_the_ruleset_shows_that_rulesets_house_rules(qtbot):
    main = MainWindow()
    qtbot.addWidget(main)
    dialog = main.new_tournament()
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("fimj"))
    assert set(dialog.options.fields) == {"payment_cap", "limit_rule", "nonwinner_pairs"}
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("classic-dmjl"))
    assert "limit" in dialog.options.fields and "payment_cap" not in dialog.options.fields


def test_the_views_share_one_read_of_the_file_per_change(window):
    board = window.show_display_board()
    state = window.rounds_tab.state
    assert board._state is state
    window.session.call(services.add_player, "Late Comer")
    assert window.rounds_tab.state is not state and len(window.rounds_tab.state.players) == 9
    assert board._state is window.rounds_tab.state
    board.close()
