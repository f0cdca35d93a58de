"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class MainWindow(QMainWindow):
    """The referee's main window (a placeholder until the GUI issue lands)."""

    def __init__(self, file: str | None = None) -> None:
        super().__init__()
        self.setWindowTitle(f"tourney — {file}" if file else "tourney")
        label = QLabel(self.tr("tourney: open or create a tournament (coming soon)"))
        label.setMargin(24)
        self.setCentralWidget(label)
        self.resize(900, 600)


def run(file: str | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow(file)
    window.show()
    return app.exec()
