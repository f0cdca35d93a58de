"""The Print menu: every printed sheet of the tournament (seating, score sheets, blank sheets, player
cards, schedule, standings, report, the HTML pages, the spreadsheet) saved where the referee chooses,
opened when done, on the paper chosen in Print > Paper (A4, A3, US Letter).

The rows come from :mod:`tourney.services.printing`, the pages from :mod:`tourney.export`; the
sheets are printed in the window's language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction, QActionGroup, QDesktopServices
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QInputDialog, QMenu, QWidget

from tourney import safe_write, services
from tourney.errors import TourneyError
from tourney.gui import i18n, messages
from tourney.gui.session import Session
from tourney.gui.standings_choices import StandingsChoices

if TYPE_CHECKING:  # the pages (reportlab, openpyxl) load when first printed: the window shows sooner
    from tourney.export.pdf_common import PrintOptions
    from tourney.gui.ema_dialog import EmaDialog

Store = Any


LAST_ROUND = StandingsChoices()  # the standings after the last round played, teams of 3, categories


def _seating(store: Store, rnd: int, options: PrintOptions) -> bytes:
    from tourney.export import seating_pdf
    from tourney.services import printing

    header, rows = printing.seating(store, rnd)
    return seating_pdf.seating_pdf(rows, header, options)


def _poster(store: Store, rnd: int, options: PrintOptions) -> bytes:
    from tourney.export import seating_pdf
    from tourney.services import printing

    header, rows = printing.seating(store, rnd)
    return seating_pdf.seating_by_table_pdf(rows, header, replace(options, poster=True))


def _sheets(store: Store, rnd: int, options: PrintOptions) -> bytes:
    from tourney.export import score_sheets
    from tourney.services import printing

    header, ruleset, tables = printing.score_sheets(store, rnd)
    return score_sheets.score_sheets_pdf(tables, header, options, ruleset=ruleset)


def _blank(store: Store, count: int, options: PrintOptions) -> bytes:
    from tourney.export import score_sheets
    from tourney.services import printing

    header, ruleset = printing.blank_header(store, None)
    return score_sheets.score_sheets_pdf(score_sheets.blank_tables(count), header, options, ruleset=ruleset,
                                         east_rotates=printing.east_rotates(store))


def _xlsx(store: Store, options: PrintOptions) -> bytes:
    from tourney.export.spreadsheet import workbook_xlsx
    from tourney.services import spreadsheet

    header, tables = spreadsheet.workbook(store)
    return workbook_xlsx(header, tables, options)


def _cards(store: Store, options: PrintOptions, links: dict[int, str] | None = None) -> bytes:
    from tourney.export import cards_pdf
    from tourney.services import printing

    header, rows = printing.player_cards(store, links)
    return cards_pdf.cards_pdf(rows, header, options)


def _schedule(store: Store, options: PrintOptions) -> bytes:
    from tourney.export import schedule_pdf
    from tourney.services import printing

    header, rows = printing.schedule(store)
    return schedule_pdf.schedule_pdf(rows, header, options)


def _standings(store: Store, options: PrintOptions, chosen: StandingsChoices = LAST_ROUND) -> bytes:
    from tourney.export import standings_pdf
    from tourney.services import printing

    header, sheets = printing.standings_sheets(store, chosen.after_round, every_round=chosen.every_round,
                                               team_best=chosen.team_best, categories=chosen.categories)
    return standings_pdf.standings_pdf(sheets, header, options)


def _report(store: Store, options: PrintOptions, best_hands: int = 5) -> bytes:
    from tourney.export import report_pdf
    from tourney.services import printing_report

    header, report = printing_report.report(store, best_hands)
    return report_pdf.report_pdf(report, header, options)


class PrintMenu(QMenu):
    """Each entry asks where to save, writes the file, and opens it when ``open_when_done``."""

    def __init__(self, session: Session, parent: QWidget) -> None:
        super().__init__(self.tr("&Print"), parent)
        self.session, self.window_ = session, parent
        self.open_when_done = True
        self.last_written: Path | None = None
        round_sheets = ((self.tr("Seating of a round…"), "seating", _seating),
                        (self.tr("Seating poster of a round…"), "poster", _poster),
                        (self.tr("Score sheets of a round…"), "sheets", _sheets))
        for text, name, make_round in round_sheets:
            _job(self.addAction(text, partial(self.print_round, name, make_round)), name)
        for text, name, make in ((self.tr("Player cards…"), "cards", _cards),
                                 (self.tr("Schedule…"), "schedule", _schedule)):
            _job(self.addAction(text, partial(self.print_sheet, name, make)), name)
        _job(self.addAction(self.tr("Standings…"), lambda: self.print_standings()), "standings")
        _job(self.addAction(self.tr("Tournament report…"), lambda: self.print_report()), "report")
        checkin_cards = self.addAction(self.tr("Player cards with check-in QR codes…"))
        checkin_cards.triggered.connect(lambda: self.print_checkin_cards())
        _job(checkin_cards, "cards --checkin-address")
        _job(self.addAction(self.tr("Blank score sheets…"), lambda: self.print_blank()), "sheets --blank")
        _job(self.addAction(self.tr("Web pages (HTML)…"), lambda: self.write_html()), "html")
        _job(self.addAction(self.tr("Spreadsheet (xlsx)…"),
                            lambda: self.print_sheet("results", _xlsx, "xlsx")), "xlsx")
        self.addSeparator()  # the federation's file: its rows checked before it is written
        _job(self.addAction(self.tr("EMA results…"), lambda: self.ema_results()), "ema")
        self.addSeparator()
        self.paper = "a4"
        papers = self.addMenu(self.tr("Paper"))
        group = QActionGroup(papers)
        for paper, text in (("a4", "A4"), ("a3", "A3"), ("letter", "US Letter")):
            choice = papers.addAction(text)
            choice.setCheckable(True)
            choice.setChecked(paper == self.paper)
            choice.setObjectName(f"paper:{paper}")
            group.addAction(choice)
            choice.triggered.connect(partial(setattr, self, "paper", paper))
        toggle = self.addAction(self.tr("Open when done"))
        toggle.setCheckable(True)
        toggle.setChecked(True)
        toggle.toggled.connect(lambda on: setattr(self, "open_when_done", on))

    def options(self) -> PrintOptions:
        from tourney.export.pdf_common import PrintOptions

        return PrintOptions(lang=i18n.effective_language(), paper=self.paper)

    def ask_round(self) -> int | None:
        rounds = self.session.read(services.tournament).rounds
        number, ok = QInputDialog.getInt(self.window_, self.tr("Which round?"), self.tr("Round"), 1, 1,
                                         rounds)
        return number if ok else None

    def ask_file(self, name: str, kind: str = "pdf") -> Path | None:
        assert self.session.path is not None
        proposed = self.session.path.with_name(f"{self.session.path.stem}-{name}.{kind}")
        if kind == "xlsx":
            title, pattern = self.tr("Save the spreadsheet"), self.tr("Spreadsheet (*.xlsx)")
        else:
            title, pattern = self.tr("Save the PDF"), self.tr("PDF (*.pdf)")
        path, _ = QFileDialog.getSaveFileName(self.window_, title, str(proposed), pattern)
        return Path(path) if path else None

    def print_blank(self) -> Path | None:
        if not self.session.is_open:
            return None
        count, ok = QInputDialog.getInt(self.window_, self.tr("Blank score sheets"), self.tr("How many?"),
                                        4, 1, 200)
        if not ok:
            return None
        return self.print_sheet("blank-sheets", lambda store, options: _blank(store, count, options))

    def print_checkin_cards(self) -> Path | None:
        """The cards with each player's check-in QR code, at the address the phones' server uses."""
        if not self.session.is_open:
            return None
        address, ok = QInputDialog.getText(
            self.window_, self.tr("Check-in QR codes"),
            self.tr("The address the players' phones open (the phones' server, Table entry on phones…):"),
            text=self.phone_address())
        if not ok or not address.strip():
            return None
        if not address.strip().startswith(("http://", "https://")):
            messages.show_error(self.window_, TourneyError(
                "bad_value", self.tr("the address must begin with http:// or https://, not %1")
                .replace("%1", address.strip())))
            return None
        try:
            links = self.session.call(services.checkin_links, address.strip())
        except TourneyError as error:
            messages.show_error(self.window_, error)
            return None
        return self.print_sheet("cards-checkin", lambda store, options: _cards(store, options, links))

    def phone_address(self) -> str:
        """The running phones' server's address, else the one it will have on this network."""
        entry = getattr(self.window_, "table_entry", None)
        server = getattr(entry, "server", None)
        if server is not None:
            return str(server.address)
        from tourney.web.server import DEFAULT_PORT, lan_address  # the web stack loads only when asked

        return f"http://{lan_address()}:{DEFAULT_PORT}/"

    def print_round(self, name: str, make: Callable[[Store, int, PrintOptions], bytes]) -> Path | None:
        if not self.session.is_open:  # the menu is greyed out then; a shortcut must not get through
            return None
        number = self.ask_round()
        if number is None:
            return None
        return self.print_sheet(f"{name}-{number}", lambda store, options: make(store, number, options))

    def print_standings(self) -> Path | None:
        """Ask after which round (or every round), the team size and the category tables, then print."""
        if not self.session.is_open:
            return None
        from tourney.gui.print_choices import StandingsChoicesDialog

        dialog = StandingsChoicesDialog(self.session.read(services.tournament).rounds, self.window_)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return self.print_sheet("standings", partial(_standings, chosen=dialog.choices()))

    def print_report(self) -> Path | None:
        """Ask how many of the highest hands the report lists, then print."""
        if not self.session.is_open:
            return None
        count, ok = QInputDialog.getInt(self.window_, self.tr("Tournament report"),
                                        self.tr("Highest hands to list"), 5, 0, 100)
        return self.print_sheet("report", partial(_report, best_hands=count)) if ok else None

    def print_sheet(self, name: str, make: Callable[[Store, PrintOptions], bytes],
                    kind: str = "pdf") -> Path | None:
        if not self.session.is_open:
            return None
        path = self.ask_file(name, kind)
        if path is None:
            return None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a large event takes a moment
        try:
            safe_write.write_bytes(path, self.session.read(make, self.options()))
        except TourneyError as error:
            QApplication.restoreOverrideCursor()
            messages.show_error(self.window_, error)
            return None
        except OSError as error:
            QApplication.restoreOverrideCursor()
            refusal = TourneyError("bad_file", f"cannot write {path}: {error.strerror}")
            messages.show_error(self.window_, refusal)
            return None
        QApplication.restoreOverrideCursor()
        return self._done(path)

    def write_html(self) -> Path | None:
        if not self.session.is_open:
            return None
        folder = QFileDialog.getExistingDirectory(self.window_, self.tr("Folder for the web pages"))
        if not folder:
            return None
        try:
            index = self.session.read(_html, Path(folder), self.options())
        except (TourneyError, OSError) as error:
            messages.show_error(self.window_, error)
            return None
        return self._done(index)

    def ema_results(self) -> EmaDialog | None:
        """The EMA file's rows checked, then written (or written anyway)."""
        if not self.session.is_open:
            return None
        from tourney.gui.ema_dialog import EmaDialog

        dialog = EmaDialog(self.session, self.window_)
        dialog.open()
        return dialog

    def _done(self, path: Path) -> Path:
        self.last_written = path
        if self.open_when_done:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
        return path


def _job(action: QAction, sheet: str) -> None:
    """Name the action after its command, ``job:export <sheet>`` (a poster: ``export seating --poster``)."""
    action.setProperty("needs_file", True)
    if sheet != "poster":
        action.setObjectName(f"job:export {sheet}")


def _html(store: Store, folder: Path, options: PrintOptions) -> Path:
    from tourney.export.html_site import write_site
    from tourney.services import printing

    header, _ = printing.schedule(store)
    drawn = sorted({t.round for t in services.tables(store)})
    seating = {k: printing.seating(store, k) for k in drawn}
    try:
        _, sheets = printing.standings_sheets(store, team_best=3)
        standings = sheets[0]
    except printing.PrintError:
        standings = None  # no results yet: seating only
    paths = write_site(folder, header, seating, standings, options)
    return next((p for p in paths if Path(p).name == "index.html"), Path(paths[0]))
