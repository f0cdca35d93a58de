"""The quality report of a seat draw: repeats against the best possible, winds, constraints, fairness.

Everything is measured from the finished schedule alone, so the report is the same whether the
draw came from the optimiser, from an earlier version, or was typed in by hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from tourney.language import Words, say
from tourney.tournament.seating.model import Fairness, SeatingQuality, SeatingRequest, SeatingRound
from tourney.tournament.seating.winds import SHORT, spread, wind_violations

Tables = Sequence[Sequence[Sequence[int]]]


def meetings(rounds: Tables, counted: set[int]) -> Counter[tuple[int, int]]:
    """How often each pair of counted players (substitutes left out) shared a table."""
    met: Counter[tuple[int, int]] = Counter()
    for rnd in rounds:
        for table in rnd:
            real = sorted(p for p in table if p in counted)
            for i, a in enumerate(real):
                for b in real[i + 1:]:
                    met[a, b] += 1
    return met


def lower_bound(rounds: Tables, counted: set[int]) -> int:
    """Repeats no draw with these table sizes can avoid: a player with more tablemate seats than
    other players must see someone again. For N players at tables of 4 over R rounds this is
    ``N·max(0, 3R−(N−1))/2``."""
    seats: Counter[int] = Counter()
    for rnd in rounds:
        for table in rnd:
            real = [p for p in table if p in counted]
            for p in real:
                seats[p] += len(real) - 1
    others = len(counted) - 1
    excess = sum(max(0, k - others) for k in seats.values())
    return (excess + 1) // 2


def forced_repeats(met: Counter[tuple[int, int]], request: SeatingRequest) -> int:
    """Repeats among players fixed to the same table, who cannot be kept apart."""
    fixed = sorted(request.fixed_tables.items())
    pairs = [(min(a, b), max(a, b)) for i, (a, ta) in enumerate(fixed) for b, tb in fixed[i + 1:] if ta == tb]
    return sum(max(0, met[pair] - 1) for pair in pairs)


def _fairness(rounds: Sequence[SeatingRound], request: SeatingRequest) -> Fairness:
    rotating = [p for p in request.players if p not in request.fixed_tables]
    byes = Counter({p: 0 for p in rotating})
    short = Counter({p: 0 for p in rotating})
    for rnd in rounds:
        byes.update(p for p in rnd.byes if p in byes)
        short.update(p for t in rnd.tables if len(t) == 3 for p in t if p in short)
    fair = all(max(c.values(), default=0) - min(c.values(), default=0) <= 1 for c in (byes, short))
    return Fairness(byes=dict(byes), short_tables=dict(short), fair=fair)


def assess(rounds: Sequence[SeatingRound], request: SeatingRequest) -> SeatingQuality:
    """The quality report of a whole schedule (played rounds included) for this request."""
    counted = {p for rnd in rounds for p in rnd.players() if p >= 0} | set(request.players)
    tables = [rnd.tables for rnd in rounds]
    met = meetings(tables, counted)
    per_player: Counter[int] = Counter()
    for (a, b), k in met.items():
        per_player[a] += max(0, k - 1)
        per_player[b] += max(0, k - 1)
    # East, South, West, North, tables of three; of the players in the draw (one who withdrew keeps
    # the winds he played, which no draw can change, out of the figure)
    winds = {p: [0, 0, 0, 0, 0] for p in counted if p in request.players}
    for table in (t for rnd in tables for t in rnd):
        for w, p in enumerate(table):
            if p in winds:
                winds[p][w] += 1
                winds[p][SHORT] += len(table) == 3
    banned = {frozenset(pair) for pair in request.never_together}
    apart = tuple(
        (r, a, b) for r, rnd in enumerate(rounds, 1) for t in rnd.tables
        for i, a in enumerate(t) for b in t[i + 1:] if frozenset((a, b)) in banned
    )
    misplaced = tuple(
        (r, p, want) for r, rnd in enumerate(rounds, 1) for p, want in request.fixed_tables.items()
        for t, table in enumerate(rnd.tables, 1) if p in table and t != want
    )
    clubs = request.clubs
    clashes = sum(
        1 for rnd in rounds for t in rnd.tables for i, a in enumerate(t) for b in t[i + 1:]
        if clubs.get(a) is not None and clubs.get(a) == clubs.get(b)
    )
    return SeatingQuality(
        players=len(request.players),
        rounds=len(rounds),
        repeats=sum(k - 1 for k in met.values() if k > 1),
        lower_bound=max(lower_bound(tables, counted), forced_repeats(met, request)),
        max_meet=max(met.values(), default=0),
        most_repeats_for_a_player=max(per_player.values(), default=0),
        wind_violations=wind_violations(list(winds.values())),
        wind_spread=spread(list(winds.values())),
        never_together_violations=apart,
        fixed_table_violations=misplaced,
        club_clashes=clashes,
        fairness=_fairness(rounds, request),
        bye_score=request.bye_score,
        substitute_seats=sum(1 for t in (t for rnd in tables for t in rnd) for p in t if p < 0),
        substitutes_together=sum(1 for t in (t for rnd in tables for t in rnd) if sum(p < 0 for p in t) > 1),
    )


def render(quality: SeatingQuality) -> str:
    """The report as plain text, for the screen and for printing."""
    return "\n".join(report_lines(quality))


def report_lines(quality: SeatingQuality) -> list[Words]:
    """The lines of the report, each a sentence the window can say in its language."""
    q = quality
    fair = q.fairness
    lines = [
        say("Seat draw: {players} players, {rounds} rounds", players=q.players, rounds=q.rounds),
        say("Repeated meetings: {repeats} (best possible: at least {bound})", repeats=q.repeats,
            bound=q.lower_bound),
        say("Most times a pair meets: {count}", count=q.max_meet),
        say("Most repeats for one player: {count}", count=q.most_repeats_for_a_player),
        say("Wind violations: {count} (largest wind spread for a player: {spread})", count=q.wind_violations,
            spread=q.wind_spread),
        say("Never-together pairs seated together: {count}", count=len(q.never_together_violations)),
        say("Fixed-table players elsewhere: {count}", count=len(q.fixed_table_violations)),
        say("Same club or team at a table: {count}", count=q.club_clashes),
    ]
    if q.substitute_seats:
        lines.append(say("Tables with two substitutes or more: {count}", count=q.substitutes_together))
    for r, a, b in q.never_together_violations:
        lines.append(say("  round {round}: players {a} and {b} must not sit together", round=r, a=a, b=b))
    for r, p, t in q.fixed_table_violations:
        lines.append(say("  round {round}: player {player} is not at his table {table}",
                         round=r, player=p, table=t))
    if any(fair.byes.values()):
        lines.append(say("Byes (score {score:g} each): {counts}",
                         score=q.bye_score, counts=_counts(fair.byes)))
    if any(fair.short_tables.values()):
        lines.append(say("Tables of three: {counts}", counts=_counts(fair.short_tables)))
    if any(fair.byes.values()) or any(fair.short_tables.values()):
        lines.append(say("Rotation fair: yes") if fair.fair
                     else say("Rotation fair: no, someone had two before others had one"))
    return lines


def _counts(counts: Mapping[int, int]) -> str:
    by_times: dict[int, list[int]] = {}
    for p, k in sorted(counts.items()):
        by_times.setdefault(k, []).append(p)
    return "; ".join(f"{k}x: " + ", ".join(map(str, ps)) for k, ps in sorted(by_times.items(), reverse=True))
