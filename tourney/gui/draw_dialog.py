"""Drawing several rounds at once: the optimiser searches on a worker thread while the window stays
live, with its progress, a Stop (keep the best draw so far) and a Cancel (change nothing), then the
quality report of the whole schedule.

The file is read before the search and written after it, both on the window's thread (the store's
connection belongs to it); only the search, which touches no file, runs on the worker.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.messages import fill, spoken
from tourney.gui.session import Session
from tourney.services import seating as draw_service
from tourney.tournament.seating.model import SeatingQuality
from tourney.tournament.seating.records import best_known


class SearchWorker(QThread):
    """Runs the optimiser's search of a planned draw; reports progress, the result or the refusal."""

    progressed = Signal(int, float, int, int)  # steps, seconds, repeats, broken constraints
    found = Signal(object)
    refused = Signal(object)

    def __init__(self, plan: draw_service.DrawPlan, options: dict[str, Any], parent: Any = None) -> None:
        super().__init__(parent)
        self.plan, self.options = plan, options
        self.cancel = threading.Event()

    def run(self) -> None:
        def report(p: Any) -> None:
            self.progressed.emit(p.iterations, p.seconds, p.repeat_units, p.hard_violations)

        try:
            result = draw_service.search_plan(self.plan, progress=report, cancel=self.cancel, **self.options)
        except TourneyError as error:
            self.refused.emit(error)
            return
        self.found.emit(result)


