"""Issue #33 point 7: the window never deletes a file it did not create in this action."""

from __future__ import annotations

import tempfile
from pathlib import Path

from tourney import services
from tourney.gui.main_window import MainWindow


def test_opening_the_demo_twice_keeps_the_demo_that_was_open(qtbot, tmp_path, monkeypatch, refusals):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    main = MainWindow()
    qtbot.addWidget(main)
    main.open_demo()
    first = main.session.path
    assert first is not None and first.exists()
    before = len(services.log(main.session.store))
    main.open_demo()
    assert refusals == []
    assert main.session.path is not None and main.session.path != first
    main.session.close()
    with services.open_tournament(first) as store:  # the tournament open before is still there, whole
        assert len(services.log(store)) == before
        assert len(services.players(store)) == 24


def test_opening_the_demo_never_deletes_a_file_the_referee_keeps_under_the_demos_old_name(
        qtbot, tmp_path, monkeypatch, refusals):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    mine = Path(tmp_path) / "tourney-demo.tourney"
    mine.write_bytes(b"the referee's own file")
    main = MainWindow()
    qtbot.addWidget(main)
    main.open_demo()
    assert mine.read_bytes() == b"the referee's own file"
    main.session.close()
