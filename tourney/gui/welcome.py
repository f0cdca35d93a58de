"""What the window shows with no tournament open: start a new one, open one, a recent one, or the demo."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget


class WelcomePanel(QWidget):
    """Three buttons and the recent files; a double-click (or Enter) on a recent file opens it."""

    recent_chosen = Signal(str)

    def __init__(self, new: Callable[[], object], open_: Callable[[], object], demo: Callable[[], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(self.tr("Welcome to tourney"))
        title.setStyleSheet("font-size: 20px; font-weight: bold;")
        hint = QLabel(self.tr("Start a tournament, open one you have, or look around the demo."))
        hint.setWordWrap(True)
        self.new_button = QPushButton(self.tr("New tournament…"))
        self.open_button = QPushButton(self.tr("Open…"))
        self.demo_button = QPushButton(self.tr("Open the demo"))
        for button, slot in ((self.new_button, new), (self.open_button, open_), (self.demo_button, demo)):
            button.setMinimumHeight(36)
            button.clicked.connect(lambda _checked=False, s=slot: s())
        self.recent_title = QLabel(self.tr("Recent files"))
        self.recent_title.setStyleSheet("font-weight: bold;")
        self.recent = QListWidget()
        self.recent.itemActivated.connect(
            lambda item: self.recent_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        column = QVBoxLayout()
        for widget in (title, hint, self.new_button, self.open_button, self.demo_button, self.recent_title,
                       self.recent):
            column.addWidget(widget)
        column.addStretch(1)  # what is left goes under the list, not between the buttons
        box = QWidget()
        box.setLayout(column)
        box.setMinimumWidth(440)
        box.setMaximumWidth(560)
        layout = QVBoxLayout(self)
        layout.addSpacing(40)
        layout.addWidget(box, 1, Qt.AlignmentFlag.AlignHCenter)

    def show_recent(self, files: list[str]) -> None:
        """The recent files that still exist, newest first: the file's name, its folder beside it."""
        self.recent.clear()
        for path in (Path(p) for p in files):
            if path.exists():
                item = QListWidgetItem(f"{path.name}   —   {path.parent}")
                item.setData(Qt.ItemDataRole.UserRole, str(path))
                item.setToolTip(str(path))
                self.recent.addItem(item)
        none = self.recent.count() == 0
        self.recent_title.setVisible(not none)
        self.recent.setVisible(not none)
