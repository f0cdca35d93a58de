"""Seat draw benchmark (run by hand): repeated meetings of a random draw, of the best of 1000
random draws, and of the optimiser, against the lower bound, with the optimiser's time.

    .venv/bin/python benchmarks/bench_seating.py [--seconds 10] [--seed 1] [SIZE ...]

SIZE is PLAYERSxROUNDS (default: the issue's list). The goal column is the issue's target.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from tourney.tournament.seating import SeatingRequest, draw

GOALS = {
    "24x5": 0, "40x7": 0, "64x8": 0, "100x9": 0,
    "16x5": 0, "20x5": 0, "36x8": 0, "40x8": 0, "48x10": 0, "100x10": 0, "150x10": 0,
    "28x7": 3, "32x8": 3, "20x6": 6, "20x7": 23, "20x8": 50, "24x8": 24, "24x9": 51,
    "24x7": None, "28x9": None, "40x13": None,
}


def random_repeats(players: int, rounds: int, rng: random.Random) -> int:
    """Repeats of one random draw (everyone shuffled afresh each round)."""
    met: Counter[tuple[int, int]] = Counter()
    for _ in range(rounds):
        order = list(range(players))
        rng.shuffle(order)
        for t in range(0, players, 4):
            table = sorted(order[t:t + 4])
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    met[a, b] += 1
    return sum(k - 1 for k in met.values() if k > 1)


def bench(size: str, seconds: float, seed: int) -> str:
    players, rounds = map(int, size.split("x"))
    rng = random.Random(seed)
    one = random_repeats(players, rounds, rng)
    start = time.perf_counter()
    shuffles = min(random_repeats(players, rounds, rng) for _ in range(1000))
    shuffle_time = time.perf_counter() - start
    request = SeatingRequest(players=tuple(range(1, players + 1)), rounds=rounds)
    result = draw(request, seconds=seconds, seed=seed)
    q = result.quality
    goal = GOALS.get(size)
    verdict = "" if goal is None else ("ok" if q.repeats <= goal else f"MISS (goal {goal})")
    ratio = f"{q.repeats / shuffles:.2f}" if shuffles else "-"
    return (
        f"{size:>7} {one:>7} {shuffles:>9} {q.repeats:>5} {q.lower_bound:>5} {q.max_meet:>4} "
        f"{q.wind_violations:>5} {result.seconds:>7.2f} {shuffle_time:>7.2f} {ratio:>6}  {verdict}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", default=list(GOALS))
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(" size  random  best1000  ours  bound  max  winds  ours_s  1000_s  ratio")
    for size in args.sizes:
        print(bench(size, args.seconds, args.seed), flush=True)
    print("ratio = our repeats / best-of-1000-shuffles repeats, measured in this run")


if __name__ == "__main__":
    main()
