"""The Print menu writes each sheet where the referee chose and opens it when asked."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QInputDialog

from tourney import services


@pytest.fixture
def opened(monkeypatch):
    urls = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: urls.append(url.toLocalFile()) or True)
    return urls


def _drawn(window):
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    services.draw_round(store, 1)
    services.record_totals(store, 1, 1, [10, -10, 0, 0])


def test_every_sheet_is_written_as_a_pdf_and_opened(window, tmp_path, monkeypatch, opened):
    _drawn(window)
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (1, True))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("http://192.168.1.5:8765/", True))
    menu = window.print_menu
    names = [a.text() for a in menu.actions() if a.text()]
    sheets = [a for a in menu.actions() if a.text().endswith("…") and "HTML" not in a.text()
              and a.objectName() != "job:export ema"]  # the EMA file is CSV, with its own dialog and tests
    for action in sheets:
        spreadsheet = action.objectName() == "job:export xlsx"
        out = tmp_path / (action.text().strip("…").replace(" ", "_") + (".xlsx" if spreadsheet else ".pdf"))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, o=out, **k: (str(o), ""))
        action.trigger()
        assert out.read_bytes().startswith(b"PK" if spreadsheet else b"%PDF"), action.text()
        assert opened[-1] == str(out)
    assert "Open when done" in names
    assert len(opened) == 10  # seven sheets, the check-in cards, the blank score sheets and the spreadsheet


def test_the_spreadsheet_is_offered_with_its_file_dialog_and_its_errors_shown(window, tmp_path, monkeypatch,
                                                                               refusals, opened):
    _drawn(window)
    action = next(a for a in window.print_menu.actions() if a.objectName() == "job:export xlsx")
    asked = []
    missing = tmp_path / "no such folder" / "results.xlsx"

    def dialog(parent, title, proposed, pattern):
        asked.append((proposed, pattern))
        return str(missing), ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    action.trigger()
    assert asked[0][0].endswith("-results.xlsx") and "*.xlsx" in asked[0][1]
    assert refusals and "no such folder" in refusals[0] and opened == []


def test_the_paper_chosen_in_print_paper_is_the_paper_of_the_sheets(window, tmp_path, monkeypatch, opened):
    from PySide6.QtWidgets import QMenu

    _drawn(window)
    papers = next(m for m in window.print_menu.findChildren(QMenu) if m.title() == "Paper")
    a3 = next(a for a in papers.actions() if a.objectName() == "paper:a3")
    a3.trigger()
    out = tmp_path / "standings.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    next(a for a in window.print_menu.actions() if a.objectName() == "job:export standings").trigger()
    import io

    import pypdf
    box = pypdf.PdfReader(io.BytesIO(out.read_bytes())).pages[0].mediabox
    assert sorted((round(float(box.width)), round(float(box.height)))) == [842, 1191]  # A3


def test_html_pages_are_written_to_the_folder_chosen(window, tmp_path, monkeypatch, opened):
    _drawn(window)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(tmp_path / "web"))
    path = window.print_menu.write_html()
    assert path.name == "index.html" and path.exists()


def test_nothing_is_opened_when_open_when_done_is_off(window, tmp_path, monkeypatch, opened):
    _drawn(window)
    window.print_menu.actions()[-1].setChecked(False)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "cards.pdf"), ""))
    assert window.print_menu.print_sheet("cards", lambda store, options: b"%PDF-1.4") is not None
    assert opened == []


def test_a_sheet_of_a_round_not_drawn_says_why(window, tmp_path, monkeypatch, refusals, opened):
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (2, True))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "s.pdf"), ""))
    window.print_menu.actions()[0].trigger()
    assert refusals and "2" in refusals[0]
    assert opened == []
