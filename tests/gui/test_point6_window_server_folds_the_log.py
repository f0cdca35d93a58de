"""Issue #33 points 6 and 10: the window's built-in phone server folds the write-ahead log back into
the file after a few idle seconds, as `tourney serve` does, so a copy of the file alone is current."""

from __future__ import annotations

import shutil

from tests.web.test_server import free_port
from tourney import services
from tourney.gui.table_entry_dialog import TableEntryDialog


def test_while_the_window_serves_a_copy_of_the_file_alone_holds_the_last_change(window, qtbot, tmp_path):
    dialog = TableEntryDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.host.setText("127.0.0.1")
    dialog.port.setValue(free_port())
    dialog.toggle_server()
    assert dialog.server is not None
    try:
        path = window.session.path
        wal = path.with_name(path.name + "-wal")
        window.session.call(services.add_player, "Zoe Late")
        assert wal.stat().st_size > 0  # the change is in the log only, for now
        qtbot.waitUntil(lambda: not wal.exists() or wal.stat().st_size == 0, timeout=15000)
        copy = tmp_path / "copy.tourney"
        shutil.copyfile(path, copy)  # the file alone, as a referee copies it to a stick
        with services.open_tournament(copy, readonly=True) as copied:
            assert "Zoe Late" in [p.name for p in services.players(copied)]
    finally:
        dialog.stop_server()
    assert not dialog.folding.timer.isActive()
