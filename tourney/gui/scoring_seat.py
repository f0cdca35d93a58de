"""One seat of a deal being entered: its hand in the notation, whether and how it won, its flags.

The hand is checked as the referee types (:func:`~tourney.notation.parse_hand`); the engine's
complaints about the seat are shown under it by the dialog (:meth:`SeatEditor.show_error`), and
the engine's score for the seat with its itemised explanation under that.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tourney.errors import EngineError
from tourney.gui.forms import error_label
from tourney.gui.scoring_extras import InstantEditor
from tourney.gui.scoring_flags import flag_name, is_riichi, item_text, win_flags
from tourney.gui.scoring_preview import referee_words
from tourney.gui.scoring_riichi import (
    JAPANESE_FLAGS,
    RiichiMarks,
    plain_fives,
    riichi_score,
)
from tourney.gui.tile_palette import hand_with_tile, wrap_last
from tourney.notation import parse_hand, parse_tile
from tourney.rules import get_ruleset
from tourney.rules.result import SEAT_WINDS
from tourney.tiles import Tile


class SeatEditor(QGroupBox):
    """The fields of one deal seat wind (E, S, W or N)."""

    edited = Signal()
    focused = Signal(str)  # the seat wind, when the referee starts editing this seat

    def __init__(self, wind: str, ruleset_id: str, parent: QWidget | None = None,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.wind = wind
        self.riichi = is_riichi(ruleset_id)
        self.hand = QLineEdit()
        self.hand.setPlaceholderText(self.tr("e.g. 234m 55p 678p [RdRdRd] 23s") if self.riichi
                                     else self.tr("e.g. [555s] RdRdRd 234p [678m] SS 2f"))
        self.hand.setClearButtonEnabled(True)
        self.hand_error = error_label()
        self.winner = QCheckBox(self.tr("Wins (agari)") if self.riichi else self.tr("Mah Jong"))
        self.tile = QLineEdit()
        self.tile.setPlaceholderText(self.tr("tile"))
        self.tile.setMaximumWidth(60)
        self.source = QComboBox()
        self.source.addItem(self.tr("tsumo (self-drawn)") if self.riichi else self.tr("self-drawn"), "self")
        for other in SEAT_WINDS:
            if other != wind:
                self.source.addItem((self.tr("ron on the discard of %1") if self.riichi
                                     else self.tr("discard of %1")).replace("%1", other), other)
        self.flags = {flag: QCheckBox(flag_name(flag, self.riichi)) for flag in win_flags(ruleset_id)}
        if self.riichi:  # the Japanese name on the box (one row of seven), what it means in the tooltip
            for flag, box in self.flags.items():
                box.setText(JAPANESE_FLAGS[flag])
                box.setToolTip(flag_name(flag, self.riichi))
        fields = get_ruleset(ruleset_id).seat_fields
        self.dead = QCheckBox(self.tr("Dead hand")) if "dead" in fields else None
        # MCR-P01: a false Mah Jong costs the tournament's penalty, shared by the other three
        self.false_mahjong = QCheckBox(self.tr("False Mah Jong")) if ruleset_id == "mcr" else None
        self._false_mahjong_cost = ((options or {}).get("false_mahjong_penalty")
                                    or get_ruleset(ruleset_id).option("false_mahjong_penalty").default
                                    if self.false_mahjong is not None else 0)
        self.instant = InstantEditor(wind) if "instant" in fields else None
        self.marks = RiichiMarks() if "riichi" in fields else None
        self.matches = QLabel()
        self.matches.setWordWrap(True)
        self.matches.hide()
        self.player = QLabel()
        self.player.setWordWrap(True)  # a 40-character name wraps in the seat's column
        self.player.setStyleSheet("font-weight: bold;")
        self.player_name = ""
        self.score = QLabel()
        self.score.setStyleSheet("font-weight: bold;")
        self.score.setWordWrap(True)
        self.net = QLabel()
        self.items = QLabel()
        self.items.setWordWrap(True)
        self.items.setStyleSheet("color: #444;")
        self.items.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._layout()
        self.hand.textChanged.connect(self._changed)
        self.tile.textChanged.connect(self._changed)
        self.winner.toggled.connect(self._changed)
        self.source.currentIndexChanged.connect(self._changed)
        for box in self.flags.values():
            box.toggled.connect(self._changed)
        for mark in (self.dead, self.false_mahjong):
            if mark is not None:
                mark.toggled.connect(self._changed)
        if self.instant is not None:
            self.instant.edited.connect(self.edited)
        if self.marks is not None:
            self.marks.edited.connect(self.edited)
        self.draw = False  # riichi: the deal is an exhaustive draw (tenpai is asked)
        self._hand_problem: str | None = None
        self._engine_problem: str | None = None
        self._recent: list[Tile] | None = []  # tiles clicked since the last wrap; None: typed
        self.hand.textEdited.connect(self._typed)
        for field in (self.hand, self.tile):
            field.installEventFilter(self)
        self._changed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self.focused.emit(self.wind)
        return super().eventFilter(watched, event)

    def _typed(self) -> None:
        self._recent = None

    def add_tile(self, tile: Tile) -> None:
        """Add a tile clicked on the palette: the winning tile while that field is being filled."""
        if self.tile.hasFocus():
            self.tile.setText(tile.code)
            return
        self.hand.setText(hand_with_tile(self.hand.text(), tile))
        if not tile.is_bonus:
            self._recent = [*(self._recent or []), tile]

    def add_red_five(self, code: str) -> None:
        """Add a red five (0m 0p 0s): written as clicked, as the canonical form has no red fives."""
        if self.tile.hasFocus():
            self.tile.setText(code)
            return
        self.hand.setText(f"{self.hand.text().rstrip()} {code}".strip())
        self._recent = None

    def set_draw(self, draw: bool) -> None:
        """Riichi: whether the deal is an exhaustive draw, where each seat's tenpai is asked."""
        self.draw = draw
        if self.marks is not None:
            self.marks.set_draw(draw)

    def wrap(self, exposed: bool) -> bool:
        """Show the last tiles entered as an exposed meld or a concealed kong; False if they make none."""
        text = wrap_last(self.hand.text(), self._recent, exposed)
        if text is None:
            return False
        self.hand.setText(text)
        self._recent = []
        return True

    def _layout(self) -> None:
        """One column of four side by side: the fields on top, the itemised score taking what is left."""
        column = QVBoxLayout(self)
        column.setSpacing(3)
        column.addWidget(self.player)
        hand_row = QHBoxLayout()
        hand_row.addWidget(QLabel(self.tr("Hand")))
        hand_row.addWidget(self.hand, 1)
        column.addLayout(hand_row)
        if self.marks is not None:
            column.addWidget(self.marks)
        column.addWidget(self.hand_error)
        win_row = QHBoxLayout()
        win_row.addWidget(self.winner)
        win_row.addWidget(QLabel(self.tr("on")))
        win_row.addWidget(self.tile)
        win_row.addStretch(1)
        column.addLayout(win_row)
        column.addWidget(self.source)
        flags = QGridLayout()  # two a row (riichi's short Japanese names: three), in a quarter of the screen
        flags.setVerticalSpacing(0)
        per_row = 3 if self.riichi else 2
        for position, box in enumerate(self.flags.values()):
            flags.addWidget(box, position // per_row, position % per_row)
        column.addLayout(flags)
        for extra in (self.dead, self.false_mahjong):
            if extra is not None:
                column.addWidget(extra)
        if self.instant is not None:
            self.instant_label = QLabel(self.tr("Instant"))
            column.addWidget(self.instant_label)
            column.addWidget(self.instant)
        column.addWidget(self.score)
        column.addWidget(self.net)
        column.addWidget(self.matches)
        # the itemised score takes the rest of the column; it scrolls only when even that is too short
        self.items_area = QScrollArea()
        self.items_area.setWidget(self.items)
        self.items_area.setWidgetResizable(True)
        self.items_area.setFrameShape(QFrame.Shape.NoFrame)
        self.items_area.setStyleSheet(
            "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.items_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.items_area.setMinimumHeight(self.items.fontMetrics().lineSpacing() * 3 + 4)
        column.addWidget(self.items_area, 1)

    def set_title(self, wind_name: str, player: str) -> None:
        """The seat's wind on the frame, the player's name under it (a long name wraps, never cut)."""
        self.setTitle(wind_name)
        self.player.setText(player)
        self.player.setVisible(bool(player))
        self.player_name = player

    def title(self) -> str:
        """The seat as the palette names it: its wind and its player."""
        wind = QGroupBox.title(self)
        return f"{wind} — {self.player_name}" if self.player_name else wind

    def show_net(self, net: int | None) -> None:
        self.net.setText("" if net is None else self.tr("Net %1").replace("%1", f"{net:+d}"))

    def _changed(self) -> None:
        won = self.winner.isChecked()
        for widget in (self.tile, self.source, *self.flags.values()):
            widget.setEnabled(won)
        for box in self.flags.values():  # only the winner's column shows how it won
            box.setVisible(won)
        self._hand_problem = self._local_problem()
        self._engine_problem = None
        if self.instant is not None:
            self.instant.show_hand(self.hand.text())
            self.instant_label.setVisible(bool(self.instant.rows))
        self._show()
        self.edited.emit()

    def _local_problem(self) -> str | None:
        try:
            hand, tile = self.hand.text(), self.tile.text().strip()
            if self.riichi:  # red fives: the engine says whether the preset plays them
                hand, tile = plain_fives(hand), plain_fives(tile)
            parse_hand(hand)
            if self.winner.isChecked() and tile:
                parse_tile(tile, self.tr("the winning tile"))
        except EngineError as error:
            return error.message
        return None

    @property
    def valid(self) -> bool:
        """Whether the hand and winning tile read as notation (the engine may still refuse them)."""
        return self._hand_problem is None

    def show_error(self, message: str | None) -> None:
        """Show the engine's complaint about this seat (None: none)."""
        self._engine_problem = message
        self._show()

    def error(self) -> str:
        return self.hand_error.text() if self.hand_error.isVisibleTo(self) else ""

    def _show(self) -> None:
        problem = self._hand_problem or self._engine_problem
        self.hand_error.setText(referee_words(problem) if problem else "")
        self.hand_error.setVisible(problem is not None)

    def show_score(self, seat: dict[str, Any] | None, card_place: Any = None) -> None:
        """Show the engine's result for this seat (None: clear); ``card_place`` names an American card
        hand by its section and line."""
        if not seat:
            self.score.clear()
            self.items.clear()
            return
        if self.riichi:
            score, items = riichi_score(seat)
            self.score.setText(score)
            self.items.setText(items)
            return
        limit = f" — {seat['limit']}" if seat.get("limit") else ""
        if seat.get("card_hand") and card_place is not None:
            limit += " — " + card_place(seat["card_hand"])
        if seat.get("below_minimum"):  # MCR-R03
            limit += " — " + self.tr("under the 8-point minimum (flowers not counted): a false Mah Jong")
        self.score.setText(self.tr("Score %1").replace("%1", str(seat["score"])) + limit)
        self.items.setText("\n".join(item_text(item) for item in seat.get("items", [])))

    def load(self, seat: dict[str, Any]) -> None:
        """Fill the fields from a deal's seat JSON."""
        if self.instant is not None:
            self.instant.load(seat.get("instant", []))
        if self.dead is not None:
            self.dead.setChecked(bool(seat.get("dead")))
        if self.marks is not None:
            self.marks.load(seat)
        if self.false_mahjong is not None:
            self.false_mahjong.setChecked(bool(seat.get("penalty")))
        self.hand.setText(seat.get("hand", ""))
        win = seat.get("win")
        self.winner.setChecked(win is not None)
        self.tile.setText((win or {}).get("tile", ""))
        index = self.source.findData((win or {}).get("from", "self"))
        self.source.setCurrentIndex(max(index, 0))
        for flag, box in self.flags.items():
            box.setChecked(flag in (win or {}).get("flags", []))

    def seat_json(self) -> dict[str, Any]:
        """The seat as docs/notation.md writes it."""
        seat: dict[str, Any] = {"hand": self.hand.text().strip()}
        if self.winner.isChecked():
            seat["win"] = {"tile": self.tile.text().strip(), "from": self.source.currentData(),
                           "flags": [flag for flag, box in self.flags.items() if box.isChecked()]}
        if self.dead is not None and self.dead.isChecked():
            seat["dead"] = True
        if self.false_mahjong is not None and self.false_mahjong.isChecked():
            seat["penalty"] = self._false_mahjong_cost
        if self.instant is not None and self.instant.records():
            seat["instant"] = self.instant.records()
        if self.marks is not None:
            seat.update(self.marks.fields(self.draw))
        return seat

    def show_matches(self, matches: list[str] | None) -> None:
        """American: the card hands this hand matches (None: clear)."""
        self.matches.setVisible(matches is not None)
        if matches is None:
            self.matches.clear()
        else:
            self.matches.setText(self.tr("Card hands matched: %1").replace("%1", ", ".join(matches) or "—"))
