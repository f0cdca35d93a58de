"""Speed at 300 players × 10 rounds × every deal recorded (#33 point 9), beside floors from the same run.

Each figure is a fresh process on a copy of the cached file of :mod:`scale_file` (built once, a few
minutes; the copy is brought up to the current schema first, untimed): ``round seat`` of round 11,
the window open, every export (PDF sheets, HTML, spreadsheet, CSV, JSON) and the ``log --json`` peak
memory (``resource.getrusage`` of the child). The window is also timed inside its process, from
``MainWindow(file)`` to shown, and after recording one table of round 11 until every view has caught
up (the second table recorded: the first change of a session also takes the automatic backup), with
the Players tab shown (the window as it opens) and with the Rounds tab shown (where the referee
enters a table: the draw on screen is refitted too).
"window shown" is the open as the referee sees it: from the launch of the process (the parent's
clock just before it starts the child) to the window shown with the tournament in it (the child
reads the same system-wide monotonic clock once ``show()`` and ``processEvents()`` are done), the
median of three runs, beside an empty Qt window measured the same way; its cpu is the child's
processor time up to that moment. "tourney gui FILE shown" is the same through the command the
desktop entry runs (the command line's start included), until the first turn of the event loop.
"window open+exit" is the whole process as before, the closing of the window and Python's
finalisation included. The children run with Python's bytecode cache,
as an installed program does (``PYTHONDONTWRITEBYTECODE`` in the caller's environment is dropped
and tourney is compiled once before the first figure): compiling every module at every start
would add about a tenth of a second to each row.
Floors, measured in the same run: an empty Qt window shown, a bare one-page reportlab PDF, a plain
SQLite read of every row of the file, ``tourney --help`` (the command line's start alone), and for
the refresh the same table recorded with no window. Goals: seat < 2 s, window < 1 s, refresh <
0.3 s, exports < 2 s, log memory flat (not growing with the log). The machine is shared: read the
ratios, and the load printed beside them.

    PYTHONPATH=. python benchmarks/bench_scale.py [PLAYERS]
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scale_file import scale_file

ROOT = Path(__file__).resolve().parents[1]
ENV = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
       "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
SHOWN = "\nimport time; print(time.monotonic(), time.process_time(), flush=True)"  # once on screen
EMPTY_WINDOW = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([]); window = QMainWindow(); window.show(); app.processEvents()
""" + SHOWN
OPEN_WINDOW = """
from PySide6.QtWidgets import QApplication
from tourney.gui.main_window import MainWindow
app = QApplication([]); window = MainWindow({path!r}); window.show(); app.processEvents()
""" + SHOWN
TOURNEY_GUI = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from tourney.start import main  # the `tourney` command's entry point
app = QApplication([])  # the one `tourney gui` takes (QApplication.instance())


def shown():
    app.processEvents()
    print(time.monotonic(), time.process_time(), flush=True)
    app.quit()


QTimer.singleShot(0, shown)  # the first turn of the event loop: the window is on screen
sys.argv = ["tourney", "gui", {path!r}]
try:
    main()
except SystemExit:
    pass
"""
BARE_PDF = """
from reportlab.pdfgen.canvas import Canvas
c = Canvas({out!r}); c.drawString(72, 720, "Torneo"); c.showPage(); c.save()
"""
WINDOW_INSIDE = """
import json, time
from PySide6.QtWidgets import QApplication
from tourney import services
from tourney.gui.main_window import MainWindow
app = QApplication([])
start, cpu = time.perf_counter(), time.process_time()
window = MainWindow({path!r}); window.show(); window.tabs.setCurrentIndex({tab}); app.processEvents()
opened = time.perf_counter() - start, time.process_time() - cpu
deals = [json.loads(r["deal"]) for r in window.session.store.query(
    "SELECT deal FROM deals WHERE result_id = "
    "(SELECT id FROM table_results WHERE round = 10 AND table_no = 1) ORDER BY number")]
window.session.call(services.record_deals, 11, 1, deals); app.processEvents()  # the first change backs up
start, cpu = time.perf_counter(), time.process_time()
window.session.call(services.record_deals, 11, 2, deals); app.processEvents()
print(*opened, time.perf_counter() - start, time.process_time() - cpu)
"""
RECORD_ALONE = """
import json, time
from tourney import services
store = services.open_tournament({path!r})
deals = [json.loads(r["deal"]) for r in store.query(
    "SELECT deal FROM deals WHERE result_id = "
    "(SELECT id FROM table_results WHERE round = 10 AND table_no = 1) ORDER BY number")]
