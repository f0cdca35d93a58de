"""Requests no draw can satisfy, found before the search and explained in one sentence.

A round seats its players at T tables, so players who must all be kept apart from one another
(a set of players every two of whom are a never-together pair) need a table each: more than T of
them cannot be seated in any round (the pigeonhole principle). Those who sit out a round need no
table, so with B byes a round can keep at most T + B such players apart. The largest such set is
found with a Bron–Kerbosch search (maximum clique of the never-together graph; C. Bron and
J. Kerbosch, "Algorithm 457", CACM 16(9), 1973, with Tomita's pivot), bounded in steps so that a
huge request is still answered at once (a set found is a proof even if it is not the largest).

Fixed tables against capacity: a table seats 4 players (3 at a table of three), so more players
fixed to one table than it seats, or players fixed to a table that does not exist, cannot be met.
"""

from __future__ import annotations

from collections.abc import Iterable

from tourney.language import say
from tourney.tournament.seating.model import SeatingError, SeatingRequest

MAX_STEPS = 20_000  # recursion steps of the clique search; a few milliseconds


def largest_apart_set(players: Iterable[int], pairs: Iterable[tuple[int, int]]) -> list[int]:
    """A largest set of players every two of whom must be kept apart (within the step bound)."""
    apart: dict[int, set[int]] = {p: set() for p in players}
    for a, b in pairs:
        if a != b and a in apart and b in apart:
            apart[a].add(b)
            apart[b].add(a)
    best: list[int] = []
    steps = 0

    def extend(chosen: list[int], candidates: set[int], excluded: set[int]) -> None:
        nonlocal best, steps
        steps += 1
        if len(chosen) + len(candidates) <= len(best) or steps > MAX_STEPS:
            return
        if not candidates:
            if len(chosen) > len(best):
                best = chosen[:]
            return
        pivot = max(candidates | excluded, key=lambda p: len(apart[p] & candidates))
        for p in sorted(candidates - apart[pivot]):
            extend([*chosen, p], candidates & apart[p], excluded & apart[p])
            candidates = candidates - {p}
            excluded = excluded | {p}

    extend([], {p for p, others in apart.items() if others}, set())
    return sorted(best)


def check_apart_sets(request: SeatingRequest, tables: int, byes: int) -> None:
    """Refuse never-together pairs that no round can honour: more mutually-apart players than
    the round has tables (plus those sitting out)."""
    group = largest_apart_set(request.players, request.never_together)
    if len(group) <= tables + byes:
        return
    shown = ", ".join(str(p) for p in group[:12]) + (", …" if len(group) > 12 else "")
    needed = len(group) - byes
    if byes:
        message = say(
            "Players {players} must all sit apart, but a round has only {tables} tables and {byes} players "
            "sitting out, so two of these {count} players must share a table; allow some of these pairs to "
            "meet, or have at least {needed} tables.",
            players=shown, tables=tables, byes=byes, count=len(group), needed=needed)
    else:
        message = say(
            "Players {players} must all sit apart, but a round has only {tables} tables, so two of these "
            "{count} players must share one; allow some of these pairs to meet, or have at least {needed} "
            "tables ({seated} players or more).",
            players=shown, tables=tables, count=len(group), needed=needed, seated=4 * needed)
    raise SeatingError("apart_impossible", message)


def check_fixed_capacity(request: SeatingRequest, seats: int = 4) -> None:
    """Refuse more players fixed to one table than a table seats."""
    fixed: dict[int, list[int]] = {}
    for player, table in sorted(request.fixed_tables.items()):
        fixed.setdefault(table, []).append(player)
    for table, players in sorted(fixed.items()):
        if len(players) > seats:
            raise SeatingError(
                "table_overfull",
                say("Players {players} are all fixed to table {table}, which seats {seats}; fix {extra} of "
                    "them to another table.", players=", ".join(map(str, players)), table=table, seats=seats,
                    extra=len(players) - seats),
            )
