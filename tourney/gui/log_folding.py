"""While the window serves the tables' phones, the write-ahead log is folded back into the file after
a few idle seconds, as ``tourney serve`` does: a copy of the ``.tourney`` alone (to a stick, say) is
then never more than moments old. The store lives on the window's thread (the phones' requests
reach it through the window's gate), so the fold runs there too, from a timer."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer

from tourney.errors import TourneyError
from tourney.gui.session import Session
from tourney.web.server import IDLE_SECONDS


class IdleFold(QObject):
    """Fold the open file's write-ahead log back once nothing was written for :data:`IDLE_SECONDS`."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.tick)
        self._seen = self._folded = -1
        self._last_write = time.monotonic()

    def start(self) -> None:
        store = self.session.store
        self._seen = self._folded = store.written if store is not None else -1
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def tick(self) -> None:
        store = self.session.store
        if store is None:
            return
        if store.written != self._seen:
            self._seen, self._last_write = store.written, time.monotonic()
        elif (self._seen != self._folded and time.monotonic() - self._last_write >= IDLE_SECONDS
              and store.synced >= self._seen):  # every answer waiting for the disk has been given
            try:
                store.checkpoint()
            except TourneyError:
                return  # a busy or failing disk: tried again at the next tick, the action is kept
            self._folded = self._seen
