"""The open tournament as the window sees it: one store, and a signal after every change.

Every referee action goes through :meth:`Session.call`, which runs one service on the open store
and tells every view to refresh. The whole-file reads every view makes then (the snapshot, the
standings, the undo state) are read once per change and shared. Errors
(:class:`~tourney.errors.TourneyError`) reach the caller, which shows them next to the field or in a
message box.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from tourney import services

T = TypeVar("T")

# what the tabs, the display board and an open deals sheet all read after every change (by name, so
# that the session does not import the standings' services before a view first reads them)
SHARED_READS = frozenset({"snapshot", "totals_snapshot", "standings", "history_state"})


def _shared(service: Callable[..., Any]) -> bool:
    """Whether ``service`` is one of the shared reads of :mod:`tourney.services` (not just its name)."""
    name = getattr(service, "__name__", "")
    return name in SHARED_READS and getattr(services, name) is service


class Session(QObject):
    """The tournament file open in the window (or none)."""

    changed = Signal()  # the tournament changed: every view reloads
    opened = Signal()  # another file is open (or none)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store: services.Store | None = None
        self.path: Path | None = None
        self._shared: dict[Callable[..., Any], Any] = {}
        # connected before any view, so the views reached by this change read the file afresh
        self.changed.connect(self._shared.clear)

    @property
    def is_open(self) -> bool:
        return self.store is not None

    def open(self, path: str | Path) -> None:
        """Open a tournament file, closing the one open before (only once the new one opened)."""
        store = services.open_tournament(path)
        self._replace(store, Path(path))

    def create(self, path: str | Path, **fields: Any) -> None:
        store = services.create_tournament(path, **fields)
        self._replace(store, Path(path))

    def open_demo(self, path: str | Path) -> None:
        """Build the demo as the new file ``path`` (refused if it exists: nothing is ever deleted)."""
        store = services.build_demo(path, births=True)  # juniors and seniors show (#31 point 2)
        self._replace(store, Path(path))

    def _replace(self, store: services.Store, path: Path) -> None:
        store.start_backups(background=True)  # a backup's copy stops neither the window nor its pages
        self.close()
        self.store, self.path = store, path
        self.opened.emit()
        self.changed.emit()

    def close(self) -> None:
        self._shared.clear()
        if self.store is not None:
            self.store.close()
        self.store, self.path = None, None

    def forget(self) -> None:
        """Drop the shared reads now (the file changed); the views refresh when ``changed`` follows."""
        self._shared.clear()

    def read(self, service: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a reading service on the open store (a shared read at most once per change)."""
        if self.store is None:
            raise services.ServiceError("no_tournament", self.tr("open or create a tournament first"))
        if args or kwargs or not _shared(service):
            return service(self.store, *args, **kwargs)
        if service not in self._shared:
            self._shared[service] = service(self.store)
        return self._shared[service]

    def call(self, service: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a changing service on the open store, then let every view refresh."""
        result = self.read(service, *args, **kwargs)
        self.changed.emit()
        return result
