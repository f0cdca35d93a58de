"""How long the automatic backup of the day's file holds the thread that answers the phones (#32 point 8).

Usage: PYTHONPATH=. python benchmarks/bench_backup_pause.py [TIMES]

On a copy of the 300-player × 10-round file (about 50 MB, see scale_file.py), each of TIMES commits
asks for a backup (ten minutes have passed): once copied in place (as the command line does), once
in the background (as ``tourney serve`` and the window do). The floor is the same commit asking for
none, measured in the same run. Also the commits made while a background copy is written, against
as many made with none under way (the copy shares the processor and the disk with them). The commits
are not synced on their thread, as the served pages' are not (their sync runs beside, web/gate.py).
Goal: the commit that asks for a background backup takes under 10 ms more than the floor (median): a
thread is started for the copy; in place it took 0.3-0.8 s, every table's page waiting.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from scale_file import scale_file

from tourney import services


def timed(work) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def main() -> None:
    times = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "day.tourney"
        shutil.copy(scale_file(), path)
        store = services.open_tournament(path)
        store.sync_later = True  # as the served pages commit: synced beside (web/gate.py's Durable)
        count = iter(range(10**6))

        def commit() -> None:
            services.add_penalty(store, 1, 1, f"late {next(count)}")

        def asking() -> float:
            store.autobackup.last_at = 0  # ten minutes have passed: this commit asks for a backup
            return timed(commit)

        for _ in range(20):  # the first commit after opening asks for one too; the next warm up
            commit()
        floor = [timed(commit) for _ in range(times)]
        in_place = [asking() for _ in range(times)]
        store.start_backups(background=True)
        beside, copying, during = [], [], []
        for _ in range(times):
            started = time.perf_counter()
            beside.append(asking())
            while store.autobackup.copying:
                during.append(timed(commit))
            copying.append(time.perf_counter() - started)
        quiet = [timed(commit) for _ in during]
        store.close()
    ms = lambda xs: f"median {statistics.median(xs) * 1000:7.1f} ms  max {max(xs) * 1000:7.1f} ms"  # noqa: E731
    print(f"{path.name} copies of {scale_file().stat().st_size / 2**20:.0f} MiB, {times} each "
          f"(load average {os.getloadavg()[0]:.2f})")
    print(f"  floor: a commit asking for none       {ms(floor)}")
    print(f"  a commit copying its backup in place  {ms(in_place)}")
    print(f"  a commit asking for it in background  {ms(beside)}  (copy done {ms(copying)} later)")
    print(f"  {len(during)} commits during the copies      {ms(during)}")
    print(f"  as many with no copy under way        {ms(quiet)}")
    extra = (statistics.median(beside) - statistics.median(floor)) * 1000
    print(f"  background / floor: {statistics.median(beside) / statistics.median(floor):.1f} "
          f"({extra:+.1f} ms, goal under +10 ms); in place / floor: "
          f"{statistics.median(in_place) / statistics.median(floor):.0f}")


if __name__ == "__main__":
    main()
