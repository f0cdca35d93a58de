"""The referee's main window: the menus, the tabs (players, rounds, standings) and the status bar."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
)

from tourney import __version__, services
from tourney.errors import TourneyError
from tourney.gui import i18n, messages
from tourney.gui.day_menu import DayMenu, job
from tourney.gui.end_of_day import EndOfDayMenu
from tourney.gui.players_menu import PlayersMenu
from tourney.gui.players_tab import PlayersTab
from tourney.gui.print_menu import PrintMenu
from tourney.gui.rounds_tab import RoundsTab
from tourney.gui.session import Session
from tourney.gui.standings_tab import StandingsTab
from tourney.gui.undo import HistoryActions
from tourney.gui.welcome import WelcomePanel

if TYPE_CHECKING:  # loaded when first opened: the window shows sooner (see tests/gui/test_lazy_window.py)
    from tourney.gui.backups_dialog import BackupsDialog, RestoreDialog
    from tourney.gui.display_board import DisplayBoard
    from tourney.gui.help_window import HelpWindow
    from tourney.gui.table_entry_dialog import TableEntryDialog
    from tourney.gui.wizard import NewTournamentDialog

RECENT_LIMIT = 8


class MainWindow(QMainWindow):
    """One tournament file at a time; every action is a service call, saved as it is made."""

    def __init__(self, file: str | Path | None = None, session: Session | None = None) -> None:
        super().__init__()
        self.session = session or Session(self)
        self.session.changed.connect(self.refresh)
        self.session.opened.connect(self._remember_file)
        self.display_board: DisplayBoard | None = None
        self.table_entry: TableEntryDialog | None = None
        self._build()
        self.resize(1280, 680)  # a 1366×768 laptop less its title bar and taskbar
        if file:
            self.open_path(file)
        self.refresh()

    # -- building (again after a change of language) ---------------------------------------------

    def _build(self) -> None:
        menus = [a.menu() for a in self.menuBar().actions() if a.menu() is not None]
        for old in (getattr(self, "history", None), getattr(self, "status", None), *menus):
            if old is not None:
                old.deleteLater()  # the menus of the language before, and their job: actions, go too
        self.menuBar().clear()
        self.history = HistoryActions(self.session, self)
        self.tabs = QTabWidget()
        self.players_tab = PlayersTab(self.session)
        self.rounds_tab = RoundsTab(self.session)
        self.standings_tab = StandingsTab(self.session)
        self.tabs.addTab(self.players_tab, self.tr("Players"))
        self.tabs.addTab(self.rounds_tab, self.tr("Rounds"))
        self.tabs.addTab(self.standings_tab, self.tr("Standings"))
        # no file open: the welcome panel instead of three empty tabs
        self.welcome = WelcomePanel(self.new_tournament, self.ask_open, self.open_demo)
        self.welcome.recent_chosen.connect(self.open_path)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.welcome)
        self.pages.addWidget(self.tabs)
        self.setCentralWidget(self.pages)
        self.status = QLabel()
        self.statusBar().addWidget(self.status, 1)
        self._file_menu()
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        edit.addAction(self.history.undo_action)
        edit.addAction(self.history.redo_action)
        self.history.undo_action.setObjectName("job:undo")
        self.history.redo_action.setObjectName("job:redo")
        self.day_menu = DayMenu(self)
        self.menuBar().addMenu(self.day_menu)
        self.players_menu = PlayersMenu(self.session, self)
        self.menuBar().addMenu(self.players_menu)
        self.print_menu = PrintMenu(self.session, self)
        self.menuBar().addMenu(self.print_menu)
        view = self.menuBar().addMenu(self.tr("&View"))
        self.needs_file = [  # greyed out while no tournament is open
            *self.backup_actions,
            self.print_menu.menuAction(),
            self._action(view, self.tr("&Display board"), self.show_display_board),
            self._action(view, self.tr("&Table entry on phones…"), self.show_table_entry)]
        self.needs_file[-1].setObjectName("job:serve")  # codes, the phones' deals, calls, hidden standings
        view.addSeparator()
        for number, (name, tab) in enumerate((("players list", self.players_tab),
                                              ("round tables", self.rounds_tab), ("", self.standings_tab))):
            shown = job(view, name, self.tabs.tabText(number), partial(self.tabs.setCurrentWidget, tab))
            shown.setShortcut(QKeySequence(f"Ctrl+{number + 1}"))
            shown.setObjectName(f"job:{name}" if name else "")
        self.end_of_day = EndOfDayMenu(self, self.session)  # the final, categories, prizes (#31)
        self.needs_file += self.end_of_day.actions
        self.needs_file += self.players_menu.needs_file
        self._language_menu()
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.tr("How to write a hand (the notation)"), lambda: self.show_help("notation"))
        help_menu.addAction(self.tr("A tournament day, step by step"), lambda: self.show_help("day"))
        help_menu.addAction(self.tr("About tourney"), self.about)

    def _file_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&File"))
        self._action(menu, self.tr("&New tournament…"), self.new_tournament,
                     QKeySequence.StandardKey.New).setObjectName("job:new")
        self._action(menu, self.tr("&Open…"), self.ask_open, QKeySequence.StandardKey.Open)
        self.recent_menu = menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._action(menu, self.tr("Open the &demo tournament"), self.open_demo).setObjectName("job:demo")
        menu.addSeparator()
        self.backup_actions = [
            self._action(menu, self.tr("&Save a copy…"), self.ask_save_copy),
            self._action(menu, self.tr("&Backups…"), self.show_backups),
            self._action(menu, self.tr("Res&tore…"), self.show_restore)]
        self.backup_actions[0].setObjectName("job:copy")
        self.backup_actions[1].setObjectName("job:backups")
        self.backup_actions[2].setObjectName("job:restore")
        menu.addSeparator()
        self._action(menu, self.tr("&Quit"), self.close_by_hand, QKeySequence.StandardKey.Quit)

    def _language_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        chosen = i18n.chosen_language()
        for code, name in (("system", self.tr("System language")), *i18n.LANGUAGES.items()):
            action = menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.setData(code)
            group.addAction(action)
        group.triggered.connect(lambda action: self.set_language(action.data()))

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object], shortcut: Any = None) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(lambda _checked=False: slot())
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    def set_language(self, choice: str) -> None:
        i18n.choose(choice)
        index = self.tabs.currentIndex()
        self._build()
        self.tabs.setCurrentIndex(index)
        self.refresh()

    # -- files --------------------------------------------------------------------------------

    def new_tournament(self) -> NewTournamentDialog:
        from tourney.gui.wizard import NewTournamentDialog

        dialog = NewTournamentDialog(self.session, self)
        dialog.open()
        return dialog

    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a tournament"), "",
                                              self.tr("Tournaments (*.tourney);;All files (*)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str | Path) -> bool:
        try:
            self.session.open(path)
        except TourneyError as error:
            messages.show_error(self, error)
            if error.code == "damaged" and getattr(error, "backup", None) is not None:
                self.show_restore(Path(path))  # the newest good backup is named: offer to restore it
            return False
        return True

    def ask_save_copy(self) -> None:
        """File > Save a copy…: the open tournament, whole, as a new file (a USB stick, say)."""
        assert self.session.path is not None
        suggested = self.session.path.with_name(f"{self.session.path.stem}-copy{self.session.path.suffix}")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save a copy"), str(suggested),
                                              self.tr("Tournaments (*.tourney)"),
                                              options=QFileDialog.Option.DontConfirmOverwrite)
        if path:
            self.save_copy(path)

    def save_copy(self, path: str | Path) -> bool:
        try:
            self.session.read(services.save_copy, Path(path))
        except TourneyError as error:
            messages.show_error(self, error)
            return False
        self.status.setText(self.tr("Copy saved: %1").replace("%1", str(path)))
        return True

    def show_backups(self) -> BackupsDialog:
        from tourney.gui.backups_dialog import BackupsDialog

        dialog = BackupsDialog(self.session, self)
        dialog.open()
        return dialog

    def show_restore(self, path: Path | None = None) -> RestoreDialog | None:
        """File > Restore… for the open file, or for ``path`` (a file refused as damaged)."""
        path = path or self.session.path
        if path is None:
            return None
        from tourney.gui.backups_dialog import RestoreDialog

        dialog = RestoreDialog(path, self.open_path, self)
        dialog.open()
        return dialog

    def open_demo(self) -> None:
        # a folder of its own each time: a demo never replaces a file, not even an earlier demo still open
        path = Path(tempfile.mkdtemp(prefix="tourney-demo-")) / "demo.tourney"
        try:
            self.session.open_demo(path)
        except TourneyError as error:
            messages.show_error(self, error)

    def recent_files(self) -> list[str]:
        value: Any = QSettings().value("recent", [])
        return [value] if isinstance(value, str) else list(value or [])

    def _remember_file(self) -> None:
        if self.session.path is None:
            return
        path = str(self.session.path.resolve())
        recent = [path, *(p for p in self.recent_files() if p != path)][:RECENT_LIMIT]
        QSettings().setValue("recent", recent)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = [p for p in self.recent_files() if Path(p).exists()]
        for path in files:
            self.recent_menu.addAction(path, partial(self.open_path, path))
        if not files:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)

    # -- showing --------------------------------------------------------------------------------

    def refresh(self) -> None:
        jobs = [a for a in self.findChildren(QAction) if a.property("needs_file")]
        for action in [*self.needs_file, *jobs]:
            action.setEnabled(self.session.is_open)
        self.pages.setCurrentWidget(self.tabs if self.session.is_open else self.welcome)
        if not self.session.is_open:
            self.welcome.show_recent(self.recent_files())
            self.setWindowTitle("tourney")
            self.status.setText(self.tr("No tournament open"))
            return
        info = self.session.read(services.tournament)
        assert self.session.path is not None
        self.setWindowTitle(f"{info.name} — {self.session.path.name} — tourney")
        self.setWindowFilePath(str(self.session.path))
        state = self.session.read(services.history_state)
        saved = self.tr("Saved")
        last = f" · {saved}: {messages.said(state.next_undo)}" if state.next_undo else ""
        self.status.setText(f"{self.session.path} · {info.ruleset.upper()}{last}")

    def show_display_board(self) -> DisplayBoard:
        """The projector window (one; shown again if it was closed)."""
        if self.display_board is None:
            from tourney.gui.display_board import DisplayBoard

            self.display_board = DisplayBoard(self.session)
        self.display_board.show()
        self.display_board.raise_()
        return self.display_board

    def show_table_entry(self) -> TableEntryDialog:
        """The server for the tables' phones and the deals waiting for approval (one; kept running)."""
        if self.table_entry is None:
            from tourney.gui.table_entry_dialog import TableEntryDialog

            self.table_entry = TableEntryDialog(self.session, self)
        self.table_entry.show()
        self.table_entry.raise_()
        return self.table_entry

    def show_help(self, page: str) -> HelpWindow:
        """Help > the notation or a tournament day: the repository's own docs, in a window."""
        from tourney.gui.help_window import HelpWindow

        window = HelpWindow(page, self)
        window.show()
        return window

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About tourney"),
                          self.tr("tourney %1: Mahjong tournaments for the club referee.")
                          .replace("%1", __version__))

    def close_by_hand(self) -> None:
        """File > Quit, as the window's close button: a finished event's new players offered first."""
        if not self._offered_to_the_register():
            self.close()

    def _offered_to_the_register(self) -> bool:
        if getattr(self, "_register_offered", False):
            return False
        self._register_offered = True
        offer = self.players_menu.offer_on_closing()
        if offer is None:
            return False
        offer.finished.connect(lambda _result: self.close())
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        # closed by the referee (not by the program): a finished event's new players offered first
        if event.spontaneous() and self._offered_to_the_register():
            event.ignore()
            return
        if self.display_board is not None:
            self.display_board.close()
        if self.table_entry is not None:
            self.table_entry.stop_server()
        self.session.close()
        super().closeEvent(event)