services.record_deals(store, 11, 1, deals)  # the first change of a session takes the automatic backup
start, cpu = time.perf_counter(), time.process_time()
services.record_deals(store, 11, 2, deals)
print(time.perf_counter() - start, time.process_time() - cpu)
"""
EMPTY_INSIDE = """
import time
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
start, cpu = time.perf_counter(), time.process_time()
window = QMainWindow(); window.show(); app.processEvents()
print(time.perf_counter() - start, time.process_time() - cpu)
"""
EVERY_ROW = """
import sqlite3
db = sqlite3.connect({path!r})
for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
    for _ in db.execute(f"SELECT * FROM [{{name}}]"):
        pass
"""


class Took(NamedTuple):
    """Seconds on the clock, and of processor time (the child's user and system time): on a busy
    machine the clock waits for a turn, the processor time is the work itself."""

    wall: float
    cpu: float


def _cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _run(args: list[str], *, stdout: int | None = subprocess.DEVNULL) -> Took:
    start, cpu = time.perf_counter(), _cpu()
    subprocess.run(args, check=True, env=ENV, stdout=stdout, stderr=subprocess.PIPE, cwd=ROOT)
    return Took(time.perf_counter() - start, _cpu() - cpu)


def _python(code: str) -> Took:
    return _run([sys.executable, "-c", code])


def _printed(code: str) -> list[Took]:
    """The figures a child prints, clock and processor time in pairs (times it took inside itself)."""
    out = subprocess.run([sys.executable, "-c", code], check=True, env=ENV, capture_output=True, text=True,
                         cwd=ROOT)
    figures = [float(x) for x in out.stdout.split()]
    return [Took(figures[i], figures[i + 1]) for i in range(0, len(figures), 2)]


def _shown(code: str, runs: int = 3) -> tuple[Took, Took]:
    """From the launch of a fresh process to its window shown, and the whole process, each the median
    of ``runs`` (see the module's docstring)."""
    shown, whole = [], []
    for _ in range(runs):
        launched, start, cpu = time.monotonic(), time.perf_counter(), _cpu()
        out = subprocess.run([sys.executable, "-c", code], check=True, env=ENV, capture_output=True,
                             text=True, cwd=ROOT)
        whole.append(Took(time.perf_counter() - start, _cpu() - cpu))
        at, cpu_then = (float(x) for x in out.stdout.split()[-2:])
        shown.append(Took(at - launched, cpu_then))
    return statistics.median_low(shown), statistics.median_low(whole)


def _copy(source: Path, path: Path) -> Path:
    """A copy of the cached file at the current schema (the upgrade and its backup are not timed)."""
    shutil.copy(source, path)
    _python(f"from tourney.store import Store; Store.open({str(path)!r}).close()")
    for backup in path.parent.glob(f"{path.stem}.before-*"):
        backup.unlink()
    return path


def _tourney(*args: str) -> Took:
    return _run([sys.executable, "-m", "tourney", *args])


def _peak_mib(*args: str) -> float:
    """Peak memory of one `tourney` command, in a child of its own so nothing else counts."""
    probe = ("import resource, subprocess, sys\n"
             f"subprocess.run([sys.executable, '-m', 'tourney', *{list(args)!r}], check=True,"
             " stdout=subprocess.DEVNULL)\n"
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe], check=True, env=ENV, capture_output=True, text=True)
    return int(out.stdout) / 1024


Row = tuple[str, Took, Took, str]  # what, how long, its floor, the goal


def _exports(path: Path, folder: str, pdf_floor: Took, row_floor: Took) -> list[Row]:
    """Every export of the file, each in a fresh process, with its floor."""
    out, file = f"{folder}/out", str(path)
    os.makedirs(out, exist_ok=True)
    pdfs = [("report", []), ("standings", []), ("seating", ["--round", "10"]), ("sheets", ["--round", "11"]),
            ("cards", []), ("schedule", [])]
    rows = [(f"export {name}", _tourney("export", name, file, *extra, "-o", f"{out}/{name}.pdf"),
             pdf_floor, "2 s") for name, extra in pdfs]
    rows += [("export html", _tourney("export", "html", file, "-o", f"{out}/html"), row_floor, "2 s"),
             ("export xlsx", _tourney("export", "xlsx", file, "-o", f"{out}/t.xlsx"), row_floor, "2 s"),
             ("prizes --pdf", _tourney("prizes", file, "--pdf", f"{out}/prizes.pdf"), pdf_floor, "2 s"),
             ("players export csv", _tourney("players", "export", file, "--out", f"{out}/p.csv"), row_floor,
              "2 s"),
             ("ema --csv", _tourney("ema", file, "--csv", "--anyway"), row_floor, "2 s"),
             ("standings --json", _tourney("standings", file, "--json"), row_floor, "2 s"),
             ("log --json (time)", _tourney("log", file, "--json"), row_floor, "-")]
    return rows


def main(players: int = 300) -> None:
    source = scale_file(players)
    # compiled once, as an installed program is (see the module's docstring)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "tourney")], check=True, env=ENV,
                   stdout=subprocess.DEVNULL)
    print(f"{source.name}: {source.stat().st_size / 2**20:.1f} MiB; load {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as folder:
        path = _copy(source, Path(folder) / "t.tourney")
        row_floor = _python(EVERY_ROW.format(path=str(path)))
        pdf_floor = _python(BARE_PDF.format(out=str(Path(folder) / "bare.pdf")))
        qt_shown, qt_floor = _shown(EMPTY_WINDOW)
        cli_floor = _tourney("--help")
        [qt_inside] = _printed(EMPTY_INSIDE)
        window_shown, window_whole = _shown(OPEN_WINDOW.format(path=str(path)))
        rows = [("round seat 11", _tourney("round", "seat", str(path), "11"), row_floor, "2 s"),
                ("window shown", window_shown, qt_shown, "1 s"),
                ("window open+exit", window_whole, qt_floor, "-"),
                ("tourney gui FILE shown", _shown(TOURNEY_GUI.format(path=str(path)))[0], qt_shown, "1 s")]
        alone, inside = _copy(source, Path(folder) / "a.tourney"), _copy(source, Path(folder) / "w.tourney")
        [record_alone] = _printed(RECORD_ALONE.format(path=str(alone)))
        opened, refreshed = _printed(WINDOW_INSIDE.format(path=str(inside), tab=0))
        on_rounds = _copy(source, Path(folder) / "r.tourney")
        _, refreshed_rounds = _printed(WINDOW_INSIDE.format(path=str(on_rounds), tab=1))
        rows += [("  MainWindow() shown", opened, qt_inside, "1 s"),
                 ("  record 1 table+views", refreshed, record_alone, "0.3 s"),
                 ("   the same, Rounds tab", refreshed_rounds, record_alone, "0.3 s")]
        rows += _exports(path, folder, pdf_floor, row_floor)
        rows.append(("tourney --help", cli_floor, row_floor, "-"))
        memory = _peak_mib("log", str(path), "--json")
        empty_memory = _peak_mib("--help")
    print(f"{'operation':<24}{'clock s':>8}{'cpu s':>7}{'floor':>7}{'f.cpu':>7}{'ratio':>7}  goal"
          "   (ratio: processor time / the floor's)")
    for name, took, floor, goal in rows:
        print(f"{name:<24}{took.wall:>8.2f}{took.cpu:>7.2f}{floor.wall:>7.2f}{floor.cpu:>7.2f}"
              f"{took.cpu / max(floor.cpu, 0.001):>6.1f}x  {goal}")
    print(f"{'log --json peak':<24}{memory:>7.0f} MiB (tourney --help alone: {empty_memory:.0f} MiB)")
    print(f"floors (clock/cpu s): every SQLite row {row_floor.wall:.2f}/{row_floor.cpu:.2f}, bare reportlab "
          f"page {pdf_floor.wall:.2f}/{pdf_floor.cpu:.2f}, empty Qt window shown {qt_shown.wall:.2f}/"
          f"{qt_shown.cpu:.2f} (the whole process {qt_floor.wall:.2f}/{qt_floor.cpu:.2f})"
          f" (shown inside its process {qt_inside.wall:.3f}), tourney --help {cli_floor.wall:.2f}/"
          f"{cli_floor.cpu:.2f}, the table recorded with no window {record_alone.wall:.3f}/"
          f"{record_alone.cpu:.3f}; load {os.getloadavg()[0]:.1f}")
    print(f"(this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MiB)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
