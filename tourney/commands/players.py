"""Command-line commands for players: register, import, list, export, edit, check in, withdraw."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from tourney import services
from tourney.commands.common import FILE, JSON, echo_json, emit, opened, player_line

if TYPE_CHECKING:
    from tourney.store import Store


def register(main: click.Group) -> None:
    """Add the players commands to the `tourney` command."""
    main.add_command(players)


@click.group()
def players() -> None:
    """Register, import, list and change players."""


@players.command("add")
@FILE
@click.argument("name")
@click.option("--club", default="")
@click.option("--country", default="")
@click.option("--federation-id", default="")
@click.option("--team", default="")
@click.option("--status", default="registered", type=click.Choice(["registered", "present", "substitute"]))
@click.option("--born", metavar="YEAR|DATE",
              help="Birth year (2008) or date (2008-05-14), for the juniors and seniors worked out from age.")
@JSON
def players_add(file: str, name: str, club: str, country: str, federation_id: str, team: str, status: str,
                born: str | None, as_json: bool) -> None:
    """Register a player."""
    with opened(file) as store:
        p = services.add_player(store, name, club=club, country=country, federation_id=federation_id,
                                team=team, status=status, born=born)
    emit(as_json, p, lambda: f"added {player_line(p)}")


@players.command("import")
@FILE
@click.argument("csv_file", type=click.Path(exists=True, dir_okay=False))
@click.option("--skip-bad", is_flag=True, help="Import the good rows and report the bad ones.")
@JSON
def players_import(file: str, csv_file: str, skip_bad: bool, as_json: bool) -> None:
    """Import players from a CSV list (nothing is imported while a row is bad, unless --skip-bad)."""
    with opened(file) as store:
        try:
            report = services.import_players_csv(store, csv_file, skip_bad=skip_bad)
        except services.ImportRefused as refused:
            if as_json:
                echo_json(refused.report)
            else:
                click.echo(refused.report.describe().replace("0 players imported", "nothing imported"),
                           err=True)
            sys.exit(2)
    emit(as_json, report, report.describe)


@players.command("list")
@FILE
@JSON
def players_list(file: str, as_json: bool) -> None:
    """List the players."""
    with opened(file, readonly=True) as store:
        found = services.players(store)
    emit(as_json, found, lambda: "\n".join(player_line(p) for p in found) or "no players yet")


@players.command("export")
@FILE
@click.option("--out", type=click.Path(dir_okay=False), help="Write to this CSV file (default: print).")
def players_export(file: str, out: str | None) -> None:
    """Export the players as CSV that a spreadsheet opens safely."""
    with opened(file, readonly=True) as store:
        if out:
            services.write_players_csv(store, out)
            return
        text = services.export_players_csv(store)
    click.echo(text, nl=False)


@players.command("edit")
@FILE
@click.argument("player_id", type=int)
@click.option("--name")
@click.option("--club")
@click.option("--country")
@click.option("--federation-id")
@click.option("--team")
@click.option("--born", metavar="YEAR|DATE",
              help='Birth year (2008) or date (2008-05-14); --born "" clears it.')
@JSON
def players_edit(file: str, player_id: int, as_json: bool, **fields: str | None) -> None:
    """Correct a player's details."""
    with opened(file) as store:
        p = services.edit_player(store, player_id, **{k: v for k, v in fields.items() if v is not None})
    emit(as_json, p, lambda: f"now {player_line(p)}")


def _status_command(name: str, action: Callable[[Store, int], Any], help_text: str) -> None:
    @players.command(name, help=help_text)
    @FILE
    @click.argument("player_ids", type=int, nargs=-1, required=True)
    @JSON
    def command(file: str, player_ids: tuple[int, ...], as_json: bool) -> None:
        with opened(file) as store:
            done = [action(store, pid) for pid in player_ids]
        emit(as_json, done, lambda: "\n".join(player_line(p) for p in done if p is not None))


_status_command("checkin", lambda store, pid: services.check_in(store, pid)[0], "Mark players present.")
_status_command("withdraw", lambda store, pid: services.withdraw_player(store, pid),
                "Withdraw players from the rounds to come.")
_status_command("readmit", lambda store, pid: services.readmit_player(store, pid),
                "Bring withdrawn players back.")
_status_command("substitute", lambda store, pid: services.make_substitute(store, pid),
                "Mark players as substitutes.")
_status_command("remove", lambda store, pid: services.remove_player(store, pid),
                "Delete players entered by mistake.")
