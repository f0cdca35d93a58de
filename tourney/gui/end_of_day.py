"""The window's menu for the end of the day: the cut to a final, players' categories, the prize list.

Each action is the window's face of a command-line job (objectName ``job:<command path>``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMainWindow

from tourney.gui.session import Session


class EndOfDayMenu(QObject):
    """Adds the menu to ``window``; ``actions`` lists what needs an open tournament."""

    def __init__(self, window: QMainWindow, session: Session) -> None:
        super().__init__(window)
        self.window, self.session = window, session
        menu = window.menuBar().addMenu(self.tr("&Final and prizes"))
        self.setParent(menu)  # a change of language deletes the menu, and this and its actions with it
        self.actions: list[QAction] = []
        for text, job, slot in ((self.tr("Cut to a &final…"), "job:final", self.final),
                                (self.tr("Player &categories…"), "job:players category", self.categories),
                                (self.tr("&Prize list…"), "job:prizes", self.prizes)):
            action = QAction(text, menu)
            action.setObjectName(job)
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            menu.addAction(action)
            self.actions.append(action)
        self.menu = menu

    def final(self) -> QDialog:
        from tourney.gui.final_dialog import FinalDialog

        return self._open(FinalDialog(self.session, self.window))

    def categories(self) -> QDialog:
        from tourney.gui.categories_dialog import CategoriesDialog

        return self._open(CategoriesDialog(self.session, self.window))

    def prizes(self) -> QDialog:
        from tourney.gui.prizes_dialog import PrizesDialog

        return self._open(PrizesDialog(self.session, self.window))

    @staticmethod
    def _open(dialog: QDialog) -> QDialog:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # closed: gone, not kept under the window
        dialog.open()
        return dialog
