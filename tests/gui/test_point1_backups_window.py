"""Issue #33 point 1 in the window: File > Save a copy…, File > Backups… (the backups folder, a USB
stick may be chosen) and File > Restore… (by round or by backup, into a NEW file, then opened)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from PySide6.QtWidgets import QMenu

from tourney import services
from tourney.cli import main as cli
from tourney.gui.main_window import MainWindow


@pytest.fixture
def played(qtbot, tmp_path, refusals):
    path = tmp_path / "club.tourney"
    services.build_demo(path, players=8, rounds=3, deals_per_table=2).close()
    window = MainWindow(path)
    qtbot.addWidget(window)
    return window


def _file_menu(window: MainWindow) -> QMenu:
    return window.menuBar().actions()[0].menu()


def test_the_file_menu_has_save_a_copy_backups_and_restore_as_jobs(played):
    texts = [a.text() for a in _file_menu(played).actions()]
    assert {"&Save a copy…", "&Backups…", "Res&tore…"} <= set(texts)
    names = {a.objectName() for a in played.findChildren(type(played.backup_actions[0]))}
    assert {"job:backups", "job:restore"} <= names
    played.session.close()
    played.refresh()
    assert not any(a.isEnabled() for a in played.backup_actions)  # nothing to copy with no file open


def test_save_a_copy_writes_a_whole_tournament_and_never_replaces_a_file(played, tmp_path, refusals):
    copy = tmp_path / "stick" / "copy.tourney"
    copy.parent.mkdir()
    assert played.save_copy(copy)
    with services.open_tournament(copy) as store:
        assert len(services.players(store)) == 8 and len(services.results(store)) == 6
    taken = tmp_path / "taken.tourney"
    taken.write_bytes(b"someone's file")
    assert not played.save_copy(taken)
    assert taken.read_bytes() == b"someone's file" and "already exists" in refusals[-1]


def test_the_backups_dialog_lists_them_and_moves_them_to_a_chosen_stick(played, tmp_path):
    dialog = played.show_backups()
    shown = [dialog.table.item(row, 1).text() for row in range(dialog.table.rowCount())]
    assert shown[:3] == ["round 3", "round 2", "round 1"]  # newest first, after which round
    assert "KiB" in dialog.table.item(0, 2).text()
    stick = tmp_path / "usb"
    assert dialog.set_folder(str(stick))
    assert played.session.read(services.backups_folder) == stick and stick.is_dir()
    services.add_penalty(played.session.store, 1, 1, "late")  # the next backup goes to the stick
    played.session.store.autobackup.backup(None)
    assert played.session.store.autobackup.wait(10)  # the window copies on the backups' thread
    assert [b.path.parent for b in services.list_backups(played.session.path)] == [stick]
    assert dialog.set_folder("")
    assert played.session.read(services.backups_folder).name == "club-backups"


@pytest.mark.parametrize("round_number", [1, 2])
def test_restore_by_round_writes_a_new_file_with_that_rounds_standings_and_opens_it(
        played, tmp_path, round_number):
    original = played.session.path
    dialog = played.show_restore()
    dialog.rounds.setCurrentIndex(dialog.rounds.findData(round_number))
    assert dialog.table.chosen().after_round == round_number
    out = tmp_path / f"back-to-{round_number}.tourney"
    assert dialog.restore_to(out) == out
    assert played.session.path == out  # offered, accepted and opened
    played.session.close()
    run = CliRunner().invoke
    expected = json.loads(run(cli, ["standings", str(original), "--after-round", str(round_number),
                                    "--json"]).output)
    assert json.loads(run(cli, ["standings", str(out), "--json"]).output) == expected


def test_restore_never_writes_over_a_file(played, tmp_path, refusals):
    dialog = played.show_restore()
    dialog.table.selectRow(0)
    taken = tmp_path / "taken.tourney"
    taken.write_bytes(b"someone's file")
    assert dialog.restore_to(taken) is None
    assert taken.read_bytes() == b"someone's file" and "already exists" in refusals[-1]


def test_a_damaged_file_is_refused_and_its_backups_offered(qtbot, tmp_path, refusals):
    path = tmp_path / "club.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=2).close()
    data = bytearray(path.read_bytes())
    data[4096 + 200: 4096 + 4000] = b"\xff" * 3800  # scribble over the second page
    path.write_bytes(bytes(data))
    window = MainWindow()
    qtbot.addWidget(window)
    opened = window.open_path(path)
    if opened:
        pytest.skip("the scribble missed every page SQLite checks")
    assert "newest good backup" in refusals[-1]
    dialog = window.findChild(type(window.show_restore(path)))
    assert dialog is not None and dialog.table.backups


def test_the_window_copies_its_backups_on_a_thread_of_their_own(played):
    store = played.session.store
    assert store.autobackup.background  # issue #32 point 8: a day's copy stops neither window nor pages
    store.autobackup.last_at = 0  # ten minutes have passed
    services.add_penalty(store, 1, 1, "late")
    assert store.autobackup.wait(10) and store.autobackup.problem is None
    assert [b.path for b in services.list_backups(played.session.path)][-1] == store.autobackup.taken[-1]
