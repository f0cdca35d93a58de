"""The window opens without importing what only its menus' actions use (#33 point 9, the window's open).

Each check runs in a fresh interpreter, since this test process has imported everything already. The
printing (reportlab, openpyxl, the exports), the phones' web server (starlette, uvicorn), the seating
search, the rulesets and every dialog load when their action is first used.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tourney import services

ROOT = Path(__file__).resolve().parents[2]
NOT_AT_OPEN = (
    "reportlab", "openpyxl", "starlette", "uvicorn", "qrcode", "tourney.export", "tourney.web",
    "tourney.rules", "tourney.tournament.seating", "tourney.tournament.standings",
    "tourney.services.printing", "tourney.services.standings", "tourney.services.seating",
    "tourney.services.register", "tourney.services.categories",
    "tourney.gui.draw_dialog", "tourney.gui.scoring_dialog", "tourney.gui.scoring_sheet",
    "tourney.gui.backups_dialog", "tourney.gui.wizard", "tourney.gui.help_window",
    "tourney.gui.register_dialog", "tourney.gui.player_dialog", "tourney.gui.import_dialog",
    "tourney.gui.ema_dialog", "tourney.gui.history_dialog", "tourney.gui.swap_dialog",
    "tourney.gui.totals_dialog", "tourney.gui.room_dialogs", "tourney.gui.display_board",
    "tourney.gui.table_entry_dialog", "tourney.gui.print_choices", "tourney.gui.final_dialog",
    "tourney.gui.categories_dialog", "tourney.gui.prizes_dialog",
)
OPEN = """
from PySide6.QtWidgets import QApplication
from tourney.gui.main_window import MainWindow
app = QApplication([])
window = MainWindow({path!r})
window.show()
app.processEvents()
assert window.players_tab.model.rowCount() == {players}, "the players are in the list"
assert window.rounds_tab.rounds_model.rowCount() == {rounds}, "the rounds are in their list"
"""


def _loaded_after(code: str) -> set[str]:
    """The modules of NOT_AT_OPEN (or inside them) imported once ``code`` has run in a fresh interpreter."""
    probe = (f"{code}\nimport json, sys\n"
             f"print(json.dumps(sorted(m for m in {NOT_AT_OPEN!r} if any(n == m or n.startswith(m + '.') "
             "for n in sys.modules))))")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True,
                          timeout=300)
    return set(json.loads(done.stdout.splitlines()[-1]))


def test_importing_the_window_loads_no_printing_server_search_or_dialog():
    assert _loaded_after("import tourney.gui.app\nimport tourney.gui.main_window") == set()


def test_opening_a_tournament_in_the_window_loads_no_printing_server_search_or_dialog(tmp_path):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=4).close()
    assert _loaded_after(OPEN.format(path=str(path), players=8, rounds=2)) == set()


def test_the_printing_loads_when_a_sheet_is_printed(tmp_path):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=4).close()
    out = tmp_path / "seating.pdf"
    code = OPEN.format(path=str(path), players=8, rounds=2) + (
        "from tourney.gui import print_menu\n"
        f"window.session.read(lambda store, options: open({str(out)!r}, 'wb').write("
        "print_menu._seating(store, 1, options)), window.print_menu.options())\n")
    loaded = _loaded_after(code)
    assert {"reportlab", "tourney.export", "tourney.services.printing"} <= loaded
    assert out.read_bytes().startswith(b"%PDF")


def test_opening_a_tournament_in_the_window_reads_no_deal_but_checks_the_file(qtbot, tmp_path, monkeypatch):
    from tourney.gui.main_window import MainWindow
    from tourney.store import store as store_module

    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=4).close()
    statements: list[str] = []
    connect = store_module._connect

    def traced(*args, **kwargs):
        connection = connect(*args, **kwargs)
        connection.set_trace_callback(statements.append)
        return connection

    monkeypatch.setattr(store_module, "_connect", traced)
    main = MainWindow(path)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    assert any("quick_check" in s for s in statements)  # damage is found before it spreads (#33 point 4)
    assert [s for s in statements if "FROM deals" in s or "from deals" in s] == []
    assert main.players_tab.model.rowCount() == 8 and main.rounds_tab.rounds_model.rowCount() == 2


def test_the_window_alone_skips_the_command_line_and_every_other_form_goes_to_it(tmp_path):
    from tourney.start import window_file

    assert window_file([]) == (True, None)
    assert window_file(["gui"]) == (True, None)
    assert window_file(["gui", "cup.tourney"]) == (True, "cup.tourney")
    for other in (["gui", "--help"], ["gui", str(tmp_path)], ["gui", "a", "b"], ["gui", ""],
                  ["standings", "x"], ["--version"]):
        assert window_file(other)[0] is False, other


def test_tourney_gui_file_opens_the_window_without_building_the_command_line(tmp_path):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=4).close()
    code = f"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
from tourney.start import main
app = QApplication([])
QTimer.singleShot(0, app.quit)  # the first turn of the window's event loop
sys.argv = ["tourney", "gui", {str(path)!r}]
try:
    main()
except SystemExit as stop:
    assert stop.code == 0, stop.code
sys.excepthook = sys.__excepthook__  # a failed check is printed, not shown in a box nobody closes
titles = [w.windowTitle() for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow)]
assert len(titles) == 1 and "demo.tourney" in titles[0], titles  # the window was on that file
assert "tourney.cli" not in sys.modules and "tourney.commands" not in sys.modules
"""
    assert _loaded_after(code) == set()
