"""Zero-repeat starts for draws with tables of three: a built-in schedule for the next multiple of
four, with the extra seats left empty.

N players at tables of four and s tables of three (s = 4 − N mod 4) sit exactly like N + s
players of a zero-repeat schedule from which s "empty chairs" are taken away, provided the empty
chairs never share a table in the rounds drawn: then every round has s tables of three, and still
nobody meets anybody twice. Who sits at a table of three is then whoever shares a table with an
empty chair, so the chairs are chosen (among a hundred tries) so that the rotation stays fair:
after every round nobody has had two tables of three more than anybody else (the rule the layout
follows, see ``seating_layout``). Where no choice of chairs is fair although the tables of three
could go to different players every time (a large count, where three chairs would need 135
different tablemates in 15 rounds), a player who is ahead trades places
with one who is behind at a table of four of that round, and the search mends the few meetings
that breaks (it never moves a player between tables of different sizes, so the rotation stays
fair). Otherwise, and where no schedule is built in, the draw starts from the layout's own random
rounds.
"""

from __future__ import annotations

import random
from collections import Counter

from tourney.tournament.seating.designs import designed_rounds

Rounds = list[list[list[int]]]
TRIES = 100


def designed_with_short_tables(players: int, sizes: list[int], rounds: int,
                               rng: random.Random) -> Rounds | None:
    """``rounds`` rounds for players 0..players-1 at tables of the given sizes (4 or 3, the same
    every round) where the tables of three rotate fairly and, when some choice of empty chairs
    allows it, nobody meets anybody twice; otherwise a few players trade places between a table of
    three and a table of four to keep the rotation fair, and the search mends the few meetings
    that breaks. None if no built-in schedule covers the rounds."""
    short = sizes.count(3)
    count = players + short
    designed = designed_rounds(count, rounds, rng)
    if designed is None or len(designed) < rounds:
        return None
    mates = _tablemates(designed, count)
    disjoint = 3 * short * rounds <= players
    for _ in range(TRIES):
        chairs = _empty_chairs(mates, count, short, disjoint, rng)
        if chairs is not None and _fair(mates, chairs, count):
            return _without(designed, chairs, sizes)
    for _ in range(TRIES if disjoint else 0):  # when dense, trading places breaks too much
        chairs = _empty_chairs(mates, count, short, False, rng)
        if chairs is not None:
            schedule = _without(designed, chairs, sizes)
            _rotate_fairly(schedule, players, rng)
            return schedule
    return None


def _rotate_fairly(schedule: Rounds, players: int, rng: random.Random) -> None:
    """Round by round, give the seats at tables of three to those who have had fewest (the layout's
    rule): a player ahead trades places with one behind at a table of four of that round."""
    had = [0] * players
    for rnd in schedule:
        threes = [t for t in rnd if len(t) == 3]
        fours = [t for t in rnd if len(t) == 4]
        need = 3 * len(threes)
        line = sorted(had[p] for p in range(players))[need - 1]  # the need-th fewest
        while True:
            seated = [(had[p], t, i) for t in threes for i, p in enumerate(t)]
            worst, table, i = max(seated)
            waiting = [(had[p], t, j) for t in fours for j, p in enumerate(t)]
            best = min(h for h, _, _ in waiting)
            if worst <= line <= best:
                break
            _, other, j = rng.choice([w for w in waiting if w[0] == best])
            table[i], other[j] = other[j], table[i]
        for t in threes:
            for p in t:
                had[p] += 1


def _tablemates(rounds: Rounds, count: int) -> list[list[set[int]]]:
    """mates[p][r]: who shares p's table in round r."""
    mates: list[list[set[int]]] = [[set() for _ in rounds] for _ in range(count)]
    for r, rnd in enumerate(rounds):
        for table in rnd:
            for p in table:
                mates[p][r] = set(table) - {p}
    return mates


def _empty_chairs(mates: list[list[set[int]]], count: int, short: int, disjoint: bool,
                  rng: random.Random) -> list[int] | None:
    """``short`` seats that never share a table, with ``disjoint`` also no tablemate in common."""
    chairs = [rng.randrange(count)]
    while len(chairs) < short:
        taken = set(chairs).union(*(m for c in chairs for m in mates[c]))
        fits = [p for p in range(count) if p not in taken
                and not (disjoint and _meets_any(mates[p], taken))]
        if not fits:
            return None
        chairs.append(rng.choice(fits))
    return chairs


def _meets_any(mates_by_round: list[set[int]], taken: set[int]) -> bool:
    return any(mates & taken for mates in mates_by_round)


def _fair(mates: list[list[set[int]]], chairs: list[int], count: int) -> bool:
    """After every round, tables of three counted: nobody more than one ahead of anybody else."""
    seated = Counter({p: 0 for p in range(count) if p not in chairs})
    for r in range(len(mates[chairs[0]])):
        seated.update(p for c in chairs for p in mates[c][r])
        if max(seated.values()) - min(seated.values()) > 1:
            return False
    return True


def _without(rounds: Rounds, chairs: list[int], sizes: list[int]) -> Rounds:
    """The rounds with the chairs taken away and players renumbered 0..N-1, the tables of three
    placed where ``sizes`` has them."""
    gone = set(chairs)
    kept = sorted(p for t in rounds[0] for p in t if p not in gone)
    number = {p: i for i, p in enumerate(kept)}
    out = []
    for rnd in rounds:
        tables = [[number[p] for p in t if p not in gone] for t in rnd]
        fours = [t for t in tables if len(t) == 4]
        threes = [t for t in tables if len(t) == 3]
        out.append([fours.pop() if size == 4 else threes.pop() for size in sizes])
    return out
