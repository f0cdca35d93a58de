"""The `tourney` command: every referee action from the command line, and the GUI's launcher.

Exit statuses (README, "Exit statuses"): 0 done; 2 refused, with one sentence on stderr saying what
and where (a refusal of any layer, :class:`TourneyError`, a full disk, a read-only or missing folder,
a damaged file, a mistyped command); 1 a fault in tourney itself, said in one sentence (never a
traceback; ``TOURNEY_DEBUG=1`` shows it); 130 stopped by Ctrl+C before it finished (``serve`` stops
with 0). Whatever stopped a command, every action it reported done is in the file and no action is
half done.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from typing import Any, NoReturn

import click

from tourney.commands import read_json
from tourney.commands.common import echo_json
from tourney.errors import TourneyError

REFUSED, FAULT, INTERRUPTED = 2, 1, 130


def _stop(message: object, status: int) -> NoReturn:
    click.echo(f"tourney: {message}", err=True)
    sys.exit(status)


class _Group(click.Group):
    """Turns every refusal and failure into one sentence on stderr and its exit status."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except TourneyError as error:
            _stop(error.message, REFUSED)
        except OSError as error:
            from tourney.store.failures import os_failure  # the store (and sqlite-utils) only on the way out

            _stop(os_failure(error).message, REFUSED)
        except sqlite3.Error as error:
            from tourney.store.failures import failure

            _stop(failure(error, None).message, REFUSED)
        except KeyboardInterrupt:
            _stop("stopped by Ctrl+C; every action reported done is kept, none is half done", INTERRUPTED)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except Exception as error:
            if os.environ.get("TOURNEY_DEBUG"):
                raise
            _stop(f"an internal fault stopped the command ({type(error).__name__}: {str(error)[:200]}); "
                  "every action reported done is kept. Please report it (TOURNEY_DEBUG=1 shows the details)",
                  FAULT)


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

    for area in ("card", "tournament", "players", "seating", "standings", "export", "tables", "phone",
                 "backups", "room", "final", "register"):
        importlib.import_module(f"tourney.commands.{area}").register(main)


_register_areas()
