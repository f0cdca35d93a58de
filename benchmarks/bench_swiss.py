"""Rounds by standing without repeats, many sizes and seeds: the band seating against the search alone.

Usage:
    PYTHONPATH=. python benchmarks/bench_swiss.py [SEEDS]

For each size (24 to 200 players) a random first round, then rounds 2 to 10 seated by standing after
random results (a shuffled standings list), each round built on the ones before. Every round is seated
twice from the same history (2 s and 1,000 steps at most, as the window draws): by ``draw_swiss_round``
as it is, and by the weighted search alone (the
draw before the band seating, ``BANDS`` emptied). Printed per size: rounds drawn, rounds with a repeat,
repeats in all, how far players had to move (band 1, 2, 3 or none found), and the slowest draw.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter

import tourney.tournament.seating as seating
from tourney.tournament.seating import SeatingRequest, draw, draw_swiss_round

SIZES = (24, 48, 100, 152, 200)
LAST_ROUND = 10


def one_size(players: int, seeds: int) -> tuple[Counter[str], dict[str, int], dict[str, int], float]:
    stopped: Counter[str] = Counter()
    repeats = {"bands": 0, "search": 0}
    rounds_with = {"bands": 0, "search": 0}
    slowest = 0.0
    everyone = tuple(range(1, players + 1))
    for seed in range(seeds):
        first = SeatingRequest(players=everyone, rounds=1)
        played = draw(first, seconds=None, iterations=500, seed=seed).rounds
        rng = random.Random(10_000 + seed)  # not the draws' own stream, whose shuffles repeat its tables
        for rnd in range(2, LAST_ROUND + 1):
            standings = list(everyone)
            rng.shuffle(standings)
            req = SeatingRequest(players=everyone, rounds=rnd, played=played)
            began = time.perf_counter()
            result = draw_swiss_round(req, standings, seconds=2.0, iterations=1000, seed=seed)
            slowest = max(slowest, time.perf_counter() - began)
            saved, seating.BANDS = seating.BANDS, ()
            try:
                alone = draw_swiss_round(req, standings, seconds=2.0, iterations=1000, seed=seed)
            finally:
                seating.BANDS = saved
            stopped[result.stopped] += 1
            for key, got in (("bands", result), ("search", alone)):
                new = _new_repeats(got)
                repeats[key] += new
                rounds_with[key] += bool(new)
            played = result.rounds
    return stopped, repeats, rounds_with, slowest


def _new_repeats(result: seating.SeatingResult) -> int:
    met: Counter[frozenset[int]] = Counter()
    for rnd in result.rounds[:-1]:
        for table in rnd.tables:
            met.update(frozenset((a, b)) for a in table for b in table if a < b)
    return sum(1 for table in result.rounds[-1].tables for a in table for b in table
               if a < b and met[frozenset((a, b))])


def main() -> None:
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"{seeds} seeds a size, rounds 2-{LAST_ROUND} by standing after random results")
    print("players | rounds | with a repeat: bands / search alone | repeats: bands / search alone "
          "| band 1 / 2 / 3 / none | slowest s")
    for players in SIZES:
        stopped, repeats, rounds_with, slowest = one_size(players, seeds)
        drawn = sum(stopped.values())
        print(f"{players:7} | {drawn:6} | {rounds_with['bands']:4} / {rounds_with['search']:4} "
              f"| {repeats['bands']:4} / {repeats['search']:4} | {stopped['solved']} / {stopped['band_2']} / "
              f"{stopped['band_3']} / {stopped['no_band']} | {slowest:.2f}")


if __name__ == "__main__":
    main()
