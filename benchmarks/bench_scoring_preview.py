"""How soon the scoring dialog's preview follows a keystroke (target: 50 ms), against a bare score_deal.

Types FIMJ Example 1 into the deal editor (offscreen), then times, for each of the last keystrokes,
from the key press until the seat's score is on screen; the reference is the engine alone.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tourney import services
from tourney.gui.scoring_dialog import DealDialog
from tourney.gui.scoring_sheet import TableDealsDialog
from tourney.gui.session import Session
from tourney.rules import score_deal

HANDS = {"E": "[999p] 333s 13m 7p", "W": "[2222m] 3y", "N": ""}
SOUTH = "[555s] RdRdRd 234p [678m] SS 2f"


def _open_dialog(folder: Path) -> TableDealsDialog:
    store = services.create_tournament(folder / "bench.tourney", name="Bench", ruleset="fimj", rounds=1)
    for number in range(4):
        services.add_player(store, f"Player {number + 1}")
    services.check_in(store, *[p.id for p in services.players(store)])
    services.draw_round(store, 1)
    store.close()
    session = Session()
    session.open(folder / "bench.tourney")
    return TableDealsDialog(session, services.snapshot(session.store).tables_of(1)[0])


def _latency(app: QApplication, dialog: DealDialog, key: str, text: str) -> float:
    south = dialog.seats["S"]
    start = time.perf_counter()
    QTest.keyClick(south.hand, key)
    while south.score.text() == "" or south.hand.text() != text:
        time.sleep(0.0002)
        app.processEvents()
        if time.perf_counter() - start > 2:
            raise RuntimeError(f"the preview did not update within 2 s: {south.hand.text()!r}")
    return (time.perf_counter() - start) * 1000


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        sheet = _open_dialog(Path(folder))  # kept: it owns the editor
        editor = sheet.add_deal()
        editor.show()
        for wind, hand in HANDS.items():
            editor.seats[wind].hand.setText(hand)
        south = editor.seats["S"]
        south.winner.setChecked(True)
        south.tile.setText("S")
        south.hand.setText(SOUTH[:-1])
        times = []
        for _ in range(20):  # "...SS 2" does not read; the keystroke "f" completes the hand
            south.hand.setText(SOUTH[:-1])
            for _wait in range(5):
                app.processEvents()
                time.sleep(0.01)
            times.append(_latency(app, editor, "f", SOUTH))
        deal = editor.preview_deal()
        start = time.perf_counter()
        for _ in range(20):
            score_deal(deal)
        engine = (time.perf_counter() - start) / 20 * 1000
    print(f"keystroke to preview: median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms "
          f"(target 50 ms); score_deal alone {engine:.1f} ms; ratio {statistics.median(times) / engine:.1f}")


if __name__ == "__main__":
    main()
