"""The Day menu: every job of a tournament day that the command line can do, in the window (#27).

Each action is named ``job:<command path>`` (``job:penalty``, ``job:players substitute``) so that
``tests/gui/test_every_job_in_window.py`` can find the window's place of every ``tourney`` command.
The jobs on players act on the players chosen in the Players tab, the jobs on a round or a table on
the round and table chosen in the Rounds tab; without a choice they show the tab and say so.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QWidget

from tourney import services
from tourney.errors import TourneyError
from tourney.gui import messages
from tourney.gui.messages import fill


def job(menu: QMenu, name: str, text: str, slot: Callable[[], object]) -> QAction:
    """An action of ``menu`` named ``job:<name>``, greyed out while no tournament is open."""
    action = menu.addAction(text)
    action.setObjectName(f"job:{name}")
    action.setProperty("needs_file", True)
    action.triggered.connect(lambda _checked=False: slot())
    return action


class DayMenu(QMenu):
    def __init__(self, window: Any) -> None:  # the MainWindow, which imports this module
        super().__init__(window)
        self.setTitle(self.tr("&Day"))
        self.window_ = window
        self.setObjectName("day_menu")
        self._players_menu(self.addMenu(self.tr("&Players")))
        self._rounds_menu(self.addMenu(self.tr("&Rounds and tables")))
        self.addSeparator()
        job(self, "penalty", self.tr("P&enalties…"), lambda: self.open_dialog("penalties"))
        job(self, "bye", self.tr("&Byes…"), lambda: self.open_dialog("byes"))
        job(self, "constraint", self.tr("Seating &constraints…"), lambda: self.open_dialog("constraints"))
        self.addSeparator()  # the room (#31): the day's check-in, the board's clock
        job(self, "checkin", self.tr("Check-&in of the day: who is missing…"),
            lambda: self.open_dialog("checkin"))
        job(self, "clock extra", self.tr("The room's cl&ock: warnings, extra time, late start…"),
            lambda: self.open_dialog("clock"))
        self.addSeparator()
        job(self, "ranking", self.tr("Ran&king and tie-breaks…"), lambda: self.open_dialog("ranking"))
        job(self, "standings", self.tr("&Standings: earlier rounds, teams, statistics…"),
            lambda: self.open_dialog("standings"))
        self.addSeparator()
        job(self, "log", self.tr("Event &log…"), lambda: self.open_dialog("log"))

    # -- players ----------------------------------------------------------------------------------

    def _players_menu(self, menu: QMenu) -> None:
        tab = self.window_.players_tab
        on_chosen = (("edit", self.tr("&Edit the chosen player…"), tab.edit_player),
                     ("checkin", self.tr("&Check in the chosen players"), tab.check_in),
                     ("withdraw", self.tr("&Withdraw the chosen player"), tab.withdraw),
                     ("readmit", self.tr("&Re-admit the chosen player"), tab.readmit),
                     ("substitute", self.tr("Make the chosen players &substitutes"), self.make_substitutes),
                     ("remove", self.tr("&Delete the chosen players (entered by mistake)…"),
                      self.remove_players))
        actions = [job(menu, "players add", self.tr("&Add a player…"), tab.add_player)]
        actions += [job(menu, f"players {name}", text, partial(self._players, act))
                    for name, text, act in on_chosen]
        menu.addSeparator()
        job(menu, "players import", self.tr("&Import a list (CSV)…"), tab.ask_import)
        job(menu, "players export", self.tr("E&xport the list (CSV)…"), self.ask_export)
        # the same jobs on the list's right click
        tab.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        tab.view.addActions(actions)

    def _players(self, act: Callable[[], object]) -> None:
        tab = self.window_.players_tab
        if not tab.selected():
            self.window_.tabs.setCurrentWidget(tab)
            self._say(self.tr("Choose the players in the list first."))
            return
        act()

    def make_substitutes(self) -> None:
        for player in self.window_.players_tab.selected():
            if not messages.attempt(self.window_, self.window_.session, services.make_substitute,
                                    player.id):
                return

    def remove_players(self) -> bool:
        chosen = self.window_.players_tab.selected()
        names = ", ".join(p.name for p in chosen)
        question = fill(self.tr("Delete %1? Only a player entered by mistake, who has played no game, "
                                "can be deleted."), names)
        if not chosen or not messages.confirm(self.window_, self.tr("Delete players"), question):
            return False
        return all(messages.attempt(self.window_, self.window_.session, services.remove_player, p.id)
                   for p in chosen)

    def ask_export(self) -> None:
        session = self.window_.session
        if session.path is None:
            return
        proposed = session.path.with_name(f"{session.path.stem}-players.csv")
        path, _ = QFileDialog.getSaveFileName(self.window_, self.tr("Export the players"), str(proposed),
                                              self.tr("CSV (*.csv)"))
        if path:
            self.export_players(path)

    def export_players(self, path: str) -> bool:
        try:
            self.window_.session.read(services.write_players_csv, path)
        except TourneyError as error:
            messages.show_error(self.window_, error)
            return False
        return True

    # -- rounds -----------------------------------------------------------------------------------

    def _rounds_menu(self, menu: QMenu) -> None:
        tab = self.window_.rounds_tab
        job(menu, "round schedule", self.tr("Round &schedule and shifts…"),
            lambda: self.open_dialog("schedule"))
        menu.addSeparator()
        job(menu, "round seat", self.tr("&Draw the chosen round"), lambda: self._round(tab.draw))
        job(menu, "draw", self.tr("Draw the rounds &left…"), lambda: self._show(tab, tab.draw_rounds, None))
        job(menu, "draw --swiss", self.tr("Swiss draw of the chosen round (by the standings)"),
            lambda: self._round(self.draw_swiss))
        job(menu, "round swap", self.tr("S&wap two players of the chosen round…"),
            lambda: self._round(tab.swap))
        menu.addSeparator()
        job(menu, "record", self.tr("Enter the &deals of the chosen table…"),
            lambda: self._table(tab.enter_deals))
        job(menu, "totals", self.tr("Enter the &totals of the chosen table…"),
            lambda: self._table(tab.enter_totals))

    def draw_swiss(self) -> bool:
        """Seat the chosen round by the standings after the round before: the leaders at table 1."""
        tab = self.window_.rounds_tab
        number = tab.current_round()
        if number is None:
            return False
        if tab.seating_model.rowCount() and not messages.confirm(
                self.window_, self.tr("Draw again"),
                fill(self.tr("Round %1 is already drawn. Seat it again by the standings?"), number)):
            return False
        try:
            report = self.window_.session.call(services.draw_swiss_round, number)
        except TourneyError as error:
            messages.show_error(self.window_, error)
            return False
        self.window_.statusBar().showMessage(messages.said(report.text()).splitlines()[0], 15000)
        return True

    def _show(self, tab: QWidget, act: Callable[..., object], *args: Any) -> None:
        self.window_.tabs.setCurrentWidget(tab)
        act(*args)

    def _round(self, act: Callable[[], object]) -> None:
        tab = self.window_.rounds_tab
        self.window_.tabs.setCurrentWidget(tab)
        if tab.current_round() is None:
            self._say(self.tr("Choose a round in the list first."))
            return
        act()

    def _table(self, act: Callable[[], object]) -> None:
        tab = self.window_.rounds_tab
        self.window_.tabs.setCurrentWidget(tab)
        if tab.chosen_table() is None:
            self._say(self.tr("Choose a table of the round first."))
            return
        act()

    # -- dialogs ----------------------------------------------------------------------------------

    def make_dialog(self, name: str) -> QDialog:
        from tourney.gui import (
            byes_dialog,
            constraints_dialog,
            log_dialog,
            penalties_dialog,
            ranking_dialog,
            room_dialogs,
            schedule_dialog,
            standings_more,
        )

        kinds: dict[str, Callable[..., QDialog]] = {
            "penalties": penalties_dialog.PenaltiesDialog, "byes": byes_dialog.ByesDialog,
            "constraints": constraints_dialog.ConstraintsDialog, "schedule": schedule_dialog.ScheduleDialog,
            "ranking": ranking_dialog.RankingDialog, "standings": standings_more.MoreStandingsDialog,
            "log": log_dialog.LogDialog, "checkin": room_dialogs.CheckInDialog,
            "clock": room_dialogs.RoomClockDialog}
        return kinds[name](self.window_.session, self.window_)

    def open_dialog(self, name: str) -> QDialog | None:
        """Open one of the day's dialogs (none while no tournament is open); it is deleted when closed."""
        if not self.window_.session.is_open:
            return None
        dialog = self.make_dialog(name)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.last_dialog = dialog
        return dialog

    def _say(self, text: str) -> None:
        self.window_.statusBar().showMessage(text, 8000)
        messages.show_error(self.window_, TourneyError("choose_first", text))
