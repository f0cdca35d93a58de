"""Players' categories: pick a category (or type a new one), tick its players, save.

Each player whose ticks changed is one undoable action (``tourney players category``). Juniors and
seniors are also worked out from age: the two limits are set here (``--juniors-under``,
``--seniors-from``), and the players in by age show ticked and greyed (correct the birth instead).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.forms import FieldErrors, ok_cancel
from tourney.gui.messages import said
from tourney.gui.session import Session
from tourney.services.ages import age_categories, age_day, age_limits, set_age_limits
from tourney.services.categories import (
    SUGGESTED,
    categories,
    categories_of,
    category_key,
    check_category,
    labelled,
    same_category,
    set_categories,
)
from tourney.tournament.ages import AgeLimits


class CategoriesDialog(QDialog):
    """One category at a time: who is in it."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Player categories"))
        self.known = session.read(categories)
        self.hand = session.read(labelled)
        self.limits = session.read(age_limits)
        self.by_age = session.read(age_categories)
        form = QFormLayout()
        self.errors = FieldErrors(form)
        self.name = QComboBox()
        self.name.setEditable(True)
        for name in dict.fromkeys(category_key(n) for n in [*self.known, *SUGGESTED]):
            self.name.addItem(said(name), name)
        self.name.currentTextChanged.connect(self._show_members)
        self.errors.add_row("name", self.tr("Category"), self.name, "category")
        self.juniors, self.seniors = QSpinBox(), QSpinBox()
        self.juniors.setRange(0, 99)
        self.juniors.setValue(self.limits.juniors_under)
        self.juniors.setPrefix(self.tr("Juniors under "))
        self.seniors.setRange(1, 150)
        self.seniors.setValue(self.limits.seniors_from)
        self.seniors.setPrefix(self.tr("Seniors from "))
        ages = QWidget()
        row = QHBoxLayout(ages)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.juniors)
        row.addWidget(self.seniors)
        day = session.read(age_day).isoformat()
        row.addWidget(QLabel(self.tr("years; ages on %1").replace("%1", day)), 1)
        for box in (self.juniors, self.seniors):
            box.valueChanged.connect(self._limits_changed)
        self.errors.add_row("ages", self.tr("By age"), ages, "age")
        self.players = QListWidget()
        self.births: dict[int, str] = {}
        for p in session.read(services.players):
            self.births[p.id] = p.born or ""
            text = p.name + (f" ({p.club})" if p.club else "")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            item.setData(Qt.ItemDataRole.UserRole + 1, text)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            self.players.addItem(item)
        hint = QLabel(self.tr("Tick the players of the category. Any label will do: women, juniors, seniors, "
                              "newcomers… (a club is a category already: club:NAME). Juniors and seniors "
                              "are also worked out from the players' births: those show greyed."))
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

    def _limits(self) -> AgeLimits:
        return AgeLimits(self.juniors.value(), self.seniors.value())

    def _limits_changed(self) -> None:
        self.by_age = self.session.read(age_categories, self._limits())
        self._show_members(self.name.currentText())

    def _members(self, groups: dict[str, tuple[int, ...]], name: str) -> set[int]:
        return {pid for key, ids in groups.items() if same_category(key, name.strip()) for pid in ids}

    def _show_members(self, name: str) -> None:
        inside, by_age = self._members(self.hand, name), self._members(self.by_age, name)
        for item in self._items():
            pid = item.data(Qt.ItemDataRole.UserRole)
            ticked = pid in inside or pid in by_age
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            flags = item.flags() | Qt.ItemFlag.ItemIsEnabled
            item.setFlags(flags & ~Qt.ItemFlag.ItemIsEnabled if pid in by_age else flags)
            note = self.tr("by age, born %1").replace("%1", self.births.get(pid, "")) if pid in by_age else ""
            item.setText(item.data(Qt.ItemDataRole.UserRole + 1) + (f" — {note}" if note else ""))

    def tick(self, player_ids: set[int]) -> None:
        for item in self._items():
            if item.data(Qt.ItemDataRole.UserRole) in player_ids:
                item.setCheckState(Qt.CheckState.Checked)

    def accept(self) -> None:
        try:
            if self._limits() != self.limits:
                self.limits = self.session.call(set_age_limits, self.juniors.value(), self.seniors.value())
        except TourneyError as error:
            self.errors.show(error, "ages")
            return
        try:
            name = check_category(self.name.currentText())
            inside = self._members(self.hand, name)
            for item in self._items():
                pid = item.data(Qt.ItemDataRole.UserRole)
                wanted = item.checkState() == Qt.CheckState.Checked
                if item.flags() & Qt.ItemFlag.ItemIsEnabled and wanted != (pid in inside):
                    now = [c for c in self.session.read(categories_of, pid) if not same_category(c, name)]
                    self.session.call(set_categories, pid, [*now, name] if wanted else now)
        except TourneyError as error:
            self.errors.show(error, "name")
            return
        super().accept()
