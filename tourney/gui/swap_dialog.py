"""Swapping two players' seats in a drawn round, with what the swap would cause shown before it is made:
meetings repeated from other rounds, winds sat again, never-together pairs and fixed tables broken."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QVBoxLayout, QWidget

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.accents import folded
from tourney.gui.forms import ok_cancel
from tourney.gui.messages import fill, spoken
from tourney.gui.session import Session
from tourney.tournament.model import SeatingConstraint, Table, TournamentState

_WARN = "color: #8a5a00;"


def _where(tables: list[Table], pid: int) -> tuple[Table, str] | None:
    for table in tables:
        for wind, seated in table.seats.items():
            if seated == pid:
                return table, wind
    return None


def _meetings(state: TournamentState, round_number: int, a: int, b: int) -> int:
    return sum(1 for t in state.tables if t.round != round_number and {a, b} <= set(t.player_ids))


def _winds_sat(state: TournamentState, round_number: int, pid: int, wind: str) -> int:
    return sum(1 for t in state.tables if t.round != round_number and t.seats.get(wind) == pid)


class SwapDialog(QDialog):
    """Pick two players of round ``round_number``; the warnings follow the choice as it changes."""

    def __init__(self, session: Session, round_number: int, first: int | None = None,
                 second: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.round = session, round_number
        self.state = session.read(services.totals_snapshot)
        self.constraints: list[SeatingConstraint] = session.read(services.seating_constraints)
        self.tables = self.state.tables_of(round_number)
        self.names = {p.id: p.name for p in self.state.players}
        self.setWindowTitle(fill(self.tr("Round %1: swap two players"), round_number))
        seated = sorted((pid for t in self.tables for pid in t.player_ids),
                        key=lambda p: folded(self.names[p]))
        # two different players from the start: the ones clicked, else the first two of the list
        first = first if first in seated else next((p for p in seated if p != second), None)
        second = second if second in seated and second != first else next(
            (p for p in seated if p != first), None)
        self.first, self.second = QComboBox(), QComboBox()
        for combo, chosen in ((self.first, first), (self.second, second)):
            for pid in seated:
                where = _where(self.tables, pid)
                assert where is not None
                place = fill(self.tr("table %1"), where[0].number)
                combo.addItem(f"{self.names[pid]} ({place} {where[1]})", pid)
            if chosen in seated:
                combo.setCurrentIndex(seated.index(chosen))
            combo.currentIndexChanged.connect(self._check)
        form = QFormLayout()
        form.addRow(self.tr("Swap"), self.first)
        form.addRow(self.tr("with"), self.second)
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        buttons, self.ok_button = ok_cancel(self, self.tr("Swap"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.warnings)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._check()

    def chosen(self) -> tuple[int, int]:
        return self.first.currentData(), self.second.currentData()

    def warning_lines(self) -> list[str]:
        """What the swap of the chosen players would cause (empty when nothing)."""
        a, b = self.chosen()
        if a is None or b is None or a == b:
            return []
        place_a, place_b = _where(self.tables, a), _where(self.tables, b)
        assert place_a is not None and place_b is not None
        lines = []
        for mover, other, (table, wind) in ((a, b, place_b), (b, a, place_a)):
            mates = [p for p in table.player_ids if p not in (mover, other)]
            if table is place_a[0] and table is place_b[0]:
                mates = []  # a swap inside one table changes only the winds
            for mate in mates:
                if count := _meetings(self.state, self.round, mover, mate):
                    lines.append(fill(self.tr("%1 would meet %2 again (times met already: %3)"),
                                      self.names[mover], self.names[mate], count))
                if self._apart(mover, mate):
                    lines.append(fill(self.tr("%1 and %2 must never sit together"),
                                      self.names[mover], self.names[mate]))
            if sat := _winds_sat(self.state, self.round, mover, wind):
                lines.append(fill(self.tr("%1 would sit %2 again (times sat there already: %3)"),
                                  self.names[mover], self._wind_name(wind), sat))
            fixed = next((c.table for c in self.constraints
                          if c.kind == "fixed_table" and c.player_id == mover), None)
            if fixed is not None and fixed != table.number:
                lines.append(fill(self.tr("%1 has the fixed table %2"), self.names[mover], fixed))
        return lines

    def _check(self) -> None:
        a, b = self.chosen()
        self.ok_button.setEnabled(a is not None and a != b)
        lines = self.warning_lines()
        self.warnings.setStyleSheet(_WARN if lines else "")
        self.warnings.setText("\n".join("⚠ " + line for line in lines) if lines
                              else self.tr("No repeated meeting, wind or constraint."))

    def _wind_name(self, wind: str) -> str:
        names = {"E": self.tr("East"), "S": self.tr("South"), "W": self.tr("West"), "N": self.tr("North")}
        return names[wind]

    def _apart(self, a: int, b: int) -> bool:
        return any(c.kind == "never_together" and {c.player_id, c.other_id} == {a, b}
                   for c in self.constraints)

    def accept(self) -> None:
        a, b = self.chosen()
        try:
            self.session.call(services.swap_seats, self.round, a, b)
        except TourneyError as error:
            self.error.setText(spoken(error.message))
            return
        super().accept()
