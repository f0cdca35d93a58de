"""The Players tab: a sortable, filterable list; add, edit, check in, withdraw, re-admit, import."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.gui import messages
from tourney.gui.accents import AccentBlindProxy
from tourney.gui.players_model import PlayersModel
from tourney.gui.session import Session
from tourney.tournament.model import Player

if TYPE_CHECKING:  # the dialogs load when first opened: the window shows sooner
    from tourney.gui.import_dialog import ImportDialog
    from tourney.gui.player_dialog import PlayerDialog

STATUS_COLUMN = 5


class PlayersTab(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = PlayersModel(self)
        self.proxy = AccentBlindProxy(self)  # "angela" finds "Àngela", who sorts with the A's
        self.proxy.setSourceModel(self.model)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter: name, club, country, id, team or status"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.set_filter_text)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().setDefaultSectionSize(24)
        self.view.verticalHeader().hide()  # player numbers look random once the list is sorted
        self.view.doubleClicked.connect(lambda _index: self.edit_player())
        self.view.clicked.connect(self._clicked)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        self.counts = QLabel()
        self.buttons = {
            "add": self._button(self.tr("Add…"), self.add_player),
            "edit": self._button(self.tr("Edit…"), self.edit_player),
            "check_in": self._button(self.tr("Check in"), self.check_in),
            "withdraw": self._button(self.tr("Withdraw"), self.withdraw),
            "readmit": self._button(self.tr("Re-admit"), self.readmit),
            "import": self._button(self.tr("Import CSV…"), self.ask_import),
        }
        bar = QHBoxLayout()
        bar.addWidget(self.filter, 1)
        for button in self.buttons.values():
            bar.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.view)
        layout.addWidget(self.counts)
        session.changed.connect(self.refresh)
        self.refresh()

    def _button(self, text: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _checked=False: slot())  # type: ignore[operator]
        return button

    def refresh(self) -> None:
        players = self.session.read(services.players) if self.session.is_open else []
        selected = [p.id for p in self.selected()]
        self.model.set_players(players)
        self._select(selected)
        by_status = Counter(p.status for p in players)
        parts = [f"{self.model.status_name(s)} {n}" for s, n in sorted(by_status.items())]
        self.counts.setText(self.tr("%1 players").replace("%1", str(len(players)))
                            + (": " + ", ".join(parts) if parts else ""))
        self.buttons["add"].setEnabled(self.session.is_open)
        self.buttons["import"].setEnabled(self.session.is_open)
        self._update_buttons()

    def _select(self, player_ids: list[int]) -> None:
        selection = self.view.selectionModel()
        for pid in player_ids:
            row = self.model.row_of(pid)
            if row is not None:
                index = self.proxy.mapFromSource(self.model.index(row, 0))
                selection.select(index, selection.SelectionFlag.Select | selection.SelectionFlag.Rows)

    def selected(self) -> list[Player]:
        rows = {self.proxy.mapToSource(i).row() for i in self.view.selectionModel().selectedRows()}
        return [self.model.player_at(r) for r in sorted(rows) if r < self.model.rowCount()]

    def _update_buttons(self) -> None:
        chosen = self.selected()
        self.buttons["edit"].setEnabled(len(chosen) == 1)
        self.buttons["check_in"].setEnabled(any(p.status in ("registered", "substitute") for p in chosen))
        self.buttons["withdraw"].setEnabled(len(chosen) == 1 and chosen[0].status != "withdrawn")
        self.buttons["readmit"].setEnabled(len(chosen) == 1 and chosen[0].status == "withdrawn")

    def _clicked(self, index: QModelIndex) -> None:
        """One click on the status of a registered player checks him in."""
        if index.column() != STATUS_COLUMN:
            return
        player = self.model.player_at(self.proxy.mapToSource(index).row())
        if player.status in ("registered", "substitute"):
            self._act(services.check_in, player.id)

    def _act(self, service: object, *args: object) -> bool:
        return messages.attempt(self, self.session, service, *args)  # type: ignore[arg-type]

    def add_player(self) -> PlayerDialog:
        from tourney.gui.player_dialog import PlayerDialog

        dialog = PlayerDialog(self.session, None, self)
        dialog.open()
        return dialog

    def edit_player(self) -> PlayerDialog | None:
        chosen = self.selected()
        if len(chosen) != 1:
            return None
        from tourney.gui.player_dialog import PlayerDialog

        dialog = PlayerDialog(self.session, chosen[0], self)
        dialog.open()
        return dialog

    def check_in(self) -> None:
        ids = [p.id for p in self.selected() if p.status in ("registered", "substitute")]
        if ids:
            self._act(services.check_in, *ids)

    def withdraw(self) -> None:
        chosen = self.selected()
        if len(chosen) == 1:
            self._act(services.withdraw_player, chosen[0].id)

    def readmit(self) -> None:
        chosen = self.selected()
        if len(chosen) == 1:
            self._act(services.readmit_player, chosen[0].id)

    def ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import players"), "",
                                              self.tr("Player lists (*.csv *.txt);;All files (*)"))
        if path:
            self.import_csv(path)

    def import_csv(self, path: str) -> ImportDialog:
        from tourney.gui.import_dialog import ImportDialog

        dialog = ImportDialog(self.session, path, self)
        dialog.open()
        return dialog
