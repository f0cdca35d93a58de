"""Command-line commands for the room: the clock and the day's check-in.

``tourney clock warnings FILE 15 5`` sets the board's warning marks; ``tourney clock extra FILE ROUND
TABLE MINUTES`` gives one table extra time (0 takes it away); ``tourney round start FILE N`` says the
round starts now (or ``--at``) and moves the schedule by the minutes late; ``tourney checkin FILE
[PLAYER…]`` ticks players in for the day and lists who is missing.
"""

from __future__ import annotations

import click

from tourney import services
from tourney.commands.common import FILE, JSON, emit, opened


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    main.add_command(clock)
    main.add_command(checkin)
    round_group = main.commands["round"]
    assert isinstance(round_group, click.Group)
    round_group.add_command(round_start)


@click.group()
def clock() -> None:
    """The display board's clock: warning marks and extra time for one table."""


@clock.command("warnings")
@FILE
@click.argument("minutes", nargs=-1, type=int)
def clock_warnings(file: str, minutes: tuple[int, ...]) -> None:
    """Warn on the board MINUTES before the end (e.g. 15 5); without MINUTES, show the marks."""
    with opened(file, readonly=not minutes) as store:
        marks = services.set_clock_warnings(store, list(minutes)) if minutes else \
            services.clock_warnings(store)
    click.echo("warnings at " + ", ".join(f"{m} min" for m in marks) + " before the end")


@clock.command("extra")
@FILE
@click.argument("round_number", type=int)
@click.argument("table", type=int, required=False)
@click.argument("minutes", type=int, required=False)
@JSON
def clock_extra(file: str, round_number: int, table: int | None, minutes: int | None, as_json: bool) -> None:
    """Give TABLE of a round MINUTES extra (0 takes them away); with the round alone, list them."""
    if (table is None) != (minutes is None):
        raise click.UsageError("give both the table and the minutes, or neither")
    with opened(file, readonly=table is None) as store:
        found = services.extra_times(store, round_number) if table is None else \
            services.set_extra_time(store, round_number, table, minutes)
    emit(as_json, found, lambda: "\n".join(f"round {e.round} table {e.table}: +{e.minutes} min"
                                           for e in found)
         or f"round {round_number}: no table has extra time")


@click.command("start")
@FILE
@click.argument("round_number", type=int)
@click.option("--at", "at", help="When it started, e.g. '2024-05-18 09:40' (default: now).")
def round_start(file: str, round_number: int, at: str | None) -> None:
    """The round starts now: a late start moves it and every later round by the minutes late."""
    with opened(file) as store:
        late, moved = services.start_round(store, round_number, at)
    if not late:
        click.echo(f"round {round_number} starts on time; the schedule stays")
        return
    click.echo(f"round {round_number} started {late} min late; the schedule moves:")
    click.echo("\n".join(f"round {r.number}: {r.date} {r.start}" for r in moved if r.starts_at))


@click.command()
@FILE
@click.argument("player_ids", nargs=-1, type=int)
@click.option("--day", help="The day, e.g. 2024-05-18 (default: today).")
@click.option("--undo", is_flag=True, help="Take the players off the day's check-in.")
@JSON
def checkin(file: str, player_ids: tuple[int, ...], day: str | None, undo: bool, as_json: bool) -> None:
    """Tick players in for the day (by number); without numbers, show who is in and who is missing."""
    if undo and not player_ids:
        raise click.UsageError("--undo needs the numbers of the players to take off")
    with opened(file, readonly=not player_ids) as store:
        if not player_ids:
            found = services.checkins(store, day)
        elif undo:
            found = services.undo_check_in(store, list(player_ids), day)
        else:
            found = services.check_in_day(store, list(player_ids), day)
    emit(as_json, found, lambda: _checkin_text(found))


def _checkin_text(found: services.CheckIn) -> str:
    lines = [f"{found.day}: {len(found.present)} in, {len(found.missing)} missing"]
    lines += [f"  missing: {p.id}. {p.name}" for p in found.missing]
    return "\n".join(lines)
