"""The Rounds tab: every round with its status, the draw of the chosen round as tables × winds,
drawing a round, entering a table's totals, and which tables are still missing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui import messages
from tourney.gui.round_status import round_progress
from tourney.gui.rounds_model import RoundsModel, SeatingModel
from tourney.gui.session import Session
from tourney.tournament.model import WINDS, Table, TournamentState

if TYPE_CHECKING:  # the dialogs load when first opened: the window shows sooner
    from tourney.gui.draw_dialog import DrawDialog
    from tourney.gui.scoring_sheet import TableDealsDialog
    from tourney.gui.swap_dialog import SwapDialog
    from tourney.gui.totals_dialog import TotalsDialog

_FIT = QHeaderView.ResizeMode.ResizeToContents


class RoundsTab(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.state: TournamentState | None = None
        self.rounds_model = RoundsModel(self)
        self.seating_model = SeatingModel(self)
        self.rounds_view = _table_view(self.rounds_model)
        self.rounds_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.rounds_view.selectionModel().selectionChanged.connect(self._round_chosen)
        self.rounds_view.horizontalHeader().setSectionResizeMode(_FIT)
        last = self.rounds_model.columnCount() - 1  # "still missing" takes the room that is left
        self.rounds_view.horizontalHeader().setSectionResizeMode(last, QHeaderView.ResizeMode.Stretch)
        self.seating_view = _table_view(self.seating_model)
        self.seating_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.seating_view.horizontalHeader().setStretchLastSection(False)
        # a long name wraps onto a second line of its row rather than losing its end
        self.seating_view.setWordWrap(True)
        self.seating_view.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._fitted = False  # the draw's rows and columns fit their text once the tab is first shown
        self.seating_view.doubleClicked.connect(lambda _index: self.enter_deals())
        self.seating_view.selectionModel().selectionChanged.connect(self._update_buttons)
        self.draw_button = QPushButton(self.tr("Draw round"))
        self.draw_button.clicked.connect(lambda _checked=False: self.draw())
        self.draw_all_button = QPushButton(self.tr("Draw all rounds…"))
        self.draw_all_button.clicked.connect(lambda _checked=False: self.draw_rounds(1))
        self.draw_rest_button = QPushButton(self.tr("Draw the rounds left…"))
        self.draw_rest_button.clicked.connect(lambda _checked=False: self.draw_rounds(None))
        self.picked: list[int] = []  # the players of the last two cells clicked, for a swap
        self.seating_view.clicked.connect(self._pick)
        self.swap_button = QPushButton(self.tr("Swap two players…"))
        self.swap_button.clicked.connect(lambda _checked=False: self.swap())
        self.totals_button = QPushButton(self.tr("Enter totals…"))
        self.totals_button.clicked.connect(lambda _checked=False: self.enter_totals())
        self.deals_button = QPushButton(self.tr("Enter deals…"))
        self.deals_button.clicked.connect(lambda _checked=False: self.enter_deals())
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.missing = QLabel()
        self.missing.setWordWrap(True)
        bar = QHBoxLayout()
        bar.addWidget(self.title, 1)
        bar.addWidget(self.draw_button)
        bar.addWidget(self.draw_all_button)
        bar.addWidget(self.draw_rest_button)
        bar.addWidget(self.swap_button)
        bar.addWidget(self.deals_button)
        bar.addWidget(self.totals_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(bar)
        right_layout.addWidget(self.seating_view)
        right_layout.addWidget(self.missing)
        splitter = QSplitter()
        splitter.addWidget(self.rounds_view)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([440, 900])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        session.changed.connect(self.refresh)
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        if not self._fitted:
            # measured only when first seen: fitting every row of a hidden draw (75 tables at 300
            # players) took a fifth of the window's open, since a tab's size asks each of its pages
            self._fitted = True
            header = self.seating_view.horizontalHeader()
            for column in (0, 5, 6, 7, 8, 9):  # the names share the width; numbers and status fit their text
                header.setSectionResizeMode(column, _FIT)
            self.seating_view.verticalHeader().setSectionResizeMode(_FIT)
        super().showEvent(event)

    def current_round(self) -> int | None:
        rows = self.rounds_view.selectionModel().selectedRows()
        return self.rounds_model.progress(rows[0].row()).number if rows else None

    def select_round(self, number: int) -> None:
        if 1 <= number <= self.rounds_model.rowCount():
            self.rounds_view.selectRow(number - 1)

    def refresh(self) -> None:
        chosen = self.current_round()
        self.state = self.session.read(services.totals_snapshot) if self.session.is_open else None
        progress = round_progress(self.state) if self.state else []
        self.rounds_model.set_rounds(self.state.rounds if self.state else [], progress)
        if progress:
            first_open = next((p.number for p in progress if p.status != "closed"), progress[-1].number)
            self.select_round(chosen or first_open)
        self._round_chosen()

    def _round_chosen(self) -> None:
        number = self.current_round()
        self.seating_model.set_round(self.state, number)
        self.picked = []
        if number is None:
            self.title.setText("")
            self.missing.setText("")
        else:
            item = self.rounds_model.progress(number - 1)
            self.title.setText(self.tr("Round %1: %2").replace("%1", str(number))
                               .replace("%2", self.rounds_model.status_name(item.status)))
            self.missing.setText(self._missing_text(item.missing, item.unbalanced, item.tables))
        self._update_buttons()

    def _missing_text(self, missing: tuple[int, ...], unbalanced: tuple[int, ...], tables: int) -> str:
        if not tables:
            return self.tr("Not drawn yet.")
        parts = []
        if missing:
            parts.append(self.tr("Tables still missing: %1").replace("%1", ", ".join(map(str, missing))))
        if unbalanced:
            parts.append(self.tr("Tables that do not balance: %1")
                         .replace("%1", ", ".join(map(str, unbalanced))))
        return ". ".join(parts) + "." if parts else self.tr("Every table is in.")

    def _update_buttons(self) -> None:
        number = self.current_round()
        # a round with results keeps its draw: drawing again would throw the results away
        scored = number is not None and self._has_results(number)
        self.draw_button.setEnabled(number is not None and not scored)
        hint = self.tr("This round has results: swap players instead.") if scored else ""
        self.draw_button.setToolTip(hint)
        for button in (self.draw_all_button, self.draw_rest_button):
            button.setEnabled(self.session.is_open)
        self.swap_button.setEnabled(self.seating_model.rowCount() > 0)
        self.totals_button.setEnabled(self.chosen_table() is not None)
        self.deals_button.setEnabled(self.totals_button.isEnabled())
        # a greyed-out button says why: the referee has not picked a table yet
        hint = "" if self.totals_button.isEnabled() else self.tr("Pick a table in the list first.")
        for button in (self.deals_button, self.totals_button):
            button.setToolTip(hint)

    def _has_results(self, number: int) -> bool:
        return self.state is not None and any(r.round == number for r in self.state.results)

    def draw(self) -> bool:
        number = self.current_round()
        if number is None:
            return False
        item = self.rounds_model.progress(number - 1)
        if item.tables and not messages.confirm(self, self.tr("Draw again"),
                                                self.tr("Round %1 is already drawn. Draw it again?")
                                                .replace("%1", str(number))):
            return False
        from tourney.gui.room_dialogs import confirm_missing

        if not confirm_missing(self, self.session):  # check-in begun today and players missing
            return False
        try:
            self.session.call(services.draw_round, number)
        except TourneyError as error:
            messages.show_error(self, error)
            return False
        return True

    def draw_rounds(self, first: int | None, **options: object) -> DrawDialog | None:
        """Open the draw of every round from ``first`` (None: after the last with results)."""
        if not self.session.is_open:
            return None
        from tourney.gui.draw_dialog import DrawDialog, first_undrawable
        from tourney.gui.room_dialogs import confirm_missing

        try:
            first = first or first_undrawable(self.session)
        except TourneyError as error:  # every round already has results
            messages.show_error(self, error)
            return None
        if not confirm_missing(self, self.session):
            return None
        dialog = DrawDialog(self.session, first, parent=self, **options)  # type: ignore[arg-type]
        dialog.open()
        return dialog

    def _pick(self, index: object) -> None:
        column, row = index.column(), index.row()  # type: ignore[attr-defined]
        if 1 <= column <= 4:
            pid = self.seating_model.table(row).seats.get(WINDS[column - 1])
            if pid is not None:
                self.picked = [*(p for p in self.picked if p != pid), pid][-2:]

    def swap(self) -> SwapDialog | None:
        """Swap two players of the round shown (the last two player cells clicked are proposed)."""
        number = self.current_round()
        if number is None or not self.seating_model.rowCount():
            return None
        first, second = [*self.picked, None, None][:2]
        from tourney.gui.swap_dialog import SwapDialog

        dialog = SwapDialog(self.session, number, first, second, parent=self)
        dialog.open()
        return dialog

    def chosen_table(self) -> Table | None:
        """The table picked in the round's draw (None: no table picked)."""
        rows = self.seating_view.selectionModel().selectedRows()
        return self.seating_model.table(rows[0].row()) if rows and self.state is not None else None

    def enter_deals(self) -> TableDealsDialog | None:
        """Open the deals of the chosen table (the scoring dialog)."""
        table = self.chosen_table()
        if table is None:
            return None
        from tourney.gui.scoring_sheet import TableDealsDialog

        dialog = TableDealsDialog(self.session, table, self)
        dialog.open()
        return dialog

    def enter_totals(self) -> TotalsDialog | None:
        table = self.chosen_table()
        if table is None or self.state is None:
            return None
        names = {p.id: p.name for p in self.state.players}
        from tourney.gui.totals_dialog import TotalsDialog

        dialog = TotalsDialog(self.session, table, names, self.seating_model.result(table.number), self)
        dialog.open()
        return dialog


def _table_view(model: object) -> QTableView:
    view = QTableView()
    view.setModel(model)  # type: ignore[arg-type]
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(26)
    view.horizontalHeader().setStretchLastSection(True)
    view.setAlternatingRowColors(True)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    return view
