"""Seating constraints the draw honours: a player always at one table (the one a wheelchair reaches),
two players never at the same table, and taking one back; every change undoable (``tourney
constraint …``). They count from the next draw on; drawn rounds keep their tables."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.gui.day_forms import DayForm, chosen_key, fill_rows, list_table, make_default, player_combo
from tourney.gui.forms import FieldErrors
from tourney.gui.messages import fill
from tourney.gui.session import Session


class ConstraintsDialog(DayForm):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Seating constraints"))
        self.resize(760, 440)
        note = QLabel(self.tr("The draw honours them from the next draw on; rounds already drawn keep "
                              "their tables."))
        note.setWordWrap(True)
        self.table = list_table([self.tr("Constraint")], stretch=0)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.clear_button = QPushButton(self.tr("Take back the chosen constraint"))
        self.clear_button.clicked.connect(lambda _checked=False: self.clear())
        players = session.read(services.players)
        self.fixed_player, self.fixed_table = player_combo(players), QSpinBox()
        self.fixed_table.setRange(1, 999)
        fixed_box, self.fixed_errors = self._box(self.tr("Always at one table"))
        self.fixed_errors.add_row("player", self.tr("Player"), self.fixed_player, "player")
        self.fixed_errors.add_row("table", self.tr("Table"), self.fixed_table, "table")
        self.fix_button = self._add_button(fixed_box, self.tr("Always at this table"), self.fix)
        self.first, self.second = player_combo(players), player_combo(players)
        if self.second.count() > 1:
            self.second.setCurrentIndex(1)
        apart_box, self.apart_errors = self._box(self.tr("Never at the same table"))
        self.apart_errors.add_row("first", self.tr("Player"), self.first, "himself", "already kept apart")
        self.apart_errors.add_row("second", self.tr("and player"), self.second)
        self.apart_button = self._add_button(apart_box, self.tr("Keep them apart"), self.keep_apart)
        boxes = QHBoxLayout()
        boxes.addWidget(fixed_box)
        boxes.addWidget(apart_box)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.clear_button)
        layout.addWidget(self.errors.general)
        layout.addLayout(boxes)
        layout.addWidget(self.close_buttons)
        make_default(self.fix_button, self.clear_button)
        self.refresh()

    def _box(self, title: str) -> tuple[QGroupBox, FieldErrors]:
        box = QGroupBox(title)
        form = QFormLayout()
        column = QVBoxLayout(box)
        column.addLayout(form)
        errors = FieldErrors(form)
        column.addWidget(errors.general)
        return box, errors

    def _add_button(self, box: QGroupBox, text: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _checked=False: slot())  # type: ignore[operator]
        box.layout().addWidget(button)  # type: ignore[union-attr]
        return button

    def refresh(self) -> None:
        names = {p.id: p.name for p in self.session.read(services.players)}
        rows: list[tuple[tuple[int, int | None], list[str]]] = []
        for c in self.session.read(services.seating_constraints):
            who = names.get(c.player_id, str(c.player_id))
            if c.kind == "fixed_table":
                text = fill(self.tr("%1 always sits at table %2"), who, c.table)
                rows.append(((c.player_id, None), [text]))
            else:
                other = names.get(c.other_id or 0, str(c.other_id))
                rows.append(((c.player_id, c.other_id), [fill(self.tr("%1 and %2 never sit together"),
                                                              who, other)]))
        fill_rows(self.table, rows, self.tr("No constraint: the draw seats everyone freely."))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.clear_button.setEnabled(chosen_key(self.table) is not None)

    def _attempt(self, errors: FieldErrors, service: object, *args: object) -> bool:
        saved, self.errors = self.errors, errors
        try:
            saved.clear()
            return self.attempt(service, *args)  # type: ignore[arg-type]
        finally:
            self.errors = saved

    def fix(self) -> bool:
        return self._attempt(self.fixed_errors, services.fix_table, self.fixed_player.currentData(),
                             self.fixed_table.value())

    def keep_apart(self) -> bool:
        return self._attempt(self.apart_errors, services.keep_apart, self.first.currentData(),
                             self.second.currentData())

    def clear(self) -> bool:
        chosen = chosen_key(self.table)
        return chosen is not None and self.attempt(services.clear_constraint, *chosen)
