"""Checking a seating request and laying out the rounds still to draw before the search starts.

The layout decides what the search may not change: how many tables a round has and which are
short (three players), who sits out (rotating bye), where substitutes come in, and who is nailed
to a table. Byes and short-table seats go to those who have had fewest so far (played rounds
included), so nobody gets a second before everybody has had one.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from tourney.language import say
from tourney.tournament.seating.feasibility import check_apart_sets, check_fixed_capacity
from tourney.tournament.seating.model import OddCount, SeatingError, SeatingRequest, SeatingRound
from tourney.tournament.seating.search import CLUB, FORBIDDEN, FREE, NORMAL


@dataclass
class Layout:
    """The request in the engine's terms: internal indices, frozen rounds and a first draw."""

    ids: list[int]
    index: dict[int, int]
    fixed_rounds: list[list[list[int]]]
    free_rounds: list[list[list[int]]]
    locked: list[set[int]]
    byes: list[list[int]]
    pair_kind: list[int]
    club_weight: list[int]
    substitutes: tuple[int, ...]


def table_plan(count: int, odd: OddCount) -> tuple[int, int, int, int]:
    """(tables, short tables, byes per round, substitutes) for ``count`` players."""
    rest = count % 4
    if odd is OddCount.BYE or rest == 0:
        if count < 4:
            raise SeatingError("too_few_players",
                               say("A draw needs at least 4 players, not {count}.", count=count))
        return count // 4, 0, rest, 0
    if odd is OddCount.SUBSTITUTES:
        return (count + 4 - rest) // 4, 0, 0, 4 - rest
    short = 4 - rest
    tables = (count + short) // 4
    if tables < short:
        raise SeatingError(
            "too_few_players",
            say("{count} players cannot sit at tables of 3 and 4; choose a bye or substitutes.", count=count),
        )
    return tables, short, 0, 0


def check_request(request: SeatingRequest) -> None:
    """Refuse a request that no draw can satisfy, saying which part is impossible."""
    players = request.players
    if request.rounds < 1:
        raise SeatingError("bad_rounds",
                           say("A draw needs at least one round, not {rounds}.", rounds=request.rounds))
    if len(request.played) > request.rounds:
        raise SeatingError(
            "bad_rounds", say("{played} rounds played but only {rounds} asked.",
                              played=len(request.played), rounds=request.rounds)
        )
    doubles = [p for p, k in Counter(players).items() if k > 1]
    if doubles:
        raise SeatingError("duplicate_player", say("Player {player} is listed twice.", player=doubles[0]))
    known = set(players)
    for p in [*request.fixed_tables, *(p for pair in request.never_together for p in pair)]:
        if p not in known:
            raise SeatingError("unknown_player",
                               say("Player {player} in a seating constraint is not in the draw.", player=p))
    for r, rnd in enumerate(request.played, start=1):
        seated = rnd.players() + rnd.byes
        if len(set(seated)) != len(seated) or any(len(t) not in (3, 4) for t in rnd.tables):
            raise SeatingError(
                "bad_played_round",
                say("Played round {round} seats someone twice or has a bad table.", round=r),
            )
    for a, b in request.never_together:
        if a == b:
            raise SeatingError("bad_constraint",
                               say("Player {player} cannot be kept apart from himself.", player=a))
        ta, tb = request.fixed_tables.get(a), request.fixed_tables.get(b)
        if ta is not None and ta == tb:
            raise SeatingError(
                "never_together_fixed",
                say("Players {a} and {b} must never sit together but are both fixed to table {table}.",
                    a=a, b=b, table=ta),
            )
    _check_partners(request)
    tables, _, byes, _ = table_plan(len(request.players), request.odd_count)
    check_apart_sets(request, tables, byes)


