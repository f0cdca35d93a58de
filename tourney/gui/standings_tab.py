"""The Standings tab: the standings after the last round with results, refreshed after every change.

Working the standings out takes a noticeable moment at 300 players, so a hidden tab only notes that
it is out of date and catches up when it is shown or its table is read (:attr:`StandingsTab.model`):
recording a table in the Rounds tab does not wait for standings nobody is looking at."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from tourney import services
from tourney.errors import TourneyError
from tourney.gui import i18n
from tourney.gui.messages import said, spoken
from tourney.gui.session import Session
from tourney.gui.standings_model import StandingsModel

if TYPE_CHECKING:  # loaded when the tab is first shown, or a player's history opened: the window shows sooner
    from tourney.gui.history_dialog import HistoryDialog
    from tourney.tournament.standings import Standings

RESIZE_ROWS = 120  # columns fitted to the rows on screen and up to this many more (top and bottom)


class StandingsTab(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._model = StandingsModel(self)
        self._stale = False
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.view = QTableView()
        self.view.setModel(self._model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(24)
        self.view.setAlternatingRowColors(True)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setResizeContentsPrecision(RESIZE_ROWS)
        self.view.doubleClicked.connect(lambda index: self.show_history(index.row()))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.view)
        layout.addWidget(self.notice)
        session.changed.connect(self.refresh)
        self.refresh()

    def show_history(self, row: int) -> HistoryDialog | None:
        """The round-by-round history of the player on ``row`` (a double-click)."""
        if not 0 <= row < self.model.rowCount():
            return None
        from tourney.gui.history_dialog import HistoryDialog

        dialog = HistoryDialog(self.session, self.model.row(row).player.id, self)
        dialog.open()
        return dialog

    @property
    def model(self) -> StandingsModel:
        """The standings table, brought up to date first if a change came while the tab was hidden."""
        if self._stale:
            self._refresh_now()
        return self._model

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self._refresh_now()
        super().showEvent(event)

    def refresh(self) -> None:
        """After a change: at once if the tab is on screen, else when it is next shown or read."""
        if self.isVisible() or not self.session.is_open:
            self._refresh_now()
        else:
            self._stale = True

    def _refresh_now(self) -> None:
        self._stale = False
        self._model.set_rows([])
        self.title.clear()
        if not self.session.is_open:
            return
        try:
            standings = self.session.read(services.standings)
        except TourneyError as error:
            self.notice.setText(spoken(error.message))
            return
        self._model.set_rows(standings.rows, standings.scheme.keys)
        if standings.after_round:
            self.title.setText(self.tr("Standings after round %1").replace("%1", str(standings.after_round)))
        else:
            self.title.setText(self.tr("No results yet"))
        self.notice.setText(" ".join(_sentences(standings)))


def _sentences(standings: Standings) -> list[str]:
    """How the standings are ranked, in the window's language (the engine writes English)."""
    english = standings.sentences()
    if i18n.current == "it":
        from tourney.export.standings_words import italian_sentences

        italian = italian_sentences(standings.scheme, standings.tie_breaks)
        if italian is not None and len(italian) == len(english) - len(standings.notes):
            return [*italian, *(said(note) for note in standings.notes)]  # the final's sentence (#31)
    return english
