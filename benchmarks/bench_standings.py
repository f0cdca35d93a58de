"""Recomputing the standings of a 200-player, 10-round tournament with every deal stored (target < 0.5 s).

Run by hand: ``python benchmarks/bench_standings.py [FILE]``. The tournament is simulated once (the
demo's deals, 16 per table) into FILE, kept for later runs when given, else into a temporary
directory; only the reading and recomputing is timed. The reference, measured in the same run, is
reading the whole file into a snapshot (every deal included).
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tourney import services
from tourney.tournament.standings import compute_standings
from tourney.tournament.standings_input import Field, GameResult

PLAYERS, ROUNDS, DEALS = 200, 10, 16


def best_of(runs: int, work: Callable[[], Any]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def from_stored_deals(store: services.Store, seed: str) -> Any:
    """The standings with each table's totals summed again from its stored deals."""
    state = services.snapshot(store)
    field_ = services.field_of(state, seed)
    scheme, chain = services.ranking_of(state.tournament)
    results = []
    for result in state.results:
        table = state.table(result.round, result.table)
        if table is None or not result.final:
            continue
        totals = dict.fromkeys(table.seats, 0)
        for record in result.deals:
            for wind, points in record.net_by_table_wind().items():
                totals[wind] += points
        results += [GameResult(result.round, result.table, table.seats[w], w, totals[w]) for w in totals]
    return compute_standings(Field(field_.entrants, tuple(results), field_.penalties, (), field_.seed),
                             scheme, chain)


def build(path: Path) -> None:
    start = time.perf_counter()
    services.build_demo(path, seed=7, players=PLAYERS, rounds=ROUNDS, deals_per_table=DEALS).close()
    print(f"built {path} in {time.perf_counter() - start:.1f} s (not part of the timing)")


def main() -> None:
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(scratch) / "bench.tourney"
        if not path.exists():
            build(path)
        store = services.open_tournament(path)
        try:
            deals = store.query("SELECT count(*) AS n FROM deals")[0]["n"]
            print(f"{PLAYERS} players, {ROUNDS} rounds, {deals} deals stored")
            snapshot = best_of(5, lambda: services.snapshot(store))
            final = best_of(5, lambda: services.standings(store))
            by_round = best_of(3, lambda: services.standings_by_round(store))
            seed = services.standings_field(store)[0].seed
            summed = best_of(3, lambda: from_stored_deals(store, seed))
            assert from_stored_deals(store, seed) == services.standings(store)
        finally:
            store.close()
    print(f"reference: read the whole file (snapshot)        {snapshot * 1000:8.1f} ms")
    print(f"standings from the file (target < 500 ms)        {final * 1000:8.1f} ms  "
          f"({final / snapshot:.2f} x the snapshot)")
    print(f"standings summed again from every stored deal    {summed * 1000:8.1f} ms  "
          f"({summed / snapshot:.2f} x the snapshot)")
    print(f"standings after each of the {ROUNDS} rounds             {by_round * 1000:8.1f} ms  "
          f"({by_round / snapshot:.2f} x the snapshot)")


if __name__ == "__main__":
    main()
