"""The `tourney` command: every referee action from the command line, and the GUI's launcher.

Errors of any layer (:class:`TourneyError`) are printed on stderr and exit with status 2.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from tourney.commands import read_json
from tourney.commands.common import echo_json
from tourney.errors import TourneyError


class _Group(click.Group):
    """Turns every TourneyError into a message on stderr and exit status 2."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except TourneyError as error:
            click.echo(f"tourney: {error.message}", err=True)
            sys.exit(2)


@click.group(cls=_Group, invoke_without_command=True)
@click.version_option(package_name="tourney")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Run a Mahjong tournament. With no command, open the referee's window."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(gui)


@main.command()
@click.argument("file", required=False, type=click.Path(dir_okay=False))
def gui(file: str | None) -> None:
    """Open the referee's window (optionally on a tournament FILE)."""
    from tourney.gui.app import run

    sys.exit(run(file))


@main.command()
@click.argument("file", default="-")
def score(file: str) -> None:
    """Score a deal: read its JSON from FILE (or - for standard input), print the result JSON."""
    from tourney.rules import score_deal

    echo_json(score_deal(read_json(file)))


@main.command()
def rulesets() -> None:
    """List the ruleset ids the engine knows, marking those not available yet."""
    from tourney.rules import available_ids, ruleset_ids

    ready = set(available_ids())
    for rid in ruleset_ids():
        click.echo(rid if rid in ready else f"{rid} (not available yet)")


def _register_areas() -> None:
    import importlib

    for area in ("card", "tournament", "players", "seating", "standings", "export", "tables", "backups"):
        importlib.import_module(f"tourney.commands.{area}").register(main)


_register_areas()
