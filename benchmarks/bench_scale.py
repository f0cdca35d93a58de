"""Speed at 300 players × 10 rounds × every deal recorded (#33 point 9), beside floors from the same run.

Each figure is a fresh process on a copy of the cached file of :mod:`scale_file` (built once, a few
minutes; the copy is brought up to the current schema first, untimed): ``round seat`` of round 11,
the window open, every export (PDF sheets, HTML, spreadsheet, CSV, JSON) and the ``log --json`` peak
memory (``resource.getrusage`` of the child). The window is also timed inside its process, from
``MainWindow(file)`` to shown, and after recording one table of round 11 until every view has caught
up (the second table recorded: the first change of a session also takes the automatic backup).
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
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

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
WINDOW_INSIDE = """
import json, time
from PySide6.QtWidgets import QApplication
from tourney import services
from tourney.gui.main_window import MainWindow
app = QApplication([])
start, cpu = time.perf_counter(), time.process_time()
window = MainWindow({path!r}); window.show(); app.processEvents()
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
    print(f"{source.name}: {source.stat().st_size / 2**20:.1f} MiB; load {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as folder:
        path = _copy(source, Path(folder) / "t.tourney")
        row_floor = _python(EVERY_ROW.format(path=str(path)))
        pdf_floor = _python(BARE_PDF.format(out=str(Path(folder) / "bare.pdf")))
        qt_floor = _python(EMPTY_WINDOW)
        cli_floor = _tourney("--help")
        [qt_inside] = _printed(EMPTY_INSIDE)
        rows = [("round seat 11", _tourney("round", "seat", str(path), "11"), row_floor, "2 s"),
                ("window open", _python(OPEN_WINDOW.format(path=str(path))), qt_floor, "1 s")]
        alone, inside = _copy(source, Path(folder) / "a.tourney"), _copy(source, Path(folder) / "w.tourney")
        [record_alone] = _printed(RECORD_ALONE.format(path=str(alone)))
        opened, refreshed = _printed(WINDOW_INSIDE.format(path=str(inside)))
        rows += [("  MainWindow() shown", opened, qt_inside, "1 s"),
                 ("  record 1 table+views", refreshed, record_alone, "0.3 s")]
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
          f"page {pdf_floor.wall:.2f}/{pdf_floor.cpu:.2f}, empty Qt window {qt_floor.wall:.2f}/"
          f"{qt_floor.cpu:.2f}"
          f" (shown inside its process {qt_inside.wall:.3f}), tourney --help {cli_floor.wall:.2f}/"
          f"{cli_floor.cpu:.2f}, the table recorded with no window {record_alone.wall:.3f}/"
          f"{record_alone.cpu:.3f}; load {os.getloadavg()[0]:.1f}")
    print(f"(this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MiB)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
