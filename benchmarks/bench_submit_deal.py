"""The processor time of one phone's send, in-process (#32 point 8): ``services.submit_deal``.

Usage: PYTHONPATH=. python benchmarks/bench_submit_deal.py [PASSES]

The workload of bench_web_httpx.py without the web: a FIMJ tournament of 30 tables, each sending its
16 deals in turn (the sheet grows to 15 pending deals), every deal never scored before in the process.
Each pass is a fresh file; the figure is the processor time per send (min and median of the passes,
the min resisting other programs' load). The floor, measured in the same run, is the engine's own
parse and score of as many new deals, completed as a sheet completes them: the part of a send no
change outside the rules can remove. Goal: 1.2 ms per send on a quiet machine, about 4x the floor
(it was 2.2 ms, 7-10x, when #32 point 8 was measured). Processor time counts every thread of the
process: the automatic backup's copy after the first send is in it, as it is in tourney serve.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_web_httpx import deal_for
from bench_web_load import make_file

from tourney import services
from tourney.rules import get_ruleset, parse_deal

TABLES, DEALS = 30, 16


def sends(offset: int) -> float:
    """Processor seconds per send over one fresh file's 30 x 16 sends."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "load.tourney"
        make_file(path, TABLES, DEALS)
        with services.open_tournament(str(path)) as store:
            store.start_backups()
            store.sync_later = True  # synced beside the send, as the served pages do (web/gate.py)
            services.tournament(store)  # warm, as tourney serve does before the first page
            spent = 0.0
            for number in range(1, DEALS + 1):
                for table in range(1, TABLES + 1):
                    deal = deal_for(table - 1 + offset, number)
                    key = f"bench-{table}-{number}"
                    started = time.process_time()
                    services.submit_deal(store, 1, table, number, deal, "phone1234567", key)
                    spent += time.process_time() - started
                    store.sync()
    return spent / (TABLES * DEALS)


def floor(offset: int) -> float:
    """Processor seconds per deal of the engine's parse and score alone."""
    ruleset = get_ruleset("fimj")
    deals = [{**deal_for(table + offset, number), "ruleset": "fimj", "options": {}, "round_wind": "E"}
             for number in range(1, DEALS + 1) for table in range(TABLES)]
    started = time.process_time()
    for deal in deals:
        ruleset.score(parse_deal(deal, ruleset)).to_json()
    return (time.process_time() - started) / len(deals)


def main() -> None:
    passes = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    sent = [sends(TABLES * k) for k in range(passes)]
    base = [floor(TABLES * (passes + k)) for k in range(passes)]
    ms = [s * 1000 for s in sent]
    print(f"submit_deal: min {min(ms):.3f} ms, median {statistics.median(ms):.3f} ms per send "
          f"({' '.join(f'{m:.2f}' for m in ms)})")
    print(f"floor (engine parse+score): min {min(base) * 1000:.3f} ms per deal")
    print(f"ratio: {min(sent) / min(base):.2f}x the floor (goal: under 4x)")


if __name__ == "__main__":
    main()
