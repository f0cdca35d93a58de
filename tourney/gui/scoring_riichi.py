"""What riichi adds to the scoring dialog (docs/notation.md, riichi, docs/rules/riichi.md).

:class:`RiichiMarks` holds one seat's riichi or double riichi, its tenpai at an exhaustive draw and a
chombo. :class:`RiichiTable` holds the deal's dora and ura-dora indicators, and the honba and riichi
sticks on the table; those two counters come prefilled from the hanchan (``carried``) and are stored
only when the referee changes them, so a correction of an earlier deal moves the later ones along.
:func:`sticks_text` says where the riichi sticks went.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLineEdit, QSpinBox, QWidget

from tourney.errors import EngineError
from tourney.gui.forms import error_label
from tourney.gui.messages import said, spoken
from tourney.notation import parse_tile
from tourney.rules.result import SEAT_WINDS

COUNTERS = ("honba", "riichi_sticks")
# the win flags by the names riichi players use in every language (their meaning is the tooltip)
JAPANESE_FLAGS = {"ippatsu": "ippatsu", "last_tile": "haitei", "last_discard": "houtei",
                  "replacement": "rinshan", "robbing_kong": "chankan", "heavenly": "tenhou",
                  "first_draw": "chiihou"}
INDICATORS = ("dora", "ura_dora")


def plain_fives(text: str) -> str:
    """A hand text with its red fives (0m 0p 0s) read as fives, for the checks made while typing."""
    return text.replace("0", "5")


class RiichiMarks(QWidget):
    """One seat's riichi declaration, its tenpai at an exhaustive draw, and a chombo."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.riichi = QComboBox()
        self.riichi.addItem(self.tr("no riichi"), "")
        self.riichi.addItem(self.tr("riichi"), "riichi")
        self.riichi.addItem(self.tr("double riichi"), "double_riichi")
        self.tenpai = QCheckBox(self.tr("tenpai"))
        self.tenpai.setToolTip(self.tr("At an exhaustive draw: this hand was ready (tenpai); the noten "
                                       "hands pay 3,000 among them to the tenpai ones"))
        self.chombo = QCheckBox(self.tr("chombo"))
        self.chombo.setToolTip(self.tr("This player committed a chombo: the hand ends without payments, "
                                       "the penalty is taken at the end of the hanchan"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.riichi, self.tenpai, self.chombo):
            row.addWidget(widget)
        row.addStretch(1)
        self.riichi.currentIndexChanged.connect(self._declared)
        self.tenpai.toggled.connect(self.edited)
        self.chombo.toggled.connect(self.edited)
        self.set_draw(False)

    def _declared(self) -> None:
        if self.riichi.currentData():
            self.tenpai.setChecked(True)  # a riichi hand is ready; the referee may still untick it
        self.edited.emit()

    def set_draw(self, draw: bool) -> None:
        """Tenpai matters only at an exhaustive draw."""
        self.tenpai.setEnabled(draw)

    def load(self, seat: dict[str, Any]) -> None:
        declared = "double_riichi" if seat.get("double_riichi") else "riichi" if seat.get("riichi") else ""
        self.riichi.setCurrentIndex(max(0, self.riichi.findData(declared)))
        self.tenpai.setChecked(bool(seat.get("tenpai", bool(declared))))
        self.chombo.setChecked(bool(seat.get("chombo")))

    def fields(self, draw: bool) -> dict[str, Any]:
        """The seat's keys (docs/notation.md, riichi); tenpai only at an exhaustive draw."""
        out: dict[str, Any] = {}
        if self.riichi.currentData():
            out[self.riichi.currentData()] = True
        if draw and not self.chombo.isChecked():
            out["tenpai"] = self.tenpai.isChecked()
        if self.chombo.isChecked():
            out["chombo"] = True
        return out


class RiichiTable(QWidget):
    """The deal's dora and ura-dora indicators, honba and riichi sticks."""

    edited = Signal()
    focused = Signal(str)  # "dora" or "ura_dora": the palette's tiles go there

    def __init__(self, carried: dict[str, int] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.carried = {key: int((carried or {}).get(key, 0)) for key in COUNTERS}
        self.indicators = {key: QLineEdit() for key in INDICATORS}
        self.indicators["dora"].setPlaceholderText(self.tr("e.g. 3m"))
        self.indicators["ura_dora"].setPlaceholderText(self.tr("after a riichi win"))
        self.counters = {key: QSpinBox() for key in COUNTERS}
        for key, spin in self.counters.items():
            spin.setRange(0, 99)
            spin.setValue(self.carried[key])
        self.problem = error_label()
        # one field a line, beside the tile palette, so the dialog still fits a 1366 x 768 screen
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        names = {"dora": self.tr("Dora indicators"), "ura_dora": self.tr("Ura-dora indicators"),
                 "honba": self.tr("Honba"), "riichi_sticks": self.tr("Riichi sticks on the table")}
        for key, field in self.indicators.items():
            field.setMaximumWidth(120)
            field.setClearButtonEnabled(True)
            field.setToolTip(self.tr("The indicator tiles shown; the dora is the next tile (9 → 1, "
                                     "N → E, Rd → Wd). Click tiles on the palette or type them."))
            field.installEventFilter(self)
            field.textChanged.connect(self._changed)
            form.addRow(names[key], field)
        for key, spin in self.counters.items():
            spin.setToolTip(self.tr("From the hanchan so far: %1").replace("%1", str(self.carried[key])))
            spin.valueChanged.connect(self.edited)
            form.addRow(names[key], spin)
        form.addRow(self.problem)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self.focused.emit(next(k for k, f in self.indicators.items() if f is watched))
        return super().eventFilter(watched, event)

    def add_indicator(self, key: str, code: str) -> None:
        field = self.indicators[key]
        field.setText(f"{field.text().strip()} {code}".strip())

    def _changed(self) -> None:
        self.problem.setVisible(False)
        for field in self.indicators.values():
            for word in field.text().split():
                try:
                    parse_tile(plain_fives(word), QCoreApplication.translate("RiichiTable", "indicator"))
                except EngineError as error:
                    self.problem.setText(spoken(error.message))
                    self.problem.setVisible(True)
        self.edited.emit()

    @property
    def valid(self) -> bool:
        return not self.problem.isVisibleTo(self)

    def load(self, deal: dict[str, Any]) -> None:
        """Fill from a stored deal (its counters as stored, else as carried)."""
        for key, field in self.indicators.items():
            field.setText(" ".join(deal.get(key, [])))
        for key, spin in self.counters.items():
            spin.setValue(int(deal.get(key, self.carried[key])))

    def fields(self) -> dict[str, Any]:
        """The deal's top-level keys; a counter only when it differs from what the hanchan carries."""
        out: dict[str, Any] = {}
        for key, field in self.indicators.items():
            if field.text().split():
                out[key] = field.text().split()
        for key, spin in self.counters.items():
            if spin.value() != self.carried[key]:
                out[key] = spin.value()
        return out

    def counters_now(self) -> dict[str, int]:
        return {key: spin.value() for key, spin in self.counters.items()}


def sticks_text(result: dict[str, Any], who: dict[str, str]) -> str:
    """Where the riichi sticks went: to the table, from it, and what stays for the next hand."""
    moved = [f"{w} {who.get(w, '')} {amount:+d}".replace("  ", " ") for w in SEAT_WINDS
             if (amount := result.get("sticks", {}).get(w, 0))]
    text = QCoreApplication.translate("RiichiTable", "Riichi sticks: %1")
    text = text.replace("%1", ", ".join(moved) or "—")
    if result.get("honba"):
        honba = QCoreApplication.translate("RiichiTable", "honba %1")
        text += "; " + honba.replace("%1", str(result["honba"]))
    left = QCoreApplication.translate("RiichiTable", "left on the table for the next hand: %1")
    return text + "; " + left.replace("%1", str(result.get("riichi_sticks_after", 0)))


def riichi_flag_name(flag: str) -> str:
    """A win flag by the Japanese name riichi players use, with what it means."""
    names = {"ippatsu": QCoreApplication.translate("RiichiMarks", "ippatsu"),
             "last_tile": QCoreApplication.translate("RiichiMarks", "haitei (last tile of the wall)"),
             "last_discard": QCoreApplication.translate("RiichiMarks", "houtei (last discard)"),
             "replacement": QCoreApplication.translate("RiichiMarks", "rinshan (replacement tile)"),
             "robbing_kong": QCoreApplication.translate("RiichiMarks", "chankan (robbing a kong)"),
             "heavenly": QCoreApplication.translate("RiichiMarks", "tenhou (dealer's dealt hand)"),
             "first_draw": QCoreApplication.translate("RiichiMarks", "chiihou (first draw)")}
    return names[flag]


def riichi_score(seat: dict[str, Any]) -> tuple[str, str]:
    """A winner's han, fu, limit name and worth before honba and sticks; the yaku with their rule ids."""
    if not seat.get("han"):
        return "", ""
    text = QCoreApplication.translate("RiichiMarks", "%1 han %2 fu")
    text = text.replace("%1", str(seat["han"])).replace("%2", str(seat.get("fu", 0)))
    if seat.get("limit_name"):
        text += f" — {said(seat['limit_name'])}"
    worth = QCoreApplication.translate("RiichiMarks", "%1 points").replace("%1", str(seat["score"]))
    items = []
    for item in seat.get("items", []):  # yaku and dora count han; the fu item carries the fu as points
        value = f"{item['fan']} han" if item.get("fan") else f"{item.get('points', 0)} fu"
        items.append(f"{item['rule']}  {said(item['name'])}: {value}")
    return f"{text} — {worth}", "\n".join(items)
