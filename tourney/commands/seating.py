"""Command-line commands for the seat draw of a tournament file: draw, show a round's seating,
and the referee's seating constraints (fixed tables, never-together pairs)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import click

from tourney import services
from tourney.commands.checkin_gate import REQUIRE_CHECKIN, warn_missing
from tourney.commands.common import FILE, JSON, ODD_COUNTS, emit, opened
from tourney.commands.seat_plan import seat
from tourney.errors import TourneyError

if TYPE_CHECKING:
    from tourney.tournament.seating import Progress

WIND_NAMES = (("E", "East"), ("S", "South"), ("W", "West"), ("N", "North"))


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    main.add_command(draw)
    main.add_command(seating)
    main.add_command(constraint)
    main.add_command(seat)


class _ProgressLine:
    """One line on stderr, rewritten about once a second, for draws that take a while."""

    def __init__(self) -> None:
        self.last = time.monotonic()
        self.shown = False

    def __call__(self, p: Progress) -> None:
        if time.monotonic() - self.last < 1.0:
            return
        self.last = time.monotonic()
        self.shown = True
        click.echo(f"\rsearching: {p.seconds:5.1f} s, {p.iterations} steps, repeated meetings "
                   f"{p.repeat_units}, constraints broken {p.hard_violations}  ", err=True, nl=False)

    def close(self) -> None:
        if self.shown:
            click.echo("", err=True)


@click.command()
@FILE
@click.option("--round", "round_number", type=int, help="Draw this round only.")
@click.option("--all", "draw_all", is_flag=True, help="Draw every round without results (the default).")
@click.option("--seconds", default=10.0, type=float, show_default=True, help="Time budget of the search.")
@click.option("--seed", type=int, help="Seed of the search's random choices.")
@click.option("--odd", "odd_count", type=click.Choice(ODD_COUNTS),
              help="Players not a multiple of 4: byes or substitutes (default: substitutes if the file "
                   "has enough, else byes).")
@click.option("--swiss", is_flag=True, help="Seat the round by the standings (needs --round).")
@REQUIRE_CHECKIN
@JSON
def draw(file: str, round_number: int | None, draw_all: bool, seconds: float, seed: int | None,
         odd_count: str | None, swiss: bool, require_checkin: bool, as_json: bool) -> None:
    """Seat rounds of a tournament FILE with the optimiser and print the quality of the draw."""
    if round_number is not None and draw_all:
        raise TourneyError("bad_option", "choose --round K or --all, not both")
    if swiss and round_number is None:
        raise TourneyError("bad_option", "a Swiss draw seats one round: give --round K")
    if seconds <= 0:
        raise TourneyError("bad_option", f"the time budget must be more than 0 seconds, not {seconds:g}")
    line = _ProgressLine()
    options: dict[str, Any] = {"seconds": seconds, "seed": seed, "odd_count": odd_count, "progress": line}
    try:
        with opened(file) as store:
            warn_missing(store, require_checkin)
            if swiss:
                assert round_number is not None
                report = services.draw_swiss_round(store, round_number, **options)
            elif round_number is not None:
                report = services.draw_rounds(store, round_number, round_number, **options)
            else:
                report = services.draw_remaining(store, **options)
    finally:
        line.close()
    emit(as_json, report, report.text)


def _seating_text(round_number: int, tables: list[Any], byes: list[int], names: dict[int, str]) -> str:
    width = max((len(n) for n in names.values()), default=6) + 6
    lines = [f"Round {round_number}", "Table  " + "".join(f"{w:<{width}}" for _, w in WIND_NAMES)]
    for t in tables:
        cells = [f"{t.seats[w]} {names.get(t.seats[w], '')}" if w in t.seats else "-" for w, _ in WIND_NAMES]
        lines.append(f"{t.number:>5}  " + "".join(f"{c:<{width}}" for c in cells).rstrip())
    if byes:
        lines.append("Sitting out: " + ", ".join(f"{p} {names.get(p, '')}" for p in byes))
    return "\n".join(lines)


@click.command()
@FILE
@click.option("--round", "round_number", required=True, type=int)
@JSON
def seating(file: str, round_number: int, as_json: bool) -> None:
    """Show a round's draw as tables by seat winds, and who sits out."""
    with opened(file, readonly=True) as store:
        services.round_info(store, round_number)
        tables = services.tables(store, round_number)
        state = services.snapshot(store)
    if not tables:
        raise TourneyError("not_seated", f"round {round_number} is not seated yet; draw it with "
                                         f"`tourney draw {file} --round {round_number}`")
    names = {p.id: p.name for p in state.players}
    byes = sorted(b.player_id for b in state.byes if b.round == round_number)
    value = {"round": round_number, "tables": [{"table": t.number, **t.seats} for t in tables], "byes": byes}
    emit(as_json, value, lambda: _seating_text(round_number, tables, byes, names))


@click.group()
def constraint() -> None:
    """Seating constraints the draw honours: fixed tables, players never seated together."""


def _constraint_line(c: Any, names: dict[int, str]) -> str:
    who = f"{c.player_id} {names.get(c.player_id, '')}"
    if c.kind == "fixed_table":
        return f"{who}: always at table {c.table}"
    return f"{who} and {c.other_id} {names.get(c.other_id, '')}: never together"


@constraint.command("fixed-table")
@FILE
@click.argument("player_id", type=int)
@click.argument("table", type=int)
def constraint_fixed_table(file: str, player_id: int, table: int) -> None:
    """Always seat PLAYER_ID at TABLE (e.g. the table a wheelchair reaches)."""
    with opened(file) as store:
        services.fix_table(store, player_id, table)
    click.echo(f"player {player_id} always sits at table {table}")


@constraint.command("never-together")
@FILE
@click.argument("first", type=int)
@click.argument("second", type=int)
def constraint_never_together(file: str, first: int, second: int) -> None:
    """Never seat players FIRST and SECOND at the same table."""
    with opened(file) as store:
        services.keep_apart(store, first, second)
    click.echo(f"players {first} and {second} are never seated together")


@constraint.command("clear")
@FILE
@click.argument("player_id", type=int)
@click.argument("other", type=int, required=False)
def constraint_clear(file: str, player_id: int, other: int | None) -> None:
    """Take back PLAYER_ID's fixed table, or (with OTHER) keeping the two apart."""
    with opened(file) as store:
        services.clear_constraint(store, player_id, other)
    click.echo("constraint taken back")


@constraint.command("list")
@FILE
@JSON
def constraint_list(file: str, as_json: bool) -> None:
    """The seating constraints of the tournament."""
    with opened(file, readonly=True) as store:
        found = services.seating_constraints(store)
        names = {p.id: p.name for p in services.players(store)}
    emit(as_json, found, lambda: "\n".join(_constraint_line(c, names) for c in found)
          or "no seating constraints")
