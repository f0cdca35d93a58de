"""The room's clock without widgets: warning zones, the bell when a zone starts, tables with extra time,
and how late a round starts against its schedule.

The display board reads these with the seconds its timer has left; nothing here knows the time of
day or Qt, so the tests drive it with plain numbers (or a fake clock through the board's timer).
"""

from __future__ import annotations

from datetime import datetime

DEFAULT_WARNINGS = (15, 5)  # minutes before the end: the board turns amber, then red
NORMAL, WARNING, HURRY, OVER = "normal", "warning", "hurry", "over"


def zone(seconds_left: float, warnings: tuple[int, ...] = DEFAULT_WARNINGS) -> str:
    """Where the clock is: normal, warning (under the first mark), hurry (under the last), over at 0."""
    if seconds_left <= 0:
        return OVER
    marks = sorted({m for m in warnings if m > 0}, reverse=True)
    passed = [m for m in marks if seconds_left <= m * 60]
    if not passed:
        return NORMAL
    return HURRY if len(marks) > 1 and passed[-1] == marks[-1] else WARNING


def zone_depth(seconds_left: float, warnings: tuple[int, ...] = DEFAULT_WARNINGS) -> int:
    """How many marks the clock has passed (the end counts as one more)."""
    if seconds_left <= 0:
        return len({m for m in warnings if m > 0}) + 1
    return sum(1 for m in {m for m in warnings if m > 0} if seconds_left <= m * 60)


class Bell:
    """Rings once each time the clock passes a mark going down (never when time is added back)."""

    def __init__(self, warnings: tuple[int, ...] = DEFAULT_WARNINGS) -> None:
        self.warnings = warnings
        self._depth: int | None = None

    def reset(self) -> None:
        self._depth = None

    def rings(self, seconds_left: float) -> bool:
        """True once when a new mark is passed since the last look (not on the first look)."""
        depth = zone_depth(seconds_left, self.warnings)
        if self._depth is None:
            self._depth = depth
            return False
        ring, self._depth = depth > self._depth, depth
        return ring


def table_seconds_left(seconds_left: float, since_end: float | None, extra_minutes: int) -> float:
    """The time a table with extra minutes still has: the room's time plus its extra, or after the
    room's end its extra less the time since the end."""
    if seconds_left > 0 or since_end is None:
        return max(seconds_left, 0.0) + extra_minutes * 60
    return max(extra_minutes * 60 - since_end, 0.0)


def extra_label(table: int, minutes: int) -> str:
    """Beside a table's number on the board: ``3 +5′``."""
    return f"{table} +{minutes}′" if minutes else str(table)


def minutes_late(planned: datetime | None, started: datetime) -> int:
    """Whole minutes the round starts after its planned start (0 on time, early, unplanned, or on
    another day than planned: that is a new plan, not a late start)."""
    if planned is None or planned.date() != started.date():
        return 0
    return max(int((started - planned).total_seconds() // 60), 0)


def parse_warnings(text: str) -> tuple[int, ...] | None:
    """``"15,5"`` → (15, 5); None when it is not a list of whole minutes from 1 to 120."""
    parts = [p for p in text.replace(";", ",").replace(" ", ",").split(",") if p]
    if not parts or len(parts) > 4 or not all(p.isdigit() and 1 <= int(p) <= 120 for p in parts):
        return None
    return tuple(sorted({int(p) for p in parts}, reverse=True))