def _check_partners(request: SeatingRequest) -> None:
    """Everyone needs enough allowed tablemates to fill a table."""
    banned: dict[int, set[int]] = {p: set() for p in request.players}
    for a, b in request.never_together:
        banned[a].add(b)
        banned[b].add(a)
    tables, short, _, subs = table_plan(len(request.players), request.odd_count)
    need = 2 if short and tables == short else 3
    for p, others in banned.items():
        if len(request.players) - 1 - len(others) + subs < need:
            raise SeatingError(
                "cannot_seat_player",
                say("Player {player} may not sit with {count} of the others; "
                    "nobody is left to fill his table.", player=p, count=len(others)),
            )


def fixed_table_plan(request: SeatingRequest, tables: int, short: int) -> list[int]:
    """Sizes of the tables (4 or 3), keeping short tables away from tables with fixed players."""
    check_fixed_capacity(request)
    fixed = Counter(request.fixed_tables.values())
    for table in fixed:
        if not 1 <= table <= tables:
            raise SeatingError(
                "fixed_table_out_of_range",
                say("Table {table} does not exist; there are {tables}.", table=table, tables=tables),
            )
    sizes = [4] * tables
    free_tables = [t for t in range(tables, 0, -1) if fixed[t] == 0]
    if len(free_tables) < short:
        raise SeatingError("table_overfull", say("Fixed players leave no table free to be a table of three."))
    for t in free_tables[:short]:
        sizes[t - 1] = 3
    return sizes


def pair_kinds(request: SeatingRequest, ids: list[int], index: dict[int, int]) -> list[int]:
    """The kind of every pair: normal, free (a substitute), never together, or same club."""
    n = len(ids)
    kinds = [NORMAL] * (n * n)
    clubs = [request.clubs.get(p) if p >= 0 else None for p in ids]
    for a in range(n):
        for b in range(n):
            if ids[a] < 0 or ids[b] < 0:
                kinds[a * n + b] = FREE
            elif a != b and clubs[a] is not None and clubs[a] == clubs[b]:
                kinds[a * n + b] = CLUB
    for pa, pb in forced_pairs(request):
        a, b = index[pa], index[pb]
        kinds[a * n + b] = kinds[b * n + a] = FREE  # nothing the draw does changes their meetings
    for pa, pb in request.never_together:
        a, b = index[pa], index[pb]
        kinds[a * n + b] = kinds[b * n + a] = FORBIDDEN
    return kinds


def forced_pairs(request: SeatingRequest) -> list[tuple[int, int]]:
    """Pairs fixed to the same table, who meet in every round whatever the draw."""
    fixed = sorted(request.fixed_tables.items())
    return [(a, b) for i, (a, ta) in enumerate(fixed) for b, tb in fixed[i + 1:] if ta == tb]


def _fewest(candidates: list[int], counts: Counter[int], k: int, rng: random.Random) -> list[int]:
    """The k candidates with the fewest byes or short tables so far, ties drawn at random."""
    shuffled = candidates[:]
    rng.shuffle(shuffled)
    shuffled.sort(key=lambda p: counts[p])
    return shuffled[:k]


def _history(played: tuple[SeatingRound, ...]) -> tuple[Counter[int], Counter[int]]:
    byes: Counter[int] = Counter(p for rnd in played for p in rnd.byes)
    short: Counter[int] = Counter(p for rnd in played for t in rnd.tables if len(t) == 3 for p in t)
    return byes, short


def _draw_round(
    sizes: list[int], fixed: dict[int, int], seated: list[int], short_seated: list[int], rng: random.Random
) -> list[list[int]]:
    tables: list[list[int]] = [[] for _ in sizes]
    for p, t in fixed.items():
        tables[t - 1].append(p)
    short_pool = short_seated[:]
    pool = [p for p in seated if p not in fixed and p not in set(short_seated)]
    rng.shuffle(pool)
    for t, size in enumerate(sizes):
        source = short_pool if size == 3 else pool
        while len(tables[t]) < size:
            tables[t].append(source.pop())
    return tables


