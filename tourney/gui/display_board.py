"""The display board: a second window for the projector with the round timer, the seating and the standings.

The referee drags it to the projector's screen and presses F11. A strip of controls at the bottom
(hidden in full screen; the keys work there too: Space start/pause, + five more minutes, F11) picks
what the room sees: the timer, the seating of the next round paged a few tables at a time, or the
standings paged; "Hide standings" keeps them off the wall for the final rounds.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.board_canvas import BoardCanvas, Screen
from tourney.gui.board_clock import Clock, PageTurner, RoundTimer, paged
from tourney.gui.board_prizes import MODES as BOARD_PRIZE_MODES
from tourney.gui.board_prizes import BoardPrizes
from tourney.gui.board_room import RoomClock
from tourney.gui.round_status import round_progress
from tourney.gui.session import Session
from tourney.gui.table_model import number_cell
from tourney.tournament.model import WINDS, TournamentState

TIMER, SEATING, STANDINGS = "timer", "seating", "standings"
TABLES_PER_PAGE, ROWS_PER_PAGE, EXTRA_MINUTES, DEFAULT_MINUTES = 6, 12, 5, 120


def next_round(state: TournamentState) -> int:
    """The round the room plays next: the first drawn round not finished, else the last drawn."""
    progress = [p for p in round_progress(state) if p.status != "not drawn"]
    waiting = [p.number for p in progress if p.status in ("drawn", "playing")]
    return waiting[0] if waiting else (progress[-1].number if progress else 1)


class DisplayBoard(QWidget):
    """The projector window; ``clock`` and ``beep`` are replaceable so tests can drive them."""

    def __init__(self, session: Session, clock: Clock = time.monotonic,
                 beep: Callable[[], None] = QApplication.beep, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.session, self.beep = session, beep
        self.timer = RoundTimer(DEFAULT_MINUTES, clock)
        self.turner = PageTurner(10, clock)
        self.room = RoomClock(self.timer, beep)
        self._state: TournamentState | None = None
        self._standings: list = []
        self._after_round = 0
        self.canvas = BoardCanvas()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.canvas, 1)
        self.controls = QWidget()
        layout.addWidget(self.controls)
        self._build_controls()
        self.prizes = BoardPrizes(self)  # categories and the prize-giving (#31)
        self._shortcuts()
        self._retranslate()
        self.ticker = QTimer(self, interval=250)
        self.ticker.timeout.connect(self.tick)
        session.changed.connect(self.refresh)
        self._fit_screen()
        self.refresh()
        self.reset()

    def _fit_screen(self) -> None:
        """1280×720 where the screen has room, else the whole free part of a small projector's screen."""
        screen = QWidget.screen(self) or QApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        width, height = (1280, 720) if room is None else (min(1280, room.width()), min(720, room.height()))
        self.resize(width, height)

    # -- controls ----------------------------------------------------------------------------

    def _build_controls(self) -> None:
        self.mode = QComboBox()
        self.mode.currentIndexChanged.connect(lambda _i: self._show_new_pages())
        self.round_box = QSpinBox()
        self.round_box.setRange(0, 99)
        self.round_box.valueChanged.connect(lambda _v: self._show_new_pages())
        self.minutes_box = QSpinBox()
        self.minutes_box.setRange(1, 600)
        self.minutes_box.setValue(DEFAULT_MINUTES)
        self.start_button = _button(self.start_or_pause)
        self.add_button = _button(self.add_time)
        self.reset_button = _button(self.reset)
        self.hide_standings = QCheckBox()
        self.hide_standings.toggled.connect(lambda _on: self._show_new_pages())
        self.seconds_box = QSpinBox()
        self.seconds_box.setRange(3, 120)
        self.seconds_box.setValue(10)
        self.seconds_box.valueChanged.connect(self._set_page_seconds)
        self.full_button = _button(self.toggle_full_screen)
        self.sound = QCheckBox()  # the bell at the warning marks and the end (M mutes it)
        self.sound.setChecked(True)
        self.sound.toggled.connect(self._set_sound)
        self.late_note = QLabel()
        self.labels = [QLabel(), QLabel(), QLabel(), QLabel()]
        # two rows, so that the strip fits a 1024-pixel projector in either language
        rows = QVBoxLayout(self.controls)
        for widgets in ((self.labels[0], self.mode, self.labels[1], self.round_box, self.labels[2],
                         self.minutes_box, self.start_button, self.add_button, self.reset_button),
                        (self.hide_standings, self.labels[3], self.seconds_box, self.sound, self.full_button,
                         self.late_note)):
            row = QHBoxLayout()
            for widget in widgets:
                row.addWidget(widget)
            row.addStretch(1)
            rows.addLayout(row)

    def _shortcuts(self) -> None:
        for keys, slot in ((Qt.Key.Key_Space, self.start_or_pause), (Qt.Key.Key_Plus, self.add_time),
                           (Qt.Key.Key_F11, self.toggle_full_screen), (Qt.Key.Key_Escape, self.showNormal),
                           (Qt.Key.Key_M, self.sound.toggle)):
            QShortcut(QKeySequence(keys), self).activated.connect(slot)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Display board — tourney"))
        chosen = self.mode.currentIndex()
        self.mode.blockSignals(True)
        self.mode.clear()
        for text, data in ((self.tr("Round timer"), TIMER), (self.tr("Seating"), SEATING),
                           (self.tr("Standings"), STANDINGS), *self.prizes.modes()):
            self.mode.addItem(text, data)
        self.mode.setCurrentIndex(max(chosen, 0))
        self.mode.blockSignals(False)
        for label, text in zip(self.labels, (self.tr("Show"), self.tr("Round"), self.tr("Minutes"),
                                             self.tr("Seconds per page")), strict=True):
            label.setText(text)
        self.round_box.setSpecialValueText(self.tr("next"))
        self.add_button.setText(self.tr("+%1 min").replace("%1", str(EXTRA_MINUTES)))
        self.reset_button.setText(self.tr("Reset"))
        self.hide_standings.setText(self.tr("Hide standings"))
        self.full_button.setText(self.tr("Full screen (F11)"))
        self.sound.setText(self.tr("Sound (M)"))
        self.tick()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # -- the referee's actions -----------------------------------------------------------------

    def show_mode(self, mode: str) -> None:
        self.mode.setCurrentIndex(self.mode.findData(mode))

    def start_or_pause(self) -> None:
        first = not self.timer.started
        self.timer.toggle()  # before the late start's change, whose refresh leaves a running timer alone
        if first and self.session.is_open:
            self.late_note.setText(self.room.start_late(self.session, self.roundnumber_cell()))
        self.tick()

    def _set_sound(self, on: bool) -> None:
        self.room.muted = not on

    def add_time(self) -> None:
        self.timer.add(EXTRA_MINUTES)
        self.room.restart()
        self.tick()

    def reset(self) -> None:
        self.timer.reset(self.minutes_box.value())
        self.room.restart()
        self.tick()

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def _set_page_seconds(self, seconds: int) -> None:
        self.turner.seconds = seconds
        self.turner.restart()

    def showEvent(self, event: QShowEvent) -> None:
        self.ticker.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.ticker.stop()  # nothing to repaint while nobody sees the board
        super().hideEvent(event)

    def showNormal(self) -> None:
        self.controls.show()
        super().showNormal()

    def showFullScreen(self) -> None:
        self.controls.hide()
        super().showFullScreen()

    # -- what the room sees ------------------------------------------------------------------

    def roundnumber_cell(self) -> int:
        if self.round_box.value():
            return self.round_box.value()
        return next_round(self._state) if self._state else 1

    def refresh(self) -> None:
        """Read the tournament again (after every change in the main window)."""
        self._state, self._standings, self._hidden_by_setting = None, [], False
        if self.session.is_open:
            self._state = self.session.read(services.totals_snapshot)
            self.round_box.setMaximum(max(len(self._state.rounds), 1))
            # the tournament's setting (#32): hidden from round K on until the referee reveals them
            shown = self.round_box.value() or max(len(self._state.rounds), 1)  # "next": the last drawn
            self._hidden_by_setting = self.session.read(services.standings_hiding).hides(shown)
            try:
                standings = self.session.read(services.standings)
                self._standings, self._after_round = list(standings.rows), standings.after_round
            except TourneyError:
                self._standings, self._after_round = [], 0
            self.room.read(self.session, self.roundnumber_cell())
            self.prizes.refresh()
            minutes = self._round_minutes()
            if not self.timer.running and self.timer.remaining() == self.timer.length:
                self.minutes_box.setValue(minutes)
                self.timer.reset(minutes)
        self.turner.keep_in_range(len(self.pages()))
        self.tick()

    def _round_minutes(self) -> int:
        assert self._state is not None
        number = self.roundnumber_cell()
        rounds = [r for r in self._state.rounds if r.number == number]
        return (rounds[0].duration_minutes if rounds and rounds[0].duration_minutes else None) \
            or self._state.tournament.minutes_per_round or DEFAULT_MINUTES

    def _standings_hidden(self) -> bool:
        return self.hide_standings.isChecked() or getattr(self, "_hidden_by_setting", False)

    def _show_new_pages(self) -> None:
        if self.session.is_open:  # another round chosen: its tables' extra time
            self.room.read(self.session, self.roundnumber_cell())
        self.prizes.catch_up()  # another mode chosen: the prizes and categories if they were put off
        self.turner.restart(len(self.pages()))
        self.tick()

    def pages(self) -> list[list]:
        mode = self.mode.currentData()
        if (extra := self.prizes.pages(mode)) is not None:
            return extra
        if mode == SEATING:
            return paged(self._seating(), TABLES_PER_PAGE)
        if mode == STANDINGS and not self._standings_hidden():
            return paged(self._standings, ROWS_PER_PAGE)
        return [[]]

    def _seating(self) -> list[tuple[str, list[tuple[str, str]]]]:
        if self._state is None:
            return []
        names = {p.id: p.name for p in self._state.players}
        winds = dict(zip(WINDS, (self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North")),
                         strict=True))
        return [(self.room.table_heading(t.number),
                 [(winds[w], names.get(t.seats[w], "?")) for w in WINDS if w in t.seats])
                for t in self._state.tables_of(self.roundnumber_cell())]

    def picture(self) -> Screen:
        """The picture for now: read by the canvas and by the tests."""
        mode, number = self.mode.currentData(), self.roundnumber_cell()
        heading = self.tr("Round %1").replace("%1", str(number))
        pages = self.pages()
        page = self.turner.page() if len(pages) > 1 else 0
        footer = self.tr("Page %1 of %2").replace("%1", str(page + 1)).replace("%2", str(len(pages))) \
            if len(pages) > 1 else ""
        corner = self.timer.text() if self.timer.running else ""
        if mode == SEATING:
            title = self.tr("Round %1 — seating").replace("%1", str(number))
            empty = "" if pages[page] else self.tr("Round %1 is not drawn yet.").replace("%1", str(number))
            return Screen(title, corner, message=empty, tables=pages[page], footer=footer,
                          zone=self.room.zone())
        if mode == STANDINGS:
            return self._standings_screen(pages[page], corner, footer)
        if mode in BOARD_PRIZE_MODES:
            return self.prizes.screen(mode, pages[page], corner, footer, self._standings_hidden())
        status = self.room.status() or self.tr("Time is up!") if self.timer.finished else (
            "" if self.timer.running else self.tr("Paused") if self.timer.started else self.tr("Ready"))
        return Screen(heading, big=self.timer.text(), status=status, flash=self.timer.flashing(),
                      calm=not self.timer.started, zone=self.room.zone(), note=self.room.note())

    def _standings_screen(self, rows: list, corner: str, footer: str) -> Screen:
        title = self.tr("Standings")
        if self._standings_hidden():
            return Screen(title, corner, message=self.tr("The standings are hidden until the prize-giving."))
        if not rows:
            return Screen(title, corner, message=self.tr("No results yet"))
        if self._after_round:
            title = self.tr("Standings after round %1").replace("%1", str(self._after_round))
        lines = [(f"{r.rank}=" if r.shared else str(r.rank), r.player.name, number_cell(r.table_points),
                  f"{r.total_score:+d}") for r in rows]
        headers = (self.tr("Rank"), self.tr("Player"), self.tr("Points"), self.tr("Score"))
        return Screen(title, corner, rows=lines, headers=headers, footer=footer)

    def tick(self) -> None:
        """Four times a second: ring at the end, turn the page, repaint."""
        self.room.tick()  # the bell at each warning mark and at the end (once each, unless muted)
        self.start_button.setText(self.tr("Pause") if self.timer.running else self.tr("Start"))
        self.canvas.show_screen(self.picture())


def _button(slot: Callable[[], None]) -> QPushButton:
    """A push button that runs ``slot`` when clicked (its text is set with the others' texts)."""
    button = QPushButton()
    button.clicked.connect(slot)
    return button
