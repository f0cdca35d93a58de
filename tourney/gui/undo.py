"""Undo and Redo over the tournament's persisted history (Ctrl+Z, Ctrl+Shift+Z)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from tourney import services
from tourney.errors import TourneyError
from tourney.gui import messages
from tourney.gui.session import Session


class HistoryActions(QObject):
    """The Edit menu's Undo and Redo, named after what they would take back or do again."""

    def __init__(self, session: Session, parent: QWidget) -> None:
        super().__init__(parent)
        self.session = session
        self._window = parent
        self.undo_action = QAction(self.tr("Undo"), self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self.tr("Redo"), self)
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.triggered.connect(self.redo)
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        state = self.session.read(services.history_state) if self.session.is_open else None
        self.undo_action.setEnabled(bool(state and state.can_undo))
        self.redo_action.setEnabled(bool(state and state.can_redo))
        self.undo_action.setText(_named(self.tr("Undo"), state.next_undo if state else None))
        self.redo_action.setText(_named(self.tr("Redo"), state.next_redo if state else None))

    def undo(self) -> None:
        self._step(services.undo)

    def redo(self) -> None:
        self._step(services.redo)

    def _step(self, service: object) -> None:
        if not self.session.is_open:
            return
        try:
            self.session.call(service)  # type: ignore[arg-type]
        except TourneyError as error:
            messages.show_error(self._window, error)


def _named(verb: str, what: str | None) -> str:
    return f"{verb}: {messages.said(what)}" if what else verb
