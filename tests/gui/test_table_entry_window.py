"""The window's table-entry dialog: the server inside the window, the codes, and approving deals."""

from __future__ import annotations

import os
import socket
import threading
from pathlib import Path

import httpx
from pypdf import PdfReader
from PySide6.QtWidgets import QInputDialog

from tests.services.conftest import example_deal
from tourney import services


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _seated(window) -> None:
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    window.session.call(services.draw_round, 1)


def _send(url: str, body: dict, answers: list) -> threading.Thread:
    """A phone sending from another thread: the window's thread must stay free to write the file."""
    thread = threading.Thread(target=lambda: answers.append(httpx.post(url, json=body, timeout=20).json()))
    thread.start()
    return thread


def _shot(widget, name: str, tmp_path: Path) -> None:
    folder = Path(os.environ.get("TOURNEY_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(folder / name))


def test_the_window_serves_the_tables_and_approves_what_a_phone_sent(window, qtbot, tmp_path, monkeypatch):
    _seated(window)
    dialog = window.show_table_entry()
    dialog.issue_button.click()
    assert dialog.tables.rowCount() == 2 and len(dialog.tables.item(0, 1).text()) == 7
    dialog.tables.selectRow(0)
    assert dialog.table_qr.pixmap() is not None and "/table/1/1/" in dialog.table_qr.text_shown

    dialog.host.setText("127.0.0.1")
    dialog.port.setValue(_free_port())
    dialog.start_button.click()
    assert dialog.server is not None and dialog.address.text() == dialog.server.address
    assert dialog.address_qr.text_shown == dialog.server.address
    secret = services.table_secrets(window.session.store, 1)[0]
    answers: list = []
    sending = _send(f"{dialog.server.address}table/1/1/{secret.secret}/deal",
                    {"number": 1, "deal": example_deal()}, answers)
    qtbot.waitUntil(lambda: bool(answers), timeout=20000)
    sending.join()
    assert answers[0]["ok"] and answers[0]["status"] == "pending"
    qtbot.waitUntil(lambda: dialog.pending.rowCount() == 1)  # the window refreshed by itself
    assert dialog.pending.item(0, 5).text() == "waiting"
    assert dialog.pending.item(0, 3).text() == "phone 1"  # the table's first phone, not a random tag
    _shot(dialog, "window-table-entry-pending.png", tmp_path)

    dialog.pending.selectRow(0)
    dialog.approve_button.click()
    assert services.results(window.session.store)[0].totals["S"] == 570
    assert dialog.pending.item(0, 5).text() == "approved"

    second = _send(f"{dialog.server.address}table/1/1/{secret.secret}/deal",
                   {"number": 2, "deal": example_deal()}, answers)
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=20000)
    second.join()
    qtbot.waitUntil(lambda: dialog.pending.rowCount() == 2)  # the window refreshes a moment later
    monkeypatch.setattr(QInputDialog, "getText", lambda *args: ("North's hand is missing", True))
    dialog.pending.selectRow(0)  # waiting ones are listed first
    dialog.reject_button.click()
    rejected = [s for s in services.submissions(window.session.store) if s.status == "rejected"]
    assert rejected[0].reason == "North's hand is missing"
    _shot(dialog, "window-table-entry-decided.png", tmp_path)

    dialog.auto.click()
    assert services.auto_approve(window.session.store)
    dialog.stop_server()
    assert dialog.server is None and dialog.address.text() == "Not serving."


def test_score_sheets_carry_each_tables_qr_code_and_pairing_code(window, tmp_path):
    _seated(window)
    dialog = window.show_table_entry()
    dialog.issue_button.click()
    out = tmp_path / "sheets.pdf"
    dialog.print_sheets(out)
    codes = [s.code for s in services.table_secrets(window.session.store, 1)]
    pages = [page.extract_text() for page in PdfReader(out).pages]
    for page, code in zip(pages, codes, strict=True):
        assert f"{code[:3]} {code[3:]}" in page
    if os.environ.get("TOURNEY_SHOTS"):
        (Path(os.environ["TOURNEY_SHOTS"]) / "score-sheets-qr.pdf").write_bytes(out.read_bytes())


def test_closing_the_window_stops_the_server(window, qtbot):
    _seated(window)
    dialog = window.show_table_entry()
    dialog.host.setText("127.0.0.1")
    dialog.port.setValue(_free_port())
    dialog.start_button.click()
    server = dialog.server
    assert server is not None and server.running
    window.close()
    assert not server.running


def test_a_tables_call_shows_in_the_window_until_the_referee_answers_it(window):
    _seated(window)
    dialog = window.show_table_entry()
    window.session.call(services.call_referee, 1, 2, "dispute")
    calls = dialog.referee_calls
    assert calls.calls.count() == 1 and "Table 2" in calls.calls.item(0).text()
    assert "dispute" in calls.calls.item(0).text() and calls.answer.isEnabled()
    calls.answer.click()
    assert calls.calls.count() == 0 and not services.calls(window.session.store, open_only=True)


def test_the_window_hides_the_standings_from_a_round_and_reveals_them(window):
    _seated(window)
    calls = window.show_table_entry().referee_calls
    calls.hide_from.setValue(1)
    calls.apply_hide.click()
    assert services.standings_hiding(window.session.store).hides(1) and calls.reveal.isEnabled()
    calls.reveal.click()
    assert not services.standings_hiding(window.session.store).hides(1)
