"""How long the referee waits for the window with the demo tournament (target: 2 s), against Qt alone.

Each run is a fresh Python process, as when the referee starts the program: it imports everything,
opens the demo file (24 players, 4 rounds, 384 deals), builds the three tabs and shows the window
in Italian; the time is from the process start to the window on screen (offscreen platform). The
reference, measured in the same run, is a fresh process that only shows an empty Qt window.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OPEN_TOURNEY = """
from PySide6.QtWidgets import QApplication
from tourney.gui import i18n
from tourney.gui.main_window import MainWindow
app = QApplication([])
i18n.install("it")
window = MainWindow({path!r})
window.show()
app.processEvents()
"""
OPEN_EMPTY = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.show()
app.processEvents()
"""


def _seconds(code: str) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=env, capture_output=True)
    return time.perf_counter() - start


def main(runs: int = 5) -> None:
    from tourney import services

    with tempfile.TemporaryDirectory() as folder:
        demo = Path(folder) / "demo.tourney"
        services.build_demo(demo).close()
        _seconds(OPEN_EMPTY)  # warm the disk cache for both
        tourney = [_seconds(OPEN_TOURNEY.format(path=str(demo))) for _ in range(runs)]
        empty = [_seconds(OPEN_EMPTY) for _ in range(runs)]
    median, reference = statistics.median(tourney), statistics.median(empty)
    print(f"window with the demo, from process start: median {median:.2f} s, worst {max(tourney):.2f} s "
          f"({runs} runs; target 2 s)")
    print(f"empty Qt window, same run: median {reference:.2f} s  ->  ratio {median / reference:.1f}x")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
