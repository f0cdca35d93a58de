"""Table models of the Rounds tab: the list of rounds, and one round's draw as tables × winds."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor

from tourney.gui.messages import spoken
from tourney.gui.round_status import RoundProgress
from tourney.gui.table_model import Display, Index, ReadOnlyTable
from tourney.tournament.model import WINDS, Round, Table, TableResult, TournamentState

_STATUS_COLOURS = {"not drawn": "#757575", "drawn": "#1f5fa8", "playing": "#8a5a00",
                   "results in": "#1b7f3b", "closed": "#424242"}
_RED = "#b00020"
_SEATING_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole,
                            Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.ToolTipRole})


class RoundsModel(ReadOnlyTable):
    """One row per round: number, start, status, tables, which tables are missing."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._progress: list[RoundProgress] = []
        self._rounds: list[Round] = []

    def headers(self) -> tuple[str, ...]:
        return (self.tr("Round"), self.tr("Start"), self.tr("Status"), self.tr("Tables"),
                self.tr("Still missing"))

    def status_name(self, status: str) -> str:
        return {"not drawn": self.tr("not drawn"), "drawn": self.tr("drawn"), "playing": self.tr("playing"),
                "results in": self.tr("results in"), "closed": self.tr("closed")}.get(status, status)

    def _rows(self) -> list[Any]:
        return self._progress

    def set_rounds(self, rounds: list[Round] | tuple[Round, ...], progress: list[RoundProgress]) -> None:
        self.beginResetModel()
        self._rounds, self._progress = list(rounds), list(progress)
        self.endResetModel()

    def progress(self, row: int) -> RoundProgress:
        return self._progress[row]

    def data(self, index: Index, role: int = Display) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._progress):
            return None
        item, rnd = self._progress[index.row()], self._rounds[index.row()]
        column = index.column()
        if role == Display:
            return self._text(item, rnd, column)
        if role == Qt.ItemDataRole.ForegroundRole and column == 2:
            return QBrush(QColor(_STATUS_COLOURS.get(item.status, "#000000")))
        if role == Qt.ItemDataRole.ForegroundRole and column == 4 and (item.missing or item.unbalanced):
            return QBrush(QColor(_RED))
        return None

    def _text(self, item: RoundProgress, rnd: Round, column: int) -> str:
        if column == 0:
            return str(item.number)
        if column == 1:
            return f"{rnd.date} {rnd.start}" if rnd.starts_at else ""
        if column == 2:
            return self.status_name(item.status)
        if column == 3:
            return str(item.tables) if item.tables else ""
        parts = []
        if item.missing and item.status != "drawn":
            parts.append(", ".join(map(str, item.missing)))
        if item.unbalanced:
            parts.append(self.tr("unbalanced: %1").replace("%1", ", ".join(map(str, item.unbalanced))))
        return "; ".join(parts)


class SeatingModel(ReadOnlyTable):
    """A round's draw: one row per table, the players at East, South, West and North, where its sheet
    stands, and each seat's points in a column of its own (right-aligned, so the numbers line up)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._tables: list[Table] = []
        self._results: dict[int, TableResult] = {}
        self._names: dict[int, str] = {}
        self._cells: list[tuple[str, ...]] = []  # each table's texts, worked out once per refresh

    def headers(self) -> tuple[str, ...]:
        return (self.tr("Table"), self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North"),
                self.tr("Result"), *(self.tr("%1 pts").replace("%1", wind) for wind in WINDS))

    def _rows(self) -> list[Any]:
        return self._tables

    def set_round(self, state: TournamentState | None, round_number: int | None) -> None:
        self.beginResetModel()
        if state is None or round_number is None:
            self._tables, self._results, self._names = [], {}, {}
        else:
            self._tables = state.tables_of(round_number)
            self._results = {r.table: r for r in state.results if r.round == round_number}
            self._names = {p.id: p.name for p in state.players}
        self._cells = [self._texts(table) for table in self._tables]
        self.endResetModel()

    def table(self, row: int) -> Table:
        return self._tables[row]

    def result(self, table_number: int) -> TableResult | None:
        return self._results.get(table_number)

    def data(self, index: Index, role: int = Display) -> Any:
        if role not in _SEATING_ROLES or not 0 <= index.row() < len(self._tables) or not index.isValid():
            return None  # most calls: fitting the rows asks each cell for a dozen roles it does not use
        table = self._tables[index.row()]
        result = self._results.get(table.number)
        column = index.column()
        if role == Display:
            return self._cells[index.row()][column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= 6:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column == 5 and (result is None or not result.final):
            return QBrush(QColor(_RED))
        if role == Qt.ItemDataRole.ToolTipRole and 1 <= column <= 4:  # the whole name, however narrow
            pid = table.seats.get(WINDS[column - 1])
            return self._names.get(pid, "") if pid is not None else None
        if role == Qt.ItemDataRole.ToolTipRole and column == 5 and result is not None and result.note:
            return spoken(result.note)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 0:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _texts(self, table: Table) -> tuple[str, ...]:
        """A table's row: its number, the players at E, S, W, N, its sheet, each seat's points."""
        result = self._results.get(table.number)
        names = tuple(self._names.get(table.seats[w], "") if w in table.seats else "" for w in WINDS)
        points = tuple(f"{result.totals[w]:+d}" if result is not None and w in result.totals else ""
                       for w in WINDS)
        return (str(table.number), *names, self._result_text(result), *points)

    def _result_text(self, result: TableResult | None) -> str:
        if result is None:
            return self.tr("missing")
        return self.tr("in") if result.final else self.tr("unbalanced")
