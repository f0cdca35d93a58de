"""After a change the window refreshes without reading every deal of the file (#33 point 10)."""

from __future__ import annotations

from tourney import services
from tourney.gui.main_window import MainWindow
from tourney.services import reading


def test_a_change_refreshes_every_view_without_reading_the_deals(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=4).close()
    main = MainWindow(path)
    qtbot.addWidget(main)
    main.show()
    reads: list[tuple[str, bool]] = []
    whole = reading._results

    def spy(store, where, params, *, deals=True):
        reads.append((where, deals))
        return whole(store, where, params, deals=deals)

    monkeypatch.setattr(reading, "_results", spy)
    main.session.call(services.add_player, "Zoe Nuova", club="Drago")
    assert reads, "the views read the sheets again after the change"
    assert [r for r in reads if r[1] and not r[0]] == []  # no read of every table's deals
    assert main.rounds_tab.rounds_model.rowCount() == 2
