"""The room's dialogs: the day's check-in (who is in, who is missing, ticks by hand) and the room's
clock (warning marks, extra minutes for one table, a round that started late). ``tourney checkin``,
``tourney clock warnings|extra`` and ``tourney round start`` in the window; each change is undoable.

:func:`confirm_missing` is the draw's warning: players expected today who have not checked in.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDateEdit,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui import messages
from tourney.gui.day_forms import DayForm, fill_rows, list_table
from tourney.gui.forms import FieldErrors
from tourney.gui.messages import fill
from tourney.gui.session import Session

SHOWN_MISSING = 12  # names in the draw's warning before "and N more"


def _chosen(table: QTableWidget) -> list[int]:
    rows = sorted({item.row() for item in table.selectedItems()})
    items = [table.item(r, 0) for r in rows]
    return [key for key in (item.data(256) for item in items if item is not None) if key is not None]


class CheckInDialog(DayForm):
    """The day's check-in: the missing players on the left, those in on the right."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Check-in of the day"))
        self.resize(900, 560)
        self.day = QDateEdit(QDate.currentDate())
        self.day.setDisplayFormat("yyyy-MM-dd")
        self.day.setCalendarPopup(True)
        self.day.dateChanged.connect(lambda _d: self.refresh())
        self.errors.add_row("day", self.tr("Day"), self.day, "the day")
        self.summary = QLabel()
        self.summary.setObjectName("checkin_summary")
        self.missing = list_table([self.tr("No."), self.tr("Missing")], 1)
        self.present = list_table([self.tr("No."), self.tr("In"), self.tr("At"), self.tr("How")], 1)
        for table in (self.missing, self.present):
            table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.check_button = QPushButton(self.tr("Check in the chosen players"))
        self.check_button.clicked.connect(lambda _c=False: self.check_in())
        self.undo_button = QPushButton(self.tr("Take the chosen players off"))
        self.undo_button.clicked.connect(lambda _c=False: self.take_off())
        lists = QHBoxLayout()
        for table, button in ((self.missing, self.check_button), (self.present, self.undo_button)):
            column = QVBoxLayout()
            column.addWidget(table, 1)
            column.addWidget(button)
            lists.addLayout(column, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.summary)
        layout.addLayout(lists, 1)
        layout.addWidget(self.errors.general)
        layout.addWidget(self.close_buttons)
        self.refresh()

    def day_text(self) -> str:
        return self.day.date().toString("yyyy-MM-dd")

    def refresh(self) -> None:
        found = self.session.read(services.checkins, self.day_text())
        fill_rows(self.missing, [(p.id, (str(p.id), p.name)) for p in found.missing],
                  self.tr("Everyone is in."))
        how = {"referee": self.tr("by the referee"),  # "card": the player's own word, by card or table page
               "card": self.tr("by the player (card's QR code or table page)")}
        fill_rows(self.present, [(p.id, (str(p.id), p.name, at, how.get(via, via)))
                                 for p, at, via in found.present], self.tr("Nobody has checked in yet."))
        self.summary.setText(fill(self.tr("%1 in, %2 missing"), len(found.present), len(found.missing)))

    def check_in(self) -> bool:
        return self.attempt(services.check_in_day, _chosen(self.missing), self.day_text())

    def take_off(self) -> bool:
        return self.attempt(services.undo_check_in, _chosen(self.present), self.day_text())


