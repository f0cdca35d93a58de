"""Enter a table's totals (net points of seats E, S, W, N; E, S, W at a table of three) with the
balance checked as you type. Under riichi the final points and each seat's chombos are entered, and
the scores they become with uma and oka are shown as you type."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.forms import FieldErrors, ok_cancel
from tourney.gui.messages import spoken
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
        wind_names = self._wind_names()
        self.shape = session.read(services.totals_form)
        self.scores: dict[str, QSpinBox] = {}
        self.chombos: dict[str, QSpinBox] = {}
        self.winds = [w for w in WINDS if w in table.seats] if len(table.seats) == 3 else list(WINDS)
        for wind in self.winds:
            spin = QSpinBox()
            spin.setRange(-_LIMIT, _LIMIT)
            spin.setSingleStep(100 if self.shape.final_points else 10)
            spin.setValue(self.shape.start if self.shape.final_points
                          else current.totals.get(wind, 0) if current else 0)
            spin.valueChanged.connect(self._check)
            self.scores[wind] = spin
            name = names.get(table.seats.get(wind, -1), "")
            self.errors.add_row(wind, f"{wind_names[wind]} — {name}", self._seat_row(wind, spin),
                                f"seat {wind}")
        self.balance = QLabel()
        self.replace = QCheckBox(self.tr("Replace the deals recorded at this table with these totals"))
        self.replace.setVisible(current is not None and current.kind == "deals")
        buttons, self.ok_button = ok_cancel(self, self.tr("Record"))
        layout = QVBoxLayout(self)
        three = len(self.winds) == 3
        layout.addWidget(QLabel(self._heading(three)))
        layout.addLayout(form)
        layout.addWidget(self.balance)
        layout.addWidget(self.replace)
        layout.addWidget(self.errors.general)
        layout.addWidget(buttons)
        self.recorded: TableResult | None = None  # what was saved (``result()`` is QDialog's own)
        self._check()

    def _wind_names(self) -> dict[str, str]:
        return {"E": self.tr("East"), "S": self.tr("South"), "W": self.tr("West"), "N": self.tr("North")}

    def _seat_row(self, wind: str, spin: QSpinBox) -> QWidget:
        """The points field, and under riichi the seat's chombos beside it."""
        if not self.shape.final_points:
            return spin
        chombo = QSpinBox()
        chombo.setRange(0, 9)
        chombo.setAccessibleName(self.tr("Chombos of seat %1").replace("%1", wind))
        chombo.valueChanged.connect(self._check)
        self.chombos[wind] = chombo
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(spin, 1)
        line.addWidget(QLabel(self.tr("chombo")))
        line.addWidget(chombo)
        return row

    def _heading(self, three: bool) -> str:
        if self.shape.final_points:
            return (self.tr("Final points of each seat, as on the sheet. What they lack of 4 × %1 is the "
                            "riichi sticks left on the table,\nwhich go to first place; uma, oka and each "
                            "chombo are applied as the tournament's rules say.")
                    .replace("%1", str(self.shape.start)))
        if three:
            return self.tr("Net points of each seat (the three add up to 0; North is empty).")
        return self.tr("Net points of each seat (the four add up to 0).")

    def totals(self) -> dict[str, int]:
        return {wind: spin.value() for wind, spin in self.scores.items()}

    def chombo_counts(self) -> dict[str, int]:
        return {wind: spin.value() for wind, spin in self.chombos.items() if spin.value()}

    def _check(self) -> None:
        if self.shape.final_points:
            self._preview()
            return
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

    def _preview(self) -> None:
        """Under riichi: the scores these final points become, or why they cannot be recorded."""
        self.errors.clear()
        try:
            preview = self.session.read(services.preview_totals, self.table.round, self.table.number,
                                        [self.totals()[w] for w in self.winds], self.chombo_counts())
        except TourneyError as error:
            self.errors.show(error)
            self.balance.clear()
            return
        if not preview.final:
            self.balance.setText(spoken(preview.note))
            self.balance.setStyleSheet("color: #b00020;")
            return
        wind_names = self._wind_names()
        scores = ", ".join(f"{wind_names[w]} {preview.totals[w]:+d}" for w in self.winds)
        self.balance.setText(self.tr("Scores with uma and oka: %1").replace("%1", scores))
        self.balance.setStyleSheet("color: #1b7f3b;")

    def accept(self) -> None:
        try:
            scores = [self.totals()[w] for w in self.winds]
            self.recorded = self.session.call(services.record_totals, self.table.round, self.table.number,
                                            scores, replace=self.replace.isChecked(),
                                            chombos=self.chombo_counts() or None)
        except TourneyError as error:
            self.errors.show(error)
            return
        super().accept()
