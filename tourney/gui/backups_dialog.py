"""File > Backups… and File > Restore…: the window's side of `tourney backups` and `tourney restore`.

The backups dialog shows where the open tournament's backups go (a USB stick may be chosen, or the
folder beside the file) and lists them. The restore dialog lists the backups of a file (the open
one, or one refused as damaged), lets the referee choose one by round or by itself, and copies it
into a NEW file, never over one, then offers to open it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui import messages
from tourney.gui.messages import fill
from tourney.gui.session import Session


class BackupsTable(QTableWidget):
    """The backups of one file, newest first: when, after which round, size, and what each holds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.backups: list[services.BackupInfo] = []
        self.setHorizontalHeaderLabels([self.tr("Taken"), self.tr("After"), self.tr("Size"),
                                        self.tr("What it holds"), self.tr("File")])
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.setWordWrap(False)

    def show_backups(self, backups: list[services.BackupInfo]) -> None:
        self.backups = list(reversed(backups))
        self.setRowCount(len(self.backups))
        for row, backup in enumerate(self.backups):
            for column, text in enumerate(self._cells(backup)):
                self.setItem(row, column, QTableWidgetItem(text))
        self.resizeColumnsToContents()
        self.horizontalHeader().setStretchLastSection(True)

    def _cells(self, b: services.BackupInfo) -> list[str]:
        # not after a round: taken by the first change made 10 minutes or more after the last backup
        after = (fill(self.tr("round %1"), str(b.after_round)) if b.after_round is not None
                 else self.tr("a change"))
        closed = (fill(self.tr("rounds closed: %1"), ", ".join(map(str, b.closed_rounds))) if b.closed_rounds
                  else self.tr("no round closed"))
        players = self.tr("1 player") if b.players == 1 else fill(self.tr("%1 players"), str(b.players))
        sheets = (self.tr("1 table sheet") if b.results == 1
                  else fill(self.tr("%1 table sheets"), str(b.results)))
        holds = f"{players} · {closed} · {sheets}"
        return [f"{b.taken_at:%Y-%m-%d %H:%M:%S}", after, b.size_text, holds, b.name]

    def chosen(self) -> services.BackupInfo | None:
        rows = self.selectionModel().selectedRows()
        return self.backups[rows[0].row()] if rows else None


class BackupsDialog(QDialog):
    """Where the open tournament's backups go (choose a folder, a USB stick say) and which there are."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("backups_dialog")
        self.setWindowTitle(self.tr("Backups"))
        self.resize(1060, 460)
        intro = QLabel(self.tr("A backup is taken as each round closes, and otherwise with the first change "
                               "made 10 minutes or more after the last backup. The last 10 are kept, and "
                               "one for each closed round."))
        intro.setWordWrap(True)
        self.folder = QLineEdit(str(session.read(services.backups_folder)))
        choose = QPushButton(self.tr("Choose a folder (a USB stick)…"))
        choose.clicked.connect(self.choose_folder)
        beside = QPushButton(self.tr("Beside the file"))
        beside.clicked.connect(lambda: self.set_folder(""))
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Backups folder:")))
        row.addWidget(self.folder, 1)
        row.addWidget(choose)
        row.addWidget(beside)
        self.table = BackupsTable(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.folder.editingFinished.connect(lambda: self.set_folder(self.folder.text()))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        assert self.session.path is not None
        self.table.show_backups(services.list_backups(self.session.path))

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Keep the backups in"), self.folder.text())
        if folder:
            self.set_folder(folder)

    def set_folder(self, folder: str) -> bool:
        """Keep the backups in ``folder`` from now on ('': beside the file); a refusal is shown."""
        try:
            chosen = self.session.call(services.set_backups_folder, folder)
        except TourneyError as error:
            messages.show_error(self, error)
            return False
        self.folder.setText(str(chosen))
        self.refresh()
        return True


class RestoreDialog(QDialog):
    """Copy a backup of ``path`` into a new file: chosen by round or by itself; then offer to open it."""

    def __init__(self, path: Path, opener: Callable[[Path], object] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path, self.opener = Path(path), opener
        self.setObjectName("restore_dialog")
        self.setWindowTitle(self.tr("Restore a backup"))
        self.resize(1060, 460)
        self.written: Path | None = None
        intro = QLabel(fill(self.tr("Backups of %1. Restoring writes a new file; no file is ever "
                                    "replaced."), str(self.path)))
        intro.setWordWrap(True)
        self.rounds = QComboBox()
        self.table = BackupsTable(self)
        self.table.show_backups(services.list_backups(self.path))
        rounds = sorted({b.after_round for b in self.table.backups if b.after_round is not None})
        self.rounds.addItem(self.tr("(choose a backup below)"), None)
        for number in rounds:
            self.rounds.addItem(fill(self.tr("End of round %1"), str(number)), number)
        self.rounds.currentIndexChanged.connect(lambda _i: self.choose_round(self.rounds.currentData()))
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Go back to:")))
        row.addWidget(self.rounds)
        row.addStretch(1)
        self.empty = QLabel(self.tr("There are no backups of this file yet."))
        self.empty.setVisible(not self.table.backups)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = buttons.addButton(self.tr("Restore into a new file…"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(False)
        self.table.itemSelectionChanged.connect(
            lambda: self.restore_button.setEnabled(self.table.chosen() is not None))
        buttons.accepted.connect(self.ask_restore)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)

    def choose_round(self, number: int | None) -> None:
        """Select the newest backup taken as round ``number`` closed (the list is newest first)."""
        for row, backup in enumerate(self.table.backups):
            if number is not None and backup.after_round == number:
                self.table.selectRow(row)
                return
        self.table.clearSelection()

    def ask_restore(self) -> None:
        backup = self.table.chosen()
        if backup is None:
            return
        suggested = self.path.with_name(f"{self.path.stem}-restored{self.path.suffix or '.tourney'}")
        out, _ = QFileDialog.getSaveFileName(self, self.tr("Restore into a new file"), str(suggested),
                                             self.tr("Tournaments (*.tourney)"),
                                             options=QFileDialog.Option.DontConfirmOverwrite)
        if out:
            self.restore_to(Path(out))

    def restore_to(self, out: Path) -> Path | None:
        """Write the chosen backup as the new file ``out`` (an existing file is refused, never replaced)."""
        backup = self.table.chosen()
        if backup is None:
            return None
        try:
            self.written = services.restore_backup(self.path, out, name=backup.name)
        except TourneyError as error:
            messages.show_error(self, error)
            return None
        if self.opener is not None and messages.confirm(
                self, self.tr("Restored"), fill(self.tr("%1 was written. Open it now?"), str(out))):
            self.opener(out)
        self.accept()
        return self.written
