"""Table entry on phones: start and stop the pages, hand out the tables' codes, approve what they send.

The server runs inside the window (which holds the file's lock) and writes through the same open
file (:mod:`tourney.gui.web_gate`). The dialog shows the address to type and its QR code, each
table's pairing code and the QR code of its page, and the deals waiting for approval with the phone
that sent them: approve, reject with a reason (the phone shows it), or let two phones of a table
that sent the same deal approve it.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney import safe_write, services
from tourney.errors import TourneyError
from tourney.gui import messages
from tourney.gui.log_folding import IdleFold
from tourney.gui.messages import spoken
from tourney.gui.qr_label import QrLabel
from tourney.gui.referee_calls import RefereeCalls
from tourney.gui.review_panel import CorrectDealDialog, ReviewView, pending_record
from tourney.gui.scoring_model import carried_before, states_before
from tourney.gui.session import Session
from tourney.gui.web_gate import WindowGate
from tourney.services.table_secrets import table_link
from tourney.web import WebServer, lan_address
from tourney.web.server import DEFAULT_PORT
from tourney.web.views import current_round


class TableEntryDialog(QDialog):
    """The referee's side of table-side entry (one per window; closing it keeps the server running)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.window_gate = WindowGate(session, self)
        self.server: WebServer | None = None
        self.folding = IdleFold(session, self)  # the log folded back while serving, as `tourney serve`
        self.setWindowTitle(self.tr("Table entry on phones"))
        layout = QVBoxLayout(self)
        layout.addWidget(self._server_box())
        middle = QHBoxLayout()
        left = QVBoxLayout()  # the calls under the tables: the dialog fits a laptop's 700 pixels
        left.addWidget(self._tables_box(), 1)
        self.referee_calls = RefereeCalls(session, self)
        left.addWidget(self.referee_calls)
        middle.addLayout(left, 1)
        middle.addWidget(self._pending_box(), 2)
        layout.addLayout(middle)
        session.changed.connect(self.refresh)
        session.opened.connect(self.stop_server)
        self.resize(1200, 680)  # the deal under review gets the height a laptop has
        self.refresh()

    # -- building --------------------------------------------------------------------------------

    def _server_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Server on the club's network"))
        grid = QGridLayout(box)
        self.host = QLineEdit(lan_address())
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.start_button = QPushButton(self.tr("Start serving"))
        self.start_button.clicked.connect(self.toggle_server)
        self.address = QLabel(self.tr("Not serving."))
        self.address.setTextInteractionFlags(self.address.textInteractionFlags().TextSelectableByMouse)
        font = self.address.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.address.setFont(font)
        self.address_qr = QrLabel(150)
        grid.addWidget(QLabel(self.tr("Address")), 0, 0)
        grid.addWidget(self.host, 0, 1)
        grid.addWidget(QLabel(self.tr("Port")), 0, 2)
        grid.addWidget(self.port, 0, 3)
        grid.addWidget(self.start_button, 0, 4)
        grid.addWidget(self.address, 1, 0, 1, 5)
        grid.addWidget(QLabel(self.tr("Players type this address, then their table's 6-digit code; "
                                      "the live results are at /live.")), 2, 0, 1, 5)
        grid.addWidget(self.address_qr, 0, 5, 3, 1)
        return box

    def _tables_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Tables and their codes"))
        column = QVBoxLayout(box)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Round")))
        self.round = QSpinBox()
        self.round.setMinimum(1)
        self.round.valueChanged.connect(self.refresh)
        row.addWidget(self.round)
        self.issue_button = QPushButton(self.tr("Give codes to every table"))
        self.issue_button.clicked.connect(self.issue)
        row.addWidget(self.issue_button)
        column.addLayout(row)
        self.tables = QTableWidget(0, 2)
        self.tables.setHorizontalHeaderLabels([self.tr("Table"), self.tr("Code")])
        self.tables.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tables.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tables.itemSelectionChanged.connect(self._show_table_qr)
        beside = QHBoxLayout()  # the table's QR code beside the list: the dialog fits a laptop's height
        beside.addWidget(self.tables, 1)
        column.addLayout(beside)
        buttons = QHBoxLayout()
        self.reissue_button = QPushButton(self.tr("New code"))
        self.reissue_button.clicked.connect(self.reissue)
        self.revoke_button = QPushButton(self.tr("Revoke"))
        self.revoke_button.clicked.connect(self.revoke)
        self.print_button = QPushButton(self.tr("Score sheets with QR codes…"))
        self.print_button.clicked.connect(self.ask_print)
        for button in (self.reissue_button, self.revoke_button, self.print_button):
            buttons.addWidget(button)
        column.addLayout(buttons)
        self.table_qr = QrLabel(150)
        beside.addWidget(self.table_qr)
        return box

    def _pending_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sent from the tables"))
        column = QVBoxLayout(box)
        self.pending = QTableWidget(0, 6)
        self.pending.setHorizontalHeaderLabels([self.tr("No."), self.tr("Table"), self.tr("Deal"),
                                                self.tr("Sent by"), self.tr("At"), self.tr("State")])
        self.pending.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.pending.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.pending.horizontalHeader().setStretchLastSection(True)
        self.pending.verticalHeader().hide()  # the first column numbers them already
        self.pending.itemSelectionChanged.connect(self._show_review)
        column.addWidget(self.pending, 1)
        # the chosen deal as it would go on the sheet: look before approving
        self.review = ReviewView()
        column.addWidget(self.review, 2)
        buttons = QHBoxLayout()
        self.approve_button = QPushButton(self.tr("Approve"))
        self.approve_button.clicked.connect(self.approve)
        self.correct_button = QPushButton(self.tr("Correct and approve…"))
        self.correct_button.clicked.connect(self.correct)
        self.reject_button = QPushButton(self.tr("Reject…"))
        self.reject_button.clicked.connect(self.reject)
        buttons.addWidget(self.approve_button)
        buttons.addWidget(self.correct_button)
        buttons.addWidget(self.reject_button)
        column.addLayout(buttons)
        self.auto = QCheckBox(self.tr("Approve by itself a deal two phones of its table sent alike"))
        self.auto.clicked.connect(self.set_auto)
        column.addWidget(self.auto)
        return box

    # -- showing ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        if not self.session.is_open:
            return
        store = self.session.store
        assert store is not None
        rounds = services.tournament(store).rounds
        self.round.setMaximum(rounds)
        if not getattr(self, "_round_chosen", False):
            self._round_chosen = True
            self.round.setValue(current_round(store) or 1)
        secrets = services.table_secrets(store, self.round.value())
        self.tables.setRowCount(len(secrets))
        for row, secret in enumerate(secrets):
            self.tables.setItem(row, 0, QTableWidgetItem(str(secret.table)))
            self.tables.setItem(row, 1, QTableWidgetItem(f"{secret.code[:3]} {secret.code[3:]}"))
        self._secrets = secrets
        self._fill_pending(store)
        self.referee_calls.refresh(store)
        self.auto.setChecked(services.auto_approve(store))
        self._show_table_qr()
        self._show_review()

    def _fill_pending(self, store: services.Store) -> None:
        everything = services.submissions(store, self.round.value())
        numbers = services.phone_numbers(everything)
        sent = [s for s in everything if s.status != "replaced"]
        sent.sort(key=lambda s: (s.status != "pending", s.table, s.number, s.id))
        self._sent = sent
        self._phones = numbers
        self.pending.setRowCount(len(sent))
        states = {"pending": self.tr("waiting"), "approved": self.tr("approved"),
                  "rejected": self.tr("rejected")}
        for row, s in enumerate(sent):
            what = self.tr("totals") if s.kind == "totals" else str(s.number)
            who = " + ".join(self.tr("phone %1").replace("%1", str(numbers[s.round, s.table, p]))
                             for p in (s.phone, *s.confirmed_by))
            state = states.get(s.status, s.status) + (f": {s.reason}" if s.reason else "")
            for column, text in enumerate([str(s.id), str(s.table), what, who, s.sent_at[11:16], state]):
                self.pending.setItem(row, column, QTableWidgetItem(text))

    def _chosen_secret(self) -> services.TableSecret | None:
        rows = self.tables.selectionModel().selectedRows()
        return self._secrets[rows[0].row()] if rows else None

    def _base(self) -> str:
        return self.server.address if self.server else f"http://{self.host.text().strip()}:{self.port.value()}/"

    def _show_table_qr(self) -> None:
        secret = self._chosen_secret()
        self.table_qr.show_text(table_link(self._base(), secret) if secret else "")

    # -- the server ------------------------------------------------------------------------------

    def toggle_server(self) -> None:
        if self.server is not None:
            self.stop_server()
            return
        if not self.session.is_open:
            return
        try:
            server = WebServer(self.window_gate.gate(), self.host.text().strip(), self.port.value())
            server.start()
        except OSError as error:
            messages.show_error(self, error)
            return
        self.server = server
        self.folding.start()
        self.start_button.setText(self.tr("Stop serving"))
        self.address.setText(server.address)
        self.address_qr.show_text(server.address)
        self.host.setEnabled(False)
        self.port.setEnabled(False)
        self._show_table_qr()

    def stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
        self.folding.stop()
        self.start_button.setText(self.tr("Start serving"))
        self.address.setText(self.tr("Not serving."))
        self.address_qr.show_text("")
        self.host.setEnabled(True)
        self.port.setEnabled(True)

    # -- actions ---------------------------------------------------------------------------------

    def _call(self, service: object, *args: object) -> bool:
        return messages.attempt(self, self.session, service, *args)  # type: ignore[arg-type]

    def issue(self) -> None:
        self._call(services.issue_secrets, self.round.value())

    def reissue(self) -> None:
        secret = self._chosen_secret()
        if secret is not None:
            self._call(services.reissue_secret, secret.round, secret.table)

    def revoke(self) -> None:
        secret = self._chosen_secret()
        if secret is not None:
            self._call(services.revoke_secret, secret.round, secret.table)

    def _chosen_sent(self) -> services.Submission | None:
        rows = self.pending.selectionModel().selectedRows()
        return self._sent[rows[0].row()] if rows else None

    def approve(self) -> None:
        sent = self._chosen_sent()
        if sent is not None:
            self._call(services.approve, sent.id)

    def _show_review(self) -> None:
        """The chosen deal waiting for approval: hands, winner, how, itemised score, payments."""
        chosen = self._chosen_sent()
        store = self.session.store
        review = None
        if chosen is not None and store is not None and chosen.kind == "deal" and chosen.status == "pending":
            try:
                review = services.review_submission(store, chosen.id)
            except TourneyError as error:
                self.review.setPlainText(spoken(error.message))
                self._review_buttons(None)
                return
        names: dict[str, str] = {}
        phones: dict[str, int] = {}
        if review is not None and store is not None:
            state = self.session.read(services.snapshot)
            sub = review.submission
            table = next(t for t in state.tables_of(sub.round) if t.number == sub.table)
            by_id = {p.id: p.name for p in state.players}
            names = {w: by_id.get(table.seats.get(seat, -1), "") for w, seat in review.players.items()}
            phones = {phone: n for (rnd, tab, phone), n in self._phones.items()
                      if (rnd, tab) == (review.submission.round, review.submission.table)}
        self.review.show_review(review, names, phones)
        self._review_buttons(chosen)

    def _review_buttons(self, chosen: services.Submission | None) -> None:
        waiting = chosen is not None and chosen.status == "pending"
        self.approve_button.setEnabled(waiting)
        self.reject_button.setEnabled(waiting)
        self.correct_button.setEnabled(waiting and self.review.review is not None)

    def correct(self) -> CorrectDealDialog | None:
        """Open the chosen deal in the scoring dialog; saving it approves it as corrected."""
        review = self.review.review
        if review is None:
            return None
        state = self.session.read(services.snapshot)
        sub = review.submission
        table = next(t for t in state.tables_of(sub.round) if t.number == sub.table)
        result = state.result(sub.round, sub.table)
        approved = result.deals if result is not None and result.kind == "deals" else ()
        players = 3 if len(table.seats) == 3 else 4
        states = states_before(state.tournament, approved, players)
        carried = carried_before(state.tournament, approved) if players == 4 else [{}]
        dialog = CorrectDealDialog(sub.id, self.session, state.tournament, table,
                                   {p.id: p.name for p in state.players}, states[-1], sub.number,
                                   pending_record(review), self, carried[-1])
        dialog.open()
        return dialog

    def reject(self) -> None:
        sent = self._chosen_sent()
        if sent is None:
            return
        reason, ok = QInputDialog.getText(self, self.tr("Reject"),
                                          self.tr("Why (the table's phones show it):"))
        if ok:
            self._call(services.reject, sent.id, reason)

    def set_auto(self, on: bool) -> None:
        self._call(services.set_auto_approve, on)

    def ask_print(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Score sheets with QR codes"),
                                              f"score-sheets-round-{self.round.value()}.pdf", "PDF (*.pdf)")
        if path:
            self.print_sheets(Path(path))

    def print_sheets(self, path: Path) -> None:
        """The round's score sheets, each with its table's QR code and pairing code."""
        from tourney.export.pdf_common import PrintOptions
        from tourney.export.score_sheets import score_sheets_pdf
        from tourney.gui import i18n
        from tourney.services import printing

        store = self.session.store
        assert store is not None
        try:
            header, ruleset, tables = printing.score_sheets(store, self.round.value())
        except TourneyError as error:
            messages.show_error(self, error)
            return
        by_table = {s.table: s for s in self._secrets}
        tables = [replace(t, link=table_link(self._base(), by_table[t.table]), code=by_table[t.table].code)
                  if t.table in by_table else t for t in tables]
        language = i18n.current if i18n.current in ("it", "en") else "en"
        pdf = score_sheets_pdf(tables, header, PrintOptions(lang=language), ruleset=ruleset,
                               east_rotates=printing.east_rotates(store))
        safe_write.write_bytes(path, pdf)
