"""The tile palette of the scoring dialog: our tile artwork as buttons, and the hand edits they make.

A click appends the tile to the hand of the seat being entered, the hand kept in canonical
notation (:func:`hand_with_tile`). The wrap buttons turn the last tiles entered into an exposed meld
``[...]`` or a declared concealed kong ``(...)`` (:func:`wrap_last`). The buttons never take the
keyboard focus, so typing in the hand field and clicking tiles go together.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeySequence, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from tourney.errors import EngineError
from tourney.export.tile_art import tile_svg
from tourney.notation import format_hand, parse_hand, parse_tiles
from tourney.rules import get_ruleset
from tourney.tiles import ALL_TILES, Hand, Meld, Tile, meld_kind

ICON = QSize(27, 36)
EXPOSED_KEY = "Ctrl+M"
KONG_KEY = "Ctrl+K"


def palette_tiles(ruleset_id: str) -> list[list[Tile]]:
    """The tiles a ruleset plays with, one row per suit (honours together, bonus tiles together)."""
    suits = get_ruleset(ruleset_id).tile_suits
    rows: dict[str, list[Tile]] = {}
    for tile in ALL_TILES:
        if tile.suit in suits:
            row = "h" if tile.suit in "wd" else "b" if tile.suit in "fyaFJ" else tile.suit
            rows.setdefault(row, []).append(tile)
    return list(rows.values())


def hand_with_tile(text: str, tile: Tile) -> str:
    """``text`` with ``tile`` added, in canonical notation (just appended while the text does not read)."""
    joined = f"{text.rstrip()} {tile.code}".strip()
    try:
        return format_hand(parse_hand(joined))
    except EngineError:
        return joined


def _meld_suffix(tiles: Sequence[Tile], exposed: bool) -> tuple[Tile, ...] | None:
    """The longest run of the last tiles that is a meld (a concealed one must be a kong)."""
    for size in (6, 5, 4, 3):
        if len(tiles) < size:
            continue
        last = tuple(tiles[-size:])
        kind = meld_kind(last)
        if kind and (exposed or kind == "kong"):
            return last
    return None


def _last_word_tiles(text: str) -> list[Tile]:
    words = text.split()
    if not words or words[-1][0] in "[(" or words[-1][-1] in ")]":
        return []
    try:
        return [t for t in parse_tiles(words[-1]) if not t.is_bonus]
    except EngineError:
        return []


def wrap_last(text: str, recent: Sequence[Tile] | None, exposed: bool) -> str | None:
    """``text`` with its last tiles shown as a meld, or None when they make none.

    ``recent`` are the tiles clicked since the last wrap; None (the referee typed) takes the last
    word typed instead, so ``678m`` then the shortcut gives ``[678m]``.
    """
    tiles = _last_word_tiles(text) if recent is None else list(recent)
    meld = _meld_suffix(tiles, exposed)
    if meld is None:
        return None
    try:
        hand = parse_hand(text)
    except EngineError:
        return None
    concealed = list(hand.concealed)
    for tile in meld:
        if tile not in concealed:
            return None
        concealed.remove(tile)
    return format_hand(Hand(tuple(concealed), (*hand.melds, Meld(meld, exposed)), hand.bonus))


def tile_icon(tile: Tile, lang: str = "en") -> QIcon:
    """Our artwork of ``tile`` as an icon, drawn at twice the button size for sharp scaling."""
    renderer = QSvgRenderer(QByteArray(tile_svg(tile, lang).encode()))
    pixmap = QPixmap(ICON * 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
    painter.end()
    return QIcon(pixmap)


class TilePalette(QWidget):
    """A button for every tile of the ruleset, and the two wrap buttons."""

    tile_clicked = Signal(object)  # the Tile
    wrap_requested = Signal(bool)  # True: exposed meld [...], False: concealed kong (...)
    red_five_clicked = Signal(str)  # riichi's red fives: "0m", "0p" or "0s"

    def __init__(self, ruleset_id: str, lang: str = "en", parent: QWidget | None = None,
                 red_fives: bool = False) -> None:
        super().__init__(parent)
        self.buttons: dict[str, QToolButton] = {}
        self.target = QLabel()
        self.target.setWordWrap(True)  # a long name wraps beside the tiles
        self.target.setMaximumWidth(170)
        grid = QGridLayout()
        grid.setSpacing(2)
        for row, tiles in enumerate(palette_tiles(ruleset_id)):
            for column, tile in enumerate(tiles):
                grid.addWidget(self._tile_button(tile, lang), row % 3, column + (10 if row >= 3 else 0))
        if red_fives:  # at the end of each suit's row: the five with a red frame
            for row, suit in enumerate("mps"):
                grid.addWidget(self._red_five_button(suit, lang), row, 9)
        self.exposed = self._wrap_button(self.tr("[ ] Exposed meld"), EXPOSED_KEY, True)
        self.kong = self._wrap_button(self.tr("( ) Concealed kong"), KONG_KEY, False)
        side = QVBoxLayout()
        side.addWidget(self.target)
        side.addWidget(self.exposed)
        side.addWidget(self.kong)
        side.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addLayout(side)
        layout.addStretch(1)
        self.setToolTip(self.tr(
            "Click tiles to add them to the hand of the seat last edited. Or type in the hand field: "
            "digits then m, p or s (123m), E S W N, Rd Gd Wd, 1-4 then f, y or a for bonus tiles. "
            "%1 shows the last tiles as an exposed meld, %2 as a concealed kong.")
            .replace("%1", EXPOSED_KEY).replace("%2", KONG_KEY))

    def _tile_button(self, tile: Tile, lang: str) -> QToolButton:
        button = QToolButton()
        button.setIcon(tile_icon(tile, lang))
        button.setIconSize(ICON)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(tile.code)
        button.clicked.connect(lambda: self.tile_clicked.emit(tile))
        self.buttons[tile.code] = button
        return button

    def _red_five_button(self, suit: str, lang: str) -> QToolButton:
        code = f"0{suit}"
        button = QToolButton()
        button.setIcon(tile_icon(parse_tiles(f"5{suit}")[0], lang))
        button.setIconSize(ICON)
        button.setStyleSheet("QToolButton { border: 2px solid #c00; border-radius: 3px; }")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(self.tr("Red five (%1)").replace("%1", code))
        button.clicked.connect(lambda: self.red_five_clicked.emit(code))
        self.buttons[code] = button
        return button

    def _wrap_button(self, text: str, key: str, exposed: bool) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setShortcut(QKeySequence(key))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(self.tr("Show the last tiles entered as this meld (%1)").replace("%1", key))
        button.clicked.connect(lambda: self.wrap_requested.emit(exposed))
        return button

    def set_target(self, seat_name: str) -> None:
        self.target.setText(self.tr("Tiles go to: %1").replace("%1", seat_name))
