"""Zero-repeat seat schedules from design theory, as starting points (or whole answers) for the draw.

Each family lives in its own module and cites its source there: the affine geometries AG(2, 4)
and AG(3, 4) (``seating_affine``), resolvable transversal designs from mutually orthogonal Latin
squares (``seating_transversal``), and base rounds developed by the method of differences
(``seating_cyclic``; the Kirkman-type resolvable designs of ``seating_kirkman``; the dense
schedules for 32 to 52 players of ``seating_dense``; the fifteen-round schedules of
``seating_fifteen``), and published tables where none of ours reaches zero (``seating_published``).
Every schedule seats players 0..N-1, four to a table, and no pair of players meets twice in it, so
any of its rounds, in any order, is a zero-repeat schedule too. The draw
takes R of them at random and relabels the players at random, so different seeds give different
draws; the search then balances winds and honours whatever the construction cannot.
"""

from __future__ import annotations

import random
from functools import cache

from tourney.tournament.seating.affine import affine_schedule
from tourney.tournament.seating.cyclic import CyclicDesign, cyclic_schedules
from tourney.tournament.seating.dense import DENSE_DESIGNS
from tourney.tournament.seating.fifteen import FIFTEEN_DESIGNS
from tourney.tournament.seating.kirkman import KIRKMAN_DESIGNS
from tourney.tournament.seating.published import PUBLISHED_SCHEDULES, PublishedSchedule
from tourney.tournament.seating.transversal import cyclic_transversal_schedule, transversal_schedule

Rounds = list[list[list[int]]]
FOUND_DESIGNS = KIRKMAN_DESIGNS + DENSE_DESIGNS + FIFTEEN_DESIGNS


@cache
def known_schedules(players: int) -> tuple[Rounds, ...]:
    """Every built-in zero-repeat schedule for ``players`` players, longest first."""
    found = [affine_schedule(players), transversal_schedule(players), cyclic_transversal_schedule(players),
             *cyclic_schedules(players), *_developed(players, FOUND_DESIGNS),
             *_developed(players, PUBLISHED_SCHEDULES)]
    return tuple(sorted((s for s in found if s), key=len, reverse=True))


def _developed(players: int, designs: tuple[CyclicDesign | PublishedSchedule, ...]) -> list[Rounds]:
    return [design.rounds() for design in designs if design.players == players]


def most_rounds(players: int) -> int:
    """The most rounds a built-in schedule gives ``players`` players (0: none known)."""
    schedules = known_schedules(players)
    return len(schedules[0]) if schedules else 0


def designed_rounds(players: int, rounds: int, rng: random.Random) -> Rounds | None:
    """``rounds`` rounds (or as many as known, if fewer) of a built-in zero-repeat schedule for
    ``players`` players, rounds and players chosen at random; None if none is known."""
    schedules = known_schedules(players)
    if not schedules:
        return None
    enough = [s for s in schedules if len(s) >= rounds]
    schedule = rng.choice(enough) if enough else schedules[0]
    chosen = rng.sample(range(len(schedule)), min(rounds, len(schedule)))
    label = list(range(players))
    rng.shuffle(label)
    return [[[label[p] for p in table] for table in schedule[r]] for r in chosen]
