"""The Print menu writes each sheet where the referee chose and opens it when asked."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QInputDialog

from tourney import services


@pytest.fixture(autouse=True)
def standings_choices_accepted(monkeypatch):
    """Print > Standings… asks its choices first; here the referee takes them as offered."""
    from PySide6.QtWidgets import QDialog

    from tourney.gui.print_choices import StandingsChoicesDialog
    monkeypatch.setattr(StandingsChoicesDialog, "exec", lambda self: QDialog.DialogCode.Accepted)


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


def _pdf_text(data: bytes) -> str:
    import io

    import pypdf
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)


def test_the_standings_choices_print_what_the_command_line_prints_with_the_same_options(
        window, tmp_path, monkeypatch, opened):
    from click.testing import CliRunner

    from tourney.cli import main
    from tourney.gui.print_choices import StandingsChoicesDialog

    _drawn(window)
    chosen = {}

    def choose(dialog):
        dialog.after.setChecked(True)
        dialog.round_box.setValue(1)
        dialog.teams.setValue(2)
        dialog.categories.setChecked(False)
        chosen["choices"] = dialog.choices()
        from PySide6.QtWidgets import QDialog
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(StandingsChoicesDialog, "exec", choose)
    out = tmp_path / "window.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    next(a for a in window.print_menu.actions() if a.objectName() == "job:export standings").trigger()
    assert chosen["choices"].after_round == 1 and chosen["choices"].team_best == 2
    cli_out, twin = tmp_path / "cli.pdf", tmp_path / "twin.tourney"  # the window holds the file's lock
    services.save_copy(window.session.store, twin)
    result = CliRunner().invoke(main, ["export", "standings", str(twin), "--round", "1",
                                       "--teams", "2", "--no-categories", "--lang", "en", "-o", str(cli_out)])
    assert result.exit_code == 0, result.output
    assert _pdf_text(out.read_bytes()) == _pdf_text(cli_out.read_bytes())


def test_every_round_is_offered_and_the_report_asks_how_many_highest_hands(window, tmp_path, monkeypatch,
                                                                          opened):
    from click.testing import CliRunner

    from tourney.cli import main
    from tourney.gui.print_choices import StandingsChoicesDialog

    _drawn(window)
    dialog = StandingsChoicesDialog(2)
    dialog.every.setChecked(True)
    assert dialog.choices().every_round and dialog.choices().after_round is None
    asked = []
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: asked.append(a[2]) or (0, True))
    out = tmp_path / "report.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    next(a for a in window.print_menu.actions() if a.objectName() == "job:export report").trigger()
    assert asked == ["Highest hands to list"]
    cli_out, twin = tmp_path / "cli-report.pdf", tmp_path / "twin.tourney"
    services.save_copy(window.session.store, twin)
    result = CliRunner().invoke(main, ["export", "report", str(twin), "--best-hands", "0",
                                       "--lang", "en", "-o", str(cli_out)])
    assert result.exit_code == 0, result.output
    assert _pdf_text(out.read_bytes()) == _pdf_text(cli_out.read_bytes())
