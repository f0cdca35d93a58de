"""Add or correct one player, with the refusal shown under the field it is about."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.forms import FieldErrors, ok_cancel
from tourney.gui.messages import said
from tourney.gui.session import Session
from tourney.services.ages import age_note
from tourney.services.categories import categories_of, set_categories
from tourney.tournament.model import Player

FIELDS = ("name", "club", "country", "federation_id", "team")


class PlayerDialog(QDialog):
    """Register a new player (``player`` None) or correct one; OK saves through the services."""

    def __init__(self, session: Session, player: Player | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.player = player
        self.setWindowTitle(self.tr("Add player") if player is None else self.tr("Edit player"))
        form = QFormLayout()
        self.errors = FieldErrors(form)
        self.edits = {key: QLineEdit(getattr(player, key) if player else "") for key in FIELDS}
        labels = {"name": self.tr("Name"), "club": self.tr("Club"), "country": self.tr("Country"),
                  "federation_id": self.tr("Federation id"), "team": self.tr("Team")}
        phrases = {"name": ("the name", "is already registered"), "club": ("the club",),
                   "country": ("the country",), "federation_id": ("the federation id",),
                   "team": ("the team",)}
        for key in FIELDS:
            self.errors.add_row(key, labels[key], self.edits[key], *phrases[key])
        self.born = QLineEdit(player.born or "" if player else "")  # #31 point 2: juniors, seniors by age
        self.born.setPlaceholderText(self.tr("2008 or 2008-05-14"))
        self.born.setMinimumWidth(self.born.fontMetrics().horizontalAdvance(self.born.placeholderText()) + 24)
        self.age = QLabel()  # the age on the tournament's day, and juniors or seniors, as it is typed
        born_row = QWidget()
        row = QHBoxLayout(born_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.born)
        row.addWidget(self.age, 1)
        self.born.textChanged.connect(self._show_age)
        self.errors.add_row("born", self.tr("Born"), born_row, ": born ")
        self._show_age(self.born.text())
        held = ", ".join(session.read(categories_of, player.id)) if player else ""
        self.categories = QLineEdit(held)  # #31: women, juniors, newcomers... separated by commas
        self.categories.setPlaceholderText(self.tr("e.g. women, newcomers"))
        self.errors.add_row("categories", self.tr("Categories"), self.categories, "category")
        buttons, self.ok_button = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.errors.general)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def _show_age(self, text: str) -> None:
        self.age.setText(said(self.session.read(age_note, text)))

    def values(self) -> dict[str, str]:
        return {key: edit.text() for key, edit in self.edits.items()} | {"born": self.born.text().strip()}

    def accept(self) -> None:
        try:
            if self.player is None:
                values = self.values()
                self.player = self.session.call(services.add_player, values.pop("name"), **values)
            else:
                changed = {k: v for k, v in self.values().items() if v != (getattr(self.player, k) or "")}
                if changed:
                    self.session.call(services.edit_player, self.player.id, **changed)
            wanted = [c.strip() for c in self.categories.text().split(",") if c.strip()]
            if wanted != list(self.session.read(categories_of, self.player.id)):
                self.session.call(set_categories, self.player.id, wanted)
        except TourneyError as error:
            self.errors.show(error, "born" if error.code == "bad_birth" else None)
            return
        super().accept()
