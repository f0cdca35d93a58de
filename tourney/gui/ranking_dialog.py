"""How players are ranked: the scheme, its values (place points, uma, oka, divisor, the bye's score, what
a penalty is taken off, whether substitutes are ranked) and the tie-break chain in order, with the
sentences the standings will print shown as they change (``tourney ranking``; undoable)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.export.standings_words import italian_sentences
from tourney.gui import i18n
from tourney.gui.day_forms import DayForm, make_default
from tourney.gui.session import Session
from tourney.tournament.ranking_schemes import Scheme, number_text
from tourney.tournament.ranking_tiebreaks import CRITERIA, DEFAULT_CHAIN

DEFAULT = Scheme()
# the settings each scheme uses; the others keep what the file has
SHOWN = {"points": ("bye_score", "substitutes_count"),
         "table_points": ("place_points", "penalty_on", "bye_score", "substitutes_count"),
         "rank_points": ("uma", "oka", "divisor", "bye_score", "substitutes_count")}


def _numbers_text(values: Any) -> str:
    return " ".join(number_text(Fraction(str(v))) for v in values)


def _number(word: str) -> Any:
    try:
        value = Fraction(word.replace(",", "."))
    except (ValueError, ZeroDivisionError):
        return word  # the engine refuses it, naming the setting
    return int(value) if value.denominator == 1 else float(value)


def _numbers(text: str) -> list[Any]:
    return [_number(w) for w in re.split(r"[\s/;]+", text.strip()) if w]


class RankingDialog(DayForm):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Ranking and tie-breaks"))
        self.tournament = session.read(services.tournament)
        settings = self.tournament.ranking_settings
        self.scheme = QComboBox()
        for ranking, name in (("points", self.tr("total score")), ("table_points", self.tr("table points")),
                              ("rank_points", self.tr("rank points (riichi style)"))):
            self.scheme.addItem(name, ranking)
        self.scheme.setCurrentIndex(max(0, self.scheme.findData(self.tournament.ranking)))
        self.place_points = QLineEdit(_numbers_text(settings.get("place_points", DEFAULT.place_points)))
        self.uma = QLineEdit(_numbers_text(settings.get("uma", DEFAULT.uma)))
        self.oka = QLineEdit(number_text(Fraction(str(settings.get("oka") or 0))))
        self.divisor = QSpinBox()
        self.divisor.setRange(1, 10**6)
        self.divisor.setValue(int(settings.get("divisor", DEFAULT.divisor)))
        self.bye_score = QSpinBox()
        self.bye_score.setRange(-10**6, 10**6)
        self.bye_score.setValue(int(settings.get("bye_score", DEFAULT.bye_score)))
        self.penalty_on = QComboBox()
        self.penalty_on.addItem(self.tr("the total score"), "score")
        self.penalty_on.addItem(self.tr("the table points"), "table_points")
        self.penalty_on.setCurrentIndex(max(0, self.penalty_on.findData(settings.get("penalty_on", "score"))))
        self.substitutes = QCheckBox(self.tr("Substitutes are ranked with the results they played"))
        self.substitutes.setChecked(bool(settings.get("substitutes_count", False)))
        self.fields: dict[str, QWidget] = {
            "place_points": self.place_points, "uma": self.uma, "oka": self.oka, "divisor": self.divisor,
            "bye_score": self.bye_score, "penalty_on": self.penalty_on, "substitutes_count": self.substitutes}
        e = self.errors
        e.add_row("scheme", self.tr("Rank by"), self.scheme, "scheme")
        e.add_row("place_points", self.tr("Place points (1st to 4th)"), self.place_points, "place points")
        e.add_row("uma", self.tr("Uma (1st to 4th)"), self.uma, "uma")
        e.add_row("oka", self.tr("Oka to the first"), self.oka, "oka")
        e.add_row("divisor", self.tr("Points divided by"), self.divisor, "divisor")
        e.add_row("bye_score", self.tr("A bye scores"), self.bye_score, "bye score")
        e.add_row("penalty_on", self.tr("Penalties are taken off"), self.penalty_on, "penalties")
        e.add_row("substitutes_count", "", self.substitutes, "substitute")
        self.chain = QListWidget()
        self.chain.setMaximumHeight(150)
        self.reset = False  # the usual values asked for: the file keeps no setting of before
        self._fill_chain(list(settings.get("tie_breaks", DEFAULT_CHAIN)))
        up, down = QPushButton(self.tr("Up")), QPushButton(self.tr("Down"))
        up.clicked.connect(lambda _checked=False: self.move_tie_break(-1))
        down.clicked.connect(lambda _checked=False: self.move_tie_break(1))
        moves = QVBoxLayout()
        moves.addWidget(up)
        moves.addWidget(down)
        moves.addStretch(1)
        chain_box = QWidget()
        chain_row = QHBoxLayout(chain_box)
        chain_row.setContentsMargins(0, 0, 0, 0)
        chain_row.addWidget(self.chain, 1)
        chain_row.addLayout(moves)
        e.add_row("tie_breaks", self.tr("Tie-breaks (ticked ones, in order)"),
                  chain_box, "tie-break", "lot")
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("background: #f4f4f0; padding: 6px;")
        self.save_button = QPushButton(self.tr("Rank this way"))
        self.save_button.clicked.connect(lambda _checked=False: self.save())
        self.usual_button = QPushButton(self.tr("The usual values"))
        self.usual_button.setToolTip(self.tr("Every value and the tie-breaks as the scheme has them "
                                             "(saved with Rank this way)"))
        self.usual_button.clicked.connect(lambda _checked=False: self.usual_values())
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(QLabel(self.tr("The standings will say:")))
        layout.addWidget(self.preview)
        layout.addWidget(self.errors.general)
        buttons = QHBoxLayout()
        buttons.addWidget(self.usual_button)
        buttons.addWidget(self.save_button, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.close_buttons)
        for widget in (self.scheme, self.penalty_on):
            widget.currentIndexChanged.connect(self._changed)
        for edit in (self.place_points, self.uma, self.oka):
            edit.textChanged.connect(self._changed)
        for spin in (self.divisor, self.bye_score):
            spin.valueChanged.connect(self._changed)
        make_default(self.save_button, up, down, self.usual_button)
        self.substitutes.toggled.connect(self._changed)
        self.chain.itemChanged.connect(self._changed)
        self._changed()

    def _fill_chain(self, chosen: list[str]) -> None:
        self.chain.blockSignals(True)
        for name in [*chosen, *(c for c in CRITERIA if c not in chosen)]:
            item = QListWidgetItem(self._criterion(name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in chosen else Qt.CheckState.Unchecked)
            self.chain.addItem(item)
        self.chain.blockSignals(False)

    def _criterion(self, name: str) -> str:
        return {"table_points": self.tr("table points"), "total_score": self.tr("total score"),
                "rank_points": self.tr("rank points"), "best_game": self.tr("best single game"),
                "head_to_head": self.tr("head-to-head"), "firsts": self.tr("number of first places"),
                "lot": self.tr("drawing lots")}.get(name, CRITERIA.get(name, name))

    def refresh(self) -> None:
        self.tournament = self.session.read(services.tournament)

    def move_tie_break(self, step: int) -> None:
        row = self.chain.currentRow()
        if row < 0 or not 0 <= row + step < self.chain.count():
            return
        item = self.chain.takeItem(row)
        self.chain.insertItem(row + step, item)
        self.chain.setCurrentRow(row + step)
        self._changed()

    def usual_values(self) -> None:
        """Every field back to the scheme's usual value and the usual tie-breaks (``ranking --reset``)."""
        self.place_points.setText(_numbers_text(DEFAULT.place_points))
        self.uma.setText(_numbers_text(DEFAULT.uma))
        self.oka.setText("0")
        self.divisor.setValue(DEFAULT.divisor)
        self.bye_score.setValue(DEFAULT.bye_score)
        self.penalty_on.setCurrentIndex(0)
        self.substitutes.setChecked(False)
        self.chain.clear()
        self._fill_chain(list(DEFAULT_CHAIN))
        self.reset = True
        self._changed()

    def tie_breaks(self) -> list[str]:
        items = [self.chain.item(i) for i in range(self.chain.count())]
        return [i.data(Qt.ItemDataRole.UserRole) for i in items if i.checkState() == Qt.CheckState.Checked]

    def _chain(self) -> list[str] | None:
        """The chain to save; after the usual values, none if it is still the usual one."""
        chain = self.tie_breaks()
        return None if self.reset and tuple(chain) == DEFAULT_CHAIN else chain

    def changes(self) -> dict[str, Any]:
        """The shown settings, None where they are the scheme's default (the file then keeps none)."""
        values: dict[str, Any] = {
            "place_points": _numbers(self.place_points.text()), "uma": _numbers(self.uma.text()),
            "oka": _number(self.oka.text().strip() or "0"), "divisor": self.divisor.value(),
            "bye_score": self.bye_score.value(), "penalty_on": self.penalty_on.currentData(),
            "substitutes_count": self.substitutes.isChecked()}
        defaults = {"place_points": list(DEFAULT.place_points), "uma": list(DEFAULT.uma), "oka": 0,
                    "divisor": DEFAULT.divisor, "bye_score": DEFAULT.bye_score, "penalty_on": "score",
                    "substitutes_count": False}
        shown = SHOWN[self.scheme.currentData()]
        changes = {k: (None if v == defaults[k] else v) for k, v in values.items() if k in shown}
        if "penalty_on" not in shown:
            changes["penalty_on"] = None  # only table points can take a penalty off the table points
        return changes

    def _changed(self) -> None:
        shown = SHOWN[self.scheme.currentData()]
        for name, widget in self.fields.items():
            widget.setVisible(name in shown)
            label = self.form.labelForField(widget)
            if label is not None:
                label.setVisible(name in shown)
        self.errors.clear()
        settings = services.changed_settings(self.tournament.ranking_settings, self.changes(),
                                             self._chain(), reset=self.reset)
        try:
            scheme, chain = services.ranking_preview(self.tournament, self.scheme.currentData(), settings)
        except TourneyError:
            self.preview.setText("…")  # quiet until asked: Save says what is wrong, under its field
            return
        english = [scheme.sentence(), chain.sentence(scheme), *scheme.notes()]
        italian = italian_sentences(scheme, chain) if i18n.current == "it" else None
        self.preview.setText(" ".join(italian if italian and len(italian) == len(english) else english))

    def save(self) -> bool:
        return self.attempt(services.change_ranking, self.scheme.currentData(), self.changes(),
                            tie_breaks=self._chain(), reset=self.reset)
