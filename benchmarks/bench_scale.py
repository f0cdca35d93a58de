"""Speed at 300 players × 10 rounds × every deal recorded (#33 point 9), beside floors from the same run.

Each figure is a fresh process on a copy of the cached file of :mod:`scale_file` (built once, a few
minutes): ``round seat`` of round 11, the window open, the report PDF, the standings PDF and the
``log --json`` peak memory (``resource.getrusage`` of the child). Floors, measured in the same run:
an empty Qt window shown, a bare one-page reportlab PDF, and a plain SQLite read of every row of the
file. Goals: seat < 2 s, window < 1 s, exports < 2 s, log memory flat (not growing with the log).

    PYTHONPATH=. python benchmarks/bench_scale.py [PLAYERS]
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scale_file import scale_file

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
EMPTY_WINDOW = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([]); window = QMainWindow(); window.show(); app.processEvents()
"""
OPEN_WINDOW = """
from PySide6.QtWidgets import QApplication
from tourney.gui.main_window import MainWindow
app = QApplication([]); window = MainWindow({path!r}); window.show(); app.processEvents()
"""
BARE_PDF = """
from reportlab.pdfgen.canvas import Canvas
c = Canvas({out!r}); c.drawString(72, 720, "Torneo"); c.showPage(); c.save()
"""
EVERY_ROW = """
import sqlite3
db = sqlite3.connect({path!r})
for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
    for _ in db.execute(f"SELECT * FROM [{{name}}]"):
        pass
"""


def _run(args: list[str], *, stdout: int | None = subprocess.DEVNULL) -> float:
    start = time.perf_counter()
    subprocess.run(args, check=True, env=ENV, stdout=stdout, stderr=subprocess.PIPE, cwd=ROOT)
    return time.perf_counter() - start


def _python(code: str) -> float:
    return _run([sys.executable, "-c", code])


def _tourney(*args: str) -> float:
    return _run([sys.executable, "-m", "tourney", *args])


def _peak_mib(*args: str) -> float:
    """Peak memory of one `tourney` command, in a child of its own so nothing else counts."""
    probe = ("import resource, subprocess, sys\n"
             f"subprocess.run([sys.executable, '-m', 'tourney', *{list(args)!r}], check=True,"
             " stdout=subprocess.DEVNULL)\n"
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe], check=True, env=ENV, capture_output=True, text=True)
    return int(out.stdout) / 1024


def main(players: int = 300) -> None:
    source = scale_file(players)
    print(f"{source.name}: {source.stat().st_size / 2**20:.1f} MiB; load {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "t.tourney"
        shutil.copy(source, path)
        row_floor = _python(EVERY_ROW.format(path=str(path)))
        pdf_floor = _python(BARE_PDF.format(out=str(Path(folder) / "bare.pdf")))
        qt_floor = _python(EMPTY_WINDOW)
        rows = [
            ("round seat 11", _tourney("round", "seat", str(path), "11"), row_floor, "2 s"),
            ("window open", _python(OPEN_WINDOW.format(path=str(path))), qt_floor, "1 s"),
            ("export report", _tourney("export", "report", str(path), "-o", f"{folder}/r.pdf"),
             pdf_floor, "2 s"),
            ("export standings", _tourney("export", "standings", str(path), "-o", f"{folder}/s.pdf"),
             pdf_floor, "2 s"),
            ("log --json (time)", _tourney("log", str(path), "--json"), row_floor, "-"),
        ]
        memory = _peak_mib("log", str(path), "--json")
        empty_memory = _peak_mib("--help")
    print(f"{'operation':<20}{'seconds':>9}{'floor':>8}{'ratio':>8}  goal")
    for name, seconds, floor, goal in rows:
        print(f"{name:<20}{seconds:>9.2f}{floor:>8.2f}{seconds / floor:>7.1f}x  {goal}")
    print(f"{'log --json peak':<20}{memory:>7.0f} MiB (tourney --help alone: {empty_memory:.0f} MiB)")
    print(f"floors: every SQLite row {row_floor:.2f} s, bare reportlab page {pdf_floor:.2f} s, "
          f"empty Qt window {qt_floor:.2f} s; load {os.getloadavg()[0]:.1f}")
    print(f"(this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MiB)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
