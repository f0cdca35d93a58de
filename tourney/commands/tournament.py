"""Command-line commands for the tournament file: new, players, rounds, results, history, demo.

Each command opens the file, calls one service and closes it; ``--json`` prints what a program
would read. Refusals are TourneyErrors, which the `tourney` command prints (exit status 2).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from tourney import services
from tourney.commands import read_json
from tourney.commands.checkin_gate import REQUIRE_CHECKIN, warn_missing
from tourney.commands.common import FILE, JSON, emit, name_value_pairs, opened, plain


def _result_text(result: Any) -> str:
    scores = "  ".join(f"{w} {result.totals[w]:+d}" for w in ("E", "S", "W", "N") if w in result.totals)
    head = f"round {result.round}, table {result.table}: {scores}"
    deals = f"  ({len(result.deals)} deals)" if result.kind == "deals" else "  (totals only)"
    if result.status != "final":
        return head + deals + f"\nUNBALANCED, not final: {result.note}"
    return head + deals


def _report_unbalanced(result: Any) -> None:
    if result.status != "final":
        click.echo(f"tourney: warning: round {result.round}, table {result.table}: {result.note}; "
                   "stored as unbalanced, not final", err=True)
        sys.exit(1)


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    main.add_command(new)
    main.add_command(round_group)
    main.add_command(record)
    main.add_command(correct)
    main.add_command(totals)
    main.add_command(penalty)
    main.add_command(undo)
    main.add_command(redo)
    main.add_command(log)
    main.add_command(demo)


@click.command()
@FILE
@click.option("--name", required=True, help="The tournament's name.")
@click.option("--ruleset", required=True, help="A ruleset id (see `tourney rulesets`).")
@click.option("--rounds", required=True, type=int, help="How many rounds.")
@click.option("--venue", default="")
@click.option("--start-date", help="First day, e.g. 2024-05-18.")
@click.option("--end-date", help="Last day.")
@click.option("--hands", type=int, help="Hands (deals) per round.")
@click.option("--minutes", type=int, help="Minutes per round.")
@click.option("--ranking", type=click.Choice(services.RANKINGS), help="Default: the ruleset's usual scheme.")
@click.option("--option", "option_pairs", multiple=True, help="A ruleset option NAME=VALUE (repeatable).")
@JSON
def new(file: str, name: str, ruleset: str, rounds: int, venue: str, start_date: str | None,
        end_date: str | None, hands: int | None, minutes: int | None, ranking: str,
        option_pairs: tuple[str, ...], as_json: bool) -> None:
    """Create a new tournament FILE."""
    store = services.create_tournament(file, name=name, ruleset=ruleset, rounds=rounds, venue=venue,
                                       start_date=start_date, end_date=end_date, hands_per_round=hands,
                                       minutes_per_round=minutes, ranking=ranking,
                                       options=name_value_pairs(option_pairs))
    try:
        info = services.tournament(store)
    finally:
        store.close()
    emit(as_json, info, lambda: f"created {file}: {info.name}, {info.ruleset}, {info.rounds} rounds")


@click.group("round")
def round_group() -> None:
    """Round schedules and seating."""


@round_group.command("schedule")
@FILE
@click.argument("round_number", type=int)
@click.option("--start", help="Date and planned start, e.g. '2024-05-18 09:30'.")
@click.option("--duration", type=int, help="Minutes.")
@click.option("--break", "break_minutes", type=int, help="Minutes of break after the round.")
def round_schedule(file: str, round_number: int, start: str | None, duration: int | None,
                   break_minutes: int | None) -> None:
    """Set a round's start, duration and break."""
    with opened(file) as store:
        r = services.set_round_schedule(store, round_number, starts_at=start, duration_minutes=duration,
                                        break_minutes=break_minutes)
    parts = [f"{r.date} {r.start}" if r.starts_at else "no start yet",
             f"{r.duration_minutes} min" if r.duration_minutes else "no length yet",
             f"break {r.break_minutes} min" if r.break_minutes is not None else "no break set"]
    click.echo(f"round {r.number}: " + ", ".join(parts))


@round_group.command("shift")
@FILE
@click.argument("round_number", type=int)
@click.argument("minutes", type=int)
def round_shift(file: str, round_number: int, minutes: int) -> None:
    """Move a round and every later round by MINUTES (negative: earlier)."""
    with opened(file) as store:
        moved = services.shift_round(store, round_number, minutes)
    click.echo("\n".join(f"round {r.number}: {r.date} {r.start}" for r in moved if r.starts_at))


