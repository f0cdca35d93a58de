"""What Print > Standings… asks before printing: after which round, or every round, the team table's size
and the category tables — the choices `tourney export standings` takes as options (#27 point 5)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.standings_choices import StandingsChoices


class StandingsChoicesDialog(QDialog):
    """Three ways to pick the rounds (last played, after round K, after every round), the team size and the
    category tables; OK prints."""

    def __init__(self, rounds: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print the standings"))
        self.last = QRadioButton(self.tr("After the last round played"))
        self.after = QRadioButton(self.tr("After round"))
        self.every = QRadioButton(self.tr("After every round played, one sheet each"))
        self.round_box = QSpinBox(minimum=1, maximum=max(rounds, 1))
        self.round_box.setObjectName("after_round")
        self.group = QButtonGroup(self)
        for button in (self.last, self.after, self.every):
            self.group.addButton(button)
        self.last.setChecked(True)
        self.round_box.setEnabled(False)
        self.after.toggled.connect(self.round_box.setEnabled)
        self.round_box.valueChanged.connect(lambda _: self.after.setChecked(True))
        self.teams = QSpinBox(minimum=1, maximum=12, value=3)
        self.teams.setObjectName("teams")
        self.categories = QCheckBox(self.tr("A table for each player category"))
        self.categories.setChecked(True)
        self._lay_out()

    def _lay_out(self) -> None:
        after = QHBoxLayout()
        after.addWidget(self.after)
        after.addWidget(self.round_box)
        after.addStretch()
        form = QFormLayout()
        form.addRow(self.tr("Players counted in each team's total"), self.teams)
        standard = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(standard.Ok | standard.Cancel)
        buttons.button(standard.Ok).setText(self.tr("Print…"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.last)
        layout.addLayout(after)
        layout.addWidget(self.every)
        layout.addLayout(form)
        layout.addWidget(self.categories)
        layout.addWidget(buttons)

    def choices(self) -> StandingsChoices:
        return StandingsChoices(after_round=self.round_box.value() if self.after.isChecked() else None,
                                every_round=self.every.isChecked(), team_best=self.teams.value(),
                                categories=self.categories.isChecked())
