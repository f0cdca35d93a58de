"""The prize list: who wins what as the results stand, its settings, and the printable list.

Like ``tourney prizes FILE``: overall places, category places, special awards; nobody gets two
prizes unless "one player may win two prizes" is ticked. Print saves the poster-type PDF.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney import safe_write
from tourney.errors import TourneyError
from tourney.gui import i18n
from tourney.gui.forms import FieldErrors
from tourney.gui.messages import spoken
from tourney.gui.session import Session
from tourney.services.prizes import prize_settings, prize_sheet, prizes, set_prize_settings


class PrizesDialog(QDialog):
    """The prize list and its settings; every change of a setting is one undoable action."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Prize list"))
        settings = session.read(prize_settings)
        form = QFormLayout()
        self.errors = FieldErrors(form)
        self.places = QSpinBox()
        self.places.setRange(0, 100)
        self.places.setValue(settings["places"])
        self.category_places = QSpinBox()
        self.category_places.setRange(0, 20)
        self.category_places.setValue(settings["category_places"])
        self.double = QCheckBox(self.tr("One player may win two prizes"))
        self.double.setChecked(settings["allow_double"])
        row = QHBoxLayout()
        for label, box in ((self.tr("Overall places"), self.places),
                           (self.tr("Places per category"), self.category_places)):
            row.addWidget(box)
            box.setPrefix(label + ": ")
        row.addWidget(self.double)
        row.addStretch(1)
        for box in (self.places, self.category_places):
            box.valueChanged.connect(lambda _v: self.save_settings())
        self.double.toggled.connect(lambda _on: self.save_settings())
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Prize"), self.tr("Player"), self.tr("Result")])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.language = QComboBox()
        self.language.addItem("Italiano", "it")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(0 if i18n.current == "it" else 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = buttons.addButton(self.tr("Save the printable list…"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(self.ask_pdf)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(form)
        layout.addWidget(self.errors.general)
        layout.addWidget(self.table, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(QLabel(self.tr("Printed in")))
        bottom.addWidget(self.language)
        bottom.addWidget(buttons, 1)
        layout.addLayout(bottom)
        self.resize(760, 560)
        self.refresh()

    def refresh(self) -> None:
        found = self.session.read(prizes).prizes
        self.table.setRowCount(len(found))
        for i, prize in enumerate(found):
            for j, text in enumerate((spoken(prize.title), prize.name, spoken(prize.value))):
                self.table.setItem(i, j, QTableWidgetItem(text))
        self.table.resizeColumnToContents(0)

    def save_settings(self) -> None:
        changes = {"places": self.places.value(), "category_places": self.category_places.value(),
                   "allow_double": self.double.isChecked()}
        try:
            self.session.call(set_prize_settings, changes)
        except TourneyError as error:
            self.errors.show(error)
            return
        self.errors.clear()
        self.refresh()

    def ask_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the prize list"), "prizes.pdf",
                                              self.tr("PDF (*.pdf)"))
        if path:
            self.save_pdf(path)

    def save_pdf(self, path: str) -> None:
        from tourney.export.prizes_pdf import prizes_pdf

        try:
            data = prizes_pdf(self.session.read(prize_sheet), self.language.currentData())
            safe_write.write_bytes(Path(path), data)
        except (TourneyError, OSError) as error:
            self.errors.show(error if isinstance(error, TourneyError) else TourneyError("bad_file",
                                                                                       str(error)))
