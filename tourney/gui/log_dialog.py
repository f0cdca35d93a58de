"""The event log: every change to the tournament, newest first, with who made it and when, and for the
one chosen the rows before and after (``tourney log --changes``). Undo and Redo are in the Edit menu."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QSplitter, QVBoxLayout, QWidget

from tourney import services
from tourney.gui.day_forms import DayForm, chosen_key, fill_rows, list_table
from tourney.gui.messages import said
from tourney.gui.session import Session

KINDS = ("do", "undo", "redo", "fixed")


class LogDialog(DayForm):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Event log"))
        self.resize(980, 600)
        self.table = list_table([self.tr("No."), self.tr("When"), self.tr("Who"), self.tr("What")])
        self.table.itemSelectionChanged.connect(self._show_changes)
        self.changes = QPlainTextEdit()
        self.changes.setReadOnly(True)
        self.changes.setPlaceholderText(self.tr("Choose an event to see the rows it changed."))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.changes)
        splitter.setSizes([400, 160])
        note = QLabel(self.tr("Nothing is ever lost: an undone action stays in the log."))
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.close_buttons)
        self.events: dict[int, object] = {}
        self.refresh()

    def refresh(self) -> None:
        events = list(reversed(self.session.read(services.log)))
        self.events = {e.id: e for e in events}
        kinds = {"undo": self.tr("Undone: %1"), "redo": self.tr("Done again: %1")}
        fill_rows(self.table, [(e.id, (str(e.id), e.at.replace("T", " ")[:16], said(e.who),
                                       kinds.get(e.kind, "%1").replace("%1", said(e.description))))
                               for e in events])

    def _show_changes(self) -> None:
        event = self.events.get(chosen_key(self.table))
        if event is None:
            self.changes.clear()
            return
        lines = []
        before, after = self.tr("before"), self.tr("after")
        for change in getattr(event, "changes", []):
            lines.append(f"{change['table']} {change['id']}:")
            lines.append(f"    {before}: {_row(change['before'])}")
            lines.append(f"    {after}: {_row(change['after'])}")
        self.changes.setPlainText("\n".join(lines))


def _row(values: object) -> str:
    return "—" if values is None else json.dumps(values, ensure_ascii=False, sort_keys=True)
