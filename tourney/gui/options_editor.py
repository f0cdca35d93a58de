"""The house rules of a ruleset as a form: one field per option, each starting at its default."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from tourney.gui.messages import spoken
from tourney.rules import get_ruleset
from tourney.rules.ruleset import Option

LABEL_WIDTH = 460


class OptionsEditor(QWidget):
    """Edits the options of one ruleset; :meth:`changed_options` gives those set off their default."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        # each house rule is a whole sentence: it goes above its field, not squeezed beside it
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.fields: dict[str, tuple[Option, QWidget]] = {}

    def show_ruleset(self, ruleset_id: str) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields.clear()
        options = get_ruleset(ruleset_id).options
        if not options:
            self.form.addRow(QLabel(self.tr("This ruleset has no house rules to set.")))
        for option in options:
            field = _field_for(option, self._choice_words(option.name))
            # the house rule is named by its help sentence, in the window's language; the key the
            # command line and the deal JSON use, and the rule it changes, are in the tooltip
            field.setToolTip(f"{option.name} ({option.rule})")
            if isinstance(field, QLineEdit) and option.default is None:
                field.setPlaceholderText(self.tr("not set"))
            label = QLabel(plain_help(spoken(option.help)))
            label.setWordWrap(True)
            # wrap at the form's width and keep every line: the nested form would guess too short
            label.setMinimumWidth(LABEL_WIDTH)
            label.setMinimumHeight(label.heightForWidth(LABEL_WIDTH))
            label.setToolTip(field.toolTip())
            self.form.addRow(label, field)
            self.fields[option.name] = (option, field)

    def _choice_words(self, name: str) -> dict[Any, str]:
        """The choices of a house rule in plain words (the values themselves go to the file)."""
        return {
            "limit_rule": {"limit": self.tr("its limit value"),
                           "max": self.tr("the higher of its limit value and its ordinary score")},
            "nonwinner_pairs": {"all": self.tr("every pair that scores"), "one": self.tr("one pair at most")},
            "east_after_draw": {"A": self.tr("A: East passes after the replayed dead hand"),
                                "B": self.tr("B: East keeps the seat until another player wins")},
        }.get(name, {})

    def changed_options(self) -> dict[str, Any]:
        """The options whose value differs from the ruleset's default."""
        chosen = {name: _value_of(option, field) for name, (option, field) in self.fields.items()}
        return {name: value for name, value in chosen.items() if value != self.fields[name][0].default}


def plain_help(text: str) -> str:
    """A house rule's sentence without the file's raw values: ("limit") dropped, "null" said as empty."""
    text = _QUOTED_VALUE.sub("", text)
    empty = QCoreApplication.translate("OptionsEditor", "empty")
    return _NULL.sub(f"({empty}:", text)


_QUOTED_VALUE = re.compile(r'\s*\("[^"]*"\)')
_NULL = re.compile(r"\(null:")


def _field_for(option: Option, words: dict[Any, str] | None = None) -> QWidget:
    if isinstance(option.default, list):  # card hand ids: a plain list, "2008-13, 2008-14"
        return QLineEdit(", ".join(map(str, option.default)))
    if option.choices is not None:
        box = QComboBox()
        for choice in option.choices:
            box.addItem((words or {}).get(choice, str(choice)), choice)
        box.setCurrentIndex(list(option.choices).index(option.default))
        return box
    if isinstance(option.default, bool):
        check = QCheckBox()
        check.setChecked(option.default)
        return check
    if isinstance(option.default, int):
        spin = QSpinBox()
        spin.setRange(-1_000_000, 1_000_000)
        spin.setValue(option.default)
        return spin
    return QLineEdit("" if option.default is None else str(option.default))


def _value_of(option: Option, field: QWidget) -> Any:
    if isinstance(field, QComboBox):
        return field.currentData()
    if isinstance(field, QCheckBox):
        return field.isChecked()
    if isinstance(field, QSpinBox):
        return field.value()
    assert isinstance(field, QLineEdit)
    text = field.text().strip()
    if isinstance(option.default, list):
        return [part for part in re.split(r"[,\s]+", text) if part]
    if not text and option.default is None:
        return None
    return int(text) if text.lstrip("-").isdigit() and not isinstance(option.default, str) else text
