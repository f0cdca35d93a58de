"""The pages' way into the window's file: their changes refresh the window once per moment."""

from __future__ import annotations

from tourney import services
from tourney.gui.session import Session
from tourney.gui.web_gate import WindowGate


def test_a_burst_of_changes_from_the_pages_refreshes_the_window_once_and_reads_afresh(qtbot, tmp_path):
    session = Session()
    session.create(tmp_path / "cup.tourney", name="Cup", ruleset="fimj", rounds=1)
    gate = WindowGate(session)
    refreshed: list[int] = []
    session.changed.connect(lambda: refreshed.append(1))
    try:
        assert session.read(services.snapshot).players == ()
        futures = [gate.post(lambda n=n: services.add_player(session.store, f"Player {n}"))
                   for n in range(10)]
        qtbot.waitUntil(lambda: all(f.done() for f in futures), timeout=10000)
        assert len(session.read(services.snapshot).players) == 10  # not the snapshot read before
        qtbot.waitUntil(lambda: refreshed == [1], timeout=10000)
        qtbot.wait(2 * WindowGate.REFRESH_MS)
        assert refreshed == [1]
        gate.post(lambda: services.players(session.store))  # a read changes nothing: no refresh
        qtbot.wait(2 * WindowGate.REFRESH_MS)
        assert refreshed == [1]
    finally:
        session.close()
