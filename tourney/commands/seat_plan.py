"""`tourney seat`: a seat draw and its quality without a tournament file, for planning an event
before anyone registers (players are numbered 1..N; substitutes, if asked for, N+1 onwards)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from tourney.commands.common import JSON, ODD_COUNTS, emit
from tourney.errors import TourneyError

if TYPE_CHECKING:
    from tourney.tournament.seating import SeatingResult


def plan_value(result: SeatingResult, players: int) -> dict[str, Any]:
    """The draw as plain values: rounds[r][t] = [east, south, west, north] and the quality figures."""
    from tourney.tournament.seating.records import best_known

    number = {-k: players + k for k in range(1, len(result.substitutes) + 1)}
    q = result.quality
    return {
        "players": players,
        "rounds": [[[number.get(p, p) for p in table] for table in rnd.tables] for rnd in result.rounds],
        "byes": [list(rnd.byes) for rnd in result.rounds],
        "substitutes": sorted(number.values()),
        "repeats": q.repeats,
        "lower_bound": q.lower_bound,
        "best_known": best_known(q.players, q.rounds) if players % 4 == 0 else None,
        "max_meet": q.max_meet,
        "wind_violations": q.wind_violations,
        "fair": q.fairness.fair,
        "seconds": round(result.seconds, 3),
        "stopped": result.stopped,
    }


def plan_text(value: dict[str, Any], report: str) -> str:
    """The tables round by round (East South West North), then the quality report."""
    width = len(str(value["players"] + len(value["substitutes"])))
    lines = []
    for r, (tables, byes) in enumerate(zip(value["rounds"], value["byes"], strict=True), start=1):
        lines.append(f"Round {r}")
        for t, table in enumerate(tables, start=1):
            lines.append(f"  {t:>3}: " + " ".join(f"{p:>{width}}" for p in table))
        if byes:
            lines.append("  sitting out: " + ", ".join(map(str, byes)))
    return "\n".join([*lines, report, verdict(value)])


def verdict(value: dict[str, Any]) -> str:
    """Whether a longer search could help: the lower bound reached, or the best figure known."""
    repeats, known = value["repeats"], value["best_known"]
    if repeats <= value["lower_bound"]:
        return "No better schedule exists (lower bound reached)."
    if known is None:
        return "No figure is known for this size: a longer search may find fewer repeats."
    if repeats > known:
        return (f"The best schedule known for this size has {known} repeated meetings: "
                "a longer search may help.")
    return f"As good as the best schedule known for this size ({known} repeated meetings)."


@click.command()
@click.option("--players", required=True, type=int, help="How many players (numbered 1..N).")
@click.option("--rounds", required=True, type=int, help="How many rounds.")
@click.option("--seed", type=int, help="Seed of the search's random choices.")
@click.option("--seconds", default=10.0, type=float, show_default=True, help="Time budget of the search.")
@click.option("--odd", "odd_count", type=click.Choice(ODD_COUNTS), default="three",
              show_default=True, help="Players not a multiple of 4: tables of three, byes or substitutes.")
@JSON
def seat(players: int, rounds: int, seed: int | None, seconds: float, odd_count: str, as_json: bool) -> None:
    """Draw a schedule for N players over R rounds and print it with its quality (no file needed)."""
    from tourney.tournament.seating import OddCount, SeatingRequest, draw, render

    if seconds <= 0:
        raise TourneyError("bad_option", f"the time budget must be more than 0 seconds, not {seconds:g}")
    if players < 1:
        raise TourneyError("bad_option", f"--players must be at least 1, not {players}")
    request = SeatingRequest(players=tuple(range(1, players + 1)), rounds=rounds,
                             odd_count=OddCount(odd_count))
    result = draw(request, seconds=seconds, seed=seed)
    value = plan_value(result, players)
    emit(as_json, value, lambda: plan_text(value, render(result.quality)))
