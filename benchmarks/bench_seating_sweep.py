"""Seat draw sweep (run by hand): one draw for every N ≡ 0 (mod 4) from 16 to 200 and every R up to
min(15, ⌊(N−1)/3⌋) (5 for N = 16 and 20), each schedule checked by an evaluator of its own that
reads only the finished tables (not the optimiser's bookkeeping), printed as a table.

    python benchmarks/bench_seating_sweep.py [--seconds 10] [--seed 1] [--jobs 2] [--subset SPEC]

SPEC picks sizes: ``28x9,32x10`` (those sizes), ``28-60`` (those player counts, every R), or
``dense`` (the two top R of every count). The draw stops at once when it reaches the lower bound,
so a size a construction covers takes a fraction of a second. The last line counts the sizes
with repeats or wind violations; the goal is none.
"""

from __future__ import annotations

import argparse
import os
import time
from collections import Counter
from multiprocessing import Pool

from tourney.tournament.seating import SeatingRequest, draw


def sizes() -> list[tuple[int, int]]:
    """Every (players, rounds) of the sweep."""
    out = []
    for n in range(16, 201, 4):
        top = 5 if n <= 20 else min(15, (n - 1) // 3)
        out += [(n, r) for r in range(1, top + 1)]
    return out


def pick(spec: str | None) -> list[tuple[int, int]]:
    every = sizes()
    if not spec:
        return every
    if spec == "dense":
        top = {n: max(r for m, r in every if m == n) for n, _ in every}
        return [(n, r) for n, r in every if r >= top[n] - 1]
    if "-" in spec and "x" not in spec:
        low, high = map(int, spec.split("-"))
        return [(n, r) for n, r in every if low <= n <= high]
    return [tuple(map(int, s.split("x"))) for s in spec.split(",")]  # type: ignore[misc]


def evaluate(tables: list[list[tuple[int, ...]]], players: int) -> tuple[int, int, int]:
    """(repeats, most meetings of a pair, wind violations) read from the tables alone: a pair
    meeting k times counts k−1 repeats; a player's seats at each wind must lie within ⌊R/4⌋..⌈R/4⌉
    of the R rounds he played, every seat outside counting one violation."""
    met: Counter[frozenset[int]] = Counter()
    winds: dict[int, Counter[int]] = {p: Counter() for p in range(1, players + 1)}
    for rnd in tables:
        seen = [p for t in rnd for p in t]
        assert len(seen) == len(set(seen)), "a player seated twice in a round"
        for table in rnd:
            for w, p in enumerate(table):
                winds[p][w] += 1
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    met[frozenset((a, b))] += 1
    repeats = sum(k - 1 for k in met.values())
    violations = 0
    for counts in winds.values():
        played = sum(counts.values())
        low, high = played // 4, -(-played // 4)
        violations += sum(max(0, low - counts[w]) + max(0, counts[w] - high) for w in range(4))
    return repeats, max(met.values(), default=0), violations


def one(job: tuple[int, int, float, int]) -> tuple[int, int, int, int, int, float, str]:
    players, rounds, seconds, seed = job
    start = time.perf_counter()
    request = SeatingRequest(players=tuple(range(1, players + 1)), rounds=rounds)
    result = draw(request, seconds=seconds, seed=seed)
    took = time.perf_counter() - start
    tables = [[tuple(t) for t in rnd.tables] for rnd in result.rounds]
    assert all(len(rnd) * 4 == players for rnd in tables)
    repeats, top, winds = evaluate(tables, players)
    return players, rounds, repeats, top, winds, took, result.stopped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--subset")
    args = parser.parse_args()
    jobs = [(n, r, args.seconds, args.seed) for n, r in pick(args.subset)]
    print(f"{len(jobs)} draws, {args.seconds:g} s budget each, {args.jobs} at a time, "
          f"load average {os.getloadavg()[0]:.1f} at the start")
    print("   N x R   repeats  max_meet  winds  seconds  stopped")
    bad, slowest, start = [], 0.0, time.perf_counter()
    with Pool(args.jobs) as pool:
        for n, r, repeats, top, winds, took, stopped in pool.imap(one, jobs):
            print(f"{n:>4} x {r:<2} {repeats:>8} {top:>9} {winds:>6} {took:>8.2f}  {stopped}", flush=True)
            slowest = max(slowest, took)
            if repeats or winds:
                bad.append(f"{n}x{r}")
    print(f"{len(jobs) - len(bad)} of {len(jobs)} sizes with 0 repeats and 0 wind violations; "
          f"slowest {slowest:.2f} s; whole sweep {time.perf_counter() - start:.0f} s; "
          f"load average {os.getloadavg()[0]:.1f} at the end")
    if bad:
        print("not zero: " + " ".join(bad))


if __name__ == "__main__":
    main()
