"""The window's last line of defence: anything an action did not catch is one sentence, never a traceback.

A full disk, an input/output error or a read-only folder met outside a service's own refusal is said as
the command line says it (:func:`tourney.store.failures.failure`); a fault of tourney itself is said in one
sentence too, and its details go to ``tourney-faults.log`` in the system's temporary folder for a report.
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from tourney.errors import TourneyError
from tourney.gui.messages import show_error
from tourney.store.failures import failure

FAULTS_LOG = Path(tempfile.gettempdir()) / "tourney-faults.log"


def sentence_for(error: BaseException) -> str:
    """What the referee reads about an error no action caught."""
    if isinstance(error, TourneyError):
        return error.message
    if isinstance(error, OSError | sqlite3.Error):
        return failure(error, None).message
    return QCoreApplication.translate(
        "faults", "An internal fault stopped this action (%1); every action reported done is kept. Please "
        "report it with the file %2.").replace("%1", type(error).__name__).replace("%2", str(FAULTS_LOG))


def _record(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    try:
        with FAULTS_LOG.open("a", encoding="utf-8") as log:
            log.write("".join(traceback.format_exception(kind, error, trace)) + "\n")
    except OSError:
        pass  # the details are a courtesy; the sentence was shown


def on_uncaught(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """``sys.excepthook`` while the window runs."""
    if issubclass(kind, KeyboardInterrupt):
        QApplication.quit()
        return
    _record(kind, error, trace)
    show_error(QApplication.activeWindow(), TourneyError("uncaught", sentence_for(error)))


def install() -> None:
    sys.excepthook = on_uncaught
