"""The Players menu: the player register (From the register…, Add to the register…, Browse, New person),
each action named ``job:register …`` after the command that does the same from the command line."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from tourney.errors import TourneyError
from tourney.gui.session import Session

if TYPE_CHECKING:  # loaded when first used: the window shows sooner
    from tourney.gui.register_dialog import OfferBackDialog, PersonDialog, RegisterDialog


class PlayersMenu(QMenu):
    """``needs_file``: the actions greyed out while no tournament is open."""

    def __init__(self, session: Session, parent: QWidget) -> None:
        super().__init__(self.tr("Pla&yers"), parent)
        self.session, self.window_ = session, parent
        self.needs_file = [
            self._action(self.tr("From the &register…"), "job:register import", self.from_register),
            self._action(self.tr("&Add to the register…"), "job:register export", self.offer_back)]
        self.addSeparator()
        self._action(self.tr("&Browse the register…"), "job:register list", self.browse)
        self._action(self.tr("&New person in the register…"), "job:register add", self.new_person)

    def _action(self, text: str, name: str, slot: Callable[[], object]) -> QAction:
        action = self.addAction(text)
        action.setObjectName(name)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def from_register(self) -> RegisterDialog | None:
        if not self.session.is_open:
            return None
        return self.browse()

    def browse(self) -> RegisterDialog:
        from tourney.gui.register_dialog import RegisterDialog

        dialog = RegisterDialog(self.session, self.window_)
        dialog.open()
        return dialog

    def new_person(self) -> PersonDialog:
        from tourney.gui.register_dialog import PersonDialog

        dialog = PersonDialog(self.window_)
        dialog.open()
        return dialog

    def offer_back(self) -> OfferBackDialog | None:
        if not self.session.is_open:
            return None
        from tourney.gui.register_dialog import OfferBackDialog

        dialog = OfferBackDialog(self.session, self.window_)
        dialog.open()
        return dialog

    def offer_on_closing(self) -> OfferBackDialog | None:
        """When a finished tournament is closed with players the register does not know: the offer."""
        if not self.session.is_open:
            return None
        from tourney.services import register as reg

        try:
            with reg.open_register() as register:
                if not self.session.read(reg.finished) or not self.session.read(reg.new_players, register):
                    return None
        except TourneyError:
            return None  # a register that cannot be opened must not keep the window from closing
        return self.offer_back()
