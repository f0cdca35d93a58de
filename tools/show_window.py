"""Open one window of a tournament day on a small demo, to look at it (screenshots, #27).

    PYTHONPATH=. python tools/show_window.py RULESET LANGUAGE WINDOW [--type-example]

WINDOW is ``main``, ``board``, ``menu-day`` (``menu-day-players``, ``menu-day-rounds``) or a name of
``tests.gui.day_windows.DIALOGS`` (deal, new_deal, deals, totals, swap, draw, history, player, wizard,
table_entry, penalties, byes, constraints, schedule, ranking, standings, log); ``welcome`` shows the
window with no file.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication


def main() -> int:
    ruleset, language, name = sys.argv[1:4]
    app = QApplication(sys.argv)
    app.setOrganizationName("tourney-look")
    app.setApplicationName("tourney-look")
    QSettings().clear()
    from tests.gui import day_windows
    from tourney.gui import i18n
    from tourney.gui.main_window import MainWindow

    i18n.install(language)
    path = Path(tempfile.mkdtemp()) / f"{ruleset}.tourney"
    if name == "welcome":
        window = MainWindow()
        window.show()
        return app.exec()
    day_windows.build_day(path, ruleset)
    window = day_windows.main_window(path)
    if name.startswith("menu-"):  # menu-day, menu-day-players, menu-day-rounds: the Day menu opened
        window.show()
        window.move(0, 0)
        _open_menu(window, name.split("-")[2:])
        return app.exec()
    if name.startswith("main"):
        window.tabs.setCurrentIndex(int(name[4:] or 0))
        window.show()
        return app.exec()
    shown = day_windows.board(window) if name == "board" else day_windows.DIALOGS[name](window)
    if "--type-example" in sys.argv:
        from tests.gui.test_scoring import EXAMPLE_1

        for wind, hand in EXAMPLE_1.items():
            shown.seats[wind].hand.setText(hand)
        shown.seats["S"].winner.setChecked(True)
        shown.seats["S"].tile.setText("S")
    if name == "table_entry":  # the pending phone deal of round 2, under review
        shown.round.setValue(2)
        shown.pending.selectRow(0)
    shown.move(0, 0)
    shown.show()
    return app.exec()


def _open_menu(window, path: list[str]) -> None:
    """Open the Day menu (and one of its submenus) under its place in the menu bar, once shown."""
    from PySide6.QtCore import QTimer

    def show() -> None:
        bar = window.menuBar()
        menu = window.day_menu
        menu.popup(bar.mapToGlobal(bar.actionGeometry(menu.menuAction()).bottomLeft()))
        if path:
            index = {"players": 0, "rounds": 1}[path[0]]
            sub = menu.actions()[index]
            menu.setActiveAction(sub)
            QTimer.singleShot(300, lambda: sub.menu().popup(menu.mapToGlobal(
                menu.actionGeometry(sub).topRight())))

    QTimer.singleShot(800, show)


if __name__ == "__main__":
    sys.exit(main())
