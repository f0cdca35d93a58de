"""The new tournament form: the file, name, dates, ruleset and its house rules, rounds, ranking."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.forms import FieldErrors, ok_cancel
from tourney.gui.messages import said
from tourney.gui.options_editor import OptionsEditor
from tourney.gui.session import Session
from tourney.rules import available_ids, get_ruleset
from tourney.services import default_ranking

HANDS, MINUTES = 16, 150
# A riichi game is one hanchan: its flow ends it after the South round, however many hands that takes
# (dealer repeats and draws add hands), so the cap is left high; EMA and WRC events give it 90 minutes.
GAME_LENGTH = {"riichi-ema": (99, 90), "riichi-wrc": (99, 90)}


class NewTournamentDialog(QDialog):
    """Fill in the tournament's details; OK creates the file and opens it."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("New tournament"))
        self.setMinimumWidth(620)  # the house rules are sentences; keep them on few lines
        form = QFormLayout()
        self.errors = FieldErrors(form)
        self.file = QLineEdit()
        self.file.setPlaceholderText(self.tr("where to save the tournament file"))
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._choose_file)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file)
        file_row.addWidget(browse)
        file_box = QWidget()
        file_box.setLayout(file_row)
        file_row.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit()
        self.venue = QLineEdit()
        today = QDate.currentDate()
        self.start_date = _date_edit(today)
        self.end_date = _date_edit(today)
        self.ruleset = QComboBox()
        for ruleset_id in available_ids():
            self.ruleset.addItem(said(get_ruleset(ruleset_id).name), ruleset_id)
        self.options = OptionsEditor()
        self.ruleset.currentIndexChanged.connect(self._show_options)
        self.options.show_ruleset(self.ruleset.currentData())
        self.rounds = _spin(1, 99, 4)
        self.hands = _spin(1, 99, HANDS)
        self.minutes = _spin(10, 600, MINUTES)
        self.ranking = QComboBox()
        for ranking in services.RANKINGS:
            self.ranking.addItem(self._ranking_name(ranking), ranking)
        self.ranking.setCurrentIndex(self.ranking.findData(default_ranking(self.ruleset.currentData())))
        self.errors.add_row("file", self.tr("File"), file_box, "file", "exists")
        self.errors.add_row("name", self.tr("Name"), self.name, "the tournament's name")
        self.errors.add_row("venue", self.tr("Venue"), self.venue, "the venue")
        self.errors.add_row("start_date", self.tr("First day"), self.start_date, "the first day")
        self.errors.add_row("end_date", self.tr("Last day"), self.end_date, "the last day")
        self.errors.add_row("ruleset", self.tr("Rules"), self.ruleset, "ruleset")
        self.options_box = _scrolling(self.options)
        self.errors.add_row("options", self.tr("House rules"), self.options_box, "option")
        self.errors.add_row("rounds", self.tr("Rounds"), self.rounds, "the number of rounds")
        self.errors.add_row("hands", self.tr("Hands per round"), self.hands, "the hands per round")
        self.errors.add_row("minutes", self.tr("Minutes per round"), self.minutes, "the minutes per round")
        self.errors.add_row("ranking", self.tr("Ranking by"), self.ranking, "the ranking scheme")
        buttons, self.ok_button = ok_cancel(self, self.tr("Create"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.errors.general)
        layout.addWidget(buttons)

    def _show_options(self) -> None:
        self.options.show_ruleset(self.ruleset.currentData())
        # each ruleset's usual ranking (FIMJ, Singapore and MCR: table points), which the referee may change
        self.ranking.setCurrentIndex(self.ranking.findData(default_ranking(self.ruleset.currentData())))
        hands, minutes = GAME_LENGTH.get(self.ruleset.currentData(), (HANDS, MINUTES))
        self.hands.setValue(hands)
        self.minutes.setValue(minutes)
        # the new rows are shown by Qt on the next turn of the event loop; measure them then
        QTimer.singleShot(0, lambda: _fit(self.options_box))

    def _ranking_name(self, ranking: str) -> str:
        return {"points": self.tr("points"), "table_points": self.tr("table points"),
                "rank_points": self.tr("rank points")}.get(ranking, ranking)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("New tournament file"), "",
                                              self.tr("Tournaments (*.tourney)"))
        if path:
            self.file.setText(path if path.endswith(".tourney") else path + ".tourney")

    def fields(self) -> dict[str, Any]:
        return {"name": self.name.text(), "venue": self.venue.text(),
                "start_date": self.start_date.date().toString("yyyy-MM-dd"),
                "end_date": self.end_date.date().toString("yyyy-MM-dd"),
                "ruleset": self.ruleset.currentData(), "options": self.options.changed_options(),
                "rounds": self.rounds.value(),
                "hands_per_round": self.hands.value(), "minutes_per_round": self.minutes.value(),
                "ranking": self.ranking.currentData()}

    def accept(self) -> None:
        path = self.file.text().strip()
        if not path:
            self.errors.show(services.ServiceError("missing_value", self.tr("choose where to save the file")),
                             "file")
            return
        try:
            self.session.create(Path(path), **self.fields())
        except TourneyError as error:
            self.errors.show(error)
            return
        super().accept()


def _date_edit(value: QDate) -> QDateEdit:
    edit = QDateEdit(value)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    return edit


def _spin(least: int, most: int, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(least, most)
    spin.setValue(value)
    return spin


OPTIONS_HEIGHT = 330


def _scrolling(options: OptionsEditor) -> QScrollArea:
    """The house rules in a box that scrolls, so that Singapore's eight fit on a 768-pixel screen."""
    box = QScrollArea()
    box.setWidget(options)
    box.setWidgetResizable(True)
    box.setFrameShape(QFrame.Shape.NoFrame)
    box.setMaximumHeight(OPTIONS_HEIGHT)
    _fit(box)
    return box


def _fit(box: QScrollArea) -> None:
    """Show the whole form when it is short, scroll it when it is long; never squeeze its rows."""
    form = box.widget()
    rows = form.layout() if form is not None else None
    if form is None or rows is None:
        return
    needed = rows.sizeHint().height()  # the rows of the ruleset just shown
    form.setMinimumHeight(needed)
    box.setMinimumHeight(min(OPTIONS_HEIGHT, needed))
