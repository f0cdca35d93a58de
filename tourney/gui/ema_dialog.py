"""Print/Export > EMA results…: the rows' problems listed first, then the file written (or written anyway).

The rows and their checks come from :mod:`tourney.services.ema_export`, the same as
`tourney export ema`: an EMA number not of 8 digits, a country the EMA does not know, scores not
adding up to zero. The countries written as codes are listed too, in grey.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney.errors import TourneyError
from tourney.gui.forms import error_label
from tourney.gui.messages import spoken
from tourney.gui.session import Session
from tourney.services import ema_export

_PROBLEM, _NOTE = QColor("#b00020"), QColor("#555555")


class EmaDialog(QDialog):
    """The EMA file's check; Export… when every row is right, Export anyway… when some are not."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.written: Path | None = None
        self.setWindowTitle(self.tr("EMA results"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Row"), self.tr("Player"), self.tr("What")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.error = error_label()
        self.done_label = QLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.export_button = QPushButton(self.tr("Export…"))
        self.anyway_button = QPushButton(self.tr("Export anyway…"))
        for button, anyway in ((self.export_button, False), (self.anyway_button, True)):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda _checked=False, a=anyway: self.export(anyway=a))
        layout = QVBoxLayout(self)
        for widget in (self.summary, self.table, self.error, self.done_label, buttons):
            layout.addWidget(widget)
        self.resize(860, 600)
        self.check: ema_export.EmaExport | None = None
        self.refresh()

    def refresh(self) -> None:
        try:
            self.check = self.session.read(ema_export.ema_export)
        except TourneyError as error:
            self.summary.setText(spoken(error.message))
            self.export_button.setEnabled(False)
            self.anyway_button.hide()
            return
        check = self.check
        lines = [(p, _PROBLEM) for p in check.problems] + [(p, _NOTE) for p in check.mapped]
        self.table.setRowCount(len(lines))
        for index, (line, colour) in enumerate(lines):
            row = self.tr("all") if line.row is None else str(line.row)
            for column, text in enumerate((row, line.player, spoken(line.what))):
                item = QTableWidgetItem(text)
                item.setForeground(QBrush(colour))
                self.table.setItem(index, column, item)
        if check.problems:
            self.summary.setText(self.tr("%1 problem(s) in the %2 rows: correct them in the Players tab, "
                                         "or export the file anyway as it is.")
                                 .replace("%1", str(len(check.problems))).replace("%2", str(len(check.rows))))
        else:
            ready = self.tr("All %1 rows are ready for the EMA.")
            self.summary.setText(ready.replace("%1", str(len(check.rows))))
        self.export_button.setEnabled(not check.problems)
        self.anyway_button.setVisible(bool(check.problems))

    def ask_file(self) -> Path | None:
        assert self.session.path is not None
        proposed = self.session.path.with_name(f"{self.session.path.stem}-ema.csv")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the EMA results"), str(proposed),
                                              self.tr("CSV (*.csv)"))
        return Path(path) if path else None

    def export(self, *, anyway: bool = False) -> Path | None:
        path = self.ask_file()
        if path is None:
            return None
        self.error.hide()
        try:
            self.session.read(ema_export.write_ema, path, anyway=anyway)
        except TourneyError as error:
            self.error.setText(spoken(error.message))
            self.error.show()
            return None
        self.written = path
        self.done_label.setText(self.tr("Written: %1").replace("%1", str(path)))
        return path
