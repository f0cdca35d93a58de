"""Command-line commands for the backups: `tourney backups FILE` lists them (and `--folder DIR` chooses
where they go), `tourney restore FILE --round K -o NEW` or `--backup NAME -o NEW` copies one into a new
file, and `tourney copy FILE -o NEW` saves a copy of the tournament as it is now (File > Save a copy…);
neither ever writes over an existing file (refused with exit status 2)."""

from __future__ import annotations

import click

from tourney import services
from tourney.commands.common import FILE, JSON, echo_json, opened, plain
from tourney.errors import TourneyError


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"


def _line(b: services.BackupInfo) -> str:
    why = f"after round {b.after_round}" if b.after_round is not None else "after a change"
    closed = (f"rounds closed: {', '.join(map(str, b.closed_rounds))}" if b.closed_rounds
              else "no round closed")
    return (f"{b.taken_at:%Y-%m-%d %H:%M:%S}  {why:<16}  {b.size_text:>9}  {b.name}\n"
            f"    {_count(b.players, 'player', 'players')}, {closed}, "
            f"{_count(b.results, 'table sheet', 'table sheets')}; last: {b.last_action}")


@click.command("backups")
@FILE
@click.option("--folder", help="Keep the backups in this folder from now on ('' for beside the file).")
@JSON
def backups(file: str, folder: str | None, as_json: bool) -> None:
    """List the backups of FILE: when, after which round, size, and what each holds."""
    if folder is not None:
        with opened(file) as store:
            chosen = services.set_backups_folder(store, folder)
        click.echo(f"backups of {file} now go to {chosen}")
        return
    found = services.list_backups(file)
    if as_json:
        echo_json([{**plain(b), "path": str(b.path)} for b in found])
        return
    where = services.backups_folder_of(file)
    if not found:
        click.echo(f"no backups of {file} yet in {where}")
        return
    click.echo(f"backups of {file} in {where}:")
    for b in found:
        click.echo(_line(b))


@click.command("restore")
@FILE
@click.option("--round", "round_number", type=int, help="The newest backup taken as this round closed.")
@click.option("--backup", "name", help="The backup with this name (see `tourney backups FILE`).")
@click.option("-o", "--out", type=click.Path(dir_okay=False), required=True,
              help="The new file to write (never an existing one).")
def restore(file: str, round_number: int | None, name: str | None, out: str) -> None:
    """Copy a backup of FILE into a new tournament file."""
    if (round_number is None) == (name is None):
        raise TourneyError("missing_value", "give either --round K or --backup NAME")
    written = services.restore_backup(file, out, round_number=round_number, name=name)
    click.echo(f"wrote {written}")


@click.command("copy")
@FILE
@click.option("-o", "--out", type=click.Path(dir_okay=False), required=True,
              help="The new file to write (never an existing one).")
def copy(file: str, out: str) -> None:
    """Save a copy of the tournament FILE, whole, as the new file OUT (a USB stick, say)."""
    with opened(file, readonly=True) as store:  # the original is left exactly as it was
        written = services.save_copy(store, out)
    click.echo(f"saved a copy of {file} as {written}")


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    main.add_command(backups)
    main.add_command(restore)
    main.add_command(copy)
