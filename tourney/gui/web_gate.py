"""The pages' way into the window's open file: every piece of their work runs on the window's thread.

The web server runs on a thread of its own; SQLite (and the file's lock) stay with the window.
:class:`WindowGate` hands each piece of work to the window's event loop through a queued signal,
so it runs between the referee's own actions, never inside one; when it changed the file, every
view of the window refreshes, once for all the pages' changes of the next moment: thirty tables
sending at once would otherwise reload every tab thirty times, on the thread that also writes
their deals. What the views read is dropped at once, so nothing reads the file as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from tourney.gui.session import Session
from tourney.web import CallbackGate
from tourney.web.views import version


class WindowGate(QObject):
    """Posts work from the server's thread to the window's, and says when the file changed."""

    _job = Signal(object, object)  # work, future
    REFRESH_MS = 150  # the pages' changes of this moment refresh the window once

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._job.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(self.REFRESH_MS)
        self._refresh.timeout.connect(self._changed)

    def post(self, work: Callable[[], Any]) -> Future[Any]:
        future: Future[Any] = Future()
        self._job.emit(work, future)
        return future

    def _run(self, work: Callable[[], Any], future: Future[Any]) -> None:
        if not future.set_running_or_notify_cancel():
            return
        store = self.session.store
        if store is None:
            future.set_exception(RuntimeError("the tournament file is closed"))
            return
        before = version(store)
        try:
            future.set_result(work())
        except BaseException as error:  # handed to the page, which answers with a plain message
            future.set_exception(error)
        if self.session.store is store and version(store) != before:
            self.session.forget()
            if not self._refresh.isActive():
                self._refresh.start()

    def _changed(self) -> None:
        if self.session.is_open:
            self.session.changed.emit()

    def gate(self) -> CallbackGate:
        assert self.session.store is not None
        return CallbackGate(self.post, self.session.store)
