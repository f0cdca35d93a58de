"""What the window's read-only tables share: row and column counts and the column headings."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from tourney.tournament.ranking_schemes import number_text

Index = QModelIndex | QPersistentModelIndex
Display = Qt.ItemDataRole.DisplayRole


class ReadOnlyTable(QAbstractTableModel):
    """A table model over ``_rows()``, headed by ``headers()``; subclasses give ``data``."""

    def _rows(self) -> list[Any]:
        raise NotImplementedError

    def headers(self) -> tuple[str, ...]:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._rows())

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Display) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if role == Display and horizontal and 0 <= section < len(self.headers()):
            return self.headers()[section]
        return None


def number_cell(value: Fraction | int | None) -> str:
    """A points value in a cell: whole numbers plain, fractions to two decimals, nothing for None."""
    return "" if value is None else number_text(value)
