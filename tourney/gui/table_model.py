"""What the window's read-only tables share: row and column counts and the column headings."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from tourney.tournament.ranking_schemes import number_text

Index = QModelIndex | QPersistentModelIndex
Display = Qt.ItemDataRole.DisplayRole


class ReadOnlyTable(QAbstractTableModel):
    """A table model over ``_rows()``, headed by ``headers()``; subclasses give ``data``.

    The headings are asked for on every layout pass (thousands of times for a 300-row table), so
    they are worked out once per reset of the model (a refresh, or a change of language)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._headings: tuple[str, ...] | None = None
        self.modelAboutToBeReset.connect(self._forget_headings)

    def _forget_headings(self) -> None:
        self._headings = None

    def headings(self) -> tuple[str, ...]:
        """``headers()``, as of the last reset."""
        if self._headings is None:
            self._headings = self.headers()
        return self._headings

    def _rows(self) -> list[Any]:
        raise NotImplementedError

    def headers(self) -> tuple[str, ...]:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._rows())

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headings())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Display) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if role == Display and horizontal and 0 <= section < len(self.headings()):
            return self.headings()[section]
        return None


def number_cell(value: Fraction | int | None) -> str:
    """A points value in a cell: whole numbers plain, fractions to two decimals, nothing for None."""
    return "" if value is None else number_text(value)
