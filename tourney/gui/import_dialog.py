"""Import players from a CSV list: a preview of who would be added and of every bad row first.

The preview imports the list into a throw-away copy in memory (same players, same checks), so
the referee sees exactly what the real import will do before the file changes.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.forms import error_label, ok_cancel
from tourney.gui.messages import spoken
from tourney.gui.session import Session


def dry_run(session: Session, data: bytes) -> services.ImportReport:
    """What importing ``data`` would do, tried on an in-memory copy of the players."""
    info = session.read(services.tournament)
    copy = services.create_tournament(None, name=info.name, ruleset=info.ruleset, rounds=1)
    try:
        for p in session.read(services.players):
            services.add_player(copy, p.name, club=p.club, country=p.country, federation_id=p.federation_id,
                                team=p.team)
        return services.import_players_csv(copy, data, skip_bad=True)
    finally:
        copy.close()


class ImportDialog(QDialog):
    """Shows the rows of a list, the bad ones in red with why; OK imports."""

    def __init__(self, session: Session, path: str | Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.data = Path(path).read_bytes()
        self.setWindowTitle(self.tr("Import players from %1").replace("%1", Path(path).name))
        self.summary = QLabel()
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Line"), self.tr("Name"), self.tr("Club"),
                                              self.tr("Problem")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.skip_bad = QCheckBox(self.tr("Import the good rows and leave out the bad ones"))
        self.error = error_label()
        buttons, self.ok_button = ok_cancel(self, self.tr("Import"))
        self.skip_bad.toggled.connect(self._update_ok)
        layout = QVBoxLayout(self)
        for widget in (self.summary, self.table, self.skip_bad, self.error, buttons):
            layout.addWidget(widget)
        self.resize(720, 460)
        self.report: services.ImportReport | None = None
        self._preview()

    def _preview(self) -> None:
        try:
            self.report = dry_run(self.session, self.data)
        except TourneyError as error:
            self.summary.setText(spoken(error.message))
            self.ok_button.setEnabled(False)
            self.skip_bad.hide()
            return
        report = self.report
        rows: list[tuple[int | None, str, str, str]] = [(b.line, "", "", spoken(b.reason))
                                                         for b in report.bad_rows]
        rows += [(None, p.name, p.club, "") for p in report.added]
        self.table.setRowCount(len(rows))
        for row, (line, name, club, problem) in enumerate(rows):
            for column, value in enumerate((line or "", name, club, problem)):
                item = QTableWidgetItem(str(value))
                if problem:
                    item.setForeground(QBrush(QColor("#b00020")))
                self.table.setItem(row, column, item)
        self.summary.setText(self.tr("%1 players to import, %2 bad rows")
                             .replace("%1", str(len(report.added))).replace("%2", str(len(report.bad_rows))))
        self.skip_bad.setVisible(bool(report.bad_rows))
        self._update_ok()

    def _update_ok(self) -> None:
        report = self.report
        ok = report is not None and bool(report.added) and (not report.bad_rows or self.skip_bad.isChecked())
        self.ok_button.setEnabled(ok)

    def accept(self) -> None:
        try:
            self.session.call(services.import_players_csv, self.data, skip_bad=self.skip_bad.isChecked())
        except TourneyError as error:
            self.error.setText(spoken(error.message))
            self.error.show()
            return
        super().accept()
