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
    menu = window.print_menu
    names = [a.text() for a in menu.actions() if a.text()]
    pdfs = [a for a in menu.actions() if a.text().endswith("…") and "HTML" not in a.text()
            and not a.objectName().startswith("job:export ema")]  # the EMA file is CSV: its own test
    for action in pdfs:
        out = tmp_path / (action.text().strip("…").replace(" ", "_") + ".pdf")
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, o=out, **k: (str(o), ""))
        action.trigger()
        assert out.read_bytes().startswith(b"%PDF"), action.text()
        assert opened[-1] == str(out)
    assert "Open when done" in names
    assert len(opened) == 7


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
