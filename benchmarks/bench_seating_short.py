"""Seat draws with tables of three (run by hand): counts not divisible by 4, each schedule checked by
an evaluator of its own that reads only the finished tables, printed as a table.

    python benchmarks/bench_seating_short.py [--seconds 10] [--seed 1] [--subset SPEC]

By default: every N ≢ 0 (mod 4) from 17 to 199 at its two top R (R ≤ min(15, ⌊(N−1)/3⌋)), plus
150 x 10. SPEC as in bench_seating_sweep (``150x10,45x8`` or ``17-60``, every R). A row counts
repeats, the most meetings of a pair, wind violations as docs/tables-of-three.md defines them
(North ⌊F/4⌋..⌈F/4⌉ over the F rounds at tables of four, East, South and West each
⌊(R−⌈F/4⌉)/3⌋..⌈(R−⌊F/4⌋)/3⌉), and whether the tables of three rotate fairly (nobody two more
than anybody else), beside the optimiser's lower bound of repeats. Run it under load too: the
draw must not depend on a quiet machine.
"""

from __future__ import annotations

import argparse
import os
import time
from collections import Counter

from tourney.tournament.seating import OddCount, SeatingRequest, draw


def sizes(spec: str | None) -> list[tuple[int, int]]:
    counts = [n for n in range(17, 200) if n % 4]
    top = {n: min(15, (n - 1) // 3) for n in counts}
    if spec and "x" in spec:
        return [tuple(map(int, s.split("x"))) for s in spec.split(",")]  # type: ignore[misc]
    if spec:
        low, high = map(int, spec.split("-"))
        return [(n, r) for n in counts if low <= n <= high for r in range(1, top[n] + 1)]
    return [(n, r) for n in counts for r in (top[n] - 1, top[n])] + [(150, 10)]


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def evaluate(tables: list[list[tuple[int, ...]]]) -> tuple[int, int, int, bool]:
    """(repeats, most meetings of a pair, wind violations, fair rotation of the tables of three)."""
    met: Counter[frozenset[int]] = Counter()
    seats: dict[int, Counter[int]] = {}
    full: Counter[int] = Counter()
    short: Counter[int] = Counter()
    for rnd in tables:
        for table in rnd:
            for w, p in enumerate(table):
                seats.setdefault(p, Counter())[w] += 1
                full[p] += len(table) == 4
                short[p] += len(table) == 3
            met.update(frozenset((a, b)) for i, a in enumerate(table) for b in table[i + 1:])
    violations = 0
    for p, c in seats.items():
        r, f = sum(c.values()), full[p]
        bands = [((r - ceil_div(f, 4)) // 3, ceil_div(r - f // 4, 3))] * 3 + [(f // 4, ceil_div(f, 4))]
        violations += sum(max(0, low - c[w]) + max(0, c[w] - high) for w, (low, high) in enumerate(bands))
    fair = max(short.values()) - min(short[p] for p in seats) <= 1
    return sum(k - 1 for k in met.values()), max(met.values(), default=0), violations, fair


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--subset")
    args = parser.parse_args()
    jobs = sizes(args.subset)
    print(f"{len(jobs)} draws, {args.seconds:g} s budget each, load average {os.getloadavg()[0]:.1f}")
    print("   N x R   repeats  bound  max_meet  winds  fair  seconds  stopped")
    bad, start = [], time.perf_counter()
    for n, r in jobs:
        began = time.perf_counter()
        request = SeatingRequest(players=tuple(range(1, n + 1)), rounds=r,
                                 odd_count=OddCount.THREE_PLAYER_TABLES)
        result = draw(request, seconds=args.seconds, seed=args.seed)
        took = time.perf_counter() - began
        repeats, top, winds, fair = evaluate([[tuple(t) for t in rnd.tables] for rnd in result.rounds])
        bound = result.quality.lower_bound
        print(f"{n:>4} x {r:<2} {repeats:>8} {bound:>6} {top:>9} {winds:>6} {fair!s:>5} {took:>8.2f}  "
              f"{result.stopped}", flush=True)
        if repeats > bound or winds or not fair:
            bad.append(f"{n}x{r}")
    print(f"{len(jobs) - len(bad)} of {len(jobs)} sizes at the lower bound of repeats (the optimiser's), "
          f"with 0 wind violations and a fair "
          f"rotation; whole run {time.perf_counter() - start:.0f} s; load average {os.getloadavg()[0]:.1f}")
    if bad:
        print("not zero: " + " ".join(bad))


if __name__ == "__main__":
    main()
