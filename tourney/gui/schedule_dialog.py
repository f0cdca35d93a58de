"""The round schedule: every round's date, start, length and break; setting a round's, and shifting a
round and every later one when the day runs late (``tourney round schedule|shift|list``). Each
change is undoable; the display board's clock and the printed schedule follow."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import (
    QDateTimeEdit,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.gui.day_forms import DayForm, chosen_key, fill_rows, list_table, make_default
from tourney.gui.forms import FieldErrors
from tourney.gui.messages import fill
from tourney.gui.session import Session
from tourney.tournament.model import Round


class ScheduleDialog(DayForm):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Round schedule"))
        self.resize(760, 440)
        self.table = list_table([self.tr("Round"), self.tr("Date"), self.tr("Start"), self.tr("Ends"),
                                 self.tr("Minutes"), self.tr("Break")])
        self.table.itemSelectionChanged.connect(self._round_chosen)
        self.round = QSpinBox()
        self.round.setRange(1, session.read(services.tournament).rounds)
        self.round.valueChanged.connect(self._show_round)
        self.start = QDateTimeEdit()
        self.start.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.start.setCalendarPopup(True)
        self.duration, self.pause = QSpinBox(), QSpinBox()
        self.duration.setRange(1, 24 * 60)
        self.pause.setRange(0, 24 * 60)
        for spin in (self.duration, self.pause):
            spin.setSuffix(self.tr(" min"))
        self.errors.add_row("round", self.tr("Round"), self.round, "round")
        self.errors.add_row("start", self.tr("Start"), self.start, "the start")
        self.errors.add_row("duration", self.tr("Length"), self.duration, "duration")
        self.errors.add_row("break", self.tr("Break after it"), self.pause, "break")
        self.save_button = QPushButton(self.tr("Save this round's schedule"))
        self.save_button.clicked.connect(lambda _checked=False: self.save())
        self.minutes = QSpinBox()
        self.minutes.setRange(-24 * 60, 24 * 60)
        self.minutes.setValue(15)
        self.minutes.setSuffix(self.tr(" min"))
        shift_box = QGroupBox(self.tr("The day runs late (or early)"))
        shift_form = QFormLayout(shift_box)
        self.shift_errors = FieldErrors(shift_form)
        self.shift_errors.add_row("minutes", self.tr("Move by"), self.minutes, "minutes", "no planned start")
        self.shift_button = QPushButton()
        self.shift_button.clicked.connect(lambda _checked=False: self.shift())
        shift_form.addRow(self.shift_errors.general)
        shift_form.addRow(self.shift_button)
        set_box = QGroupBox(self.tr("One round"))
        set_layout = QVBoxLayout(set_box)
        set_layout.addLayout(self.form)
        set_layout.addWidget(self.errors.general)
        set_layout.addWidget(self.save_button)
        boxes = QHBoxLayout()
        boxes.addWidget(set_box, 3)
        boxes.addWidget(shift_box, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(boxes)
        layout.addWidget(self.close_buttons)
        make_default(self.save_button, self.shift_button)
        self.refresh()
        self._show_round()

    def rounds(self) -> dict[int, Round]:
        return {r.number: r for r in self.session.read(services.rounds)}

    def refresh(self) -> None:
        rows = []
        for r in self.rounds().values():
            if r.starts_at is None:
                rows.append((r.number, (str(r.number), self.tr("not scheduled"), "", "", "", "")))
                continue
            ends = (r.starts_at + timedelta(minutes=r.duration_minutes or 0)).strftime("%H:%M")
            rows.append((r.number, (str(r.number), r.date or "", r.start or "",
                                    ends if r.duration_minutes else "", str(r.duration_minutes or ""),
                                    str(r.break_minutes or 0))))
        fill_rows(self.table, rows)

    def _round_chosen(self) -> None:
        number = chosen_key(self.table)
        if number is not None:
            self.round.setValue(number)

    def _show_round(self) -> None:
        """The chosen round's schedule in the fields (a round not scheduled: after the one before)."""
        rounds = self.rounds()
        chosen = rounds.get(self.round.value())
        before = rounds.get(self.round.value() - 1)
        start = chosen.starts_at if chosen and chosen.starts_at else _after(before)
        self.start.setDateTime(QDateTime.fromString(start.strftime("%Y-%m-%d %H:%M"), "yyyy-MM-dd HH:mm"))
        self.duration.setValue((chosen and chosen.duration_minutes) or (before and before.duration_minutes)
                               or 90)
        self.pause.setValue((chosen and chosen.break_minutes) or (before and before.break_minutes) or 0)
        self.shift_button.setText(fill(self.tr("Move round %1 and every later one"), self.round.value()))
        if chosen_key(self.table) != self.round.value():
            self.table.selectRow(self.round.value() - 1)
        self.errors.clear()
        self.shift_errors.clear()

    def save(self) -> bool:
        start = self.start.dateTime().toString("yyyy-MM-dd HH:mm")
        return self.attempt(services.set_round_schedule, self.round.value(), starts_at=start,
                            duration_minutes=self.duration.value(), break_minutes=self.pause.value())

    def shift(self) -> bool:
        saved, self.errors = self.errors, self.shift_errors
        try:
            saved.clear()
            return self.attempt(services.shift_round, self.round.value(), self.minutes.value())
        finally:
            self.errors = saved


def _after(before: Round | None) -> datetime:
    """Where an unscheduled round would start: after the round before and its break, else today 9:30."""
    if before is None or before.starts_at is None:
        return datetime.now().replace(hour=9, minute=30, second=0, microsecond=0)
    return before.starts_at + timedelta(minutes=(before.duration_minutes or 0) + (before.break_minutes or 0))
