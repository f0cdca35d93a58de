"""The player register in the window: Players > From the register… (search, tick, add), a new person,
and the event's new players given back (Players > Add to the register…, or on closing a finished event).

Everything goes through :mod:`tourney.services.register`, as `tourney register …` does; each button
is one all-or-nothing write, and a refusal is shown in red in the dialog, in the window's language.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney.errors import TourneyError
from tourney.gui.forms import FieldErrors, error_label, ok_cancel
from tourney.gui.messages import spoken
from tourney.gui.session import Session
from tourney.services import register as reg
from tourney.tournament.model import Player


class PersonDialog(QDialog):
    """Register > New person…: one person put in the register; a refusal under the field it names."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New person in the register"))
        form = QFormLayout()
        self.errors = FieldErrors(form)
        self.edits = {key: QLineEdit() for key in reg.FIELDS}
        labels = {"name": self.tr("Name"), "ema_id": self.tr("EMA id"), "club": self.tr("Club"),
                  "country": self.tr("Country"), "contact": self.tr("Contact (e-mail, telephone)"),
                  "born": self.tr("Born")}
        phrases = {"name": ("the name", "already in the register"), "ema_id": ("the ema id",),
                   "club": ("the club",), "country": ("the country",), "contact": ("the contact",),
                   "born": (": born ",)}
        self.edits["born"].setPlaceholderText(self.tr("2008 or 2008-05-14"))
        for key in reg.FIELDS:
            self.errors.add_row(key, labels[key], self.edits[key], *phrases[key])
        buttons, self.ok_button = ok_cancel(self, self.tr("Add to the register"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.errors.general)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)
        self.added: reg.Person | None = None

    def accept(self) -> None:
        values = {key: edit.text() for key, edit in self.edits.items()}
        try:
            with reg.open_register() as register:
                self.added = register.add(values.pop("name"), **values)
        except TourneyError as error:
            self.errors.show(error)
            return
        super().accept()


def _item(text: str, *, checkable: bool = False, enabled: bool = True) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    flags = Qt.ItemFlag.ItemIsSelectable | (Qt.ItemFlag.ItemIsEnabled if enabled else Qt.ItemFlag.NoItemFlags)
    if checkable and enabled:
        flags |= Qt.ItemFlag.ItemIsUserCheckable
        item.setCheckState(Qt.CheckState.Unchecked)
    item.setFlags(flags)
    return item


def _people_columns(table: QTableWidget) -> None:
    """The name takes the room left; the other columns are as wide as what they hold, on one line."""
    table.verticalHeader().hide()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setWordWrap(False)
    header = table.horizontalHeader()
    for column in range(1, table.columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)


def _is_ticked(table: QTableWidget, row: int) -> bool:
    item = table.item(row, 0)
    return item is not None and item.checkState() == Qt.CheckState.Checked


