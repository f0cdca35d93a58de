"""Byes: the rounds players sit out, giving one and taking back one given by mistake; both undoable
(``tourney bye``). A bye scores what the ranking's settings say (Ranking and tie-breaks…)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox, QWidget

from tourney import services
from tourney.gui.day_forms import DayForm, chosen_key, fill_rows, list_table, player_combo
from tourney.gui.session import Session


class ByesDialog(DayForm):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Byes"))
        self.resize(640, 420)
        note = QLabel(self.tr("A player who sits a round out scores the bye value of the ranking."))
        note.setWordWrap(True)
        self.table = list_table([self.tr("Round"), self.tr("Player")])
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.remove_button = QPushButton(self.tr("Take back the chosen bye"))
        self.remove_button.clicked.connect(lambda _checked=False: self.remove())
        self.round = QSpinBox()
        self.round.setRange(1, session.read(services.tournament).rounds)
        self.player = player_combo(session.read(services.players))
        self.errors.add_row("round", self.tr("Round"), self.round, "round")
        self.errors.add_row("player", self.tr("Player"), self.player, "has a seat", "already has a bye",
                            "player")
        self.add_button = QPushButton(self.tr("Give the bye"))
        self.add_button.clicked.connect(lambda _checked=False: self.add())
        self.lay_out_list(self.table, self.add_button, self.remove_button, note)

    def refresh(self) -> None:
        state = self.session.read(services.snapshot)
        names = {p.id: p.name for p in state.players}
        byes = sorted(state.byes, key=lambda b: (b.round, b.id))
        fill_rows(self.table, [((b.round, b.player_id), (str(b.round), names.get(b.player_id, "")))
                               for b in byes], self.tr("No bye yet."))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(chosen_key(self.table) is not None)

    def add(self) -> bool:
        return self.attempt(services.give_bye, self.round.value(), self.player.currentData())

    def remove(self) -> bool:
        chosen = chosen_key(self.table)
        return chosen is not None and self.attempt(services.remove_bye, *chosen)
