"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from tourney.gui import faults, i18n
from tourney.gui.main_window import MainWindow

__all__ = ["MainWindow", "run"]


def run(file: str | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    app.setOrganizationName("tourney")
    app.setApplicationName("tourney")
    i18n.install()
    faults.install()
    window = MainWindow(file)
    window.show()
    return app.exec()
