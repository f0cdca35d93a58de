"""Penalties: every penalty given so far, giving one (player, points, round, reason) and cancelling one
given by mistake; both undoable from Edit > Undo (``tourney penalty``)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton, QSpinBox, QWidget

from tourney import services
from tourney.gui.day_forms import DayForm, chosen_key, fill_rows, list_table, player_combo
from tourney.gui.messages import fill
from tourney.gui.session import Session


class PenaltiesDialog(DayForm):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Penalties"))
        self.resize(760, 460)
        self.table = list_table([self.tr("No."), self.tr("Player"), self.tr("Points"), self.tr("Round"),
                                 self.tr("Reason")])
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.remove_button = QPushButton(self.tr("Cancel the chosen penalty"))
        self.remove_button.clicked.connect(lambda _checked=False: self.remove())
        self.player = player_combo(session.read(services.players))
        self.points = QSpinBox()
        self.points.setRange(-10**6, 10**6)
        self.points.setValue(10)
        self.points.setToolTip(self.tr("Points taken off the player's total"))
        self.round = QComboBox()
        self.round.addItem(self.tr("the whole tournament"), None)
        for number in range(1, session.read(services.tournament).rounds + 1):
            self.round.addItem(fill(self.tr("round %1"), number), number)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("e.g. late for the round"))
        self.errors.add_row("player", self.tr("Player"), self.player, "player")
        self.errors.add_row("points", self.tr("Points taken off"), self.points, "penalty points", "0 points")
        self.errors.add_row("round", self.tr("In"), self.round, "round")
        self.errors.add_row("reason", self.tr("Reason"), self.reason, "reason")
        self.add_button = QPushButton(self.tr("Give the penalty"))
        self.add_button.clicked.connect(lambda _checked=False: self.add())
        self.lay_out_list(self.table, self.add_button, self.remove_button)

    def refresh(self) -> None:
        names = {p.id: p.name for p in self.session.read(services.players)}
        whole = self.tr("whole tournament")
        fill_rows(self.table, [(p.id, (str(p.id), names.get(p.player_id, str(p.player_id)), str(p.points),
                                       str(p.round) if p.round else whole, p.reason))
                               for p in self.session.read(services.penalties)],
                  self.tr("No penalty given yet."))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(chosen_key(self.table) is not None)

    def add(self) -> bool:
        done = self.attempt(services.add_penalty, self.player.currentData(), self.points.value(),
                            self.reason.text(), round_number=self.round.currentData())
        if done:
            self.reason.clear()
        return done

    def remove(self) -> bool:
        penalty = chosen_key(self.table)
        return penalty is not None and self.attempt(services.remove_penalty, penalty)
