"""The deals of one table in one round: the list, and adding, correcting or removing a deal.

Every change goes through the services as one undoable action; the list reloads after every
change of the tournament (undo and redo included).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui import messages
from tourney.gui.scoring_dialog import DealDialog
from tourney.gui.scoring_model import DealListModel, carried_before, states_before
from tourney.gui.session import Session
from tourney.tournament.model import Table


class TableDealsDialog(QDialog):
    """The sheet of deals of ``table``."""

    def __init__(self, session: Session, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.table = session, table
        self.setWindowTitle(self.tr("Round %1, table %2: deals").replace("%1", str(table.round))
                            .replace("%2", str(table.number)))
        self.model = DealListModel(self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        # the players' running totals fit their numbers; East, winner and how won share the rest and wrap
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.view.setWordWrap(True)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.doubleClicked.connect(lambda _index: self.edit_deal())
        self.next_label = QLabel()
        self.add_button = QPushButton(self.tr("Add deal…"))
        self.edit_button = QPushButton(self.tr("Correct…"))
        self.delete_button = QPushButton(self.tr("Remove"))
        close = QPushButton(self.tr("Close"))
        self.add_button.clicked.connect(lambda _checked=False: self.add_deal())
        self.edit_button.clicked.connect(lambda _checked=False: self.edit_deal())
        self.delete_button.clicked.connect(lambda _checked=False: self.delete_deal())
        close.clicked.connect(self.accept)
        bar = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.delete_button):
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(self.next_label)
        layout.addLayout(bar)
        self.resize(1100, 520)
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        if not self.session.is_open:
            return
        state = self.session.read(services.snapshot)
        self.tournament = state.tournament
        self.names = {p.id: p.name for p in state.players}
        result = state.result(self.table.round, self.table.number)
        self.model.set_sheet(self.table, self.names, result)
        players = len(self.model.winds)
        self.states = states_before(self.tournament, self.model.deals, players)
        self.carried = carried_before(self.tournament, self.model.deals) if players == 4 else []
        following = self.states[-1]
        east = self.model.names.get("ESWN"[following.east % players], "")
        text = self.tr("Next deal: %1 round, East %2").replace("%1", following.round_wind).replace("%2", east)
        carried = self._carried(len(self.model.deals))
        if carried:  # riichi: what the hanchan carries into it
            text += "; " + self.tr("honba %1, riichi sticks on the table %2").replace(
                "%1", str(carried.get("honba", 0))).replace("%2", str(carried.get("riichi_sticks", 0)))
        if following.finished:  # the game is over: no next deal is offered
            text = self.tr("The game is over: no more deals at this table.")
        self.next_label.setText(text)
        self.add_button.setEnabled(not following.finished)
        self.add_button.setToolTip(self.tr("The game is over.") if following.finished else "")
        self.edit_button.setEnabled(bool(self.model.deals))
        self.delete_button.setEnabled(bool(self.model.deals))

    def _carried(self, row: int) -> dict[str, int]:
        return self.carried[row] if row < len(self.carried) else {}

    def selected(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def add_deal(self) -> DealDialog:
        dialog = DealDialog(self.session, self.tournament, self.table, self.names, self.states[-1],
                            len(self.model.deals) + 1, None, self, self._carried(len(self.model.deals)))
        dialog.open()
        return dialog

    def edit_deal(self) -> DealDialog | None:
        row = self.selected()
        if row is None:
            return None
        record = self.model.deals[row]
        dialog = DealDialog(self.session, self.tournament, self.table, self.names, self.states[row],
                            record.number, record, self, self._carried(row))
        dialog.open()
        return dialog

    def delete_deal(self) -> bool:
        row = self.selected()
        if row is None:
            return False
        number = self.model.deals[row].number
        question = self.tr("Remove deal %1 from this table's sheet?").replace("%1", str(number))
        if not messages.confirm(self, self.tr("Remove deal"), question):
            return False
        try:
            self.session.call(services.remove_deal, self.table.round, self.table.number, number)
        except TourneyError as error:
            messages.show_error(self, error)
            return False
        return True
