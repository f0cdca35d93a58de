"""Players' categories: pick a category (or type a new one), tick its players, save.

Each player whose ticks changed is one undoable action (``tourney players category``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.forms import FieldErrors, ok_cancel
from tourney.gui.session import Session
from tourney.services.categories import SUGGESTED, categories, categories_of, check_category, set_categories


class CategoriesDialog(QDialog):
    """One category at a time: who is in it."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Player categories"))
        self.known = session.read(categories)
        form = QFormLayout()
        self.errors = FieldErrors(form)
        self.name = QComboBox()
        self.name.setEditable(True)
        self.name.addItems(list(dict.fromkeys([*self.known, *SUGGESTED])))
        self.name.currentTextChanged.connect(self._show_members)
        self.errors.add_row("name", self.tr("Category"), self.name, "category")
        self.players = QListWidget()
        for p in session.read(services.players):
            item = QListWidgetItem(p.name + (f" ({p.club})" if p.club else ""))
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            self.players.addItem(item)
        hint = QLabel(self.tr("Tick the players of the category. Any label will do: women, juniors, seniors, "
                              "newcomers… (a club is a category already: club:NAME)."))
        hint.setWordWrap(True)
        buttons, self.ok_button = ok_cancel(self, self.tr("Save"))
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(form)
        layout.addWidget(self.players, 1)
        layout.addWidget(self.errors.general)
        layout.addWidget(buttons)
        self.resize(480, 560)
        self._show_members(self.name.currentText())

    def _items(self) -> list[QListWidgetItem]:
        return [self.players.item(i) for i in range(self.players.count())]

    def _show_members(self, name: str) -> None:
        inside = set(self.known.get(name.strip(), ()))
        for item in self._items():
            ticked = item.data(Qt.ItemDataRole.UserRole) in inside
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)

    def tick(self, player_ids: set[int]) -> None:
        for item in self._items():
            if item.data(Qt.ItemDataRole.UserRole) in player_ids:
                item.setCheckState(Qt.CheckState.Checked)

    def accept(self) -> None:
        try:
            name = check_category(self.name.currentText())
            inside = set(self.known.get(name, ()))
            for item in self._items():
                pid = item.data(Qt.ItemDataRole.UserRole)
                wanted = item.checkState() == Qt.CheckState.Checked
                if wanted != (pid in inside):
                    now = [c for c in self.session.read(categories_of, pid) if c != name]
                    self.session.call(set_categories, pid, [*now, name] if wanted else now)
        except TourneyError as error:
            self.errors.show(error, "name")
            return
        super().accept()
