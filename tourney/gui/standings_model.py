"""The standings as a table: rank, player, then what the ranking scheme ranks by (in bold), then club,
games, score, table points, penalties and movement."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from tourney.gui.table_model import Display, Index, ReadOnlyTable, number_cell

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_USUAL = ("rank", "player", "club", "games", "total_score", "table_points", "penalties", "movement")


class StandingsModel(ReadOnlyTable):
    """Rows of :class:`tourney.tournament.standings.StandingRow`, as the services compute them."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._items: list[Any] = []
        self.keys: tuple[str, ...] = ()  # what the scheme ranks by, most important first
        self.fields: tuple[str, ...] = _USUAL
        self._cells: list[tuple[str, ...]] = []  # each row's texts, worked out once per refresh

    def _rows(self) -> list[Any]:
        return self._items

    def _names(self) -> dict[str, str]:
        return {"rank": self.tr("Rank"), "player": self.tr("Player"), "club": self.tr("Club"),
                "games": self.tr("Games"), "total_score": self.tr("Score"),
                "table_points": self.tr("Table points"), "rank_points": self.tr("Rank points"),
                "penalties": self.tr("Penalties"), "movement": self.tr("Movement"),
                "carried": self.tr("Carried")}

    def headers(self) -> tuple[str, ...]:
        names = self._names()
        return tuple(names[field] for field in self.fields)

    def set_rows(self, rows: list[Any] | tuple[Any, ...], keys: tuple[str, ...] = ()) -> None:
        """The rows, and the ranking's keys (``Scheme.keys``), shown first after the player."""
        self.beginResetModel()
        self._items = list(rows)
        self.keys = tuple(keys)
        rest = tuple(field for field in _USUAL[2:] if field not in self.keys)
        carried = ("carried",) if any(r.carried is not None for r in self._items) else ()  # a final's
        self.fields = ("rank", "player", *self.keys, *carried, *rest)
        self._cells = [tuple(self._text(row, field) for field in self.fields) for row in self._items]
        self.endResetModel()

    def row(self, number: int) -> Any:
        return self._items[number]

    def data(self, index: Index, role: int = Display) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        if role == Display:
            return self._cells[index.row()][index.column()]
        field = self.fields[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and field not in ("player", "club"):
            return _RIGHT
        if role == Qt.ItemDataRole.FontRole and field in self.keys[:1]:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _text(self, row: Any, field: str) -> str:
        if field == "rank":
            return f"{row.rank}=" if row.shared else str(row.rank)
        if field == "player":
            return row.player.name
        if field == "club":
            return row.player.club
        if field == "games":
            return str(row.games)
        if field == "total_score":
            return f"{row.total_score:+d}"
        if field in ("table_points", "rank_points"):
            return number_cell(getattr(row, field))
        if field == "penalties":
            return str(row.penalties) if row.penalties else ""
        if field == "carried":
            return "/".join(number_cell(v) for v in row.carried.values()) if row.carried else ""
        if row.movement is None:
            return ""
        return f"▲{row.movement}" if row.movement > 0 else (f"▼{-row.movement}" if row.movement < 0 else "=")