@round_group.command("list")
@FILE
@JSON
def round_list(file: str, as_json: bool) -> None:
    """The rounds and their schedule."""
    with opened(file, readonly=True) as store:
        found = services.rounds(store)
    def line(r: Any) -> str:
        return f"round {r.number}: " + (f"{r.date} {r.start}, {r.duration_minutes} min" if r.starts_at
                                        else "not scheduled")

    emit(as_json, found, lambda: "\n".join(line(r) for r in found))


@round_group.command("seat")
@FILE
@click.argument("round_number", type=int)
@REQUIRE_CHECKIN
@JSON
def round_seat(file: str, round_number: int, require_checkin: bool, as_json: bool) -> None:
    """Seat a round with a short optimiser search (`tourney draw` searches longer and reports quality)."""
    with opened(file) as store:
        warn_missing(store, require_checkin)
        seated = services.draw_round(store, round_number)
    emit(as_json, seated, lambda: _tables_text(seated))


@round_group.command("tables")
@FILE
@click.argument("round_number", type=int)
@JSON
def round_tables(file: str, round_number: int, as_json: bool) -> None:
    """Who sits where in a round."""
    with opened(file, readonly=True) as store:
        services.round_info(store, round_number)
        seated = services.tables(store, round_number)
    emit(as_json, seated, lambda: _tables_text(seated) or f"round {round_number} is not seated yet")


@round_group.command("swap")
@FILE
@click.argument("round_number", type=int)
@click.argument("first", type=int)
@click.argument("second", type=int)
def round_swap(file: str, round_number: int, first: int, second: int) -> None:
    """Two players sat in each other's places: swap them (their scores follow them)."""
    with opened(file) as store:
        seated = services.swap_seats(store, round_number, first, second)
    click.echo(_tables_text(seated))


def _tables_text(tables: list[Any]) -> str:
    return "\n".join(f"table {t.number}: " + "  ".join(f"{w} {t.seats[w]}" for w in ("E", "S", "W", "N")
                                                       if w in t.seats) for t in tables)


ROUND = click.option("--round", "round_number", required=True, type=int)
TABLE = click.option("--table", required=True, type=int)


@click.command()
@FILE
@ROUND
@TABLE
@click.argument("deals_file")
@click.option("--replace", is_flag=True, help="Start the table's sheet over with these deals.")
@JSON
def record(file: str, round_number: int, table: int, deals_file: str, replace: bool, as_json: bool) -> None:
    """Record deals at a table: DEALS_FILE holds one deal or a list (- for standard input)."""
    deals = read_json(deals_file)
    with opened(file) as store:
        result = services.record_deals(store, round_number, table, deals, replace=replace)
    emit(as_json, result, lambda: _result_text(result))
    _report_unbalanced(result)


@click.command()
@FILE
@ROUND
@TABLE
@click.option("--deal", "number", required=True, type=int, help="Which deal (1 is the first).")
@click.argument("deal_file")
@JSON
def correct(file: str, round_number: int, table: int, number: int, deal_file: str, as_json: bool) -> None:
    """Replace one deal of a table's sheet; every score is re-derived from the hands."""
    deal = read_json(deal_file)
    with opened(file) as store:
        result = services.correct_deal(store, round_number, table, number, deal)
    emit(as_json, result, lambda: _result_text(result))
    _report_unbalanced(result)


@click.command()
@FILE
@ROUND
@TABLE
@click.option("--scores", required=True, help="The four totals of seats E,S,W,N, e.g. 120,-40,-30,-50 "
                                              "(three, E,S,W, at a table of three).")
@click.option("--replace", is_flag=True, help="Replace recorded deals by these totals.")
@click.option("--chombo", "chombos", multiple=True, metavar="SEAT",
              help="Riichi: a chombo by this table seat (E, S, W or N), taken off its final score; "
                   "repeat for each.")
@JSON
def totals(file: str, round_number: int, table: int, scores: str, replace: bool, chombos: tuple[str, ...],
           as_json: bool) -> None:
    """Record only the totals of a table's sheet (four, or three at a table of three).

    Riichi: give the final points of the hanchan (e.g. 41000,30000,27000,20000); uma, oka and the
    chombos are applied as for a sheet of deals, and riichi sticks still on the table go to first."""
    values = [s.strip() for s in scores.split(",")]
    with opened(file) as store:
        result = services.record_totals(store, round_number, table, values, replace=replace,
                                        chombos=list(chombos))
    emit(as_json, result, lambda: _result_text(result))
    _report_unbalanced(result)


