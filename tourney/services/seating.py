"""The seat draw of a tournament file: the optimiser of :mod:`tourney.tournament.seating` fed from the file.

Rounds with results stay as they were played and count as history; every round drawn is replaced
in one undoable action (seats and byes). Players in the draw are those registered or present;
substitutes (status ``substitute``) fill the places the optimiser leaves to substitutes, and their
meetings are not counted as repeats. An odd count is met with byes, substitutes or tables of three
(East, South and West seated, North empty: docs/tables-of-three.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tourney.language import Words, say
from tourney.services.errors import ServiceError
from tourney.services.final_read import read_final
from tourney.services.reading import players as read_players
from tourney.services.reading import tables as read_tables
from tourney.services.reading import tournament as read_tournament
from tourney.services.seating_constraints import seating_constraints
from tourney.services.standings import standings
from tourney.store import Changes, Store
from tourney.tournament import seating
from tourney.tournament.model import WINDS, Table
from tourney.tournament.seating import OddCount, SeatingRequest, SeatingResult, SeatingRound
from tourney.tournament.seating.model import SeatingQuality
from tourney.tournament.seating.quality import assess

ODD_COUNTS = tuple(o.value for o in OddCount)
STOPPED_WORDS: dict[str, Words] = {  # why the search stopped, as the draw's report says it
    "solved": say("solved"), "converged": say("converged"), "time": say("time"),
    "iterations": say("iterations"), "cancelled": say("cancelled"),
    "no_band": say("no seating by standing bands avoids every repeat"),
    "band_2": say("some players sit two tables from their standing, to avoid a repeat"),
    "band_3": say("some players sit three tables from their standing, to avoid a repeat")}


def rounds_named(first: int, last: int) -> Words:
    """"round 3" or "rounds 3-6", as the draw's report and the log name them."""
    if first == last:
        return say("round {round}", round=first)
    return say("rounds {first}-{last}", first=first, last=last)


@dataclass(frozen=True)
class DrawReport:
    """What a draw did: the rounds it seated, who sat out, and the quality of the whole schedule."""

    rounds: tuple[int, ...]
    tables: dict[int, list[Table]]
    byes: dict[int, tuple[int, ...]]
    quality: SeatingQuality
    odd_count: str
    iterations: int
    seconds: float
    stopped: str
    substitutes: tuple[int, ...] = field(default=())

    def text(self) -> str:
        """The quality report for the referee, headed by what was drawn."""
        head = say("Drew {which} ({steps} steps in {seconds:.1f} s, stopped: {stopped})",
                   which=rounds_named(self.rounds[0], self.rounds[-1]), steps=self.iterations,
                   seconds=self.seconds, stopped=STOPPED_WORDS.get(self.stopped, self.stopped))
        return say("{head}\n{report}", head=head, report=seating.render(self.quality))


@dataclass(frozen=True)
class _Context:
    """The draw's request and how its player numbers map back to the file's (substitutes)."""

    request: SeatingRequest
    real: dict[int, int]  # the optimiser's substitute numbers -> the file's player ids


def played_rounds(store: Store) -> set[int]:
    """Rounds with at least one table's result: they are never drawn again."""
    return {r["round"] for r in store.query("SELECT DISTINCT round FROM table_results")}


def _check_rounds(store: Store, first: int, last: int) -> None:
    total = read_tournament(store).rounds
    for number in (first, last):
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= total:
            raise ServiceError("no_round", say("there is no round {number!r} (the tournament has {rounds} "
                                               "rounds)", number=number, rounds=total))
    if last < first:
        raise ServiceError("bad_round", say("the last round {last} comes before the first {first}", last=last,
                                            first=first))
    done = sorted(played_rounds(store) & set(range(first, last + 1)))
    if done:
        raise ServiceError("round_played", say("round {round} already has results; only rounds without "
                                               "results can be drawn (swap seats instead of drawing again)",
                                               round=done[0]))
    refuse_final_rounds(store, first, last)


def refuse_final_rounds(store: Store, first: int, last: int) -> None:
    """Refuse a draw that would re-seat a round of the final with everyone (it would undo the cut)."""
    final = read_final(store)
    if final is not None and last > final.after_round:
        raise ServiceError("final_round", say(
            "round {round} is a round of the final: seat it with tourney final FILE --next (in the window: "
            "Final and prizes > Cut to a final…)", round=max(first, final.after_round + 1)))


def _odd_count(value: str | None, count: int, substitutes: int, threes: bool = False) -> OddCount:
    if value is None:  # not chosen: as the rounds drawn so far, else substitutes if enough, else byes
        if threes:
            return OddCount.THREE_PLAYER_TABLES
        return OddCount.SUBSTITUTES if count % 4 and substitutes >= 4 - count % 4 else OddCount.BYE
    if value not in ODD_COUNTS:
        raise ServiceError("bad_value", say("an odd count is met with {choices}, not {value!r}",
                                            choices=", ".join(ODD_COUNTS), value=value))
    return OddCount(value)


