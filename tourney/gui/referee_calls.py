"""The referee's side of the phone's calls and of hidden standings (#32), a box of the table-entry dialog.

Each table calling the referee stays listed (table, time, reason) until the referee presses "On my
way", which the table's phone then reads as "the referee is coming". Below, the round from which the
live page and the display board hide the standings, and the button that reveals them.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.gui import messages
from tourney.gui.session import Session


class RefereeCalls(QGroupBox):
    """The open calls, and the hidden-standings setting."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setTitle(self.tr("Tables calling the referee"))
        column = QVBoxLayout(self)
        self.calls = QListWidget()
        self.calls.setMaximumHeight(72)
        column.addWidget(self.calls)
        self.answer = QPushButton(self.tr("On my way"))
        self.answer.clicked.connect(self.acknowledge)
        column.addWidget(self.answer)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Hide the standings from round (0: never)")))
        self.hide_from = QSpinBox(minimum=0)
        row.addWidget(self.hide_from)
        self.apply_hide = QPushButton(self.tr("Hide"))
        self.apply_hide.clicked.connect(self.set_hidden)
        row.addWidget(self.apply_hide)
        self.reveal = QPushButton(self.tr("Reveal the standings"))
        self.reveal.clicked.connect(self.show_standings)
        row.addWidget(self.reveal)
        column.addLayout(row)
        self.reasons = {"dispute": self.tr("dispute"), "wrong_seat": self.tr("wrong seat"),
                        "timing": self.tr("timing"), "other": self.tr("other")}

    def refresh(self, store: services.Store) -> None:
        waiting = services.calls(store, open_only=True)
        self.calls.clear()
        for call in waiting:
            text = self.tr("Table %1 (round %2) at %3: %4").replace("%1", str(call.table)).replace(
                "%2", str(call.round)).replace("%3", call.called_at[11:16]).replace(
                "%4", self.reasons.get(call.reason, call.reason))
            item = QListWidgetItem(text)
            item.setData(256, call.id)
            self.calls.addItem(item)
        if waiting:
            self.calls.setCurrentRow(0)
        self.answer.setEnabled(bool(waiting))
        self.setTitle(self.tr("Tables calling the referee: %1").replace("%1", str(len(waiting))) if waiting
                      else self.tr("Tables calling the referee"))
        hiding = services.standings_hiding(store)
        self.hide_from.setMaximum(services.tournament(store).rounds)
        self.hide_from.setValue(hiding.from_round or 0)
        self.reveal.setEnabled(hiding.from_round is not None and not hiding.revealed)

    def acknowledge(self) -> None:
        item = self.calls.currentItem()
        if item is not None:
            messages.attempt(self, self.session, services.acknowledge_call, int(item.data(256)))

    def set_hidden(self) -> None:
        messages.attempt(self, self.session, services.hide_standings_from, self.hide_from.value() or None)

    def show_standings(self) -> None:
        messages.attempt(self, self.session, services.reveal_standings, True)
