"""A QR code drawn in the window (the same dots as on the score sheets and cards)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from tourney.export.table_qr import qr_modules


def qr_pixmap(text: str, size: int = 180) -> QPixmap:
    """The QR code of ``text``, ``size`` pixels square, with a light border around it."""
    modules = qr_modules(text)
    count = len(modules) + 4
    scale = max(1, size // count)
    pixmap = QPixmap(count * scale, count * scale)
    pixmap.fill(QColor("white"))
    painter = QPainter(pixmap)
    for r, row in enumerate(modules):
        for c, dark in enumerate(row):
            if dark:
                painter.fillRect((c + 2) * scale, (r + 2) * scale, scale, scale, QColor("black"))
    painter.end()
    return pixmap


class QrLabel(QLabel):
    """Shows the QR code of a text (empty text: nothing)."""

    def __init__(self, size: int = 180, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.size_px = size
        self.text_shown = ""
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(size, size)

    def show_text(self, text: str) -> None:
        self.text_shown = text
        if text:
            self.setPixmap(qr_pixmap(text, self.size_px))
        else:
            self.clear()