def _history(store: Store, upto: int, virtual: dict[int, int]) -> tuple[SeatingRound, ...]:
    seats: dict[int, list[Table]] = {}
    for table in read_tables(store):
        seats.setdefault(table.round, []).append(table)
    byes: dict[int, list[int]] = {}
    for row in store.query("SELECT round, player_id FROM byes ORDER BY player_id"):
        byes.setdefault(row["round"], []).append(row["player_id"])
    out = []
    for number in range(1, upto + 1):
        if number not in seats:
            raise ServiceError("round_not_seated", say("round {round} is not seated yet; draw it first (or "
                                                       "draw every round still to play)", round=number))
        out.append(SeatingRound(
            tables=tuple(tuple(virtual.get(p, p) for p in t.player_ids) for t in seats[number]),
            byes=tuple(p for p in byes.get(number, ()) if p not in virtual)))
    return tuple(out)


def _context(store: Store, last: int, history_upto: int, odd: str | None) -> _Context:
    everyone = read_players(store)
    drawn = [p for p in everyone if p.status in ("registered", "present")]
    subs = [p.id for p in everyone if p.status == "substitute"]
    threes = any(len(t.seats) == 3 for t in read_tables(store))
    odd_count = _odd_count(odd, len(drawn), len(subs), threes)
    needed = (4 - len(drawn) % 4) % 4 if odd_count is OddCount.SUBSTITUTES else 0
    if needed > len(subs):
        raise ServiceError("too_few_substitutes", say(
            "{players} players need {needed} substitutes and the file has {substitutes}; add substitutes or "
            "choose byes", players=len(drawn), needed=needed, substitutes=len(subs)))
    virtual = {pid: -(i + 1) for i, pid in enumerate(subs)}
    ids = {p.id for p in drawn}
    fixed: dict[int, int] = {}
    apart: list[tuple[int, int]] = []
    for c in seating_constraints(store):
        if c.kind == "fixed_table" and c.player_id in ids and c.table is not None:
            fixed[c.player_id] = c.table
        elif c.kind == "never_together" and c.other_id is not None and {c.player_id, c.other_id} <= ids:
            apart.append((c.player_id, c.other_id))
    settings = read_tournament(store).ranking_settings
    request = SeatingRequest(
        players=tuple(sorted(ids)), rounds=last, odd_count=odd_count,
        bye_score=float(settings.get("bye_score", 0) or 0), fixed_tables=fixed,
        never_together=tuple(apart), clubs={p.id: p.team or p.club for p in drawn if p.team or p.club},
        played=_history(store, history_upto, virtual))
    return _Context(request, {v: pid for pid, v in virtual.items()})


def _store_draw(store: Store, first: int, result: SeatingResult, ctx: _Context, odd: str,
                seed: int | None) -> tuple[dict[int, list[Table]], dict[int, tuple[int, ...]]]:
    drawn = list(enumerate(result.rounds[first - 1:], start=first))
    numbers = [n for n, _ in drawn]
    byes: dict[int, tuple[int, ...]] = {}
    description = say("Draw {which} ({count} players)", which=rounds_named(first, numbers[-1]),
                      count=len(ctx.request.players))
    with store.change("draw_rounds", description,
                      {"rounds": numbers, "odd_count": odd, "seed": seed}) as log:
        still_unplayed(store, log, numbers)
        for number, rnd in drawn:
            for row in store.query("SELECT id FROM seats WHERE round = ?", [number]):
                log.delete("seats", row["id"])
            for row in store.query("SELECT id FROM byes WHERE round = ?", [number]):
                log.delete("byes", row["id"])
            for table_no, table in enumerate(rnd.tables, start=1):
                for wind, pid in zip(WINDS[:len(table)], table, strict=True):  # a table of three: no North
                    log.insert("seats", {"round": number, "table_no": table_no, "wind": wind,
                                         "player_id": ctx.real.get(pid, pid)})
            for pid in rnd.byes:
                log.insert("byes", {"round": number, "player_id": pid})
            byes[number] = tuple(rnd.byes)
    return {n: read_tables(store, n) for n in numbers}, byes


def still_unplayed(store: Store, log: Changes, numbers: list[int]) -> None:
    """Inside the transaction that re-seats ``numbers``: refuse if one got results since the referee
    looked (a table's phones, auto-approved, while the draw searched), and refuse the deals still
    waiting for approval in them, which were sent by the tables of the seating being replaced."""
    done = sorted(played_rounds(store) & set(numbers))
    if done:
        raise ServiceError("round_played", say(
            "round {round} got results while the draw was made; nothing was changed (swap seats instead of "
            "drawing again)", round=done[0]))
    marks = ", ".join("?" for _ in numbers)
    waiting = f"SELECT id, round FROM submissions WHERE status = 'pending' AND round IN ({marks})"
    for row in store.query(waiting, numbers):
        log.update("submissions", row["id"], {
            "status": "rejected", "reason": str(say("round {round} was drawn again after this was sent",
                                                    round=row["round"]))})