@click.command()
@FILE
@click.option("--player", "player_id", type=int)
@click.option("--points", type=int, help="Points taken off.")
@click.option("--reason")
@click.option("--round", "round_number", type=int, help="The round it belongs to, if any.")
@click.option("--remove", "remove_id", type=int, metavar="N", help="Cancel penalty N, given by mistake.")
@click.option("--list", "show", is_flag=True, help="List the penalties given.")
@JSON
def penalty(file: str, player_id: int | None, points: int | None, reason: str | None,
            round_number: int | None, remove_id: int | None, show: bool, as_json: bool) -> None:
    """Give a player a penalty (--player, --points, --reason), cancel one (--remove) or list them (--list);
    undoable."""
    if remove_id is None and not show and None in (player_id, points, reason):
        raise click.UsageError("give --player, --points and --reason (or --remove N, or --list)")
    with opened(file) as store:
        if remove_id is not None:
            services.remove_penalty(store, remove_id)
            click.echo(f"penalty {remove_id} cancelled")
            return
        if show:
            given = services.penalties(store)
            emit(as_json, given, lambda: "\n".join(_penalty_line(p) for p in given) or "no penalties")
            return
        assert player_id is not None and points is not None and reason is not None
        one = services.add_penalty(store, player_id, points, reason, round_number=round_number)
    emit(as_json, one, lambda: f"penalty {one.id}: {one.points} points to player {one.player_id}")


def _penalty_line(p: Any) -> str:
    where = f"round {p.round}" if p.round else "the whole tournament"
    return f"penalty {p.id}: {p.points} points to player {p.player_id} in {where}: {p.reason}"


STEPS = click.option("--steps", default=1, type=int, show_default=True)


@click.command()
@FILE
@STEPS
@JSON
def undo(file: str, steps: int, as_json: bool) -> None:
    """Take back the last actions (the log keeps them)."""
    with opened(file) as store:
        done = services.undo(store, steps)
    emit(as_json, done, lambda: "\n".join(e.description for e in done))


@click.command()
@FILE
@STEPS
@JSON
def redo(file: str, steps: int, as_json: bool) -> None:
    """Do again actions just undone."""
    with opened(file) as store:
        done = services.redo(store, steps)
    emit(as_json, done, lambda: "\n".join(e.description for e in done))


@click.command()
@FILE
@click.option("--since", default=0, type=int, help="Only events after this number.")
@click.option("--changes", "show_changes", is_flag=True, help="Show the rows before and after.")
@JSON
def log(file: str, since: int, show_changes: bool, as_json: bool) -> None:
    """The history of every change to the tournament."""
    with opened(file, readonly=True) as store:
        found = services.log_stream(store, since=since)
        if as_json:
            # streamed a few events at a time: byte for byte what echo_json(list) prints, flat memory
            _echo_json_array(found)
            return
        for e in found:
            click.echo(f"{e.id:>5}  {e.at}  {e.who}  {e.description}")
            if show_changes:
                for change in e.changes:
                    click.echo(f"         {change['table']} {change['id']}: "
                               f"{change['before']} -> {change['after']}")


def _echo_json_array(items: Any) -> None:
    """Print ``items`` as ``json.dumps(list(items), indent=2)`` would, one item at a time."""
    first = True
    for item in items:
        body = json.dumps(plain(item), indent=2, ensure_ascii=False).replace("\n", "\n  ")
        click.echo(("[\n  " if first else ",\n  ") + body, nl=False)
        first = False
    click.echo("[]" if first else "\n]")


@click.command()
@FILE
@click.option("--seed", default=2024, type=int, show_default=True)
@click.option("--ruleset", default="fimj", show_default=True)
@click.option("--players", "player_count", default=24, type=int, show_default=True)
@click.option("--rounds", default=4, type=int, show_default=True)
def demo(file: str, seed: int, ruleset: str, player_count: int, rounds: int) -> None:
    """Build a demo tournament FILE: three clubs, every table fully played with simulated deals, and
    the players' births (juniors and seniors)."""
    store = services.build_demo(file, seed=seed, ruleset=ruleset, players=player_count, rounds=rounds,
                                births=True)
    try:
        state = services.snapshot(store)
    finally:
        store.close()
    click.echo(f"created {file}: {len(state.players)} players, {len(state.rounds)} rounds, "
               f"{sum(len(r.deals) for r in state.results)} deals")
