"""One player's tournament round by round (opened by a double-click in the standings): table, seat,
opponents, score, place and points of every round, a bye as such."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.gui.messages import fill
from tourney.gui.session import Session
from tourney.gui.table_model import number_cell


class HistoryDialog(QDialog):
    def __init__(self, session: Session, player_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        player = session.read(services.player, player_id)
        names = {p.id: p.name for p in session.read(services.players)}
        self.entries = session.read(services.player_history, player_id)
        self.setWindowTitle(fill(self.tr("History of %1"), player.name))
        self.resize(820, 360)
        heading = QLabel(f"{player.name} — {player.club}" if player.club else player.name)
        heading.setStyleSheet("font-weight: bold; font-size: 14px;")
        headers = [self.tr("Round"), self.tr("Table"), self.tr("Seat"), self.tr("Opponents"),
                   self.tr("Score"), self.tr("Place"), self.tr("Table points")]
        self.table = QTableWidget(len(self.entries), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, entry in enumerate(self.entries):
            for column, text in enumerate(self._cells(entry, names)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.table)
        layout.addWidget(buttons)

    def _cells(self, entry: Any, names: dict[int, str]) -> list[str]:
        if entry.bye:
            points = number_cell(entry.table_points)
            return [str(entry.round), self.tr("bye"), "", "", f"{entry.score:+d}", "", points]
        place = f"{entry.place}=" if entry.shared else str(entry.place or "")
        return [str(entry.round), str(entry.table), entry.seat or "",
                ", ".join(names.get(p, str(p)) for p in entry.opponents), f"{entry.score:+d}", place,
                number_cell(entry.table_points)]