def _report(store: Store, first: int, result: SeatingResult, ctx: _Context, seed: int | None) -> DrawReport:
    odd = ctx.request.odd_count.value
    tables, byes = _store_draw(store, first, result, ctx, odd, seed)
    return DrawReport(tuple(tables), tables, byes, result.quality, odd, result.iterations, result.seconds,
                      result.stopped, tuple(ctx.real[s] for s in result.substitutes))


Progress = Callable[[seating.Progress], None] | None


def draw_rounds(store: Store, first_round: int, last_round: int | None = None, *,
                seconds: float | None = 10.0, iterations: int | None = None, seed: int | None = None,
                odd_count: str | None = None, progress: Progress = None, cancel: Any = None) -> DrawReport:
    """Draw rounds ``first_round`` to ``last_round`` (None: the last of the tournament) with the
    optimiser; the rounds before stay as they are and count as history (undoable, one action)."""
    plan = plan_draw(store, first_round, last_round, odd_count=odd_count)
    result = search_plan(plan, seconds=seconds, iterations=iterations, seed=seed, progress=progress,
                         cancel=cancel)
    return store_plan(store, plan, result, seed)


def first_round_left(store: Store) -> int:
    """The first round after the last one with results, the first a re-seating may draw."""
    first = max(played_rounds(store), default=0) + 1
    total = read_tournament(store).rounds
    if first > total:
        raise ServiceError("all_played", say("all {rounds} rounds already have results; nothing is left to "
                                             "draw", rounds=total))
    refuse_final_rounds(store, first, total)
    return first


def draw_remaining(store: Store, **options: Any) -> DrawReport:
    """Draw every round after the last one with results (re-seating after a withdrawal or late arrival)."""
    return draw_rounds(store, first_round_left(store), None, **options)


def draw_swiss_round(store: Store, round_number: int, *, seconds: float | None = 2.0,
                     iterations: int | None = None, seed: int | None = None, odd_count: str | None = None,
                     progress: Progress = None, cancel: Any = None) -> DrawReport:
    """Seat a round by the standings after the round before (top players at the top tables)."""
    _check_rounds(store, round_number, round_number)
    ctx = _context(store, round_number, round_number - 1, odd_count)
    order = [r.player.id for r in standings(store, round_number - 1).rows] if round_number > 1 else []
    order = [p for p in order if p in ctx.request.players]
    order += [p for p in ctx.request.players if p not in order]
    result = seating.draw_swiss_round(ctx.request, order, seconds=seconds, iterations=iterations, seed=seed,
                                      progress=progress, cancel=cancel)
    return _report(store, round_number, result, ctx, seed)


def seating_quality(store: Store, last_round: int | None = None) -> SeatingQuality:
    """The quality report of the rounds seated so far (up to ``last_round``)."""
    seated = {t.round for t in read_tables(store)}
    last = max(seated, default=0) if last_round is None else last_round
    if last < 1:
        raise ServiceError("not_seated", say("no round is seated yet"))
    ctx = _context(store, last, last, None)
    return assess(ctx.request.played, ctx.request)


@dataclass(frozen=True)
class DrawPlan:
    """A draw read from the file, whose search may run on another thread (the window's worker):
    :func:`plan_draw` and :func:`store_plan` use the store, :func:`search_plan` does not."""

    first: int
    context: _Context


def plan_draw(store: Store, first_round: int, last_round: int | None = None, *,
              odd_count: str | None = None) -> DrawPlan:
    """Check the rounds and read what the draw of ``first_round``..``last_round`` needs."""
    last = read_tournament(store).rounds if last_round is None else last_round
    _check_rounds(store, first_round, last)
    return DrawPlan(first_round, _context(store, last, first_round - 1, odd_count))


def search_plan(plan: DrawPlan, *, seconds: float | None = 10.0, iterations: int | None = None,
                seed: int | None = None, progress: Progress = None, cancel: Any = None) -> SeatingResult:
    """The optimiser's search for a planned draw; touches no file, so it may run on any thread."""
    return seating.draw(plan.context.request, seconds=seconds, iterations=iterations, seed=seed,
                        progress=progress, cancel=cancel)


def store_plan(store: Store, plan: DrawPlan, result: SeatingResult, seed: int | None = None) -> DrawReport:
    """Write a searched draw into the file (one undoable action) and report its quality."""
    return _report(store, plan.first, result, plan.context, seed)