def spread_substitutes(
    sizes: list[int], fixed: dict[int, int], substitutes: list[int], rng: random.Random
) -> dict[int, int]:
    """A table (1-based) for each substitute of a round: as few substitutes at a table as the count
    allows (one each while there are tables enough), only where a seat is left beside the fixed
    players. A substitute's results count for nobody, so two at one table spoil it for the others;
    where a substitute sits changes no meeting that counts, so the search keeps them there."""
    room = list(sizes)
    for t in fixed.values():
        room[t - 1] -= 1
    placed = [0] * len(sizes)
    tables: dict[int, int] = {}
    for sub in substitutes:
        open_tables = [t for t in range(len(sizes)) if room[t] > 0]
        fewest = min(placed[t] for t in open_tables)
        t = rng.choice([t for t in open_tables if placed[t] == fewest])
        room[t] -= 1
        placed[t] += 1
        tables[sub] = t + 1
    return tables


def make_layout(request: SeatingRequest, rng: random.Random) -> Layout:
    """Check the request, then lay out the rounds still to draw with a first random draw."""
    check_request(request)
    tables, short, bye_count, subs = table_plan(len(request.players), request.odd_count)
    sizes = fixed_table_plan(request, tables, short)
    substitutes = tuple(-i for i in range(1, subs + 1))
    history = [p for rnd in request.played for p in (*rnd.players(), *rnd.byes)]
    ids = list(dict.fromkeys([*request.players, *substitutes, *history]))
    index = {p: i for i, p in enumerate(ids)}
    fixed = {index[p]: t for p, t in request.fixed_tables.items()}
    byes, shorts = _history(request.played)
    current = [index[p] for p in (*request.players, *substitutes)]
    movable = [p for p in current if p not in fixed and ids[p] >= 0]
    if len(movable) < bye_count + 3 * short:
        raise SeatingError(
            "table_overfull", say("Too many fixed players to rotate byes and tables of three fairly.")
        )
    free_rounds, bye_lists, locked = [], [], []
    for _ in range(request.rounds - len(request.played)):
        out = _fewest(movable, Counter({index[p]: k for p, k in byes.items()}), bye_count, rng)
        byes.update(ids[p] for p in out)
        playing = [p for p in movable if p not in out]
        short_players = _fewest(playing, Counter({index[p]: k for p, k in shorts.items()}), 3 * short, rng)
        shorts.update(ids[p] for p in short_players)
        seated = [p for p in current if p not in out]
        nailed = {**fixed, **spread_substitutes(sizes, fixed, [index[p] for p in substitutes], rng)}
        free_rounds.append(_draw_round(sizes, nailed, seated, short_players, rng))
        bye_lists.append(out)
        locked.append(set(nailed))
    total = request.rounds
    return Layout(
        ids=ids,
        index=index,
        fixed_rounds=[[[index[p] for p in t] for t in rnd.tables] for rnd in request.played],
        free_rounds=free_rounds,
        locked=locked,
        byes=bye_lists,
        pair_kind=pair_kinds(request, ids, index),
        club_weight=[total - r for r in range(len(request.played), total)],
        substitutes=substitutes,
    )


def club_lower_bound(request: SeatingRequest, layout: Layout) -> int:
    """The least club cost any draw of the free rounds can have, in the search's cost units.

    Each round, a club of m seated members over T tables must share at least the pairs of spreading
    them evenly (capacity ignored, so it stays a lower bound). Fixed tables and never-together pairs
    change which pairs count, so with them the bound is 0.
    """
    if request.fixed_tables or request.never_together:
        return 0
    total = 0
    for weight, rnd in zip(layout.club_weight, layout.free_rounds, strict=True):
        members = Counter(request.clubs.get(layout.ids[p]) for t in rnd for p in t if layout.ids[p] >= 0)
        members.pop(None, None)
        total += weight * sum(_spread_pairs(m, len(rnd)) for m in members.values())
    return total


def _spread_pairs(members: int, tables: int) -> int:
    """Pairs sharing a table when ``members`` players are spread as evenly as possible."""
    each, extra = divmod(members, tables)
    return extra * (each + 1) * each // 2 + (tables - extra) * each * (each - 1) // 2
