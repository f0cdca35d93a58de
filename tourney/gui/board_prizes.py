"""The display board's end of the day: each category's standings, and the prize-giving that reveals the
prizes one at a time, from the last to the first, at the referee's key press.

Keys (a presenter's remote sends the same): → or Page Down reveals the next prize, ← or Page Up
takes the last one back. The board (:mod:`tourney.gui.display_board`) asks this module for its two
modes' pages and pictures.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget

from tourney.errors import TourneyError
from tourney.gui.board_canvas import Screen
from tourney.gui.board_clock import paged
from tourney.gui.messages import said, spoken
from tourney.gui.table_model import number_cell
from tourney.services.prizes import category_tables, prizes
from tourney.services.reading import players, tournament
from tourney.tournament.prizes import Prize
from tourney.tournament.standings import StandingRow

CATEGORIES, PRIZES = "categories", "prizes"
MODES = (CATEGORIES, PRIZES)
ROWS_PER_PAGE = 12
KEYS = {Qt.Key.Key_Right: 1, Qt.Key.Key_PageDown: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_PageUp: -1}


class BoardPrizes(QObject):
    """The category tables and the prize-giving of one board."""

    def __init__(self, board: Any) -> None:  # the DisplayBoard (not imported: it imports this module)
        super().__init__(board)
        self.board = board
        self.order: list[Prize] = []
        self.revealed = 0
        self.clubs: dict[int, str] = {}
        self.name = ""
        self.tables: list[tuple[str, list[StandingRow]]] = []
        self.stale = True  # read when the categories or the prize-giving are first shown
        # the keys are caught before the board's controls see them (a focused list would turn its
        # page on Page Down): only in the prize-giving, so the other modes keep their keys
        for widget in (board, *board.findChildren(QWidget)):
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride) \
                and self.board.mode.currentData() == PRIZES:
            step = KEYS.get(event.key())  # type: ignore[attr-defined]
            if step is not None:
                if event.type() == QEvent.Type.KeyPress:
                    self.next() if step > 0 else self.back()
                event.accept()
                return True
        return False

    def modes(self) -> list[tuple[str, str]]:
        return [(self.tr("Categories"), CATEGORIES), (self.tr("Prize-giving"), PRIZES)]

    def refresh(self) -> None:
        """Read the prize list and the category tables again (the board's refresh) while one of them is
        shown; in the board's other modes only remember to read them when one is chosen."""
        self.stale = self.board.mode.currentData() not in (CATEGORIES, PRIZES)
        if self.stale:
            return
        session = self.board.session
        try:
            self.order = session.read(prizes).reveal()
            self.clubs = {p.id: p.club for p in session.read(players)}
            self.name = session.read(tournament).name
            self.tables = [(name, list(table.rows)) for name, table in session.read(category_tables)]
        except TourneyError:
            self.order, self.tables = [], []
        self.revealed = min(self.revealed, len(self.order))

    def catch_up(self) -> None:
        """Read what changed while another mode was shown (the board's mode has just changed)."""
        if self.stale and self.board.session.is_open:
            self.refresh()

    def next(self) -> None:
        if self.board.mode.currentData() == PRIZES and self.revealed < len(self.order):
            self.revealed += 1
            self.board.tick()

    def back(self) -> None:
        if self.board.mode.currentData() == PRIZES and self.revealed > 0:
            self.revealed -= 1
            self.board.tick()

    def pages(self, mode: str) -> list[list] | None:
        if mode == CATEGORIES:
            return [page for name, rows in self.tables for page in
                    [[(name, chunk)] for chunk in paged(rows, ROWS_PER_PAGE)]] or [[]]
        if mode == PRIZES:
            return [[]]
        return None

    def screen(self, mode: str, page: list, corner: str, footer: str, hidden: bool) -> Screen:
        if mode == PRIZES:
            return self._prize_screen()
        title = self.tr("Categories")
        if hidden:
            return Screen(title, corner, message=self.tr("The standings are hidden until the prize-giving."))
        if not page:
            return Screen(title, corner, message=self.tr("No categories yet"))
        name, rows = page[0]
        lines = [(f"{r.rank}=" if r.shared else str(r.rank), r.player.name, number_cell(r.table_points),
                  f"{r.total_score:+d}") for r in rows]
        headers = (self.tr("Rank"), self.tr("Player"), self.tr("Points"), self.tr("Score"))
        return Screen(self.tr("Category: %1").replace("%1", said(name)), corner, rows=lines, headers=headers,
                      footer=footer)

    def _prize_screen(self) -> Screen:
        title = self.tr("Prize-giving")
        if not self.order:
            return Screen(title, message=self.tr("No prizes yet: no results."))
        count = f"{self.revealed} / {len(self.order)}"
        if self.revealed == 0:
            return Screen(title, count, message=self.name,
                          footer=self.tr("→ or Page Down: the next prize · ← or Page Up: back"))
        prize = self.order[self.revealed - 1]
        detail = said(prize.value) if prize.kind == "award" else self.clubs.get(prize.player_id, "")
        # em spaces either side: the name shrinks to leave a margin rather than touch the screen's edges
        return Screen(spoken(prize.title), count, big=f"\u2003{prize.name}\u2003", status=detail, calm=True)
