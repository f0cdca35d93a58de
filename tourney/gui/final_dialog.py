"""Cut to a final: after which round, how many players, what score they carry, what the others do.

OK calls :func:`tourney.services.final.cut_to_final` (one undoable action, like ``tourney final``);
when the tournament already has a final, the dialog offers to seat its next round instead.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.forms import FieldErrors, ok_cancel
from tourney.gui.session import Session
from tourney.services.final import FinalReport, cut_to_final, read_final, seat_final_round


class FinalDialog(QDialog):
    """The cut to a final (or, once cut, the next round of the final)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.report: FinalReport | None = None
        self.existing = session.read(read_final)
        state = session.read(services.tournament)
        played = sorted(session.read(services.played_rounds))
        form = QFormLayout()
        self.errors = FieldErrors(form)
        self.after = QSpinBox()
        self.after.setRange(1, max(state.rounds - 1, 1))
        self.after.setValue(min(max(played, default=1), max(state.rounds - 1, 1)))
        self.top = QSpinBox()
        self.top.setRange(3, 400)
        self.top.setValue(8)
        self.carry = QComboBox()
        for text, data in ((self.tr("kept"), "keep"), (self.tr("halved (rounded, halves up)"), "half"),
                           (self.tr("cleared"), "none")):
            self.carry.addItem(text, data)
        self.others = QComboBox()
        for text, data in ((self.tr("stop"), "stop"), (self.tr("play a consolation bracket"), "consolation")):
            self.others.addItem(text, data)
        self.pattern = QLineEdit()
        self.pattern.setPlaceholderText(self.tr("snake: 1-4-5-8/2-3-6-7"))
        self.errors.add_row("after", self.tr("After round"), self.after, "--after-round")
        self.errors.add_row("top", self.tr("Players in the final"), self.top, "--top")
        self.errors.add_row("carry", self.tr("Their score is"), self.carry, "--carry")
        self.errors.add_row("others", self.tr("The others"), self.others, "--others")
        self.errors.add_row("pattern", self.tr("Seating by place"), self.pattern, "--pattern")
        self.note = QLabel(self.tr("The finalists play on among themselves, seated by standing, and rank "
                                   "above everyone else. Edit > Undo takes the cut back."))
        self.note.setWordWrap(True)
        buttons, self.ok_button = ok_cancel(self, self.tr("Cut to the final"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(form)
        layout.addWidget(self.errors.general)
        layout.addWidget(buttons)
        self.setWindowTitle(self.tr("Cut to a final"))
        if self.existing is not None:
            self.setWindowTitle(self.tr("The final"))
            self.note.setText(self.tr("The top %1 play the final since round %2. OK seats the next round of "
                                      "the final by its standing.").replace("%1", str(self.existing.size))
                              .replace("%2", str(self.existing.after_round + 1)))
            for widget in (self.after, self.top, self.carry, self.others, self.pattern):
                widget.setEnabled(False)
            self.ok_button.setText(self.tr("Seat the next round"))
        self.setMinimumWidth(460)

    def accept(self) -> None:
        try:
            if self.existing is not None:
                self.report = self.session.call(seat_final_round)
            else:
                self.report = self.session.call(
                    cut_to_final, self.after.value(), self.top.value(), self.carry.currentData(),
                    self.others.currentData(), self.pattern.text().strip() or None)
        except TourneyError as error:
            self.errors.show(error)
            return
        super().accept()
