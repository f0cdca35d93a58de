"""The live engine preview of a deal: scored a few milliseconds after the last keystroke.

:class:`DealPreview` waits for the typing to pause (a short single-shot timer, so a burst of
keystrokes is scored once), asks the engine, and hands the result or the error to the dialog.
:class:`PaymentsView` shows who pays whom and each seat's net points.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tourney.errors import EngineError
from tourney.gui.messages import said, spoken
from tourney.language import Words
from tourney.rules import score_deal
from tourney.rules.result import SEAT_WINDS

DELAY_MS = 10  # short enough for the 50 ms target, long enough to score a typed burst once
_SEAT = re.compile(r"\bseat ([ESWN]): ")
_SAID_SEAT = re.compile(r"^\w+ [ESWN]: ")  # "seat W: " or "posto W: ", once the sentence is translated


def referee_words(message: str) -> str:
    """An engine message in the window's language, without an English "seat X: " prefix, capitalised."""
    if message.startswith("seat ") and message[6:8] == ": ":
        message = message[8:]
    from tourney.gui.plain_words import plain  # the flags' names import this module

    worded = plain(spoken(message))
    return worded[:1].upper() + worded[1:]


def seat_of(message: str) -> tuple[str | None, str]:
    """The seat an engine message is about, and what it says about that seat, in the window's language."""
    found = _SEAT.search(message)
    if not found:
        return None, said(message)
    about = _about_seat(message, found.group(0))
    if about is None:
        return found.group(1), message[found.end():]
    return found.group(1), _SAID_SEAT.sub("", said(about), count=1)


def _about_seat(text: object, prefix: str) -> Words | None:
    """The part of an engine sentence that begins with the seat ("seat W: ..."), kept as a sentence."""
    if not isinstance(text, Words):
        return None
    if text.startswith(prefix):
        return text
    inside = (_about_seat(value, prefix) for value in text.params.values())
    return next((found for found in inside if found is not None), None)


class DealPreview(QObject):
    """Scores the deal ``deal_of()`` builds, shortly after :meth:`schedule` was last called."""

    scored = Signal(object)  # the result JSON (a dict)
    refused = Signal(str, str)  # seat wind ("" for the whole deal), message
    cleared = Signal()  # nothing to score yet
    asked = Signal()  # the referee changed something: from now on a refusal is worth saying

    def __init__(self, deal_of: Callable[[], dict[str, Any] | None], parent: QObject | None = None,
                 scorer: Callable[[dict[str, Any]], dict[str, Any]] = score_deal) -> None:
        super().__init__(parent)
        self.deal_of = deal_of
        self.scorer = scorer  # score_deal_at_table at a table of three
        self.result: dict[str, Any] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.run)

    def schedule(self) -> None:
        self.asked.emit()
        self.result = None
        self._timer.start()

    def run(self) -> None:
        """Score now (the timer calls this; tests may too)."""
        self._timer.stop()
        deal = self.deal_of()
        self.result = None
        if deal is None:
            self.cleared.emit()
            return
        try:
            self.result = self.scorer(deal)
        except EngineError as error:
            seat, message = seat_of(error.message)
            self.refused.emit(seat or "", message)
            return
        self.scored.emit(self.result)


class PaymentsView(QWidget):
    """The payments between the four players and each one's net, by deal seat wind."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.net = QLabel()
        self.net.setStyleSheet("font-weight: bold;")
        self.net.setWordWrap(True)
        self.payments = QLabel()
        self.payments.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.net)
        layout.addWidget(self.payments)
        self.names: dict[str, str] = {}

    def _who(self, wind: str) -> str:
        name = self.names.get(wind, "")
        return f"{wind} {name}" if name else wind

    def show_result(self, result: dict[str, Any] | None) -> None:
        if result is None:
            self.net.clear()
            self.payments.clear()
            return
        # the seats by their wind only: each seat's column above names its player
        net = result.get("net", {})
        self.net.setText(self.tr("Net: %1").replace(
            "%1", "   ".join(f"{w} {net.get(w, 0):+d}" for w in SEAT_WINDS if w in self.names)))
        lines = [f"{p['from']} → {p['to']} {p['amount']}" for p in result.get("payments", [])]
        self.payments.setText(self.tr("Payments: %1").replace("%1", " · ".join(lines) or "—"))
