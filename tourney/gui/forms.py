"""Forms that show a refusal next to the field it is about.

The services name the field in their message ("the federation id is longer than 120
characters"); :class:`FieldErrors` finds that name and puts the message in red under the field,
or under the whole form when no field is named.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QPushButton, QWidget

from tourney.errors import TourneyError
from tourney.gui.messages import spoken

_ERROR_STYLE = "color: #b00020;"


def ok_cancel(dialog: QDialog, ok_text: str | None = None) -> tuple[QDialogButtonBox, QPushButton]:
    """OK and Cancel wired to the dialog's accept and reject; the OK button named ``ok_text`` if given."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
    if ok_text:
        ok_button.setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons, ok_button


def error_label() -> QLabel:
    label = QLabel()
    label.setStyleSheet(_ERROR_STYLE)
    label.setWordWrap(True)
    label.hide()
    return label


class FieldErrors:
    """Red messages under the fields of a form; ``phrases`` maps words of a message to a field."""

    def __init__(self, form: QFormLayout) -> None:
        self._form = form
        self._labels: dict[str, QLabel] = {}
        self._phrases: list[tuple[str, str]] = []
        self.general = error_label()

    def add_row(self, key: str, label: str, widget: QWidget, *phrases: str) -> None:
        """Add a field with its label; ``phrases`` are how the services name it."""
        self._form.addRow(label, widget)
        message = error_label()
        self._form.addRow("", message)
        self._labels[key] = message
        self._phrases += [(p.casefold(), key) for p in phrases]

    def clear(self) -> None:
        for label in (*self._labels.values(), self.general):
            label.clear()
            label.hide()

    def field_of(self, message: str) -> str | None:
        folded = message.casefold()
        found = [(folded.find(phrase), -len(phrase), key)
                 for phrase, key in self._phrases if phrase in folded]
        # the field named first is the message's subject ("the last day ... is before the first day")
        return min(found)[2] if found else None

    def show(self, error: TourneyError, key: str | None = None) -> str | None:
        """Show the error under its field (or under the form); return the field's key."""
        self.clear()
        key = key or self.field_of(error.message)
        label = self._labels.get(key, self.general) if key else self.general
        label.setText(spoken(error.message))
        label.show()
        return key

    def message(self, key: str | None = None) -> str:
        label = self._labels.get(key, self.general) if key else self.general
        return label.text()
