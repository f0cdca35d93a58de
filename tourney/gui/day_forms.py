"""What the day-of dialogs share (penalties, byes, constraints, schedule, ranking, log): a read-only
list of what is recorded, a player chooser sorted as the referee reads names, and a form whose
refusals appear under the field they concern."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney.errors import TourneyError
from tourney.gui.accents import folded
from tourney.gui.forms import FieldErrors
from tourney.gui.session import Session
from tourney.tournament.model import Player


def list_table(headers: Sequence[str], stretch: int = -1) -> QTableWidget:
    """A read-only list, one row chosen at a time; column ``stretch`` takes the room left."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch % len(headers), QHeaderView.ResizeMode.Stretch)
    return table


def fill_rows(table: QTableWidget, rows: Sequence[tuple[Any, Sequence[str]]], empty: str = "") -> None:
    """Put ``rows`` (a key kept with the row, then the cells) in ``table``; with no rows, ``empty`` says
    so in grey across the table (a row that cannot be chosen)."""
    table.clearSpans()
    if not rows and empty:
        table.setRowCount(1)
        table.setSpan(0, 0, 1, table.columnCount())
        note = QTableWidgetItem(empty)
        note.setFlags(Qt.ItemFlag.NoItemFlags)
        table.setItem(0, 0, note)
        return
    table.setRowCount(len(rows))
    for row, (key, cells) in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, key)
            table.setItem(row, column, item)


def chosen_key(table: QTableWidget) -> Any:
    """The key of the row chosen in ``table`` (None: no row chosen)."""
    items = table.selectedItems()
    return items[0].data(Qt.ItemDataRole.UserRole) if items else None


def make_default(button: QPushButton, *others: QPushButton) -> None:
    """Enter in a field presses ``button``; never one of ``others`` (Up, Down, Take back…)."""
    button.setDefault(True)
    for other in others:
        other.setAutoDefault(False)


def player_combo(players: Sequence[Player]) -> QComboBox:
    """The players by name, accents ignored in the order ("Àngela" with the A's); data: the id."""
    combo = QComboBox()
    for p in sorted(players, key=lambda p: folded(p.name)):
        combo.addItem(f"{p.name} ({p.club})" if p.club else p.name, p.id)
    combo.setEditable(True)  # typing a few letters finds the player
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    return combo


class DayForm(QDialog):
    """A dialog over the open tournament whose actions are service calls through the session; each
    refusal goes under its field (``self.errors``), and the dialog refreshes after every change."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.form = QFormLayout()
        self.errors = FieldErrors(self.form)
        self.close_buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_buttons.rejected.connect(self.reject)
        session.changed.connect(self._refresh_if_open)

    def _refresh_if_open(self) -> None:
        if self.session.is_open:
            self.refresh()

    def refresh(self) -> None:
        raise NotImplementedError

    def lay_out_list(self, table: QWidget, add: QPushButton, remove: QPushButton,
                     note: QWidget | None = None) -> None:
        """The list-and-form dialogs' layout: an optional note, the list, the form, the general error, Add at
        the left and Remove at the right, Close; Add is the default button; then the first refresh."""
        actions = QHBoxLayout()
        actions.addWidget(add)
        actions.addStretch(1)
        actions.addWidget(remove)
        layout = QVBoxLayout(self)
        if note is not None:
            layout.addWidget(note)
        layout.addWidget(table, 1)
        layout.addLayout(self.form)
        layout.addWidget(self.errors.general)
        layout.addLayout(actions)
        layout.addWidget(self.close_buttons)
        make_default(add, remove)
        self.refresh()

    def attempt(self, service: Callable[..., Any], *args: Any, field: str | None = None,
                **kwargs: Any) -> bool:
        """Run one referee action; a refusal is shown under its field (or ``field``) and False returned."""
        self.errors.clear()
        try:
            self.session.call(service, *args, **kwargs)
        except TourneyError as error:
            self.errors.show(error, field)
            return False
        return True
