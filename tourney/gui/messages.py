"""Telling the referee that something could not be done: a plain message, never a traceback."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from tourney.errors import TourneyError
from tourney.gui import i18n
from tourney.language import translate


def show_error(parent: QWidget | None, error: TourneyError | Exception) -> None:
    """Show why an action was refused (the service's own message, which names what is wrong)."""
    text = error.message if isinstance(error, TourneyError) else str(error)
    QMessageBox.warning(parent, QCoreApplication.translate("messages", "Not done"), spoken(text))


def attempt(parent: QWidget | None, session: Any, service: Callable[..., Any], *args: object) -> bool:
    """Run one referee action through the session; a refusal is shown to the referee, not raised."""
    try:
        session.call(service, *args)
    except TourneyError as error:
        show_error(parent, error)
        return False
    return True


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes
                                  | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def spoken(text: str) -> str:
    """A message of the lower layers in the window's language, starting with a capital."""
    said = translate(text, i18n.current)
    return said[:1].upper() + said[1:]


def said(text: str) -> str:
    """A word or phrase of the lower layers (a name, a status) in the window's language, as it is."""
    return translate(text, i18n.current)


def fill(text: str, *values: object) -> str:
    """Put values in a translated text's %1, %2… (Qt's placeholders; the order differs by language)."""
    for number, value in reversed(list(enumerate(values, start=1))):
        text = text.replace(f"%{number}", str(value))
    return text