class DrawDialog(QDialog):
    """Draw rounds ``first``..``last`` (None: to the end); ``iterations`` caps the search (tests)."""

    def __init__(self, session: Session, first: int, last: int | None = None, *, seconds: float = 10.0,
                 iterations: int | None = None, seed: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.first = first
        self.last = last or session.read(services.tournament).rounds
        self.iterations, self.seed = iterations, seed
        self.worker: SearchWorker | None = None
        self.plan: draw_service.DrawPlan | None = None
        self.report: draw_service.DrawReport | None = None
        self.discard = False
        self.setWindowTitle(self.tr("Draw rounds"))
        self.setMinimumWidth(520)
        self.heading = QLabel(self._heading())
        self.heading.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(0.5, 600)
        self.seconds.setValue(seconds)
        self.seconds.setSuffix(" s")
        form = QFormLayout()
        form.addRow(self.tr("Search for at most"), self.seconds)
        self.odd = QComboBox()
        for text, value in ((self.tr("Automatic: substitutes if enough, else byes"), None),
                            (self.tr("Byes: some players sit out each round"), "bye"),
                            (self.tr("Substitutes fill the empty seats"), "substitute"),
                            (self.tr("Tables of three: everybody plays every round"), "three")):
            self.odd.addItem(text, value)
        self.odd.currentIndexChanged.connect(lambda _index: self._explain_odd())
        form.addRow(self.tr("Odd player count"), self.odd)
        self.odd_note = QLabel(self.tr(
            "A table of three seats East, South and West and leaves North empty. Nobody sits at a table of "
            "three twice before everybody has sat at one once, winds are balanced over the seats each player "
            "can hold, and its three players take the table points of places 1 to 3."))
        self.odd_note.setWordWrap(True)
        self.odd_note.hide()
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.status = QLabel(self.tr("Press Draw to start. Rounds with results are not drawn again."))
        self.status.setWordWrap(True)
        self.quality = QPlainTextEdit()
        self.quality.setReadOnly(True)
        self.quality.setMinimumHeight(190)  # the whole report without scrolling
        self.quality.hide()
        self.buttons = QDialogButtonBox()
        self.start_button = self._button(self.tr("Draw"), self.start, QDialogButtonBox.ButtonRole.AcceptRole)
        self.stop_button = self._button(self.tr("Stop and keep the best draw"), self.stop,
                                        QDialogButtonBox.ButtonRole.ActionRole)
        role = QDialogButtonBox.ButtonRole
        self.cancel_button = self._button(self.tr("Cancel"), self.cancel, role.RejectRole)
        self.close_button = self._button(self.tr("Close"), self.accept, role.AcceptRole)
        self.stop_button.hide()
        self.close_button.hide()
        layout = QVBoxLayout(self)
        for widget in (self.heading, self.odd_note, self.bar, self.status, self.quality):
            if widget is self.odd_note:
                layout.addLayout(form)
            layout.addWidget(widget)
        layout.addWidget(self.buttons)

    def _button(self, text: str, slot: Any, role: QDialogButtonBox.ButtonRole) -> QPushButton:
        button = self.buttons.addButton(text, role)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _heading(self) -> str:
        if self.first == self.last:
            return self.tr("Draw round %1").replace("%1", str(self.first))
        return self.tr("Draw rounds %1 to %2").replace("%1", str(self.first)).replace("%2", str(self.last))

    @property
    def running(self) -> bool:
        return self.worker is not None and self.worker.isRunning()

    def start(self) -> bool:
        """Read the file and start the search on the worker; False (and the reason shown) if refused."""
        try:
            self.plan = self.session.read(draw_service.plan_draw, self.first, self.last,
                                          odd_count=self.odd.currentData())
        except TourneyError as error:
            self._say_refused(error)
            return False
        options = {"seconds": self.seconds.value(), "iterations": self.iterations, "seed": self.seed}
        self.worker = SearchWorker(self.plan, options, self)
        self.worker.progressed.connect(self._progressed)
        self.worker.found.connect(self._found)
        self.worker.refused.connect(self._say_refused)
        self.discard = False
        self.odd.setEnabled(False)
        self.start_button.hide()
        self.stop_button.show()
        self.seconds.setEnabled(False)
        self.status.setText(self.tr("Searching…"))
        self.worker.start()
        return True

    def _explain_odd(self) -> None:
        """Say how a table of three is played when the referee picks it."""
        self.odd_note.setVisible(self.odd.currentData() == "three")

    def stop(self) -> None:
        """End the search now and keep the best draw found so far."""
        if self.worker is not None:
            self.worker.cancel.set()

    def cancel(self) -> None:
        """End the search and change nothing (or close, when nothing runs)."""
        if self.running:
            assert self.worker is not None
            self.discard = True
            self.worker.cancel.set()
            self.status.setText(self.tr("Cancelling…"))
            return
        self.reject()

    def _progressed(self, steps: int, seconds: float, repeats: int, broken: int) -> None:
        self.bar.setValue(min(1000, int(1000 * seconds / max(self.seconds.value(), 0.001))))
        text = fill(self.tr("%1 steps in %2 s · repeated meetings: %3"), steps, f"{seconds:.1f}", repeats)
        if broken:
            text += " · " + fill(self.tr("never-together pairs still seated together: %1"), broken)
        self.status.setText(text)

    def _found(self, result: Any) -> None:
        self.stop_button.hide()
        if self.discard:
            self.status.setText(self.tr("Cancelled: the draw was not changed."))
            self.reject()
            return
        assert self.plan is not None
        try:
            self.report = self.session.call(draw_service.store_plan, self.plan, result, self.seed)
        except TourneyError as error:
            self._say_refused(error)
            return
        self.bar.setValue(1000)
        self.status.setText(self.tr("Drawn: %1 steps in %2 s.").replace("%1", str(self.report.iterations))
                            .replace("%2", f"{self.report.seconds:.1f}"))
        self.quality.setPlainText("\n".join(self.quality_lines(self.report.quality)))
        self.quality.show()
        self.cancel_button.hide()
        self.close_button.show()

    def _say_refused(self, error: TourneyError) -> None:
        self.odd.setEnabled(True)
        self.stop_button.hide()
        self.start_button.show()
        self.seconds.setEnabled(True)
        self.status.setText(spoken(error.message))
        self.status.setStyleSheet("color: #b00020;")

    def done(self, code: int) -> None:
        if self.running:  # closing the window while searching: stop the worker first
            assert self.worker is not None
            self.discard = True
            self.worker.cancel.set()
            self.worker.wait()
        super().done(code)


    def quality_lines(self, q: SeatingQuality) -> list[str]:
        """The quality report in the window's language."""
        lines = [
            fill(self.tr("Players: %1, rounds: %2"), q.players, q.rounds),
            fill(self.tr("Repeated meetings: %1 (best possible: at least %2)"), q.repeats, q.lower_bound),
            self.verdict(q),
            fill(self.tr("Most times a pair meets: %1"), q.max_meet),
            fill(self.tr("Most repeats for one player: %1"), q.most_repeats_for_a_player),
            fill(self.tr("Wind violations: %1 (largest wind spread for a player: %2)"), q.wind_violations,
                 q.wind_spread),
            fill(self.tr("Never-together pairs seated together: %1"), len(q.never_together_violations)),
            fill(self.tr("Fixed-table players elsewhere: %1"), len(q.fixed_table_violations)),
            fill(self.tr("Same club or team at a table: %1"), q.club_clashes),
        ]
        if q.substitute_seats:
            lines.append(fill(self.tr("Tables with two substitutes or more: %1"), q.substitutes_together))
        byes = sum(q.fairness.byes.values())
        if byes:
            lines.append(fill(self.tr("Byes given: %1"), byes))
            if not q.fairness.fair:
                lines.append(self.tr("Rotation not fair: someone sits out twice before others once."))
        return lines


    def verdict(self, q: SeatingQuality) -> str:
        """Whether a longer search could help: the lower bound reached, or the best figure known."""
        if q.repeats <= q.lower_bound:
            return self.tr("No better schedule exists (lower bound reached).")
        known = best_known(q.players, q.rounds)
        if known is None:
            return self.tr("No figure is known for this size: a longer search may find fewer repeats.")
        if q.repeats > known:
            return fill(self.tr("The best schedule known for this size has %1 repeated meetings: "
                                "a longer search may help."), known)
        return fill(self.tr("As good as the best schedule known for this size (%1 repeated meetings)."),
                    known)


def first_undrawable(session: Session) -> int:
    """The first round that can still be drawn: the one after the last with results."""
    return session.read(draw_service.first_round_left)
