"""The players as a table: name, club, country, federation id, team, status."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor

from tourney.gui.accents import folded
from tourney.gui.table_model import Index, ReadOnlyTable
from tourney.tournament.model import Player

_FIELDS = ("name", "club", "country", "federation_id", "team", "status")
_STATUS_COLOURS = {"present": "#1b7f3b", "withdrawn": "#9e9e9e", "registered": "#8a5a00",
                   "substitute": "#1f5fa8"}


class PlayersModel(ReadOnlyTable):
    """Read-only rows of players; :meth:`set_players` replaces them after every change."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._given: list[Player] = []  # as the service read them
        self._players: list[Player] = []  # as the rows show them: sorted by ``_order``
        self._order: tuple[int, Qt.SortOrder] | None = None

    def headers(self) -> tuple[str, ...]:
        return (self.tr("Name"), self.tr("Club"), self.tr("Country"), self.tr("Federation id"),
                self.tr("Team"), self.tr("Status"))

    def status_name(self, status: str) -> str:
        return {"registered": self.tr("registered"), "present": self.tr("present"),
                "withdrawn": self.tr("withdrawn"), "substitute": self.tr("substitute")}.get(status, status)

    def set_players(self, players: list[Player] | tuple[Player, ...]) -> None:
        """Replace the rows; the same players as shown leave the table (its sorting, selection and
        scrolling) untouched, as after a result is recorded."""
        if list(players) == self._given:
            return
        self.beginResetModel()
        self._given = list(players)
        self._players = self._sorted(self._given)
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by a column, accents and case ignored (the list's header), keeping the chosen."""
        self._order = (column, order)
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        chosen = [self._players[i.row()].id if 0 <= i.row() < len(self._players) else None for i in before]
        self._players = self._sorted(self._given)  # ties in the order read, as before any sort
        rows = {p.id: row for row, p in enumerate(self._players)}
        self.changePersistentIndexList(before, [
            self.index(rows[pid], i.column()) if pid is not None else i for i, pid in zip(before, chosen,
                                                                                          strict=True)])
        self.layoutChanged.emit()

    def _sorted(self, players: list[Player]) -> list[Player]:
        if self._order is None:
            return list(players)
        column, order = self._order
        field = _FIELDS[column]
        return sorted(players, key=lambda p: folded(self.status_name(p.status) if field == "status"
                                                    else getattr(p, field)),
                      reverse=order == Qt.SortOrder.DescendingOrder)

    def _rows(self) -> list[Player]:
        return self._players

    def player_at(self, row: int) -> Player:
        return self._players[row]

    def row_of(self, player_id: int) -> int | None:
        return next((row for row, p in enumerate(self._players) if p.id == player_id), None)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._players):
            return None
        player = self._players[index.row()]
        field = _FIELDS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = getattr(player, field)
            return self.status_name(value) if field == "status" else value
        if role == Qt.ItemDataRole.ForegroundRole and field == "status":
            return QBrush(QColor(_STATUS_COLOURS.get(player.status, "#000000")))
        if role == Qt.ItemDataRole.ForegroundRole and player.status == "withdrawn":
            return QBrush(QColor("#9e9e9e"))
        return None
