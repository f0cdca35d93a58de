"""The standings as a table: rank, player, club, games, score, table points, penalties, movement."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tourney.gui.table_model import Display, Index, ReadOnlyTable, number_cell

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class StandingsModel(ReadOnlyTable):
    """Rows of :class:`tourney.tournament.standings.StandingRow`, as the services compute them."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._items: list[Any] = []

    def _rows(self) -> list[Any]:
        return self._items

    def headers(self) -> tuple[str, ...]:
        return (self.tr("Rank"), self.tr("Player"), self.tr("Club"), self.tr("Games"), self.tr("Score"),
                self.tr("Table points"), self.tr("Penalties"), self.tr("Movement"))

    def set_rows(self, rows: list[Any] | tuple[Any, ...]) -> None:
        self.beginResetModel()
        self._items = list(rows)
        self.endResetModel()

    def row(self, number: int) -> Any:
        return self._items[number]

    def data(self, index: Index, role: int = Display) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        row, column = self._items[index.row()], index.column()
        if role == Display:
            return self._text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (1, 2):
            return _RIGHT
        return None

    def _text(self, row: Any, column: int) -> str:
        if column == 0:
            return f"{row.rank}=" if row.shared else str(row.rank)
        if column == 1:
            return row.player.name
        if column == 2:
            return row.player.club
        if column == 3:
            return str(row.games)
        if column == 4:
            return f"{row.total_score:+d}"
        if column == 5:
            return number_cell(row.table_points)
        if column == 6:
            return str(row.penalties) if row.penalties else ""
        if row.movement is None:
            return ""
        return f"▲{row.movement}" if row.movement > 0 else (f"▼{-row.movement}" if row.movement < 0 else "=")
