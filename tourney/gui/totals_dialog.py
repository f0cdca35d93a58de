"""Enter a table's totals (net points of seats E, S, W, N; E, S, W at a table of three) with the
balance checked as you type."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.forms import FieldErrors, ok_cancel
from tourney.gui.session import Session
from tourney.tournament.model import WINDS, Table, TableResult

_LIMIT = 10**9 - 1


class TotalsDialog(QDialog):
    """The totals-only form of one table; OK records them (an unbalanced sheet is kept, and said)."""

    def __init__(self, session: Session, table: Table, names: dict[int, str],
                 current: TableResult | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = table
        self.ruleset = session.read(services.tournament).ruleset
        self.setWindowTitle(self.tr("Round %1, table %2: totals").replace("%1", str(table.round))
                            .replace("%2", str(table.number)))
        form = QFormLayout()
        self.errors = FieldErrors(form)
        wind_names = {"E": self.tr("East"), "S": self.tr("South"), "W": self.tr("West"),
                      "N": self.tr("North")}
        self.scores: dict[str, QSpinBox] = {}
        self.winds = [w for w in WINDS if w in table.seats] if len(table.seats) == 3 else list(WINDS)
        for wind in self.winds:
            spin = QSpinBox()
            spin.setRange(-_LIMIT, _LIMIT)
            spin.setSingleStep(10)
            spin.setValue(current.totals.get(wind, 0) if current else 0)
            spin.valueChanged.connect(self._check)
            self.scores[wind] = spin
            name = names.get(table.seats.get(wind, -1), "")
            self.errors.add_row(wind, f"{wind_names[wind]} — {name}", spin, f"seat {wind}")
        self.balance = QLabel()
        self.replace = QCheckBox(self.tr("Replace the deals recorded at this table with these totals"))
        self.replace.setVisible(current is not None and current.kind == "deals")
        buttons, self.ok_button = ok_cancel(self, self.tr("Record"))
        layout = QVBoxLayout(self)
        three = len(self.winds) == 3
        layout.addWidget(QLabel(self.tr("Net points of each seat (the three add up to 0; North is empty).")
                                if three else self.tr("Net points of each seat (the four add up to 0).")))
        layout.addLayout(form)
        layout.addWidget(self.balance)
        layout.addWidget(self.replace)
        layout.addWidget(self.errors.general)
        layout.addWidget(buttons)
        self.result: TableResult | None = None
        self._check()

    def totals(self) -> dict[str, int]:
        return {wind: spin.value() for wind, spin in self.scores.items()}

    def _check(self) -> None:
        check = services.check_totals(self.ruleset, self.totals())
        three = len(self.winds) == 3
        if check.balanced:
            text = (self.tr("Balanced: the three scores add up to %1.") if three
                    else self.tr("Balanced: the four scores add up to %1."))
            self.balance.setText(text.replace("%1", f"{check.total:+d}"))
            self.balance.setStyleSheet("color: #1b7f3b;")
        else:
            text = (self.tr("The three scores add up to %1, not 0: check the sheet.") if three
                    else self.tr("The four scores add up to %1, not 0: check the sheet."))
            self.balance.setText(text.replace("%1", f"{check.total:+d}"))
            self.balance.setStyleSheet("color: #b00020;")

    def accept(self) -> None:
        try:
            scores = [self.totals()[w] for w in self.winds]
            self.result = self.session.call(services.record_totals, self.table.round, self.table.number,
                                            scores, replace=self.replace.isChecked())
        except TourneyError as error:
            self.errors.show(error)
            return
        super().accept()
