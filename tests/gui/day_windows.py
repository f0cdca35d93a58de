"""Every window and dialog of a tournament day, opened on a small demo of a ruleset, for the
screen-size tests and for screenshots (``tools/show_window.py``).

The demo has a player with a 40-character accented name at the first table of round 1, a round
with results and a round without, and a phone deal waiting for approval.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QWidget

from tourney import services
from tourney.gui.main_window import MainWindow

LONG_NAME = "Àngela Maria Pùccio-Scalzàferri Dell'Órto"  # 40 characters with accents
LAPTOP = (1366, 700)  # a 1366×768 screen less a title bar and a taskbar
PROJECTOR = (1024, 768)


def build_day(path: Path, ruleset: str) -> None:
    """A two-round demo of ``ruleset``: round 1 played, round 2 drawn without results."""
    store = services.build_demo(path, players=8, rounds=2, deals_per_table=3, ruleset=ruleset, seed=7)
    try:
        state = services.snapshot(store)
        services.edit_player(store, state.tables_of(1)[0].seats["E"], name=LONG_NAME)
        for table in state.tables_of(2):
            result = state.result(2, table.number)
            for number in range(len(result.deals) if result else 0, 0, -1):
                services.remove_deal(store, 2, table.number, number)
        first = state.result(1, 1).deals
        # two phones of table 1 send different versions of its first deal of round 2
        services.submit_deal(store, 2, 1, 1, first[0].deal, "phone-one")
        services.submit_deal(store, 2, 1, 1, first[1].deal, "phone-two")
    finally:
        store.close()


def main_window(path: Path) -> MainWindow:
    return MainWindow(path)


def _first_table(window: MainWindow, round_number: int = 1):
    return services.snapshot(window.session.store).tables_of(round_number)[0]


def _names(window: MainWindow) -> dict[int, str]:
    return {p.id: p.name for p in services.players(window.session.store)}


def deals_sheet(window: MainWindow) -> QWidget:
    from tourney.gui.scoring_sheet import TableDealsDialog

    return TableDealsDialog(window.session, _first_table(window), window)


def deal_dialog(window: MainWindow) -> QWidget:
    """The scoring dialog correcting the first deal of the long-named player's table."""
    sheet = deals_sheet(window)
    sheet.view.selectRow(0)
    dialog = sheet.edit_deal()
    assert dialog is not None
    dialog.preview.run()
    return dialog


def new_deal_dialog(window: MainWindow) -> QWidget:
    return deals_sheet(window).add_deal()


def totals(window: MainWindow) -> QWidget:
    from tourney.gui.totals_dialog import TotalsDialog

    return TotalsDialog(window.session, _first_table(window), _names(window), None, window)


def swap(window: MainWindow) -> QWidget:
    from tourney.gui.swap_dialog import SwapDialog

    return SwapDialog(window.session, 1, parent=window)


def draw(window: MainWindow) -> QWidget:
    from tourney.gui.draw_dialog import DrawDialog

    return DrawDialog(window.session, 2, parent=window, iterations=10)


def history(window: MainWindow) -> QWidget:
    from tourney.gui.history_dialog import HistoryDialog

    return HistoryDialog(window.session, _first_table(window).seats["E"], window)


def player(window: MainWindow) -> QWidget:
    from tourney.gui.player_dialog import PlayerDialog

    chosen = services.player(window.session.store, _first_table(window).seats["E"])
    return PlayerDialog(window.session, chosen, window)


def wizard(window: MainWindow) -> QWidget:
    from tourney.gui.wizard import NewTournamentDialog

    dialog = NewTournamentDialog(window.session, window)
    ruleset = services.tournament(window.session.store).ruleset
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData(ruleset))
    return dialog


def table_entry(window: MainWindow) -> QWidget:
    return window.show_table_entry()


def board(window: MainWindow) -> QWidget:
    return window.show_display_board()


def final(window: MainWindow) -> QWidget:
    from tourney.gui.final_dialog import FinalDialog

    return FinalDialog(window.session, window)


def categories(window: MainWindow) -> QWidget:
    from tourney.gui.categories_dialog import CategoriesDialog

    return CategoriesDialog(window.session, window)


def prizes(window: MainWindow) -> QWidget:
    from tourney.gui.prizes_dialog import PrizesDialog

    return PrizesDialog(window.session, window)


def backups(window: MainWindow) -> QWidget:
    from tourney.gui.backups_dialog import BackupsDialog

    return BackupsDialog(window.session, window)


def restore(window: MainWindow) -> QWidget:
    from tourney.gui.backups_dialog import RestoreDialog

    assert window.session.path is not None
    return RestoreDialog(window.session.path, window.open_path, window)


def ema(window: MainWindow) -> QWidget:
    """Print > EMA results…: the demo's players have no EMA numbers, so every row has a problem."""
    from tourney.gui.ema_dialog import EmaDialog

    return EmaDialog(window.session, window)


def _a_register_with_the_long_name() -> None:
    """The long name in the register (a throw-away one unless TOURNEY_REGISTER names one already)."""
    import os
    import tempfile

    from tourney.services import register as reg

    os.environ.setdefault(reg.REGISTER_ENV, str(Path(tempfile.mkdtemp()) / "register.sqlite"))
    with reg.open_register() as register:
        if not register.people(LONG_NAME):
            register.add(LONG_NAME, ema_id="07001234", club="Circolo Mahjong Drago Rosso di Sant'Àngelo",
                         country="ITA", contact="angela.maria.puccio-scalzaferri@example.org")


def register(window: MainWindow) -> QWidget:
    from tourney.gui.register_dialog import RegisterDialog

    _a_register_with_the_long_name()
    return RegisterDialog(window.session, window)


def offer_back(window: MainWindow) -> QWidget:
    from tourney.gui.register_dialog import OfferBackDialog

    return OfferBackDialog(window.session, window)


def person(window: MainWindow) -> QWidget:
    from tourney.gui.register_dialog import PersonDialog

    return PersonDialog(window)

def day_job(name: str) -> Callable[[MainWindow], QWidget]:
    """A dialog of the Day menu (penalties, byes, constraints, schedule, ranking, standings, log)."""
    return lambda window: window.day_menu.make_dialog(name)


DAY_JOBS = ("penalties", "byes", "constraints", "schedule", "ranking", "standings", "log", "checkin", "clock")

DIALOGS: dict[str, Callable[[MainWindow], QWidget]] = {
    "deal": deal_dialog, "new_deal": new_deal_dialog, "deals": deals_sheet, "totals": totals,
    "swap": swap, "draw": draw, "history": history, "player": player, "wizard": wizard,
    "table_entry": table_entry, **{name: day_job(name) for name in DAY_JOBS},
    "final": final, "categories": categories, "prizes": prizes,
    "backups": backups, "restore": restore,
    "ema": ema, "register": register, "offer_back": offer_back, "person": person,
}
