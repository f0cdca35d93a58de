"""The end of the day in the window: the Final and prizes menu, its dialogs, and the board's
category tables and prize-giving reveal (last prize first, at the referee's key press)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from tourney import services
from tourney.gui import i18n
from tourney.gui.board_prizes import CATEGORIES, PRIZES
from tourney.gui.categories_dialog import CategoriesDialog
from tourney.gui.display_board import DisplayBoard
from tourney.gui.final_dialog import FinalDialog
from tourney.gui.main_window import MainWindow
from tourney.gui.prizes_dialog import PrizesDialog
from tourney.gui.session import Session
from tourney.services.categories import categories, set_categories
from tourney.services.final import read_final
from tourney.services.prizes import prizes


@pytest.fixture(scope="module")
def cup_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("cup") / "cup.tourney"
    store = services.build_demo(path, players=16, rounds=4, deals_per_table=3, record_rounds=2)
    order = [r.player.id for r in services.standings(store).rows]
    for pid in order[::3]:
        set_categories(store, pid, ["women"])
    store.close()
    return path


@pytest.fixture
def session(cup_file, tmp_path):
    copy = tmp_path / "cup.tourney"
    copy.write_bytes(cup_file.read_bytes())
    opened = Session()
    opened.open(copy)
    yield opened
    opened.close()
    i18n.install("en")


def test_the_menu_holds_the_final_categories_and_prizes_jobs(qtbot, cup_file, tmp_path):
    copy = tmp_path / "menu.tourney"
    copy.write_bytes(cup_file.read_bytes())
    window = MainWindow(copy)
    qtbot.addWidget(window)
    jobs = {a.objectName() for a in window.findChildren(QAction)}
    assert {"job:final", "job:prizes", "job:players category"} <= jobs
    window.close()


def test_the_final_dialog_cuts_to_a_final_and_shows_a_bad_size_under_its_field(qtbot, session):
    dialog = FinalDialog(session)
    qtbot.addWidget(dialog)
    dialog.after.setValue(2)
    dialog.top.setValue(5)
    dialog.accept()
    assert "--top 5: a final needs a multiple of 4" in dialog.errors.message("top")
    assert session.read(read_final) is None
    dialog.top.setValue(4)
    dialog.carry.setCurrentIndex(dialog.carry.findData("half"))
    dialog.accept()
    final = session.read(read_final)
    assert final is not None and final.size == 4 and final.carry == "half"
    assert len(session.read(services.tables, 3)) == 1  # the others stop: one table in round 3


def test_the_final_dialog_speaks_italian(qtbot, session):
    i18n.install("it")
    dialog = FinalDialog(session)
    qtbot.addWidget(dialog)
    dialog.after.setValue(2)
    dialog.top.setValue(6 + 1)
    dialog.accept()
    assert "una finale richiede un multiplo di 4" in dialog.errors.message("top")


def test_the_categories_dialog_saves_who_is_ticked(qtbot, session):
    dialog = CategoriesDialog(session)
    qtbot.addWidget(dialog)
    dialog.name.setEditText("juniors")
    first = services.players(session.store)[0].id
    dialog.tick({first})
    dialog.accept()
    assert session.read(categories)["juniors"] == (first,)


def test_the_prizes_dialog_lists_the_prizes_and_saves_the_pdf(qtbot, session, tmp_path):
    dialog = PrizesDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == len(session.read(prizes).prizes) > 0
    dialog.places.setValue(5)
    assert [p.place for p in session.read(prizes).prizes if p.kind == "place"] == [1, 2, 3, 4, 5]
    dialog.save_pdf(str(tmp_path / "prizes.pdf"))
    assert (tmp_path / "prizes.pdf").read_bytes().startswith(b"%PDF")


def test_the_board_reveals_the_prizes_from_the_last_to_the_first_at_each_key_press(qtbot, session):
    board = DisplayBoard(session)
    qtbot.addWidget(board)
    board.show_mode(PRIZES)
    board.show()
    board.activateWindow()
    qtbot.waitExposed(board)
    order = session.read(prizes).reveal()
    assert board.picture().big == ""  # nothing revealed before the first press
    for step, prize in enumerate(order, start=1):
        qtbot.keyClick(board, Qt.Key.Key_PageDown)
        assert board.picture().big.strip() == prize.name
        assert board.picture().corner == f"{step} / {len(order)}"
    assert board.picture().title == "Place 1"  # the winner of the tournament comes last
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.picture().title == "Place 2"


def test_the_board_shows_each_category_table(qtbot, session):
    board = DisplayBoard(session)
    qtbot.addWidget(board)
    board.show_mode(CATEGORIES)
    screen = board.picture()
    chosen = session.read(categories)["women"]
    women = [r for r in services.standings(session.store).rows if r.player.id in chosen]
    assert screen.title == "Category: women"
    assert [row[1] for row in screen.rows] == [r.player.name for r in women]


def test_day_standings_show_one_category_as_the_command_line_does(qtbot, session):
    from tourney.gui.standings_more import MoreStandingsDialog
    from tourney.services.categories import category_standings

    dialog = MoreStandingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.category.setCurrentIndex(dialog.category.findData("women"))
    shown = [dialog.model.row(i).player.id for i in range(dialog.model.rowCount())]
    women = category_standings(session.store, "women", dialog.after.value())
    assert shown == [r.player.id for r in women.rows]


def test_the_windows_draw_of_a_final_round_is_refused_and_leaves_the_final_seats(qtbot, session, monkeypatch):
    from tourney.gui import messages
    from tourney.gui.rounds_tab import RoundsTab
    from tourney.services.final import cut_to_final
    before = [t.seats for t in session.call(cut_to_final, 2, 8, "keep", "consolation").tables]
    shown = []
    monkeypatch.setattr(messages, "show_error", lambda parent, error: shown.append(str(error)))
    monkeypatch.setattr(messages, "confirm", lambda *args: True)
    tab = RoundsTab(session)
    qtbot.addWidget(tab)
    monkeypatch.setattr(tab, "current_round", lambda: 3)
    assert tab.draw() is False
    assert tab.draw_rounds(None) is None
    assert len(shown) == 2 and all("tourney final FILE --next" in s for s in shown)
    assert [t.seats for t in session.read(services.tables, 3)] == before


def test_the_board_reads_the_prizes_only_while_the_categories_or_the_prize_giving_are_shown(qtbot, session,
                                                                                            monkeypatch):
    import tourney.gui.board_prizes as board_prizes

    asked = []
    monkeypatch.setattr(board_prizes, "prizes", lambda store: asked.append(1) or prizes(store))
    board = DisplayBoard(session)
    qtbot.addWidget(board)
    board.refresh()  # a change in the main window while the board shows its clock
    assert asked == []
    board.show_mode(CATEGORIES)
    assert asked == [1]
    first = services.players(session.store)[0].id
    session.call(set_categories, first, ["newcomers"])  # a change while the categories are shown
    assert len(asked) == 2  # the board caught the change itself
    assert "newcomers" in [name for name, _rows in board.prizes.tables]