class RegisterDialog(QDialog):
    """Players > From the register…: search (or pick a saved list), tick, add to the tournament.

    With no tournament open (Players > Browse the register…) it searches, keeps lists and adds people;
    Add ticked to the tournament is then hidden.
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Player register"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search: name, EMA id, club, country or contact"))
        self.search.setClearButtonEnabled(True)
        self.lists = QComboBox()
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        bar.addWidget(QLabel(self.tr("List:")))
        bar.addWidget(self.lists)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("EMA id"), self.tr("Club"),
                                              self.tr("Country"), self.tr("Contact")])
        _people_columns(self.table)
        self.table.itemChanged.connect(lambda _item: self._update_buttons())
        self.summary = QLabel()
        self.error = error_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.add_button = self._button(buttons, self.tr("Add ticked to the tournament"), self.add_ticked)
        self.save_button = self._button(buttons, self.tr("Save ticked as a list…"), self.ask_list_name)
        self.new_button = self._button(buttons, self.tr("New person…"), self.new_person)
        self.tick_button = QPushButton(self.tr("Tick all shown"))
        self.tick_button.clicked.connect(lambda _checked=False: self.tick_all())
        foot = QHBoxLayout()
        foot.addWidget(self.summary, 1)
        foot.addWidget(self.tick_button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.table)
        layout.addLayout(foot)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(1060, 520)
        self.shown: list[reg.Person] = []
        self.playing: set[int] = set()
        self._fill_lists()
        self.search.textChanged.connect(lambda _text: self.refresh())
        self.lists.currentIndexChanged.connect(lambda _index: self.refresh())
        self.refresh()

    def _button(self, box: QDialogButtonBox, text: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        button.clicked.connect(lambda _checked=False: slot())  # type: ignore[operator]
        return button

    def _fill_lists(self, chosen: str = "") -> None:
        self.lists.blockSignals(True)
        self.lists.clear()
        self.lists.addItem(self.tr("Everybody"), "")
        try:
            with reg.open_register() as register:
                names = register.list_names()
        except TourneyError:
            names = []
        for name in names:
            self.lists.addItem(name, name)
        self.lists.setCurrentIndex(max(0, self.lists.findData(chosen)))
        self.lists.blockSignals(False)

    def refresh(self) -> None:
        self.error.hide()
        try:
            with reg.open_register() as register:
                name = self.lists.currentData() or ""
                people = register.saved_list(name) if name else register.people()
                wanted = {p.id for p in register.people(self.search.text())}
        except TourneyError as error:
            self._show_error(error)
            people, wanted = [], set()
        self.shown = [p for p in people if p.id in wanted]
        self.playing = self.session.read(reg.already_players, self.shown) if self.session.is_open else set()
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.shown))
        for row, person in enumerate(self.shown):
            free = person.id not in self.playing
            name = person.name if free else self.tr("%1 (playing)").replace("%1", person.name)
            self.table.setItem(row, 0, _item(name, checkable=True, enabled=free))
            for column, text in enumerate((person.ema_id, person.club, person.country, person.contact), 1):
                self.table.setItem(row, column, _item(text, enabled=free))
        self.table.blockSignals(False)
        self._update_buttons()

    def ticked(self) -> list[reg.Person]:
        return [self.shown[r] for r in range(self.table.rowCount()) if _is_ticked(self.table, r)]

    def tick_all(self) -> None:
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if item is not None and item.flags() & Qt.ItemFlag.ItemIsUserCheckable:
                item.setCheckState(Qt.CheckState.Checked)

    def _update_buttons(self) -> None:
        count = len(self.ticked())
        self.add_button.setVisible(self.session.is_open)
        self.add_button.setEnabled(count > 0)
        self.save_button.setEnabled(count > 0)
        self.summary.setText(self.tr("%1 shown, %2 ticked").replace("%1", str(len(self.shown)))
                             .replace("%2", str(count)))

    def _show_error(self, error: TourneyError) -> None:
        self.error.setText(spoken(error.message))
        self.error.show()

    def add_ticked(self) -> list[Player]:
        try:
            added = self.session.call(reg.import_people, self.ticked())
        except TourneyError as error:
            self._show_error(error)
            return []
        self.refresh()
        self.summary.setText(self.tr("%1 players added to the tournament").replace("%1", str(len(added))))
        return added

    def ask_list_name(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("Save a list"), self.tr("Name of the list"))
        if ok:
            self.save_list(name)

    def save_list(self, name: str) -> bool:
        try:
            with reg.open_register() as register:
                register.save_list(name, self.ticked())
        except TourneyError as error:
            self._show_error(error)
            return False
        self._fill_lists(name.strip())
        self.refresh()
        return True

    def new_person(self) -> PersonDialog:
        dialog = PersonDialog(self)
        dialog.accepted.connect(self.refresh)
        dialog.open()
        return dialog


class OfferBackDialog(QDialog):
    """Players > Add to the register…: the tournament's players the register does not know, ticked."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Add the tournament's new players to the register"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("EMA id"), self.tr("Club"),
                                              self.tr("Country")])
        _people_columns(self.table)
        self.error = error_label()
        buttons, self.ok_button = ok_cancel(self, self.tr("Add ticked to the register"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Not now"))
        layout = QVBoxLayout(self)
        for widget in (self.summary, self.table, self.error, buttons):
            layout.addWidget(widget)
        self.resize(760, 460)
        self.added: list[reg.Person] = []
        self.new: list[Player] = []
        try:
            with reg.open_register() as register:
                self.new = session.read(reg.new_players, register)
        except TourneyError as error:
            self.error.setText(spoken(error.message))
            self.error.show()
        self.table.setRowCount(len(self.new))
        for row, p in enumerate(self.new):
            first = _item(p.name, checkable=True)
            first.setCheckState(Qt.CheckState.Checked)
            self.table.setItem(row, 0, first)
            for column, text in enumerate((p.federation_id, p.club, p.country), 1):
                self.table.setItem(row, column, _item(text))
        if self.new:
            self.summary.setText(self.tr("%1 players of this tournament are not in your register yet. "
                                         "Add them, to find them again at the next event.")
                                 .replace("%1", str(len(self.new))))
        else:
            self.summary.setText(self.tr("Your register already knows every player of this tournament."))
        self.ok_button.setEnabled(bool(self.new))

    def ticked_ids(self) -> list[int]:
        return [p.id for row, p in enumerate(self.new) if _is_ticked(self.table, row)]

    def accept(self) -> None:
        try:
            with reg.open_register() as register:
                self.added = self.session.read(reg.offer_back, register, self.ticked_ids())
        except TourneyError as error:
            self.error.setText(spoken(error.message))
            self.error.show()
            return
        super().accept()
