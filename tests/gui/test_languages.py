"""Languages: Italian from the compiled translation, every text of the window translated."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tourney.gui import i18n

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def test_choosing_italian_in_the_menu_translates_the_window(window, english_after):
    window.set_language("it")
    assert [window.tabs.tabText(i) for i in range(3)] == ["Giocatori", "Turni", "Classifica"]
    assert window.players_tab.model.headerData(0, _horizontal()) == "Nome"
    assert i18n.chosen_language() == "it"
    window.set_language("en")
    assert window.tabs.tabText(0) == "Players"


def test_the_system_language_is_followed_unless_one_is_chosen(monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", lambda: QLocale("it_IT"))
    assert i18n.effective_language("system") == "it"
    assert i18n.effective_language("en") == "en"
    monkeypatch.setattr(QLocale, "system", lambda: QLocale("de_DE"))
    assert i18n.effective_language("system") == "en"


def test_every_italian_entry_is_translated():
    root = ET.parse(I18N / "tourney_it.ts").getroot()
    untranslated = [m.findtext("source") for m in root.iter("message")
                    if not (m.findtext("translation") or "").strip()
                    or m.find("translation").get("type") in ("unfinished", "obsolete", "vanished")]
    assert untranslated == []
    assert (I18N / "tourney_it.qm").stat().st_size > 0


def test_every_text_of_the_window_is_in_the_italian_source(tmp_path):
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    gui = sorted(str(p) for p in (Path(__file__).resolve().parents[2] / "tourney" / "gui").glob("*.py"))
    subprocess.run([lupdate, *gui, "-ts", str(fresh)], check=True, capture_output=True)
    wanted = {(c.findtext("name"), m.findtext("source"))
              for c in ET.parse(fresh).getroot().iter("context") for m in c.iter("message")}
    have = {(c.findtext("name"), m.findtext("source"))
            for c in ET.parse(I18N / "tourney_it.ts").getroot().iter("context") for m in c.iter("message")}
    assert sorted(wanted - have) == []


def _horizontal():
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal
