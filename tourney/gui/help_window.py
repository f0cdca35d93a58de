"""Help inside the window: the project's own docs (how to write a hand, a tournament day) shown as
they are written, with their pictures, from the ``docs`` folder beside the program's sources."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

DOCS = Path(__file__).resolve().parents[2] / "docs"
PAGES = {"notation": "notation.md", "day": "guide/tournament-day.md"}


class HelpWindow(QDialog):
    """One page of the docs, readable at 1366×768, links between pages followed inside."""

    def __init__(self, page: str, parent: QWidget | None = None, docs: Path = DOCS) -> None:
        super().__init__(parent)
        self.resize(980, 660)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        path = docs / PAGES[page]
        if path.is_file():
            self.browser.setSearchPaths([str(path.parent)])
            self.browser.setSource(QUrl.fromLocalFile(str(path)))
            self.setWindowTitle(self.browser.documentTitle() or path.stem)
        else:
            self.setWindowTitle(self.tr("Help"))
            self.browser.setPlainText(self.tr("The help page %1 is not installed with this copy of "
                                              "tourney.").replace("%1", str(path)))
