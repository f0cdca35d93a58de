"""Importing a registration list of 50,000 players into a tournament file (goal: under 5 s, linear).

Run by hand: ``python benchmarks/bench_import_players.py [ROWS]``. The list is written once to a
temporary folder; timed are the whole import into a new file (reading, checking every row for
duplicates, one transaction) and, as the floor measured in the same run, the csv module alone
parsing the same file. Half and full size are both timed: linear time shows as a ratio near 2.
"""

from __future__ import annotations

import csv
import os
import sys
import tempfile
import time
from pathlib import Path

from tourney import services

GOAL_SECONDS = 5.0


def write_list(path: Path, rows: int) -> None:
    with path.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["Name", "Club", "Country", "EMA number"])
        for n in range(rows):
            writer.writerow([f"Giocatore {n:06d}", f"Circolo {n % 250}", "IT", f"IT-{n:08d}"])


CPU: list[float] = []  # processor seconds of each import: what a busy machine does not inflate


def import_seconds(folder: Path, listed: Path, name: str) -> float:
    store = services.create_tournament(folder / name, name="Bench", ruleset="fimj", rounds=8)
    try:
        start, cpu = time.perf_counter(), time.process_time()
        report = services.import_players_csv(store, listed)
        seconds = time.perf_counter() - start
        CPU.append(time.process_time() - cpu)
    finally:
        store.close()
    assert not report.bad_rows
    return seconds


def parse_seconds(listed: Path) -> float:
    start = time.perf_counter()
    with listed.open(encoding="utf-8", newline="") as source:
        rows = list(csv.reader(source))
    assert rows
    return time.perf_counter() - start


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 50_000
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        half, full = folder / "half.csv", folder / "full.csv"
        write_list(half, rows // 2)
        write_list(full, rows)
        floor = min(parse_seconds(full) for _ in range(3))
        half_time = import_seconds(folder, half, "half.tourney")
        full_time = import_seconds(folder, full, "full.tourney")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{rows} players ({full.name}, load {load:.2f})")
    print(f"  csv module parse (floor): {floor:7.3f} s")
    print(f"  import, {rows // 2:>6} rows:   {half_time:7.3f} s")
    print(f"  import, {rows:>6} rows:   {full_time:7.3f} s  = {full_time / floor:5.1f} x the floor; "
          f"goal under {GOAL_SECONDS:.0f} s: {'met' if full_time < GOAL_SECONDS else 'MISSED'}")
    print(f"  processor time of the full import: {CPU[-1]:.3f} s (the wall time above grows with the load)")
    print(f"  full / half: {full_time / half_time:4.2f} (2.0 is linear)")


if __name__ == "__main__":
    main()
