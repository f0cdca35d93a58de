"""The room's side of the display board: warning zones and their colours, the bell the referee can mute,
"last hand" at the end, tables with extra minutes, and the late start that moves the day's schedule.

The timing is :mod:`tourney.tournament.room_clock` (no Qt); this module only reads the tournament's
settings through the session and turns the zones into words for the board. The sound is the
system's beep (``QApplication.beep``; PySide6-Essentials has no QtMultimedia): where there is no sound
device it does nothing, so a board without speakers, or a test, never fails on it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.board_clock import RoundTimer
from tourney.gui.session import Session
from tourney.tournament.room_clock import DEFAULT_WARNINGS, OVER, Bell, extra_label, minutes_late, zone


class RoomClock:
    """What the board adds to its timer: the zone, the bell, the extra times, the late start."""

    def __init__(self, timer: RoundTimer, beep: Callable[[], None]) -> None:
        self.timer, self.beep = timer, beep
        self.warnings: tuple[int, ...] = DEFAULT_WARNINGS
        self.extras: dict[int, int] = {}  # table → extra minutes, in the round shown
        self.bell = Bell(self.warnings)
        self.muted = False
        self.rang = 0  # how many times the bell rang (the tests read it)
        self.wall: Callable[[], datetime] = datetime.now  # the day's clock (a test sets its own)

    def read(self, session: Session, round_number: int) -> None:
        """The warning marks and the round's extra times from the file (after every change)."""
        self.warnings = session.read(services.clock_warnings)
        self.bell.warnings = self.warnings
        try:
            found = session.read(services.extra_times, round_number)
        except TourneyError:
            found = []
        self.extras = {e.table: e.minutes for e in found}

    def restart(self) -> None:
        self.bell.reset()

    def zone(self) -> str:
        if not self.timer.started:
            return ""
        return zone(self.timer.remaining(), self.warnings)

    def tick(self) -> None:
        """Ring at each mark and at the end (not while muted, never going back up)."""
        if self.timer.started and self.bell.rings(self.timer.remaining()) and not self.muted:
            self.rang += 1
            self.beep()

    def status(self) -> str:
        if self.zone() == OVER:
            return QCoreApplication.translate("RoomClock", "Time is up: last hand!")
        return ""

    def table_heading(self, number: int) -> str:
        minutes = self.extras.get(number, 0)
        heading = QCoreApplication.translate("RoomClock", "Table %1").replace("%1", str(number))
        return heading + (f"  +{minutes}′" if minutes else "")

    def note(self) -> str:
        """Under the timer: the tables with extra minutes, e.g. "Extra time: table 3 +5′"."""
        if not self.extras:
            return ""
        tables = ", ".join(extra_label(t, m) for t, m in sorted(self.extras.items()))
        if len(self.extras) == 1:
            return QCoreApplication.translate("RoomClock", "Extra time: table %1").replace("%1", tables)
        return QCoreApplication.translate("RoomClock", "Extra time: tables %1").replace("%1", tables)

    def start_late(self, session: Session, round_number: int) -> str:
        """The first start of a round: a late start moves the day's schedule; the sentence saying so."""
        now = self.wall()
        try:
            planned = session.read(services.round_info, round_number).starts_at
            if not minutes_late(planned, now):
                return ""  # on time: nothing to write
            late, _moved = session.call(services.start_round, round_number, now)
        except TourneyError:
            return ""
        said = QCoreApplication.translate("RoomClock",
                                          "Round %1 started %2 min late: the day's schedule moved.")
        return said.replace("%1", str(round_number)).replace("%2", str(late))
