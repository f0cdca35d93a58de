"""What some rulesets add to a seat: Singapore's instant payments, American card matches.

Singapore records immediate payments with the deal (docs/notation.md, Singapore's "instant"). Which ones
there are follows from the hand (its kongs, bonus pairs and sets), so :class:`InstantEditor` lists
them as the hand is entered and the referee adds only what the tiles cannot say: whether a bonus
pair was dealt, and who discarded an exposed kong's tile. :func:`card_matches` names the card hands
an American hand matches.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QLabel, QWidget

from tourney.errors import EngineError
from tourney.notation import parse_hand
from tourney.rules.american import card_for, playable
from tourney.rules.american.card import PlayerTiles, index_of
from tourney.rules.result import SEAT_WINDS
from tourney.rules.singapore.instant import implied_instant


def card_place(card: Any, hand_id: str) -> str:
    """Where a hand is printed on the card: its section and its line there ("2-4-6-8, line 7")."""
    hand = next((h for h in card.hands if h.id == hand_id), None)
    if hand is None:
        return hand_id
    section = next((c.name for c in card.categories if c.id == hand.category), hand.category)
    lines = list(dict.fromkeys(h.rule for h in card.hands if h.category == hand.category))
    return QCoreApplication.translate("InstantEditor", "%1, line %2").replace("%1", section).replace(
        "%2", str(lines.index(hand.rule) + 1))


def card_matches(options: dict[str, Any], hand_text: str) -> list[str]:
    """The card hands ``hand_text`` matches, each as "section, line N: id (value)" as the card prints
    them, noting the ones not played."""
    try:
        card = card_for(options)
        hands = playable(card, {"enable": [], "disable": [], **options})
        tiles = PlayerTiles.of(parse_hand(hand_text))
    except EngineError:
        return []
    found = []
    for match in index_of(card).matches(tiles):
        note = "" if match.hand.id in hands else QCoreApplication.translate("InstantEditor", ", not played")
        if match.hand.concealed and tiles.exposed:
            note += QCoreApplication.translate("InstantEditor", ", concealed only")
        found.append(f"{card_place(card, match.hand.id)}: {match.hand.id} ({match.hand.value}{note})")
    return found


def _key(record: dict[str, Any], number: int) -> tuple[str, str, int]:
    return record["kind"], str(record.get("pair") or record.get("set") or record.get("concealed", "")), number


class InstantEditor(QWidget):
    """The immediate payments of one Singapore seat, one row each, from its hand."""

    edited = Signal()

    def __init__(self, wind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wind = wind
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.rows: list[tuple[dict[str, Any], QWidget | None]] = []
        self._kept: dict[tuple[str, str, int], Any] = {}  # the referee's choices, kept across edits

    def _name(self, record: dict[str, Any]) -> str:
        kind = record["kind"]
        if kind == "kong":
            if record["concealed"]:
                return self.tr("Concealed kong (4 each)")
            return self.tr("Exposed kong (2 each)")
        if kind == "animal_pair":
            return self.tr("Cat and Rat") if record["pair"] == "cat_rat" else self.tr("Rooster and Centipede")
        if kind == "own_flower_season":
            return self.tr("Own flower and season")
        return self.tr("Complete set of %1").replace("%1", {"animals": self.tr("animals"),
                                                            "flowers": self.tr("flowers"),
                                                            "seasons": self.tr("seasons")}[record["set"]])

    def _chooser(self, record: dict[str, Any], kept: Any) -> QWidget | None:
        if record["kind"] == "kong" and not record["concealed"]:
            combo = QComboBox()
            combo.addItem(self.tr("claimed from: not recorded"), None)
            for other in SEAT_WINDS:
                if other != self.wind:
                    combo.addItem(self.tr("claimed from %1").replace("%1", other), other)
            combo.setCurrentIndex(max(combo.findData(kept), 0))
            combo.currentIndexChanged.connect(self._chosen)
            return combo
        if "dealt" in record:
            box = QCheckBox(self.tr("dealt"))
            box.setChecked(bool(kept))
            box.toggled.connect(self._chosen)
            return box
        return None

    def show_hand(self, hand_text: str) -> None:
        """List the payments the hand calls for (nothing while it does not read)."""
        try:
            records = implied_instant(parse_hand(hand_text), self.wind)
        except EngineError:
            records = []
        self._remember()
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.rows = []
        seen: dict[tuple[str, str], int] = {}
        for row, record in enumerate(records):
            number = seen.setdefault(_key(record, 0)[:2], 0)
            seen[_key(record, 0)[:2]] = number + 1
            chooser = self._chooser(record, self._kept.get(_key(record, number)))
            self.grid.addWidget(QLabel(self._name(record)), row, 0)
            if chooser is not None:
                self.grid.addWidget(chooser, row, 1)
            self.rows.append((record, chooser))
        self.setVisible(bool(records))

    def _remember(self) -> None:
        seen: dict[tuple[str, str], int] = {}
        for record, chooser in self.rows:
            number = seen.get(_key(record, 0)[:2], 0)
            seen[_key(record, 0)[:2]] = number + 1
            if isinstance(chooser, QComboBox):
                self._kept[_key(record, number)] = chooser.currentData()
            elif isinstance(chooser, QCheckBox):
                self._kept[_key(record, number)] = chooser.isChecked()

    def _chosen(self) -> None:
        self._remember()
        self.edited.emit()

    def records(self) -> list[dict[str, Any]]:
        """The seat's "instant" list as docs/notation.md writes it."""
        out = []
        for record, chooser in self.rows:
            record = dict(record)
            if isinstance(chooser, QComboBox) and chooser.currentData():
                record["from"] = chooser.currentData()
            elif isinstance(chooser, QCheckBox):
                record["dealt"] = chooser.isChecked()
            out.append(record)
        return out

    def load(self, records: list[dict[str, Any]]) -> None:
        """Take the referee's choices from stored records (call before the hand is shown)."""
        seen: dict[tuple[str, str], int] = {}
        for record in records:
            number = seen.get(_key(record, 0)[:2], 0)
            seen[_key(record, 0)[:2]] = number + 1
            self._kept[_key(record, number)] = record.get("from") if record["kind"] == "kong" \
                else record.get("dealt")
