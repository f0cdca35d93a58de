"""Seat winds: order each table's players East, South, West, North so every player gets each wind
⌊R/4⌋ or ⌈R/4⌉ times over the R rounds he plays.

A table of three has no North (docs/tables-of-three.md), so a player with F rounds at tables of four
out of R is balanced when North comes ⌊F/4⌋..⌈F/4⌉ times and East, South and West each
⌊(R−⌈F/4⌉)/3⌋..⌈(R−⌊F/4⌋)/3⌉ times; with no table of three (F = R) this is exactly the rule above.
Counts are rows [East, South, West, North, rounds at a table of three].

Winds never change who meets whom, so they are settled after the tables are drawn. Each table is
given the ordering that best evens out its players' wind counts given all other tables; sweeping
over the tables repeatedly lowers the sum of squared counts until no table can improve. Such an
ordering always exists (an equitable edge colouring of a bipartite graph), and when a sweep stalls
short of it a few random reorderings shake it loose. A single round to seat (the next round of a
running tournament) needs none of this: its tables share no player, so each table's best order is
found alone among its 24. A short table uses East, South and West.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable

from tourney.tournament.seating.euler import exact_winds

ORDERS = {size: list(itertools.permutations(range(size))) for size in (3, 4)}


SHORT = 4  # the column of a counts row holding the rounds at a table of three


def _count(counts: list[list[int]], table: list[int], step: int) -> None:
    for w, p in enumerate(table):
        counts[p][w] += step
    if len(table) == 3:
        for p in table:
            counts[p][SHORT] += step


def bands(row: list[int]) -> list[tuple[int, int]]:
    """The (least, most) seats at East, South, West and North for a player's counts row."""
    rounds = sum(row[:4])
    full = rounds - (row[SHORT] if len(row) > SHORT else 0)
    north = (full // 4, -(-full // 4))
    others = ((rounds - north[1]) // 3, -(-(rounds - north[0]) // 3))
    return [others, others, others, north]


def _bias(row: list[int]) -> list[int]:
    """Twelve times each wind's fair share of the player's rounds (North: F/4; others: (R−F/4)/3),
    so that 12·count − bias is how far a wind is above its share."""
    rounds = sum(row[:4])
    full = rounds - row[SHORT]
    return [4 * rounds - full] * 3 + [3 * full]


def wind_violations(counts: list[list[int]]) -> int:
    """Seats beyond each player's band (see the module), summed over players and winds."""
    return sum(_row_violations(row) for row in counts)


def _row_violations(row: list[int]) -> int:
    band = bands(row)
    return sum(max(0, band[w][0] - row[w]) + max(0, row[w] - band[w][1]) for w in range(4))


def spread(counts: list[list[int]]) -> int:
    """The largest gap between a player's most and least frequent wind (among players who played)."""
    return max((max(row[:4]) - min(row[:4]) for row in counts if sum(row[:4])), default=0)


def _best_order(
    counts: list[list[int]], bias: list[list[int]], table: list[int], rng: random.Random
) -> list[int]:
    """The wind order of ``table`` that gives each player the winds furthest below his fair share
    (ties drawn at random): the sum over winds of 12·count − bias, smallest first."""
    size = len(table)
    # column w: how far above his share each player of the table would be at wind w
    cols = [[12 * counts[p][w] - bias[p][w] for p in table] for w in range(size)]
    e, s, w = cols[0], cols[1], cols[2]
    n = cols[3] if size == 4 else [0] * size
    best: list[tuple[int, ...]] = []
    least = None
    for order in ORDERS[size]:
        cost = e[order[0]] + s[order[1]] + w[order[2]] + (n[order[3]] if size == 4 else 0)
        if least is None or cost < least:
            least, best = cost, [order]
        elif cost == least:
            best.append(order)
    chosen = best[rng.randrange(len(best))] if len(best) > 1 else best[0]
    return [table[i] for i in chosen]


SHAKES = 6  # repair-and-shake rounds when the sweeps leave someone off balance


def _sweep(counts: list[list[int]], bias: list[list[int]], free_rounds: list[list[list[int]]],
           slots: list[tuple[int, int]], rng: random.Random, halt: Callable[[], bool]) -> int:
    """Reorder table after table, in random order, until nobody is off balance or 60 sweeps; leave
    the best orders in ``free_rounds`` and return their violations."""
    best_violations = wind_violations(counts)
    best = [[t[:] for t in rnd] for rnd in free_rounds]
    for sweep in range(60):
        if best_violations == 0 or halt():
            break
        rng.shuffle(slots)
        for r, t in slots:
            table = free_rounds[r][t]
            _count(counts, table, -1)
            if sweep % 4 == 3 and rng.random() < 0.1:
                table = rng.sample(table, len(table))
            else:
                table = _best_order(counts, bias, table, rng)
            free_rounds[r][t] = table
            _count(counts, table, 1)
        violations = wind_violations(counts)
        if violations < best_violations:
            best_violations, best = violations, [[t[:] for t in rnd] for rnd in free_rounds]
    free_rounds[:] = best
    return best_violations


def assign_winds(
    n: int, fixed_rounds: list[list[list[int]]], free_rounds: list[list[list[int]]], rng: random.Random,
    deadline: float | None = None, should_stop: Callable[[], bool] = lambda: False,
) -> list[list[list[int]]]:
    """Reorder the tables of the free rounds (in place and returned) to balance everybody's winds.
    After the first ordering of every table, the improving sweeps stop at ``deadline`` (a
    ``time.monotonic()`` value) or when ``should_stop()`` says so, keeping the best found."""
    if not fixed_rounds and exact_winds(n, free_rounds):  # R a multiple of 4, all at tables of four
        return free_rounds
    if len(free_rounds) == 1:  # one round to seat: its tables share nobody, so each is settled alone
        return _one_round(n, fixed_rounds, free_rounds, rng)

    def halt() -> bool:
        return should_stop() or (deadline is not None and time.monotonic() >= deadline)

    bias = [_bias(row) for row in wind_counts(n, fixed_rounds + free_rounds)]
    counts = wind_counts(n, fixed_rounds)
    slots = [(r, t) for r, rnd in enumerate(free_rounds) for t in range(len(rnd))]
    for r, t in slots:
        free_rounds[r][t] = _best_order(counts, bias, free_rounds[r][t], rng)
        _count(counts, free_rounds[r][t], 1)
    best_violations = _sweep(counts, bias, free_rounds, slots, rng, halt)
    for _ in range(SHAKES):  # still off balance: repair, then shake a fifth of the tables and sweep again
        if best_violations == 0 or halt():
            break
        _repair(wind_counts(n, fixed_rounds + free_rounds), free_rounds, rng, halt)
        counts = wind_counts(n, fixed_rounds + free_rounds)
        best_violations = wind_violations(counts)
        if best_violations == 0:
            break
        kept = [[t[:] for t in rnd] for rnd in free_rounds]
        for r, t in rng.sample(slots, max(1, len(slots) // 5)):
            _count(counts, free_rounds[r][t], -1)
            free_rounds[r][t] = rng.sample(free_rounds[r][t], len(free_rounds[r][t]))
            _count(counts, free_rounds[r][t], 1)
        violations = _sweep(counts, bias, free_rounds, slots, rng, halt)
        if violations > best_violations:
            free_rounds[:] = kept
        best_violations = min(best_violations, violations)
    if best_violations and not halt():
        _repair(wind_counts(n, fixed_rounds + free_rounds), free_rounds, rng, halt)
    return free_rounds


def _one_round(n: int, fixed_rounds: list[list[list[int]]], free_rounds: list[list[list[int]]],
               rng: random.Random) -> list[list[list[int]]]:
    """The winds of a single free round, best possible: every player sits at one table of it, so no
    table's order changes another's and the order of each table with fewest violations (then the
    most even counts, ties at random) is the optimum; sweeps and chains could not improve on it."""
    bias = [_bias(row) for row in wind_counts(n, fixed_rounds + free_rounds)]
    counts = wind_counts(n, fixed_rounds)
    for t, table in enumerate(free_rounds[0]):
        size = len(table)
        # cost[i][w]: (violations, distance above his share) of the table's i-th player at wind w
        cost = [[(_row_violations(_placed(counts[p], w, size)), 12 * counts[p][w] - bias[p][w])
                 for w in range(size)] for p in table]
        best: list[tuple[int, ...]] = []
        least: tuple[int, int] | None = None
        for order in ORDERS[size]:  # order[w]: which of the table's players sits at wind w
            parts = [cost[i][w] for w, i in enumerate(order)]
            total = (sum(v for v, _ in parts), sum(e for _, e in parts))
            if least is None or total < least:
                least, best = total, [order]
            elif total == least:
                best.append(order)
        chosen = best[rng.randrange(len(best))] if len(best) > 1 else best[0]
        free_rounds[0][t] = [table[i] for i in chosen]
    return free_rounds


def _placed(row: list[int], wind: int, size: int) -> list[int]:
    """A counts row with one more seat at ``wind`` at a table of ``size``."""
    placed = row[:]
    placed[wind] += 1
    if size == 3:
        placed[SHORT] += 1
    return placed


def _repair(
    counts: list[list[int]], free_rounds: list[list[list[int]]], rng: random.Random, halt: Callable[[], bool]
) -> None:
    """Kempe-chain repair: pass an extra wind from player to player along their tables until
    someone can take it without leaving his band; each successful chain removes a violation."""
    seats: dict[int, list[tuple[int, int]]] = {}
    for r, rnd in enumerate(free_rounds):
        for t, table in enumerate(rnd):
            for p in table:
                seats.setdefault(p, []).append((r, t))
    # the players off balance, kept up to date from what each chain touched (not a pass over all)
    off = {p for p, row in enumerate(counts) if p in seats and _off_band(row)}
    for _ in range(20 * len(counts)):
        if halt():
            return
        if not off:
            return
        p = rng.choice(sorted(off))
        band = bands(counts[p])
        over = max(range(4), key=lambda w: counts[p][w] - band[w][1])
        under = min(range(4), key=lambda w: counts[p][w] - band[w][0])
        for q in _chain(counts, free_rounds, seats, p, over, under, rng):
            (off.add if _off_band(counts[q]) else off.discard)(q)


def _off_band(row: list[int]) -> bool:
    band = bands(row)
    return any(not band[w][0] <= row[w] <= band[w][1] for w in range(4))


def _chain(counts, free_rounds, seats, p, over, under, rng) -> set[int]:
    """One chain from ``p``, kept only if it lowers the violations; returns the players it touched.
    Only the touched players' rows change, so only theirs are recounted."""
    before: dict[int, int] = {p: _row_violations(counts[p])}
    done = []
    cur, last = p, (-1, -1)
    for _ in range(4 * len(free_rounds) + 8):
        options = [(r, t) for r, t in seats[cur] if len(free_rounds[r][t]) > max(over, under)
                   and free_rounds[r][t][over] == cur and (r, t) != last]
        if not options:
            break
        r, t = rng.choice(options)
        table = free_rounds[r][t]
        other = table[under]
        before.setdefault(other, _row_violations(counts[other]))
        table[over], table[under] = other, cur
        counts[cur][over] -= 1
        counts[cur][under] += 1
        counts[other][under] -= 1
        counts[other][over] += 1
        done.append((r, t, cur, other))
        last = (r, t)
        band = bands(counts[other])
        if band[under][0] <= counts[other][under] and counts[other][over] <= band[over][1]:
            break
        cur = other
    if sum(_row_violations(counts[q]) for q in before) >= sum(before.values()):
        for r, t, a, b in reversed(done):
            table = free_rounds[r][t]
            table[over], table[under] = a, b
            counts[a][over] += 1
            counts[a][under] -= 1
            counts[b][under] += 1
            counts[b][over] -= 1
    return set(before)


def wind_counts(n: int, rounds: list[list[list[int]]]) -> list[list[int]]:
    """How many times each player sat at each wind."""
    counts = [[0] * 5 for _ in range(n)]
    for rnd in rounds:
        for table in rnd:
            _count(counts, table, 1)
    return counts
