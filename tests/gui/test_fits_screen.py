"""Every window and dialog of a tournament day fits a 1366×768 laptop (1366×700 once the title bar and
the taskbar are taken), and the display board a 1024×768 projector, in English and Italian, for every
ruleset, with a 40-character accented name at the table (#27)."""

from __future__ import annotations

import pytest

from tests.gui import day_windows
from tests.gui.day_windows import LAPTOP, LONG_NAME, PROJECTOR
from tourney.gui import i18n
from tourney.rules import ruleset_ids

RULESETS = ruleset_ids()


@pytest.fixture(scope="module")
def day_files(tmp_path_factory):
    """One small demo file per ruleset, made once for the module (copied for each test)."""
    folder = tmp_path_factory.mktemp("days")
    made = {}
    for ruleset in RULESETS:
        made[ruleset] = folder / f"{ruleset}.tourney"
        day_windows.build_day(made[ruleset], ruleset)
    return made


@pytest.fixture
def day(day_files, tmp_path, request, qtbot):
    """The main window on a copy of the ruleset's day, in the language asked."""
    ruleset, language = request.param
    path = tmp_path / day_files[ruleset].name
    path.write_bytes(day_files[ruleset].read_bytes())
    i18n.install(language)
    window = day_windows.main_window(path)
    qtbot.addWidget(window)
    yield window
    window.close()
    i18n.install("en")


def _fits(widget, room):
    width, height = room
    least, natural = widget.minimumSizeHint(), widget.sizeHint()
    return (least.width() <= width and least.height() <= height
            and natural.width() <= width and natural.height() <= height
            and widget.width() <= width and widget.height() <= height)


def _size(widget):
    least, natural = widget.minimumSizeHint(), widget.sizeHint()
    return (f"least {least.width()}×{least.height()}, natural {natural.width()}×{natural.height()}, "
            f"opened at {widget.width()}×{widget.height()}")


CASES = [(ruleset, language) for ruleset in RULESETS for language in ("en", "it")]


@pytest.mark.parametrize("day", CASES, indirect=True, ids=[f"{r}-{lang}" for r, lang in CASES])
def test_every_window_of_the_day_fits_a_laptop_and_the_board_a_projector(day, qtbot):
    too_big = []
    if not _fits(day, LAPTOP):
        too_big.append(f"main window: {_size(day)}")
    for name, make in day_windows.DIALOGS.items():
        dialog = make(day)
        qtbot.addWidget(dialog)
        if not _fits(dialog, LAPTOP):
            too_big.append(f"{name}: {_size(dialog)}")
        dialog.close()
    board = day_windows.board(day)
    qtbot.addWidget(board)  # a window of its own (no parent): closed and deleted with the test
    if not _fits(board, PROJECTOR):
        too_big.append(f"display board: {_size(board)}")
    assert not too_big, "\n".join(too_big)


@pytest.mark.parametrize("day", [("fimj", "en"), ("fimj", "it")], indirect=True, ids=["en", "it"])
def test_a_144_point_fimj_hand_shows_every_line_without_scrolling(day, qtbot):
    from tests.gui.test_scoring import EXAMPLE_1, _type

    dialog = day_windows.new_deal_dialog(day)
    qtbot.addWidget(dialog)
    dialog.resize(*LAPTOP)
    dialog.show()
    _type(qtbot, dialog, EXAMPLE_1, winner="S", tile="S")
    south = dialog.seats["S"]
    assert south.score.text().endswith("144")
    qtbot.waitUntil(lambda: south.items_area.viewport().height() > 0)
    assert south.items_area.verticalScrollBar().maximum() == 0, south.items.text()
    assert dialog.save_button.isVisible() and dialog.save_button.isEnabled()
    assert dialog.save_button.mapTo(dialog, dialog.save_button.rect().bottomLeft()).y() <= dialog.height()


@pytest.mark.parametrize("day", [("fimj", "it")], indirect=True, ids=["it"])
def test_a_long_name_wraps_in_its_seat_and_is_never_cut(day, qtbot):
    dialog = day_windows.deal_dialog(day)
    qtbot.addWidget(dialog)
    dialog.resize(*LAPTOP)
    dialog.show()
    east = next(seat for seat in dialog.seats.values() if seat.player_name == LONG_NAME)
    assert east.player.wordWrap() and east.player.text() == LONG_NAME
    assert east.player.width() >= east.player.minimumSizeHint().width()
    assert LONG_NAME in east.title()  # the palette's "tiles go to" names it whole too