class RoomClockDialog(DayForm):
    """The board's warning marks, a table's extra minutes, and a round that started late."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("The room's clock"))
        self.resize(760, 520)
        rounds = max(session.read(services.tournament).rounds, 1)
        self.warnings = QLineEdit(",".join(map(str, session.read(services.clock_warnings))))
        self.warnings_button = QPushButton(self.tr("Save the warnings"))
        self.warnings_button.clicked.connect(lambda _c=False: self.save_warnings())
        warn_box, warn_form, self.warn_errors = self._box(
            self.tr("Warnings on the board (minutes before the end)"))
        self.warn_errors.add_row("warnings", self.tr("Warn at"), self.warnings, "the warnings")
        warn_form.addRow(self.warn_errors.general)
        warn_form.addRow(self.warnings_button)
        self.round, self.table, self.minutes = QSpinBox(), QSpinBox(), QSpinBox()
        self.round.setRange(1, rounds)
        self.round.valueChanged.connect(lambda _v: self.refresh())
        self.table.setRange(1, 999)
        self.minutes.setRange(0, 120)
        self.minutes.setValue(5)
        self.minutes.setSuffix(self.tr(" min"))
        self.errors.add_row("round", self.tr("Round"), self.round, "round")
        self.errors.add_row("table", self.tr("Table"), self.table, "table")
        self.errors.add_row("minutes", self.tr("Extra time"), self.minutes, "the extra minutes")
        self.extra_button = QPushButton(self.tr("Give the table this extra time (0 takes it away)"))
        self.extra_button.clicked.connect(lambda _c=False: self.give_extra())
        self.extras = list_table([self.tr("Table"), self.tr("Extra time")], 1)
        extra_box = QGroupBox(self.tr("Extra time for one table"))
        extra_layout = QVBoxLayout(extra_box)
        extra_layout.addLayout(self.form)
        extra_layout.addWidget(self.errors.general)
        extra_layout.addWidget(self.extra_button)
        extra_layout.addWidget(self.extras, 1)
        self.late_button = QPushButton()
        self.late_button.clicked.connect(lambda _c=False: self.started_now())
        self.late_note = QLabel()
        self.late_note.setWordWrap(True)
        late_box, late_form, self.late_errors = self._box(self.tr("The round starts now"))
        late_form.addRow(self.late_errors.general)
        late_form.addRow(self.late_button)
        late_form.addRow(self.late_note)
        side = QVBoxLayout()
        side.addWidget(warn_box)
        side.addWidget(late_box)
        side.addStretch(1)
        boxes = QHBoxLayout()
        boxes.addWidget(extra_box, 3)
        boxes.addLayout(side, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(boxes, 1)
        layout.addWidget(self.close_buttons)
        self.refresh()

    @staticmethod
    def _box(title: str) -> tuple[QGroupBox, QFormLayout, FieldErrors]:
        box = QGroupBox(title)
        form = QFormLayout(box)
        return box, form, FieldErrors(form)

    def refresh(self) -> None:
        found = self.session.read(services.extra_times, self.round.value())
        fill_rows(self.extras, [(e.table, (str(e.table), f"+{e.minutes}′")) for e in found],
                  self.tr("No table has extra time in this round."))
        self.late_button.setText(fill(self.tr("Round %1 starts now: move the day's schedule if late"),
                                      self.round.value()))

    def save_warnings(self) -> bool:
        return self._attempt(self.warn_errors, services.set_clock_warnings, self.warnings.text())

    def give_extra(self) -> bool:
        return self.attempt(services.set_extra_time, self.round.value(), self.table.value(),
                            self.minutes.value())

    def started_now(self) -> bool:
        self.late_errors.clear()
        try:
            late, _moved = self.session.call(services.start_round, self.round.value())
        except TourneyError as error:
            self.late_errors.show(error)
            return False
        self.late_note.setText(fill(self.tr("Round %1 started %2 min late: the day's schedule moved."),
                                    self.round.value(), late) if late else
                               self.tr("On time (or no planned start today): the schedule stays."))
        return True

    def _attempt(self, errors: FieldErrors, service: Callable[..., object], *args: object) -> bool:
        saved, self.errors = self.errors, errors
        try:
            saved.clear()
            return self.attempt(service, *args)
        finally:
            self.errors = saved


def confirm_missing(parent: QWidget, session: Session) -> bool:
    """Before a draw: when check-in has begun today and players are missing, name them and ask."""
    try:
        found = session.read(services.checkins, date.today().isoformat())
    except TourneyError:
        return True
    if not found.present or not found.missing:
        return True  # no check-in today (the event does not use it), or everyone is in
    names = "\n".join(f"{p.id}. {p.name}" for p in found.missing[:SHOWN_MISSING])
    if len(found.missing) > SHOWN_MISSING:
        more = QCoreApplication.translate("RoomDialogs", "… and %1 more")
        names += "\n" + fill(more, len(found.missing) - SHOWN_MISSING)
    question = QCoreApplication.translate(
        "RoomDialogs",
        "%1 players have not checked in today:\n%2\n\nThe draw seats them all the same (withdraw those who are not coming first). Draw anyway?")  # noqa: E501
    title = QCoreApplication.translate("RoomDialogs", "Players missing")
    return messages.confirm(parent, title, fill(question, len(found.missing), names))

