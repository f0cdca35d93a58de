"""What the display board paints: one screen (timer, seating page or standings page) in large type.

Everything is laid out on a 1920×1080 page and scaled to the window, so the type keeps its size
relative to the projected picture whatever the projector's resolution. Black on white, the most
legible on a projector in a lit room; the end of the round flashes red.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

WIDTH, HEIGHT = 1920.0, 1080.0
INK, PAPER, ACCENT, ALARM, MUTED = "#111111", "#ffffff", "#0b3d91", "#c40000", "#666666"
ZONE_INK = {"warning": "#a35200", "hurry": ALARM, "over": ALARM}  # amber under the first mark, then red
_family: str | None = None


@dataclass(frozen=True)
class Screen:
    """One picture of the board, in plain values (the tests read these)."""

    title: str
    corner: str = ""  # the time left, small, on the seating and standings pages
    big: str = ""  # the timer
    status: str = ""  # under the timer: paused, time is up
    message: str = ""  # a sentence in the middle (standings hidden, nothing drawn)
    tables: list[tuple[str, list[tuple[str, str]]]] = field(default_factory=list)  # heading, (wind, name)
    rows: list[tuple[str, str, str, str]] = field(default_factory=list)  # rank, name, points, score
    headers: tuple[str, str, str, str] = ("", "", "", "")
    footer: str = ""
    flash: bool = False
    calm: bool = False  # the status is no alarm (Ready before the first start): in blue, not red
    zone: str = ""  # the room's clock: "", normal, warning, hurry, over (the timer's colour)
    note: str = ""  # under the timer: the tables with extra time


def board_font_family() -> str:
    """DejaVu Sans from the bundled resources (the same glyphs on every machine), else the default."""
    global _family
    if _family is None:
        _family = QFont().family()
        try:
            from tourney.resource_files import resources_dir

            for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
                font_id = QFontDatabase.addApplicationFont(str(resources_dir() / "fonts" / name))
                if font_id >= 0:
                    _family = QFontDatabase.applicationFontFamilies(font_id)[0]
        except FileNotFoundError:
            pass
    return _family


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont(board_font_family())
    font.setPixelSize(int(size))
    font.setBold(bold)
    return font


def fit(text: str, font: QFont, box: QRectF) -> bool:
    """Make ``font`` small enough for ``text`` in ``box``: a long name shrinks a little, then goes on
    two lines of its box (True: wrap it), never cut."""
    while QFontMetricsF(font).horizontalAdvance(text) > box.width() and font.pixelSize() > 30:
        font.setPixelSize(font.pixelSize() - 2)
    if QFontMetricsF(font).horizontalAdvance(text) <= box.width() or " " not in text:
        return False
    font.setPixelSize(max(int(box.height() / 2.4), 12))
    return True


class BoardCanvas(QWidget):
    """Paints the screen the board gives it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown = Screen("")
        self.setMinimumSize(480, 270)

    def show_screen(self, screen: Screen) -> None:
        if screen != self.shown:
            self.shown = screen
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        s = self.shown
        painter.fillRect(self.rect(), QColor(ALARM if s.flash else PAPER))
        scale = min(self.width() / WIDTH, self.height() / HEIGHT)
        painter.translate((self.width() - WIDTH * scale) / 2, (self.height() - HEIGHT * scale) / 2)
        painter.scale(scale, scale)
        ink = QColor(PAPER if s.flash else INK)
        left = Qt.AlignmentFlag.AlignLeft
        self._text(painter, QRectF(60, 30, 1400, 110), s.title, _font(80, True), ink, left)
        self._text(painter, QRectF(1400, 30, 460, 110), s.corner, _font(80, True),
                   QColor(ZONE_INK.get(s.zone, ACCENT)),
                   Qt.AlignmentFlag.AlignRight)
        if s.big:
            if s.zone in ZONE_INK and not s.flash:  # a band in the zone's colour across the top
                painter.fillRect(QRectF(0, 0, WIDTH, 16), QColor(ZONE_INK[s.zone]))
            big_ink = ink if s.flash else QColor(ZONE_INK.get(s.zone, INK))
            self._text(painter, QRectF(0, 180, WIDTH, 620), s.big, _font(440, True), big_ink)
            self._text(painter, QRectF(0, 800, WIDTH, 150), s.status, _font(110, True),
                       QColor(PAPER if s.flash else ACCENT if s.calm else ALARM))
            self._text(painter, QRectF(60, 950, WIDTH - 120, 100), s.note, _font(64, True), ink)
        if s.message:
            self._text(painter, QRectF(100, 300, WIDTH - 200, 400), s.message, _font(90, True), ink,
                       wrap=True)
        self._tables(painter, s.tables)
        self._rows(painter, s)
        self._text(painter, QRectF(60, 1000, WIDTH - 120, 70), s.footer, _font(44), QColor(MUTED),
                   Qt.AlignmentFlag.AlignRight)
        painter.end()

    def _tables(self, painter: QPainter, tables: list[tuple[str, list[tuple[str, str]]]]) -> None:
        """Up to six tables, two columns by three rows, each a heading and four seats."""
        for number, (heading, seats) in enumerate(tables):
            left, top = 60 + (number % 2) * 920, 160 + (number // 2) * 280
            painter.fillRect(QRectF(left, top, 880, 262), QColor("#eef2fa"))
            self._text(painter, QRectF(left + 20, top + 4, 840, 64), heading, _font(54, True),
                       QColor(ACCENT), Qt.AlignmentFlag.AlignLeft)
            for line, (wind, name) in enumerate(seats):
                y = top + 70 + line * 47
                self._text(painter, QRectF(left + 20, y, 200, 47), wind, _font(40, True), QColor(MUTED),
                           Qt.AlignmentFlag.AlignLeft)
                self._text(painter, QRectF(left + 220, y, 640, 47), name, _font(42, True), QColor(INK),
                           Qt.AlignmentFlag.AlignLeft)

    def _rows(self, painter: QPainter, s: Screen) -> None:
        """The standings: twelve lines of rank, name, points and score."""
        if not s.rows:
            return
        columns = ((60, 180, Qt.AlignmentFlag.AlignRight), (300, 1020, Qt.AlignmentFlag.AlignLeft),
                   (1340, 240, Qt.AlignmentFlag.AlignRight), (1600, 260, Qt.AlignmentFlag.AlignRight))
        for (x, width, align), text in zip(columns, s.headers, strict=True):
            self._text(painter, QRectF(x, 160, width, 60), text, _font(40, True), QColor(MUTED), align)
        for line, row in enumerate(s.rows):
            y = 225 + line * 64
            if line % 2 == 0:
                painter.fillRect(QRectF(40, y, WIDTH - 80, 64), QColor("#eef2fa"))
            for (x, width, align), text in zip(columns, row, strict=True):
                self._text(painter, QRectF(x, y, width, 64), text, _font(48, True), QColor(INK), align)

    @staticmethod
    def _text(painter: QPainter, box: QRectF, text: str, font: QFont, color: QColor,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter, wrap: bool = False) -> None:
        if not text:
            return
        if not wrap:
            wrap = fit(text, font, box)
        painter.setFont(font)
        painter.setPen(color)
        flags = align | Qt.AlignmentFlag.AlignVCenter | (Qt.TextFlag.TextWordWrap if wrap else 0)
        painter.drawText(box, int(flags), text)
