"""The 300-player × 10-round tournament every scale benchmark reads, built once and cached under /tmp.

Run ``python benchmarks/scale_file.py [PLAYERS]`` to build it ahead of time; ``scale_file(players)``
returns its path, building it (a few minutes at 300 players) only when it is missing.
"""

from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path

ROUNDS = 10
DEALS_PER_TABLE = 16


def scale_file(players: int = 300) -> Path:
    """The cached file with ``players`` players, every deal of ``ROUNDS`` rounds recorded."""
    path = Path(f"/tmp/tourney-scale-{players}x{ROUNDS}.tourney")
    if path.exists():
        return path
    from tourney.services.demo import build_demo

    partial = path.with_suffix(".building")
    partial.unlink(missing_ok=True)
    build_demo(partial, players=players, rounds=ROUNDS + 1, deals_per_table=DEALS_PER_TABLE,
               ruleset="fimj", record_rounds=ROUNDS).close()
    shutil.move(partial, path)
    return path


if __name__ == "__main__":
    started = time.perf_counter()
    built = scale_file(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
    print(f"{built}: {built.stat().st_size / 2**20:.1f} MiB in {time.perf_counter() - started:.0f} s")
