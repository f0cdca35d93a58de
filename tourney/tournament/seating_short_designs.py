"""Zero-repeat starts for draws with tables of three: a built-in schedule for the next multiple of
four, with the extra seats left empty.

N players at tables of four and s tables of three (s = 4 − N mod 4) sit exactly like N + s
players of a zero-repeat schedule from which s "empty chairs" are taken away, provided the empty
chairs never share a table in the rounds drawn: then every round has s tables of three, and still
nobody meets anybody twice. Who sits at a table of three is then whoever shares a table with an
empty chair, so the chairs are chosen (among a few hundred tries) so that the rotation stays fair:
after every round nobody has had two tables of three more than anybody else (the rule the layout
follows, see ``seating_layout``). Where no choice is fair, or no schedule is built in, the draw
starts from the layout's own random rounds as before.
"""

from __future__ import annotations

import random
from collections import Counter

from tourney.tournament.seating_designs import designed_rounds

Rounds = list[list[list[int]]]
TRIES = 300


def designed_with_short_tables(players: int, sizes: list[int], rounds: int,
                               rng: random.Random) -> Rounds | None:
    """``rounds`` rounds for players 0..players-1 at tables of the given sizes (4 or 3, the same
    every round) where nobody meets anybody twice and tables of three rotate fairly; None if no
    built-in schedule gives that."""
    short = sizes.count(3)
    designed = designed_rounds(players + short, rounds, rng)
    if designed is None or len(designed) < rounds:
        return None
    mates = _tablemates(designed, players + short)
    for _ in range(TRIES):
        chairs = _empty_chairs(mates, players + short, short, rounds, rng)
        if chairs is not None and _fair(mates, chairs, players + short):
            return _without(designed, chairs, sizes)
    return None


def _tablemates(rounds: Rounds, count: int) -> list[list[set[int]]]:
    """mates[p][r]: who shares p's table in round r."""
    mates: list[list[set[int]]] = [[set() for _ in rounds] for _ in range(count)]
    for r, rnd in enumerate(rounds):
        for table in rnd:
            for p in table:
                mates[p][r] = set(table) - {p}
    return mates


def _empty_chairs(mates: list[list[set[int]]], count: int, short: int, rounds: int,
                  rng: random.Random) -> list[int] | None:
    """``short`` seats that never share a table; while the tables of three can go to different
    players every time (3·short·rounds ≤ players), also with no tablemate in common."""
    disjoint = 3 * short * rounds <= count - short
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
