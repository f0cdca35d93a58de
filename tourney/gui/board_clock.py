"""The display board's clockwork without widgets: the round timer and the page turner.

Both read the time from a clock given to them (``time.monotonic`` in the window, a fake in the
tests), so nothing here waits or needs a Qt event loop.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TypeVar

Clock = Callable[[], float]
T = TypeVar("T")

FLASH_SECONDS = 15.0  # how long the board flashes once the time is up


class RoundTimer:
    """A countdown the referee starts, pauses, extends and resets; it stops at zero."""

    def __init__(self, minutes: float, clock: Clock = time.monotonic) -> None:
        self.clock = clock
        self.reset(minutes)

    def reset(self, minutes: float | None = None) -> None:
        """Back to the full length (a new length if given), paused."""
        if minutes is not None:
            self.length = minutes * 60.0
        self._left = self.length
        self._started_at: float | None = None
        self._ended_at: float | None = None
        self.started = False  # started since the last reset: "Paused" then, "Ready" before

    @property
    def running(self) -> bool:
        return self._started_at is not None and not self.finished

    @property
    def finished(self) -> bool:
        return self.remaining() <= 0

    def start(self) -> None:
        if self._started_at is None and self._left > 0:
            self._started_at = self.clock()
            self.started = True

    def pause(self) -> None:
        if self._started_at is not None:
            self._left = self.remaining()
            self._started_at = None

    def toggle(self) -> None:
        self.pause() if self.running else self.start()

    def add(self, minutes: float) -> None:
        """More time (also after the end: the clock goes on if it was running)."""
        was_running = self._started_at is not None
        self._left = self.remaining() + minutes * 60.0
        self._ended_at = None
        self._started_at = self.clock() if was_running else None

    def remaining(self) -> float:
        """Seconds left, never below zero."""
        if self._started_at is None:
            return max(self._left, 0.0)
        return max(self._left - (self.clock() - self._started_at), 0.0)

    def seconds_since_end(self) -> float | None:
        """How long ago the time ran out (None while time is left)."""
        if self.remaining() > 0:
            return None
        if self._ended_at is None:
            started = self._started_at if self._started_at is not None else self.clock()
            self._ended_at = started + max(self._left, 0.0)
        return self.clock() - self._ended_at

    def flashing(self) -> bool:
        """The board blinks twice a second for a while after the end."""
        since = self.seconds_since_end()
        return since is not None and since < FLASH_SECONDS and int(since * 2) % 2 == 0

    def text(self) -> str:
        """H:MM:SS for an hour or more, else MM:SS (seconds rounded up, so 0:00 only at the end)."""
        left = int(-(-self.remaining() // 1))
        hours, rest = divmod(left, 3600)
        minutes, seconds = divmod(rest, 60)
        return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes:02d}:{seconds:02d}"


def paged(items: Sequence[T], per_page: int) -> list[list[T]]:
    """The items cut into pages of ``per_page`` (one empty page when there are none)."""
    per_page = max(per_page, 1)
    return [list(items[i:i + per_page]) for i in range(0, len(items), per_page)] or [[]]


class PageTurner:
    """Which page is up: the next one every ``seconds``, back to the first after the last."""

    def __init__(self, seconds: float, clock: Clock = time.monotonic) -> None:
        self.clock = clock
        self.seconds = seconds
        self.count = 1
        self.restart()

    def restart(self, count: int | None = None) -> None:
        if count is not None:
            self.count = max(count, 1)
        self._since = self.clock()
        self._first = 0

    def page(self) -> int:
        if self.count <= 1 or self.seconds <= 0:
            return 0
        turns = int((self.clock() - self._since) // self.seconds)
        return (self._first + turns) % self.count

    def keep_in_range(self, count: int) -> None:
        """The pages changed (a result came in): keep the page up if it still exists."""
        current = self.page()
        self.count = max(count, 1)
        if current >= self.count:
            self.restart()
