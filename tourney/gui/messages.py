"""Telling the referee that something could not be done: a plain message, never a traceback."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from tourney.errors import TourneyError


def show_error(parent: QWidget | None, error: TourneyError | Exception) -> None:
    """Show why an action was refused (the service's own message, which names what is wrong)."""
    text = error.message if isinstance(error, TourneyError) else str(error)
    QMessageBox.warning(parent, QCoreApplication.translate("messages", "Not done"), _sentence(text))


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes
                                  | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text
